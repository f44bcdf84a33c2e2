"""``/game follow`` and its ``how:stop`` end to end (issue 25): spectators follow a game in
their own language, every refusal leaves the settings as they were, and at a game's end
(played out, ended by a moderator, abandoned) each follower who chose it gets one DM with the
result and a link to the end post, in their language; digest followers and players get none.
"""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import pytest

from bot.app import GameBot
from bot.games import get
from bot.i18n import Text, t, text
from bot.settings import Settings
from bot.store import GameStore
from bot.table import Table
from bot.table.followers import MAX_FOLLOWERS, MAX_FOLLOWING, follow, followed_by, followers_of
from bot.table.narration import result_lines
from tests.e2e.gamebot import Cast, bot_settings, game_bot, open_suntzu, open_table, refusal
from tests.e2e.test_nudges import STEP, Clock, fire
from tests.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser, settled

pytestmark = pytest.mark.e2e

BOTS_PLAY_OUT = 120.0  # seconds: a hang guard for a loaded machine, never a figure under test

TITLE = get("suntzu").title


@dataclass(frozen=True)
class Watchers:
    """Members who watch without playing, one per language."""

    dee: FakeUser  # Traditional Chinese
    eve: FakeUser  # Simplified Chinese


@pytest.fixture
def watchers(fake: FakeDiscord) -> Watchers:
    return Watchers(
        dee=fake.add_user("Dee", locale="zh-TW"), eve=fake.add_user("Eve", locale="zh-CN")
    )


@pytest.fixture
def settings(fake: FakeDiscord, tmp_path: Path) -> Settings:
    # Reminders on (an hour: never reached in real time), so an idle game can be abandoned
    # on the test's clock.
    return dataclasses.replace(bot_settings(fake, tmp_path / "games.db"), reminder_minutes=60)


@pytest.fixture
async def bot(
    fake: FakeDiscord, cast: Cast, watchers: Watchers, settings: Settings
) -> AsyncIterator[GameBot]:
    """The bot, connected once everybody (players and watchers) is in the server."""
    async with game_bot(fake, settings) as running_bot:
        yield running_bot


def store_of(bot: GameBot) -> GameStore:
    return bot.service.store


async def answer(fake: FakeDiscord, interaction: FakeInteraction, user: FakeUser) -> str:
    """The one private, non-refusal answer to ``user``."""
    await settled(fake, interaction)
    [reply] = fake.responses(interaction)
    assert reply.ephemeral and reply.visible_to == user.id
    assert not reply.content.startswith("⛔"), reply.content
    return reply.content


def words(user: FakeUser, key: str, fake: FakeDiscord, **params: object) -> str:
    return t(
        user.locale, key, game=text(user.locale, TITLE), channel=f"<#{fake.channel.id}>", **params
    )


async def lobby(fake: FakeDiscord, cast: Cast) -> int:
    """``/game new`` of Sun Tzu in the channel; its game id."""
    opened = await fake.reply(await fake.slash(cast.moderator, "game new", game="suntzu"))
    join = next(b["custom_id"] for b in opened.buttons() if b["custom_id"].endswith(":join"))
    return int(join.split(":")[1])


async def test_follow_switch_and_stop_in_each_language(
    fake: FakeDiscord, cast: Cast, watchers: Watchers, bot: GameBot
) -> None:
    game_id = await lobby(fake, cast)
    store = store_of(bot)
    for user in (cast.carol, watchers.dee, watchers.eve):
        said = await answer(fake, await fake.slash(user, "game follow"), user)
        assert said == words(user, "follow-followed", fake, how="end")  # the default
        assert (await followers_of(store, game_id))[user.id] == "end"
        assert await followed_by(store, user.id) == {game_id: "end"}

        assert await bot.service.notices.digest_timer(user.id) is None  # a DM at the end only
        said = await answer(fake, await fake.slash(user, "game follow", how="digest"), user)
        assert said == words(user, "follow-switched", fake, how="digest")
        assert await followed_by(store, user.id) == {game_id: "digest"}
        assert await bot.service.notices.digest_timer(user.id) is not None  # the digest's timer

        said = await answer(fake, await fake.slash(user, "game follow", how="digest"), user)
        assert said == words(user, "follow-same", fake, how="digest")  # said, not refused
        assert await followed_by(store, user.id) == {game_id: "digest"}

        said = await answer(fake, await fake.slash(user, "game follow", how="end"), user)
        assert said == words(user, "follow-switched", fake, how="end")
        assert await followed_by(store, user.id) == {game_id: "end"}
        assert await bot.service.notices.digest_timer(user.id) is None  # nothing for a digest

    assert await followers_of(store, game_id) == {
        cast.carol.id: "end",
        watchers.dee.id: "end",
        watchers.eve.id: "end",
    }
    for user in (cast.carol, watchers.dee, watchers.eve):
        if user is watchers.dee:  # stopping a digest follow drops the digest's timer too
            await answer(fake, await fake.slash(user, "game follow", how="digest"), user)
            assert await bot.service.notices.digest_timer(user.id) is not None
        said = await answer(fake, await fake.slash(user, "game follow", how="stop"), user)
        assert said == words(user, "unfollow-done", fake)
        assert await followed_by(store, user.id) == {}
        assert await bot.service.notices.digest_timer(user.id) is None
        said = await answer(fake, await fake.slash(user, "game follow", how="stop"), user)
        assert said == t(user.locale, "unfollow-none")
    assert await followers_of(store, game_id) == {}
    # In each language's own words
    assert "追蹤" in t(watchers.dee.locale, "follow-followed", game="x", channel="y", how="end")
    assert "关注" in t(watchers.eve.locale, "follow-followed", game="x", channel="y", how="end")


async def test_no_game_a_game_over_and_a_player_are_refused_and_nothing_changes(
    fake: FakeDiscord, cast: Cast, watchers: Watchers, bot: GameBot
) -> None:
    store = store_of(bot)
    await refusal(
        fake, await fake.slash(cast.carol, "game follow"), cast.carol, "error-no-game-here"
    )
    assert await followed_by(store, cast.carol.id) == {}
    said = await answer(fake, await fake.slash(cast.carol, "game follow", how="stop"), cast.carol)
    assert said == t(cast.carol.locale, "unfollow-none")

    # A player is told by the game itself: pointed to /game notify, in the lobby and later.
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    for player in (cast.ann, cast.bob):
        ask = await fake.slash(player, "game follow", how="digest")
        await refusal(fake, ask, player, "follow-error-player", game=TITLE)
        assert await followed_by(store, player.id) == {}
    assert await followers_of(store, table.game_id) == {}

    # A forged choice is refused with what is allowed.
    forged = await fake.slash(cast.carol, "game follow", how="loud", forge=True)
    allowed = [Text("follow-how-digest"), Text("follow-how-end"), Text("follow-how-stop")]
    option = Text("opt-follow-how")
    await refusal(fake, forged, cast.carol, "error-option-choice", option=option, allowed=allowed)
    assert await followers_of(store, table.game_id) == {}

    # The game is over: nothing left to follow, and the reason given.
    await settled(fake, await fake.slash(cast.moderator, "game end", reason="test"))
    for user in (cast.carol, watchers.dee, watchers.eve):
        ask = await fake.slash(user, "game follow")
        await refusal(fake, ask, user, "follow-error-over", game=TITLE)
        assert await followed_by(store, user.id) == {}
    assert await followers_of(store, table.game_id) == {}


async def test_a_follower_who_takes_a_seat_follows_no_more(
    fake: FakeDiscord, cast: Cast, watchers: Watchers, bot: GameBot
) -> None:
    game_id = await lobby(fake, cast)
    store = store_of(bot)
    await answer(fake, await fake.slash(watchers.dee, "game follow", how="digest"), watchers.dee)
    await answer(fake, await fake.slash(cast.carol, "game follow"), cast.carol)
    await settled(fake, await fake.slash(watchers.dee, "game join"))
    assert await followers_of(store, game_id) == {cast.carol.id: "end"}
    assert await followed_by(store, watchers.dee.id) == {}


async def test_the_limits_of_followers_per_game_and_games_per_member(
    fake: FakeDiscord, cast: Cast, watchers: Watchers, bot: GameBot
) -> None:
    store = store_of(bot)
    game_id = await lobby(fake, cast)
    crowd = [10_000 + n for n in range(MAX_FOLLOWERS)]
    for member in crowd:
        await follow(store, game_id, member, "digest")
    full = await followers_of(store, game_id)
    ask = await fake.slash(cast.carol, "game follow")
    await refusal(fake, ask, cast.carol, "follow-error-game-full", game=TITLE, max=MAX_FOLLOWERS)
    assert await followers_of(store, game_id) == full
    assert await followed_by(store, cast.carol.id) == {}
    # One who follows already may still switch.
    await follow(store, game_id, watchers.eve.id, "digest", "zh-CN")
    await follow(store, game_id, crowd[0], None)
    said = await answer(fake, await fake.slash(watchers.eve, "game follow"), watchers.eve)
    assert said == words(watchers.eve, "follow-switched", fake, how="end")
    await follow(store, game_id, watchers.eve.id, None)

    # A member following as many games as allowed (each in a channel of its own).
    others = [
        await store.create_game(
            guild_id=fake.guild.id,
            channel_id=20_000 + n,
            kind="suntzu",
            options={},
            secret="seed:1",
            created_by=cast.moderator.id,
        )
        for n in range(MAX_FOLLOWING)
    ]
    for other in others:
        await follow(store, other.id, watchers.dee.id, "end", "zh-TW")
    before = await followed_by(store, watchers.dee.id)
    ask = await fake.slash(watchers.dee, "game follow")
    await refusal(fake, ask, watchers.dee, "follow-error-too-many", max=MAX_FOLLOWING)
    assert await followed_by(store, watchers.dee.id) == before
    assert watchers.dee.id not in await followers_of(store, game_id)
    # A game among them that is over no longer counts.
    assert await store.end_game(others[0].id, "test")
    said = await answer(fake, await fake.slash(watchers.dee, "game follow"), watchers.dee)
    assert said == words(watchers.dee, "follow-followed", fake, how="end")
    assert len(await followed_by(store, watchers.dee.id)) == MAX_FOLLOWING
    assert others[0].id not in await followed_by(store, watchers.dee.id)


# -- the end of a followed game ----------------------------------------------------------


def link(fake: FakeDiscord, message: FakeMessage) -> str:
    return f"https://discord.com/channels/{fake.guild.id}/{fake.channel.id}/{message.id}"


def end_post(fake: FakeDiscord, finished: Table, since: int) -> FakeMessage:
    """The channel's last post: the game's end (its board and record; the scores are in the
    end's text, which a long last turn spreads over the posts before it)."""
    posts = [m for m in fake.public_messages() if m.seq > since]
    assert all(line in "\n".join(m.text() for m in posts) for line in result_lines(finished, "en"))
    last = posts[-1]
    assert any(f.filename.startswith("record-") for f in last.files)
    return last


def follower_dms(fake: FakeDiscord, user: FakeUser) -> list[FakeMessage]:
    forgotten = t(user.locale, "follow-end-forgotten")
    return [m for m in fake.dm_inbox(user) if forgotten in m.content]


def check_told(
    fake: FakeDiscord, user: FakeUser, finished: Table, how: str, post: FakeMessage
) -> None:
    """Exactly one DM, in the follower's language: the game, how it ended, the scores, the link."""
    [dm] = fake.dm_inbox(user)
    locale = user.locale
    assert dm.content.startswith(words(user, f"follow-end-{how}", fake))
    scores = result_lines(finished, locale) or [t(locale, "follow-end-no-result")]
    assert all(line in dm.content for line in scores)
    assert t(locale, "follow-end-link", link=link(fake, post)) in dm.content


async def test_a_whole_game_tells_each_end_follower_once(
    fake: FakeDiscord, cast: Cast, watchers: Watchers, bot: GameBot
) -> None:
    store = store_of(bot)
    game_id, *_ = await open_table(
        fake, cast.moderator, [cast.ann, cast.bob], bot, "suntzu", seed=5
    )
    await answer(fake, await fake.slash(cast.carol, "game follow"), cast.carol)
    await answer(fake, await fake.slash(watchers.eve, "game follow", how="end"), watchers.eve)
    await answer(fake, await fake.slash(watchers.dee, "game follow", how="digest"), watchers.dee)
    # Both players leave their seats to the autopilot, which plays the game to its end.
    start = fake.mark()
    for player in (cast.ann, cast.bob):
        # the bots play the game out in their own task, a turn post each: give them time
        kicked = await fake.slash(cast.moderator, "game kick", player=player)
        await settled(fake, kicked, timeout=BOTS_PLAY_OUT)
    finished = await bot.service.load_game(game_id)
    assert finished.game.status == "finished" and result_lines(finished, "en")
    post = end_post(fake, finished, start)
    check_told(fake, cast.carol, finished, "finished", post)
    check_told(fake, watchers.eve, finished, "finished", post)
    assert fake.dm_inbox(watchers.dee) == []  # the digest tells them, not a DM at the end
    for player in (cast.ann, cast.bob):
        assert follower_dms(fake, player) == []
    # The game's followers are forgotten; the end follower's own row lost it, the digest
    # follower's keeps it until the digest has said it ended.
    assert await followers_of(store, game_id) == {}
    assert await followed_by(store, cast.carol.id) == {}
    assert await followed_by(store, watchers.eve.id) == {}
    assert await followed_by(store, watchers.dee.id) == {game_id: "digest"}
    # Nothing more is ever sent: a later post of the channel tells nobody again.
    await settled(fake, await fake.slash(cast.carol, "game follow"))
    assert len(fake.dm_inbox(cast.carol)) == 1


async def test_a_game_ended_by_a_moderator_tells_its_followers(
    fake: FakeDiscord, cast: Cast, watchers: Watchers, bot: GameBot
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    await answer(fake, await fake.slash(watchers.dee, "game follow"), watchers.dee)
    await answer(fake, await fake.slash(cast.carol, "game follow", how="digest"), cast.carol)
    await settled(fake, await fake.slash(cast.moderator, "game end", reason="late"))
    ended = await bot.service.load_game(table.game_id)
    assert ended.game.status == "ended"
    check_told(fake, watchers.dee, ended, "moderator", fake.public_messages()[-1])
    assert fake.dm_inbox(cast.carol) == []
    for player in (cast.ann, cast.bob):
        assert follower_dms(fake, player) == []


async def test_a_lobby_ended_by_a_moderator_tells_its_followers_without_scores(
    fake: FakeDiscord, cast: Cast, watchers: Watchers, bot: GameBot
) -> None:
    game_id = await lobby(fake, cast)
    await answer(fake, await fake.slash(watchers.eve, "game follow"), watchers.eve)
    await settled(fake, await fake.slash(cast.moderator, "game end"))
    ended = await bot.service.load_game(game_id)
    check_told(fake, watchers.eve, ended, "moderator", fake.public_messages()[-1])
    assert t(watchers.eve.locale, "follow-end-no-result") in fake.dm_inbox(watchers.eve)[0].content


async def test_an_abandoned_game_tells_its_followers(
    fake: FakeDiscord, cast: Cast, watchers: Watchers, bot: GameBot
) -> None:
    await settled(fake, await fake.slash(cast.moderator, "game config", abandon_days=1))
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    await answer(fake, await fake.slash(cast.carol, "game follow"), cast.carol)
    clock = Clock()
    for _ in range(3):  # the reminders, until they stop
        assert await fire(bot, clock, STEP) == 1
    assert await fire(bot, clock, timedelta(days=2)) == 1
    ended = await bot.service.load_game(table.game_id)
    assert ended.game.end_reason == "abandoned"
    notice = fake.public_messages()[-1]
    assert notice.content == t("en", "nudge-abandoned-notice", days=1)
    check_told(fake, cast.carol, ended, "abandoned", notice)
