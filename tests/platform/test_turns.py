"""Which outcome passes the turn, and whom it may ping (bot/table/turns.py, issue 25).

Each case is one outcome of one game's shape: the seats awaited before it, then each step's
mover and the seats awaited right after it. The turn changes (a new channel message) when any
seat, bots included, starts being awaited; the pings go to the humans awaited at the end
whose wait started during the outcome.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.cogs.turn_posts import pack
from bot.table import turn_text
from bot.table.model import Outcome, Step
from bot.table.replay_turns import turn_starts
from bot.table.turns import (
    WaitStart,
    decide,
    new_waits,
    newly_awaited,
    turn_changes,
    wait_starts,
)


def steps(*moves: tuple[int, set[int]], first: int = 1) -> list[Step]:
    """Steps numbered from ``first``: (mover, seats awaited after it)."""
    return [
        Step(first + index, seat, {"t": "x"}, (), False, waiting=frozenset(after))
        for index, (seat, after) in enumerate(moves)
    ]


@dataclass(frozen=True)
class Case:
    before: set[int]
    moves: list[tuple[int, set[int]]]
    starts: list[tuple[int, int]]  # (step number, seat)
    turn_change: bool
    pinged: set[int]  # of the humans: the ones newly awaited at the end
    bots: set[int] = field(default_factory=set)


CASES = {
    # Sun Tzu: both place in secret; the first placement starts nobody's wait (an edit),
    # the last one reveals and opens the next round for the one who had already placed.
    "suntzu first placement": Case({0, 1}, [(0, {1})], [], False, set()),
    "suntzu last placement, next round": Case({1}, [(1, {0, 1})], [(1, 0)], True, {0}),
    # Small World: conquests keep the turn (edits); a conquest whose defender must redeploy
    # starts the defender's wait (a new message); the redeploy gives the turn back.
    "smallworld conquests": Case({0}, [(0, {0}), (0, {0}), (0, {0})], [], False, set()),
    "smallworld defender redeploys": Case({0}, [(0, {0}), (0, {1})], [(2, 1)], True, {1}),
    "smallworld back to the attacker": Case({1}, [(1, {0})], [(1, 0)], True, {0}),
    # Tiny Epic Kingdoms: the leader's action awaits the followers; the first follow edits,
    # the last passes the lead.
    "tek action, then followers": Case({0}, [(0, {1, 2})], [(1, 1), (1, 2)], True, {1, 2}),
    "tek first follow": Case({1, 2}, [(1, {2})], [], False, set()),
    "tek last follow, next leader": Case({2}, [(2, {1})], [(1, 1)], True, {1}),
    # a war: the two sides bid in secret (both start), the first bid edits
    "tek war bids": Case({0}, [(0, {0, 2})], [(1, 2)], True, {2}),
    # World War: attacks and moves keep the turn, ending it passes it on
    "worldwar turn": Case({0}, [(0, {0}), (0, {0}), (0, {1})], [(3, 1)], True, {1}),
    # A human whose two autopilot seats play inside one outcome: their waits start (the turn
    # changes) and end; only the human, awaited again at the end, is pinged.
    "autopilot seats pass the turn back": Case(
        {0}, [(0, {1}), (1, {2}), (2, {0})], [(1, 1), (2, 2), (3, 0)], True, {0}, {1, 2}
    ),
    # a bot seat's wait starts too: a turn change, with nobody to ping
    "a bot seat's turn": Case({0}, [(0, {1})], [(1, 1)], True, set(), {1}),
}


@pytest.mark.parametrize("name", list(CASES))
def test_wait_starts_and_turn_changes(name: str) -> None:
    case = CASES[name]
    made = steps(*case.moves)
    found = wait_starts(case.before, made)
    assert [(start.number, start.seat) for start in found] == case.starts
    assert turn_changes(case.before, made) is case.turn_change
    after = made[-1].waiting or frozenset()
    humans = newly_awaited(case.before, made, after) - case.bots
    assert humans == case.pinged


@dataclass
class Seat:
    autopilot: bool


class FakeTable:
    """What decide() reads of a table: whom it waits for, and which seats are bots."""

    def __init__(self, waiting: set[int], bots: set[int], seats: int = 3) -> None:
        self._waiting = waiting
        self.seats = [Seat(seat in bots) for seat in range(seats)]

    def waiting(self) -> set[int]:
        return set(self._waiting)


def outcome(table: Any, **kwargs: Any) -> Outcome:
    return Outcome(table=table, **kwargs)


@pytest.mark.parametrize("name", list(CASES))
def test_decide_matches_the_cases(name: str) -> None:
    case = CASES[name]
    made = steps(*case.moves)
    table = FakeTable(set(made[-1].waiting or ()), case.bots)
    decision = decide(outcome(table, steps=made, awaited_before=frozenset(case.before)))
    assert decision.new_post is case.turn_change
    assert decision.ping == case.pinged


def test_the_start_awaits_everyone_and_pings_the_humans() -> None:
    # Sun Tzu's start awaits both; a bot seat's first placement happens in the same outcome
    table = FakeTable({0}, {1}, seats=2)
    made = steps((1, {0}))
    decision = decide(outcome(table, steps=made, started=True, awaited_before=frozenset({0, 1})))
    assert decision.new_post and decision.ping == {0}
    assert wait_starts({0, 1}, made, started=True) == [WaitStart(0, 0), WaitStart(0, 1)]


def test_a_take_back_always_starts_a_new_post() -> None:
    table = FakeTable({0}, set())
    decision = decide(outcome(table, awaited_before=frozenset({0}), went_back=True))
    assert decision.new_post and decision.ping == set()


def test_logged_steps_start_nothing() -> None:
    # a step read back from the log has no waiting set: it leaves the previous one
    logged = Step(4, 0, {"t": "x"}, (), False)
    assert wait_starts({0}, [logged, *steps((0, {0, 1}), first=5)]) == [WaitStart(5, 1)]


def test_the_awaited_seats_default_to_the_table_before_the_steps() -> None:
    table = FakeTable({2}, set())
    assert outcome(table).awaited_before == {2}


# -- a turn longer than one message (bot/table/turn_text.py, bot/cogs/turn_posts.py) ----------


def test_a_turn_that_fits_is_one_message() -> None:
    groups = [(0, ["started"]), (1, ["a move"]), (2, ["another"])]
    assert turn_text.fitting_start(groups) == 0
    assert pack(groups) == [groups]


def test_a_turn_too_long_for_one_message_goes_on_in_the_next() -> None:
    # each move tells 1,000 characters: about five fit Discord's 6,000 across a message's
    # embeds; the earlier moves go in messages of their own, none over the limit
    groups = [(number, ["x" * 999]) for number in range(1, 14)]
    packs = pack(groups)
    assert len(packs) >= 3
    assert [group for message in packs for group in message] == groups  # nothing lost
    for message in packs:
        lines = [line for _, group in message for line in group]
        blocks = turn_text.message_blocks(lines)
        assert len(blocks) <= 10 and all(len(block) <= 4096 for block in blocks)
        assert sum(len(block) for block in blocks) <= turn_text.MESSAGE_TEXT_LIMIT
        assert "\n".join(blocks).count("x") == 999 * len(message)  # not cut


def test_one_move_longer_than_a_message_is_cut_never_sent_past_the_limit() -> None:
    blocks = turn_text.message_blocks(["y" * 3000, "z" * 3000, "w" * 3000])
    assert sum(len(block) for block in blocks) <= turn_text.MESSAGE_TEXT_LIMIT
    assert turn_text.turn_content("w" * 1500, "d" * 1500) is not None
    assert len(turn_text.turn_content("w" * 1500, "d" * 1500) or "") <= 2000


# ----- one rule for the channel, /game replay's turns and the replay GIF's frames -----------


@pytest.mark.parametrize("name", list(CASES))
def test_the_replays_turns_start_where_the_channel_posts(name: str) -> None:
    """/game replay's turn index (bot/table/replay_turns.py) cuts the same turns as the
    channel's posts; the one difference, kept on purpose: the deal (move 0) always starts
    turn 1, where the channel's ``started`` flag makes the start post."""
    case = CASES[name]
    made = steps(*case.moves)
    posted = sorted({start.number for start in wait_starts(case.before, made)})
    waiting = [frozenset(case.before)] + [step.waiting or frozenset() for step in made]
    assert turn_starts(waiting) == [0, *posted]


NO_ONE: frozenset[int] = frozenset()
# (before, waits after each move, (index, whom awaited, of them new) of each new wait)
NEW_WAITS = [
    ({0}, [{0}, {0}, {1}], [(2, {1}, {1})]),  # a turn kept, then passed
    ({0, 1}, [{1}, {0, 1}], [(1, {0, 1}, {0})]),  # sealed: one left, both again
    ({0}, [None, {1}], [(1, {1}, {1})]),  # a step read back from the log starts nothing
    ({0}, [{1}, None, {1}], [(0, {1}, {1})]),  # ...and keeps the set before it
    ({0}, [NO_ONE], []),  # the game over: nobody new
    (set(), [{0}], [(0, {0}, {0})]),  # nobody awaited before
    ({0}, [], []),
]


@pytest.mark.parametrize(("before", "waits", "expected"), NEW_WAITS)
def test_new_waits(
    before: set[int], waits: list[set[int] | None], expected: list[tuple[int, set[int], set[int]]]
) -> None:
    given = [None if wait is None else frozenset(wait) for wait in waits]
    found = [(w.index, set(w.waiting), set(w.new)) for w in new_waits(iter(before), given)]
    assert found == expected


def test_new_waits_reads_the_waits_lazily() -> None:
    """The GIF's frames replay the moves one by one: a wait found is given before the moves
    after it are replayed."""
    replayed: list[int] = []

    def waits() -> Iterator[frozenset[int]]:
        for seat in (0, 1, 1, 0):
            replayed.append(seat)
            yield frozenset({seat})

    found = new_waits({0}, waits())
    assert next(found).index == 1
    assert replayed == [0, 1]


def test_the_deal_always_starts_a_replays_first_turn() -> None:
    assert turn_starts([]) == [0]
    assert turn_starts([NO_ONE]) == [0]
    assert turn_starts([NO_ONE, frozenset({0})]) == [0, 1]
