"""A missed deadline across a stop, end to end (issue 30, part 6 follow-up). The bot dies the
moment its stand-in move for the first of two late players is stored: at the next start the
other is played at once, the channel is told once, naming both, and each seat is counted late
once; a further restart repeats nothing. The bot stops
while its stand-in thinks: the next start plays the deadline at once, not after the claim's
five-minute lease. On both databases (the PostgreSQL one in a schema of its own)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bot.settings import Settings
from bot.store import Reminder
from bot.table.bot_moves import BOT_LEVEL
from bot.table.deadlines import DEADLINE
from bot.table.missed import MISSED
from tests.e2e.gamebot import Cast, game_bot
from tests.e2e.test_deadlines import HOURS, channel_since, open_game, pending
from tests.fakediscord import FakeDiscord
from tests.pools import StuckPool

pytestmark = pytest.mark.e2e

NOTICE = "⏱"  # the missed-deadline lines start with it (stall-played, stall-ping)


async def test_a_stop_between_two_late_seats_moves_plays_both_and_tells_the_channel_once(
    fake: FakeDiscord, cast: Cast, database: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both players miss a sealed step's deadline; the bot dies the moment its first stand-in
    move is stored. The next start plays the other seat at once (not after a fresh deadline),
    counts each seat late once and tells the channel once, naming both."""
    async with game_bot(fake, database) as first:
        table = await open_game(fake, cast, first, deadline_hours=HOURS)
        timer = await pending(first, table.game_id)
        assert timer is not None
        mark = fake.mark()
        append = first.store.append_action

        async def killed(*args: Any, **kwargs: Any) -> int:
            """The stop lands as the bot's move is committed: nothing after it runs."""
            await append(*args, **kwargs)
            raise asyncio.CancelledError()

        monkeypatch.setattr(first.store, "append_action", killed)
        cog = first.get_cog("Reminders")
        assert cog is not None
        with pytest.raises(asyncio.CancelledError):
            await cog.handler(DEADLINE)(timer)  # type: ignore[attr-defined]
        monkeypatch.undo()
        [move] = await first.store.actions(table.game_id)
        assert move.user_id is None
        assert not [m for m in channel_since(fake, mark) if NOTICE in m.content]
        assert await pending(first, table.game_id, MISSED) is not None
        # The deadline the move left still owes the seats: due at once, not a fresh deadline.
        owed = await pending(first, table.game_id)
        assert owed is not None and owed.due_at <= datetime.now(UTC)
        assert owed.payload == {"version": move.number, "owed": [0, 1], "counted": [move.seat]}

    async with game_bot(fake, database) as second:
        told = await fake.next_message(fake.channel, since=mark, match=NOTICE, timeout=30)
        assert told.content.startswith(NOTICE)
        assert cast.ann.mention in told.content and cast.bob.mention in told.content
        moves = await second.store.actions(table.game_id)
        assert {m.seat for m in moves} == {0, 1} and all(m.user_id is None for m in moves)
        timeouts = await second.store.seat_deadlines(table.game_id)
        assert {seat: row["timeouts"] for seat, row in timeouts.items()} == {0: 1, 1: 1}
        entries = await second.store.log_entries(table.game_id)
        assert [(e.kind, e.payload) for e in entries] == [("deadline-autopilot", {"seats": [0, 1]})]
        assert await pending(second, table.game_id, MISSED) is None
        # The game goes on with a fresh deadline, owing nobody.
        fresh = await pending(second, table.game_id)
        assert fresh is not None and "owed" not in fresh.payload
        assert fresh.due_at > datetime.now(UTC) + timedelta(hours=HOURS - 1)

    # A stop after the notice: the next start says nothing again and counts nobody again.
    async with game_bot(fake, database) as third:
        await asyncio.sleep(0.5)  # time for the dispatcher's first pass, were anything due
        assert await third.store.log_entries(table.game_id) == entries
        timeouts = await third.store.seat_deadlines(table.game_id)
        assert {seat: row["timeouts"] for seat, row in timeouts.items()} == {0: 1, 1: 1}
        assert len(await third.store.actions(table.game_id)) == len(moves)
    assert [m for m in channel_since(fake, mark) if NOTICE in m.content] == [told]


async def test_a_deadline_cut_short_by_a_stop_is_played_as_soon_as_the_bot_is_back(
    fake: FakeDiscord, cast: Cast, database: Settings
) -> None:
    async with game_bot(fake, database) as first:
        table = await open_game(fake, cast, first, deadline_hours=HOURS)
        await first.store.set_setting(BOT_LEVEL, fake.guild.id, "normal")  # a search
        pool = StuckPool()
        first.service.think_in(pool)  # type: ignore[arg-type]
        timer = await pending(first, table.game_id)
        assert timer is not None
        past = datetime.now(UTC) - timedelta(minutes=1)
        await first.store.reset_game_timer(table.game_id, Reminder(past, timer.payload, DEADLINE))
        mark = fake.mark()
        cog = first.get_cog("Reminders")
        assert cog is not None
        cog.wake()  # type: ignore[attr-defined]
        async with asyncio.timeout(30):
            await pool.asked.wait()  # the dispatcher claimed it; the bot thinks: the stop
        assert await first.store.actions(table.game_id) == []
    assert not [m for m in channel_since(fake, mark) if NOTICE in m.content]

    async with game_bot(fake, database) as second:
        # Well inside the five-minute lease the stop's claim would have had to run out.
        told = await fake.next_message(fake.channel, since=mark, match=NOTICE, timeout=30)
        assert told.content.startswith(NOTICE)
        assert cast.ann.mention in told.content and cast.bob.mention in told.content
        moves = await second.store.actions(table.game_id)
        assert moves and all(move.user_id is None for move in moves)
        entries = await second.store.log_entries(table.game_id)
        assert [e.kind for e in entries] == ["deadline-autopilot"]
