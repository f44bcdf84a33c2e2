"""``/game notify`` chooses how a member is told that a game waits for them (issue 25): a
mention in the channel (the default), a DM, or only the daily digest; for the server or for
this channel's game; shown back in the member's language. A call-to-move DM buzzes only for a
player who chose DMs; every other DM goes out silent (SUPPRESS_NOTIFICATIONS, in the fake)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.app import GameBot
from bot.engine.base import State
from bot.games.smallworld.engine import ENGINE as sw_engine
from bot.i18n import Text, command_mention, t
from bot.table.digest import DIGEST, DIGEST_AT, DIGEST_AT_EXAMPLES
from bot.table.notify_modes import GAME_MODES, SERVER_MODES, notify_modes
from bot.table.nudges import QUIET_HOURS, ZONE_EXAMPLES
from tests.e2e.gamebot import Cast, open_suntzu, refusal
from tests.e2e.swbot import SmallWorldTable, open_smallworld
from tests.e2e.swbot import play_one_move as sw_play_one_move
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, settled

pytestmark = pytest.mark.e2e


def mode(locale: str, chosen: str) -> str:
    return t(locale, "notify-show-server", mode=Text(f"notify-mode-{chosen}"))


def game_mode(locale: str, chosen: str) -> str:
    return t(locale, "notify-show-game", mode=Text(f"notify-mode-{chosen}"))


async def notify(fake: FakeDiscord, user: FakeUser, **options: Any) -> list[str]:
    """The lines of the private answer to ``/game notify``."""
    answer = await fake.reply(await fake.slash(user, "game notify", **options))
    assert answer.ephemeral and answer.visible_to == user.id
    return answer.content.splitlines()


async def stored(bot: GameBot, user: FakeUser) -> tuple[object, ...]:
    """Everything /game notify may write for ``user``, and their digest timer."""
    store = bot.service.store
    timer = await bot.service.notices.digest_timer(user.id)
    return (
        await store.get_setting(SERVER_MODES, user.id),
        await store.get_setting(QUIET_HOURS, user.id),
        await store.get_setting(DIGEST_AT, user.id),
        None if timer is None else (timer.kind, timer.due_at),
    )


@pytest.mark.parametrize("who", ["carol", "ann", "bob"])  # en, zh-TW, zh-CN
async def test_each_mode_is_set_shown_and_cleared_on_the_server_in_the_members_words(
    fake: FakeDiscord, cast: Cast, bot: GameBot, who: str
) -> None:
    user: FakeUser = getattr(cast, who)
    locale = user.locale
    shown = await notify(fake, user)
    assert shown[0] == mode(locale, "mention")  # nobody chose: the default
    assert t(locale, "nudge-quiet-none") in shown
    assert t(locale, "notify-show-digest", time="18:00", zone="UTC") in shown
    assert await bot.service.notices.digest_timer(user.id) is None

    for chosen in ("dm", "digest", "mention"):
        lines = await notify(fake, user, mode=chosen)
        assert lines[0] == mode(locale, chosen)
        assert await notify(fake, user) == lines  # shown back the same
        modes = await notify_modes(bot.service.store, fake.guild.id, None, [user.id])
        assert modes == {user.id: chosen}
        timer = await bot.service.notices.digest_timer(user.id)
        # Only the digest keeps a timer, shown as the next digest's moment.
        assert (timer is not None) == (chosen == "digest")
        if timer is not None:
            assert timer.kind == DIGEST and timer.due_at.hour == 18 and timer.due_at.minute == 0
            at = str(int(timer.due_at.timestamp()))
            assert lines[-1] == t(locale, "notify-show-digest-next", at=at)

    cleared = await notify(fake, user, mode="clear")
    assert cleared[0] == mode(locale, "mention")
    assert await bot.service.store.get_setting(SERVER_MODES, user.id) is None
    # The answer is private; the channel saw nothing.
    assert fake.public_messages() == []


async def test_a_games_override_for_its_players_and_refusals_for_the_others(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    store = bot.service.store
    for user, chosen in ((cast.ann, "dm"), (cast.bob, "digest")):
        lines = await notify(fake, user, mode=chosen, scope="game")
        assert lines[0] == mode(user.locale, "mention")  # the server's stays
        assert lines[1] == game_mode(user.locale, chosen)
        assert await notify(fake, user) == lines
    overrides = await store.get_setting(GAME_MODES, table.game_id)
    assert overrides == {str(cast.ann.id): "dm", str(cast.bob.id): "digest"}
    assert await store.get_setting(SERVER_MODES, cast.ann.id) is None
    game = await bot.service.load_game(table.game_id)
    assert await bot.service.notify_modes(game, [cast.ann.id, cast.bob.id]) == {
        cast.ann.id: "dm",
        cast.bob.id: "digest",
    }
    # Bob's override is a digest: his timer is set.
    assert await bot.service.notices.digest_timer(cast.bob.id) is not None
    # In the other channel, whose game Ann has none of, her override is not shown.
    elsewhere = await fake.reply(
        await fake.slash(cast.ann, "game notify", channel=fake.guild.channels[1])
    )
    assert game_mode(cast.ann.locale, "dm") not in elsewhere.content.splitlines()

    # Clearing the override: the server's mode applies again.
    lines = await notify(fake, cast.bob, mode="clear", scope="game")
    assert not any(line == game_mode(cast.bob.locale, "digest") for line in lines)
    assert await bot.service.notify_modes(game, [cast.bob.id]) == {cast.bob.id: "mention"}
    assert await bot.service.notices.digest_timer(cast.bob.id) is None

    # Carol has no seat; #games has no game: refused privately, nothing written.
    before = await stored(bot, cast.carol)
    no_seat = await fake.slash(cast.carol, "game notify", mode="dm", scope="game")
    await refusal(fake, no_seat, cast.carol, "notify-error-no-seat",
                  follow=command_mention("game follow"))  # fmt: skip
    no_game = await fake.slash(
        cast.ann, "game notify", mode="dm", scope="game", channel=fake.guild.channels[1]
    )
    await refusal(fake, no_game, cast.ann, "notify-error-no-game")
    assert await stored(bot, cast.carol) == before
    assert await store.get_setting(GAME_MODES, table.game_id) == {str(cast.ann.id): "dm"}


async def test_a_games_override_in_english(fake: FakeDiscord, cast: Cast, bot: GameBot) -> None:
    carol = cast.carol  # en
    table = await open_suntzu(fake, cast.moderator, [carol, cast.ann], bot, seed=3)
    for chosen in ("dm", "digest", "mention"):
        lines = await notify(fake, carol, mode=chosen, scope="game")
        assert lines[:2] == [mode("en", "mention"), game_mode("en", chosen)]
    assert lines[1] == "For this channel's game: a mention in the game's channel."
    lines = await notify(fake, carol, mode="clear", scope="game")
    assert lines[1] == t("en", "nudge-quiet-none")  # no override line any more
    assert await bot.service.store.get_setting(GAME_MODES, table.game_id) is None


async def test_bad_input_is_refused_and_changes_nothing(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    ann = cast.ann  # zh-TW
    await notify(fake, ann, mode="dm", quiet="23-07", tz="Asia/Taipei", digest_at="20:30")
    before = await stored(bot, ann)
    assert before[:3] == ({str(fake.guild.id): "dm"}, (23 * 60, 7 * 60, "Asia/Taipei"),
                          (20 * 60 + 30, "Asia/Taipei"))  # fmt: skip

    bad_time = await fake.slash(ann, "game notify", mode="digest", digest_at="25:00")
    await refusal(fake, bad_time, ann, "digest-error-time", given="25:00",
                  examples=DIGEST_AT_EXAMPLES)  # fmt: skip
    bad_zone = await fake.slash(ann, "game notify", mode="digest", tz="Mars/Olympus")
    await refusal(fake, bad_zone, ann, "nudge-error-zone", given="Mars/Olympus",
                  examples=ZONE_EXAMPLES)  # fmt: skip
    bad_quiet = await fake.slash(ann, "game notify", mode="digest", quiet="25-99", digest_at="7")
    await settled(fake, bad_quiet)
    [refused] = fake.responses(bad_quiet)
    assert refused.ephemeral and refused.content.startswith("⛔")
    forged = await fake.slash(ann, "game notify", mode="loud", forge=True)
    await settled(fake, forged)
    [refused] = fake.responses(forged)
    assert refused.ephemeral and refused.content.startswith("⛔")
    assert await stored(bot, ann) == before  # nothing changed, the digest timer neither

    # A zone alone (no quiet hours) is kept for the digest; quiet hours switched off keep it.
    lines = await notify(fake, cast.bob, tz="Asia/Shanghai", digest_at="7")
    assert t(cast.bob.locale, "notify-show-digest", time="07:00", zone="Asia/Shanghai") in lines
    lines = await notify(fake, ann, quiet="off")
    assert t(ann.locale, "notify-show-digest", time="20:30", zone="Asia/Taipei") in lines


def called(history: list[tuple[int, State]], seat: int) -> int:
    """How many times the game started waiting for ``seat`` (its start counts)."""
    found, before = 0, False
    for _, state in history:
        now = seat in sw_engine.waiting_for(state) and sw_engine.result(state) is None
        found += now and not before
        before = now
    return found


def buzzing(fake: FakeDiscord, user: FakeUser) -> list[FakeMessage]:
    return [m for m in fake.dm_inbox(user) if not m.silent]


async def play(table: SmallWorldTable, bot: GameBot, moves: int) -> None:
    rng = random.Random(5)
    for _ in range(moves):
        assert await sw_play_one_move(table, bot, rng) is not None


async def test_a_call_to_move_buzzes_only_a_player_who_chose_dms(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    await notify(fake, cast.ann, mode="dm")
    table = await open_smallworld(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    ann, bob = table.seat_of(cast.ann), table.seat_of(cast.bob)
    await play(table, bot, 40)
    # Ann's phone buzzed once each time the game started waiting for her (the turn passed to
    # her), by the DM carrying her controls; never for news. Bob (mention mode) never.
    assert len(buzzing(fake, cast.ann)) == called(table.history, ann) >= 2
    assert all(
        (m.versions[0]["components"] if m.versions else m.components)
        for m in buzzing(fake, cast.ann)
    )
    assert called(table.history, bob) >= 2 and len(fake.dm_inbox(cast.bob)) >= 2
    assert buzzing(fake, cast.bob) == []
    # A DM of news for her while the game already waits for her (or not at all) is silent.
    game = await bot.service.load_game(table.game_id)
    for seat, user in ((ann, cast.ann), (bob, cast.bob)):
        mark = fake.mark()
        assert await bot.desk.deliver_private(game, seat, [], called=False)
        [news] = [m for m in fake.dm_inbox(user) if m.seq > mark]
        assert news.silent


async def test_digest_mode_makes_every_game_dm_silent(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    await notify(fake, cast.ann, mode="digest")
    await notify(fake, cast.bob, mode="dm")
    table = await open_smallworld(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    await play(table, bot, 20)
    assert fake.dm_inbox(cast.ann) and buzzing(fake, cast.ann) == []
    assert len(buzzing(fake, cast.bob)) == called(table.history, table.seat_of(cast.bob)) >= 1
