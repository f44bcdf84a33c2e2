"""The table's part of a channel board (bot.table.board_frames, issue 26): every seat's tag
(the name as stored, whom the game waits for, the autopilot's seats, the deadline in the
reader's words for the awaited seats only, none without a deadline or while paused), and the
areas two public views differ in (none for a game that names no areas)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.render.board_frame import BoardFrame, SeatTag
from bot.table import TableService
from bot.table.board_frames import (
    board_frame,
    changed_between,
    changed_since,
    deadline_words,
    seat_tags,
)
from tests.platform import areacard

GUILD, CHANNEL, MOD = 1, 10, 99
SATURDAY = datetime(2026, 11, 28, 14, 0, tzinfo=UTC)


def test_a_deadline_reads_as_a_short_time_in_each_language() -> None:
    assert deadline_words(SATURDAY, "en") == "Sat 28 Nov, 14:00 UTC"
    assert deadline_words(SATURDAY, "zh-TW") == "11月28日（週六）14:00 UTC"
    assert deadline_words(SATURDAY, "zh-CN") == "11月28日（周六）14:00 UTC"
    # always in UTC, whatever zone the time came in
    tokyo = SATURDAY.astimezone(datetime.now(UTC).astimezone().tzinfo)
    assert deadline_words(tokyo, "en") == "Sat 28 Nov, 14:00 UTC"
    early = datetime(2027, 1, 4, 9, 5, tzinfo=UTC)  # a Monday in January
    assert deadline_words(early, "en") == "Mon 4 Jan, 09:05 UTC"
    assert deadline_words(early, "zh-TW") == "1月4日（週一）09:05 UTC"
    assert deadline_words(early, "zh-CN") == "1月4日（周一）09:05 UTC"


async def started(service: TableService, kind: str = "highcard", players: int = 3) -> int:
    await service.create(
        guild_id=GUILD, channel_id=CHANNEL, kind=kind, user_id=MOD, moderator=True, seed=4
    )
    for user in range(1, players + 1):
        await service.join(CHANNEL, user, f"Player «{user}» 安", "en")
    return (await service.start(CHANNEL, MOD, moderator=True)).table.id


async def play(service: TableService, game_id: int, seat: int) -> int:
    """Seat ``seat`` plays its lowest card; the game's version after it."""
    table = await service.load_game(game_id)
    card = min(table.state["hands"][seat])
    outcome = await service.act(game_id, table.user_of(seat), {"t": "play", "c": card})
    return outcome.table.game.version


async def test_every_seat_is_named_and_only_the_awaited_ones_carry_the_deadline(
    highcard, service: TableService
) -> None:
    game_id = await started(service)
    await play(service, game_id, 1)  # seat 1 has played its sealed card: the others are awaited
    robot = 2
    user = (await service.load_game(game_id)).user_of(robot)
    await service.kick(CHANNEL, user, moderator=True)  # seat 2 goes to the autopilot
    table = await service.load_game(game_id)
    waiting = table.waiting()
    assert 1 not in waiting and waiting, waiting
    tags = seat_tags(table, SATURDAY, "zh-TW")
    assert [tag.name for tag in tags] == [seat.display_name for seat in table.seats]
    assert [tag.to_move for tag in tags] == [seat in waiting for seat in range(3)]
    assert [tag.bot for tag in tags] == [seat == robot for seat in range(3)]
    when = "11月28日（週六）14:00 UTC"
    assert [tag.deadline for tag in tags] == [
        when if seat in waiting else None for seat in range(3)
    ]
    assert tags[1] == SeatTag(table.seats[1].display_name, to_move=False, deadline=None)
    # without a deadline: nobody's
    assert all(tag.deadline is None for tag in seat_tags(table, None, "en"))
    # another moment's waiting seats (a demo's boards along the way)
    assert [tag.to_move for tag in seat_tags(table, None, "en", {1})] == [False, True, False]


async def test_the_frame_carries_the_running_deadline_unless_there_is_none_or_it_is_paused(
    highcard, service: TableService
) -> None:
    game_id = await started(service, players=2)
    table = await service.load_game(game_id)
    # no deadline set: names and whom the game waits for, no time
    frame = await board_frame(service, table, "en")
    assert frame == BoardFrame(
        (SeatTag(table.name_of(0), to_move=True), SeatTag(table.name_of(1), to_move=True))
    )
    service.deadlines.now = lambda: SATURDAY - timedelta(hours=24)
    await service.deadlines.change(table, MOD, 24)
    table = await service.load_game(game_id)
    frame = await board_frame(service, table, "en", frozenset({"seat-0"}))
    assert [tag.deadline for tag in frame.seats] == ["Sat 28 Nov, 14:00 UTC"] * 2
    assert frame.marked == {"seat-0"}
    await play(service, game_id, 0)
    table = await service.load_game(game_id)
    frame = await board_frame(service, table, "zh-CN")
    assert [tag.deadline for tag in frame.seats] == [None, "11月28日（周六）14:00 UTC"]
    await service.deadlines.pause(table, MOD, True, "lunch")
    paused = await board_frame(service, await service.load_game(game_id), "en")
    assert [tag.deadline for tag in paused.seats] == [None, None]
    assert [tag.to_move for tag in paused.seats] == [False, True]
    hash(paused)  # a frame keys the board cache


async def test_what_changed_is_the_areas_whose_state_differs(service: TableService) -> None:
    with areacard.registered() as spec:
        game_id = await started(service, "areacard", players=2)
        engine = spec.engine
        first = await play(service, game_id, 0)
        table = await service.load_game(game_id)
        start = engine.view(await service.state_at(game_id, 0), None)
        now = engine.view(table.state, None)
        # a sealed card played: only its seat's cards left changed, in the public view
        assert changed_between(spec, start, now, "en") == {"seat-0"}
        assert await changed_since(service, table, 0, "en") == {"seat-0"}
        await play(service, game_id, 1)  # the round ends: both panels and the counter change
        table = await service.load_game(game_id)
        assert await changed_since(service, table, first, "en") == {"seat-0", "seat-1", "round"}
        # never the group, nothing at or past now, nothing before the start
        assert await changed_since(service, table, table.game.version, "en") == frozenset()
        assert await changed_since(service, table, -1, "en") == frozenset()


async def test_a_game_without_areas_has_nothing_marked(highcard, service: TableService) -> None:
    game_id = await started(service, players=2)
    await play(service, game_id, 0)
    table = await service.load_game(game_id)
    assert await changed_since(service, table, 0, "en") == frozenset()
    view = table.spec.engine.view(table.state, None)
    assert changed_between(table.spec, view, view, "en") == frozenset()
