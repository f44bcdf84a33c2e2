"""``/game replay``'s turns and kept pages (issue 31 part 1): the turn index on tables of waiting
sets, where a turn button leads, the menu's window, the bounded cache, and the pages of the
toy game through the service (both databases): a take-back makes a move number mean another
board, so pictures kept before it are never shown for the moves that replaced it."""

from __future__ import annotations

import pytest

from bot.engine.base import RuleError, View
from bot.render.board_frame import BoardFrame, SeatTag
from bot.store import Store
from bot.table import TableService
from bot.table.renderpool import Kind, RenderPool
from bot.table.replay_pages import Kept, ReplayBook
from bot.table.replay_turns import TurnIndex, turn_starts
from bot.table.undo import Undo

GUILD, CHANNEL, MOD = 1, 10, 99
A, B, AB, NONE = frozenset({0}), frozenset({1}), frozenset({0, 1}), frozenset[int]()

# whom the game waits for after the deal and each move -> the moves that start a turn
TURN_STARTS = [
    ([A], [0]),  # the deal alone
    ([A, A, B, B, A], [0, 2, 4]),  # one seat after the other, two moves each
    ([A, B, A, B], [0, 1, 2, 3]),  # one move each
    ([AB, B, AB, A, NONE], [0, 2]),  # sealed rounds: both, one left, both again
    ([AB, A, B], [0, 2]),  # B's wait starts again after it ended
    ([A, AB, AB, B], [0, 1]),  # B joins A's wait: a wait start; the rest continues
    ([A, NONE], [0]),  # the game over after move 1
]


@pytest.mark.parametrize(("waiting", "starts"), TURN_STARTS)
def test_a_turn_starts_where_a_seat_starts_being_awaited(
    waiting: list[frozenset[int]], starts: list[int]
) -> None:
    assert turn_starts(waiting) == starts


# (move) -> (turn, one turn back, one turn forward) in a game of turns starting at 0, 2, 4
# and 9 moves in all (the last turn 4..9)
NAVIGATION = [
    (0, 1, 0, 2),
    (1, 1, 0, 2),
    (2, 2, 0, 4),  # at a turn's start, back leads to the previous turn's
    (3, 2, 2, 4),  # inside a turn, back leads to its own start
    (4, 3, 2, 9),  # in the last turn, forward leads to the last move
    (9, 3, 4, 9),
]


@pytest.mark.parametrize(("move", "turn", "back", "forward"), NAVIGATION)
def test_one_turn_back_and_forward(move: int, turn: int, back: int, forward: int) -> None:
    index = TurnIndex(starts=(0, 2, 4), awaited=(A, B, A), last=9)
    assert index.turn_of(move) == turn
    assert index.turn_back(move) == back
    assert index.turn_forward(move) == forward
    first, last = index.moves_of(turn)
    assert first <= move <= last


def test_the_menu_shows_at_most_25_turns_around_the_current_one() -> None:
    index = TurnIndex(starts=tuple(range(0, 200, 2)), awaited=(A,) * 100, last=199)
    assert index.count == 100
    assert index.window(0) == list(range(1, 26))
    assert index.window(199) == list(range(76, 101))
    middle = index.window(100)  # turn 51
    assert len(middle) == 25 and middle[0] == 39 and middle[-1] == 63 and 51 in middle
    small = TurnIndex(starts=(0, 3), awaited=(A, B), last=5)
    assert small.window(4) == [1, 2]


def test_the_cache_keeps_the_most_recently_used() -> None:
    kept: Kept[str, int] = Kept(2)
    kept.put("a", 1)
    kept.put("b", 2)
    assert kept.get("a") == 1  # a is now the most recent
    kept.put("c", 3)
    assert "b" not in kept and kept.get("a") == 1 and kept.get("c") == 3
    assert len(kept) == 2


class Counting(RenderPool):
    """Draws nothing: counts requests and answers with bytes naming the view."""

    def __init__(self) -> None:
        super().__init__(0)
        self.asked: list[View] = []

    async def render(
        self, name: str, kind: Kind, view: View, locale: str, frame: BoardFrame | None = None
    ) -> bytes | None:
        self.asked.append(view)
        return repr((name, view, locale)).encode()


async def started(service: TableService) -> int:
    await service.create(
        guild_id=GUILD, channel_id=CHANNEL, kind="highcard", user_id=MOD, moderator=True, seed=5
    )
    for user in (1, 2):
        await service.join(CHANNEL, user, f"P{user}", "en")
    return (await service.start(CHANNEL, MOD, moderator=True)).table.id


async def play(service: TableService, game_id: int, user: int, choice: int = 0) -> None:
    table = await service.load_game(game_id)
    seat = table.seat_of(user)
    assert seat is not None
    await service.act(game_id, user, table.legal(seat)[choice])


FRAME = BoardFrame(seats=(SeatTag("P1"), SeatTag("P2")))


async def test_pages_are_read_from_the_log_and_kept_per_epoch(
    highcard, service: TableService, store: Store
) -> None:
    game_id = await started(service)
    await play(service, game_id, 1, 0)
    book = ReplayBook(service, boards=4)
    pool = Counting()
    table = await service.load_game(game_id)
    epoch = await book.epoch(game_id)
    assert epoch == 0
    page = await book.page(table, 1, epoch, secrets=False)
    engine = table.spec.engine
    assert page.view == engine.view(await service.state_at(game_id, 1), None)
    assert page.row is not None and page.row.number == 1
    first = await book.board(page, "en", FRAME, pool)
    assert await book.board(page, "en", FRAME, pool) == first and len(pool.asked) == 1

    # a move out of range, and the secrets of a running game, are refused
    for move in (-1, 2):
        with pytest.raises(RuleError) as caught:
            await book.page(table, move, epoch, secrets=False)
        assert caught.value.code == "replay-move-range"
    with pytest.raises(RuleError) as caught:
        await book.page(table, 1, epoch, secrets=True)
    assert caught.value.code == "replay-secrets-running"

    # taken back and played otherwise: move 1 means another board, drawn anew
    await Undo(service).undo(CHANNEL, 1)
    await play(service, game_id, 1, -1)
    table = await service.load_game(game_id)
    again = await book.epoch(game_id)
    assert again == 1
    other = await book.page(table, 1, again, secrets=False)
    assert other.view == engine.view(await service.state_at(game_id, 1), None)
    await book.board(other, "en", FRAME, pool)
    assert len(pool.asked) == 2 and pool.asked[-1] == other.view

    # the channel's games, newest first, without their states
    assert await store.channel_games(CHANNEL) == [(game_id, "highcard", "running", 1)]
    assert await store.channel_games(CHANNEL + 1) == []
