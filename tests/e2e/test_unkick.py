"""A kicked member's seat given back through the fake Discord (issue 30, part 1): a moderator
kicks Bob (the bot plays his seat), then ``/game replace old:Bob new:Bob`` gives it back: Bob
gets the seat's DM with its secrets and controls in his language, his /game hand works again,
his moves are taken and the bot moves for the seat no more; the channel gets one line (Bob
pinged, nobody else) and the table log its own entry, in English and in Chinese; no secret of
the seat reaches the channel or a log line. On SQLite and on PostgreSQL."""

from __future__ import annotations

import random

import pytest

from bot.app import GameBot
from bot.i18n import t, text
from bot.table.narration import seat_name
from tests.e2e.gamebot import Cast, current_state, open_suntzu, play_one_move, refusal
from tests.e2e.logs import recorded_logs
from tests.e2e.noise import notified_by
from tests.e2e.test_replace import seat_secrets
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("posts", ["en", "zh-CN"])
async def test_a_kicked_member_gets_their_seat_back(
    fake: FakeDiscord, cast: Cast, any_bot: GameBot, posts: str
) -> None:
    bot = any_bot
    rng = random.Random(5)
    if posts != "en":
        config = await fake.slash(cast.moderator, "game config", language=posts)
        await settled(fake, config)
        assert await bot.service.channel_locale(fake.channel.id) == posts
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=31)
    for _ in range(3):
        assert await play_one_move(table, bot, rng) is not None
    seat = table.seat_of(cast.bob)
    kick = await fake.slash(cast.moderator, "game kick", player=cast.bob)
    await settled(fake, kick)
    assert (await bot.service.load_game(table.game_id)).seats[seat].autopilot
    hand = await fake.slash(cast.bob, "game hand")
    await refusal(fake, hand, cast.bob, "error-seat-private-played-by-bot")
    game, channel = str(table.game_id), f"<#{fake.channel.id}>"

    with recorded_logs() as logs:
        secrets = await seat_secrets(bot, table.game_id, seat)
        _, version = await current_state(bot, table.game_id)
        waited_for = seat in (await bot.service.load_game(table.game_id)).waiting()
        assert waited_for, "seed 31: the game waits for the seat when it is given back"
        mark = fake.mark()
        command = await fake.slash(cast.moderator, "game replace", old=cast.bob, new=cast.bob)
        await settled(fake, command)
        [answer] = fake.responses(command)
        assert answer.ephemeral and answer.visible_to == cast.moderator.id
        mine = cast.moderator.locale
        assert answer.content == t(mine, "seat-returned-ok", player=cast.bob.mention)

        # The seat is Bob's again, the bot's no more; the table log says "returned" only.
        loaded = await bot.service.load_game(table.game_id)
        row = loaded.seats[seat]
        assert (row.user_id, row.autopilot, row.level) == (cast.bob.id, False, None)
        entries = await bot.store.log_entries(table.game_id)
        assert [e.kind for e in entries] == ["kicked", "returned"]
        assert (entries[1].user_id, entries[1].payload) == (
            cast.moderator.id,
            {"seat": seat, "user_id": cast.bob.id},
        )

        # Bob's DM: the seat's secrets (and controls when it is his move), in his language;
        # never "your seat was given to someone else".
        [dm] = [m for m in fake.dm_inbox(cast.bob) if m.seq > mark]
        assert dm.content.startswith(t("zh-CN", "seat-returned-to-you", game=game, channel=channel))
        assert (t("zh-CN", "seat-given-your-turn") in dm.content) == waited_for
        assert any(secret in dm.text() for secret in secrets)
        assert (table.controls_of(dm, seat) != []) == waited_for
        taken = t("zh-CN", "seat-taken-from-you", game=game, channel=channel)
        assert all(taken not in shown for m in fake.dm_inbox(cast.bob) for shown in m.all_texts())

        # The channel: one line in its language, pinging Bob alone.
        notices = [m for m in fake.public_messages() if m.seq > mark]
        label = text(posts, loaded.spec.seat_label(seat, len(loaded.seats)))
        expected = t(posts, "seat-returned-public", player=cast.bob.mention, seat=label)
        assert [m.content for m in notices] == [expected]
        assert notified_by(notices[0]) == {cast.bob.id}

        # /game hand shows Bob his seat again.
        hand = await fake.slash(cast.bob, "game hand")
        await settled(fake, hand)
        [shown] = fake.responses(hand)
        assert shown.ephemeral and shown.visible_to == cast.bob.id
        assert not shown.content.startswith("⛔")
        assert any(secret in shown.text() for secret in secrets)

        # /game log names the return, in English and in Traditional Chinese.
        for reader in (cast.moderator, cast.ann):
            asked = await fake.slash(reader, "game log")
            shown_log = (await fake.reply(asked)).text()
            who = seat_name(loaded, seat, reader.locale)
            line = t(reader.locale, "log-entry-returned", by=cast.moderator.mention, player=who)
            assert "· " + line in shown_log and "Bob" in who

        # Bob plays on with the DM he was given; the bot makes no move for his seat.
        table.players[seat] = cast.bob
        for _ in range(30):
            move = await play_one_move(table, bot, rng)
            assert move is not None
            if move.seat == seat:
                break
        else:
            raise AssertionError("Bob never got to move again")
        after = [a for a in await bot.store.actions(table.game_id) if a.number > version]
        assert [a.user_id for a in after if a.seat == seat][-1] == cast.bob.id
        assert all(a.user_id is not None for a in after), "no bot move after the return"
        secrets |= await seat_secrets(bot, table.game_id, seat)

    for message in fake.public_messages():
        leaked = [s for s in secrets for shown in message.all_texts() if s in shown]
        assert leaked == [], f"the channel shows the seat's secrets: {leaked}"
    assert [f"log: {s!r}" for s in secrets for line in logs if s in line] == []
