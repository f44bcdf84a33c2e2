"""What-if games (issue 31 parts 3 and 4) through the table service, on both databases: a fork
of a finished game of every game starts from the state as it was and plays to its end; a fork
of a running game starts from the engine's re-deal (the public position, every secret dealt
again) and survives a restart in its middle; a re-deal that changes the public position is
refused as a bug; undo, replay, the story and the record
work on a fork as on any game; forks are kept out of the stats; every refusal says why and
leaves nothing behind; the record names its origin and a forged origin is caught."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

import bot.games as registry
from bot.engine.base import RuleError, State, action_key
from bot.games import available, get
from bot.i18n import t
from bot.store import Store, dump_state
from bot.table import TableService
from bot.table.forks import BOTS, SAME, sealed_in_flight
from bot.table.hashes import board_hash
from bot.table.record import dump_record, game_record
from bot.table.stats import ranking
from bot.table.story import LoggedMove, table_story
from bot.table.undo import Undo
from bot.table.verify import check_origin, verify

GUILD, MOD = 1, 99
ORIGIN, FORK, OTHER = 10, 20, 30  # channels: the origin's, the fork's thread, another
GAMES = list(available())


async def played(service: TableService, kind: str, players: int | None = None) -> int:
    """A game of ``kind`` with members 1..n, started in ORIGIN; its id."""
    table = await service.create(
        guild_id=GUILD, channel_id=ORIGIN, kind=kind, user_id=MOD, moderator=True
    )
    for user in range(1, (players or get(kind).engine.min_players) + 1):
        await service.join(ORIGIN, user, f"P{user}", "en")
    await service.start(ORIGIN, MOD, moderator=True)
    return table.id


async def fork(service: TableService, move: int, **given: Any) -> int:
    plan = await service.plan_fork(
        guild_id=GUILD, channel_id=ORIGIN, moderator=True, move=move, **given
    )
    outcome = await service.make_fork(plan, FORK, MOD)
    return outcome.table.id


@pytest.fixture
def redealing() -> Iterator[list[State]]:
    """Sun Tzu with its own re-deal, recording each state it was given."""
    given: list[State] = []
    spec = get("suntzu")
    real = spec.engine.redeal
    assert real is not None

    def redeal(state: State, rng: random.Random) -> State:
        given.append(json.loads(action_key(state)))
        return real(state, rng)

    engine = dataclasses.replace(spec.engine, redeal=redeal)
    registry._registry["suntzu"] = dataclasses.replace(spec, engine=engine)
    try:
        yield given
    finally:
        registry._registry["suntzu"] = spec


@pytest.fixture
def public_redeal() -> Iterator[None]:
    """Sun Tzu with a broken re-deal: it moves the score marker, which everybody sees."""
    spec = get("suntzu")
    real = spec.engine.redeal
    assert real is not None

    def redeal(state: State, rng: random.Random) -> State:
        out = real(state, rng)
        out["marker"] += 1
        return out

    engine = dataclasses.replace(spec.engine, redeal=redeal)
    registry._registry["suntzu"] = dataclasses.replace(spec, engine=engine)
    try:
        yield
    finally:
        registry._registry["suntzu"] = spec


@pytest.fixture
def no_redeal() -> Iterator[None]:
    """Sun Tzu as a game that cannot re-deal (whatever the shipped engine does by then)."""
    spec = get("suntzu")
    engine = dataclasses.replace(spec.engine, redeal=None)
    registry._registry["suntzu"] = dataclasses.replace(spec, engine=engine)
    try:
        yield
    finally:
        registry._registry["suntzu"] = spec


@pytest.mark.parametrize("kind", GAMES)
async def test_a_fork_of_a_finished_game_starts_as_it_was_and_plays_to_its_end(
    service: TableService, store: Store, kind: str
) -> None:
    origin_id = await played(service, kind)
    origin = (await service.autopilot_all(origin_id)).table
    move = origin.game.version // 2
    at_move = await service.state_at(origin_id, move)
    fork_id = await fork(service, move, seats=BOTS, level="easy")
    table = await service.load_game(fork_id)
    game = table.game
    assert (game.origin_game, game.origin_move, game.origin_over) == (origin_id, move, True)
    assert game.is_fork and game.channel_id == FORK
    start = await store.snapshot(fork_id, 0)  # its start is its snapshot 0
    assert start is not None
    assert dump_state(start) == dump_state(at_move), "a finished game's state, as it was"
    assert game.secret != origin.game.secret, "its own secret for its own future draws"
    assert all(seat.is_bot and seat.level == "easy" for seat in table.seats)
    # Its bots played it to its end as it started (inline: no bot runner in this test).
    done = await service.load_game(fork_id)
    assert done.game.status == "finished" and done.result() is not None
    assert dump_state(await service.replay(fork_id)) == dump_state(done.state)
    rows = await service.actions(fork_id)
    story = table_story(done, [LoggedMove(r.number, r.seat, r.action) for r in rows], at_move)
    assert story is None or story.moves[-1] == rows[-1].number
    record = json.loads(dump_record(await game_record(service, done)))
    assert record["origin"]["game"] == origin_id and record["origin"]["move"] == move
    report = verify(record)
    assert report.ok, report.problems
    assert report.origin == (origin_id, move, True)
    origin_record = json.loads(dump_record(await game_record(service, origin)))
    assert check_origin(record, origin_record) == []
    assert verify(origin_record).origin is None, "a game dealt from its secret names no origin"


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)  # the verifier, not the store
async def test_a_forged_origin_is_detected(service: TableService) -> None:
    origin_id = await played(service, "suntzu")
    origin = (await service.autopilot_all(origin_id)).table
    fork_id = await fork(service, 12, seats=BOTS, level="easy")
    done = await service.load_game(fork_id)
    assert done.game.status == "finished"
    record = json.loads(dump_record(await game_record(service, done)))
    origin_record = json.loads(dump_record(await game_record(service, origin)))

    moved = json.loads(json.dumps(record))
    moved["origin"]["move"] = 11  # another move of the same game
    assert verify(moved).ok, "the fork replays all the same: only its origin tells"
    # Its board, or (a sealed placement shows nothing) what was hidden, differs from move 11.
    keys = [p.key for p in check_origin(moved, origin_record)]
    assert keys in (["verify-origin-board", "verify-origin-public"], ["verify-origin-state"])

    other = json.loads(json.dumps(record))
    other["origin"]["game"] = origin_id + 1
    assert [p.key for p in check_origin(other, origin_record)] == ["verify-origin-other"]

    started = json.loads(json.dumps(record))
    started["origin"]["start"]["marker"] += 1  # the board it starts from, changed
    assert "verify-fork-start" in [p.key for p in verify(started).problems]

    hidden = json.loads(json.dumps(record))
    hidden["origin"]["start"]["event_deck"].reverse()  # what nobody sees, changed
    key = [p.key for p in check_origin(hidden, origin_record)]
    assert key in (["verify-origin-state"], ["verify-origin-unchecked"])

    broken = json.loads(json.dumps(origin_record))
    broken["actions"][3]["action"] = {"t": "nothing"}
    assert [p.key for p in check_origin(record, broken)] == ["verify-origin-invalid"]


async def test_a_running_game_forks_from_its_redeal_and_survives_a_restart(
    service: TableService, store: Store, redealing: list[State]
) -> None:
    origin_id = await played(service, "suntzu")
    origin = await service.load_game(origin_id)
    assert origin.running and origin.game.version == 0
    before = await service.state_at(origin_id, 0)
    fork_id = await fork(service, 0, seats=SAME)
    assert redealing == [before], "the re-deal got the state after that move"
    table = await service.load_game(fork_id)
    assert not table.game.origin_over
    assert [(s.user_id, s.autopilot) for s in table.seats] == [
        (s.user_id, s.autopilot) for s in origin.seats
    ]
    engine = table.spec.engine
    assert action_key(engine.view(table.state, None)) == action_key(engine.view(before, None))
    assert table.state["decks"] != before["decks"], "the decks nobody saw, dealt again"
    assert table.game.origin_board == board_hash(engine, before)
    # A move or two by the members' deadlines, then the process restarts.
    for _ in range(3):
        table = await service.load_game(fork_id)
        await service.play_for(fork_id, set(table.waiting()), table.game.version)
    middle = await service.load_game(fork_id)
    assert middle.game.version > 0
    restarted = TableService(store)
    again = await restarted.load_game(fork_id)
    assert again.game.is_fork and dump_state(again.state) == dump_state(middle.state)
    assert dump_state(await restarted.replay(fork_id)) == dump_state(middle.state)
    done = (await restarted.autopilot_all(fork_id)).table
    assert done.game.status == "finished"
    record = json.loads(dump_record(await game_record(restarted, done)))
    report = verify(record)
    assert report.ok and report.origin == (origin_id, 0, False)
    assert (await restarted.load_game(origin_id)).game.version == 0, "the origin is untouched"


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)  # the engines, not the store
@pytest.mark.parametrize("kind", [kind for kind in GAMES if get(kind).engine.redeal])
async def test_a_running_game_of_every_kind_forks_from_its_public_position(
    service: TableService, store: Store, kind: str
) -> None:
    """The shipped re-deal of every game: the fork's start shows the origin's public view and
    waits for the same seats; it is the re-deal of the origin's state with the fork's secret,
    and would be the same whatever secrets the origin held."""
    origin_id = await played(service, kind)
    for _ in range(6):
        table = await service.load_game(origin_id)
        await service.play_for(origin_id, set(table.waiting()), table.game.version)
    rows = await store.actions(origin_id)
    # The latest move with no sealed move in flight (a fork would resolve it in public).
    move = max(n for n in range(len(rows) + 1) if sealed_in_flight(rows, n) is None)
    origin = await service.load_game(origin_id)
    assert origin.running and move > 0
    plan = await service.plan_fork(
        guild_id=GUILD, channel_id=ORIGIN, moderator=True, move=move, seats=SAME
    )
    engine = origin.spec.engine
    assert engine.redeal is not None
    before = await service.state_at(origin_id, move)
    assert action_key(engine.view(plan.state, None)) == action_key(engine.view(before, None))
    assert engine.waiting_for(plan.state) == engine.waiting_for(before)
    assert plan.state == engine.redeal(before, plan.source.stream("redeal"))
    # Nothing of the origin's secrets: other secrets behind the same board fork the same way.
    for seat in range(len(origin.seats)):
        other = engine.scramble_secrets(before, seat)
        assert engine.redeal(other, plan.source.stream("redeal")) == plan.state


async def test_a_redeal_that_changes_the_public_position_is_refused(
    service: TableService, store: Store, public_redeal: None
) -> None:
    origin_id = await played(service, "suntzu")
    error = await refused(
        "fork-error-no-redeal",
        service.plan_fork(guild_id=GUILD, channel_id=ORIGIN, moderator=True, move=0),
    )
    assert error.params["game_id"] == str(origin_id)
    assert await store.active_game(FORK) is None


async def test_undo_and_rollback_work_on_a_fork(
    service: TableService, redealing: list[State]
) -> None:
    origin_id = await played(service, "suntzu")
    fork_id = await fork(service, 0, seats=SAME)
    start = (await service.load_game(fork_id)).state
    for _ in range(2):
        table = await service.load_game(fork_id)
        await service.play_for(fork_id, set(table.waiting()), table.game.version)
    table = await service.load_game(fork_id)
    undo = Undo(service)
    await undo.rollback(fork_id, 0, table.game.version, MOD, True, knowing_reveal=True)
    back = await service.load_game(fork_id)
    assert back.game.version == 0 and dump_state(back.state) == dump_state(start)
    assert (await service.load_game(origin_id)).game.version == 0


async def test_forks_count_for_no_stats(service: TableService) -> None:
    origin_id = await played(service, "suntzu")
    await service.autopilot_all(origin_id)
    fork_id = await fork(service, 5, seats=SAME)
    assert (await service.autopilot_all(fork_id)).table.game.status == "finished"
    tally = await service.tally(GUILD)
    assert {user: mine["suntzu"].played for user, mine in tally.records.items()} == {1: 1, 2: 1}
    assert tally.forks == {1: 1, 2: 1}, "said apart: each played one what-if"
    assert [s.user_id for s in ranking(tally, "suntzu")] in ([1, 2], [2, 1])


async def refused(code: str, call: Any) -> RuleError:
    with pytest.raises(RuleError) as caught:
        await call
    assert caught.value.code == code
    return caught.value


async def test_refusals_say_why_and_leave_nothing(
    service: TableService, store: Store, no_redeal: None
) -> None:
    origin_id = await played(service, "suntzu")
    plan = service.plan_fork
    here = {"guild_id": GUILD, "channel_id": ORIGIN}
    await refused("error-not-moderator", plan(**here, moderator=False, move=0))
    for move in (-1, 1):
        error = await refused("fork-error-move", plan(**here, moderator=True, move=move))
        assert error.params == {"game_id": str(origin_id), "max": 0}
    error = await refused("fork-error-no-redeal", plan(**here, moderator=True, move=0))
    assert error.params["game_id"] == str(origin_id)
    await refused(
        "fork-error-not-here",
        plan(guild_id=GUILD, channel_id=OTHER, moderator=True, move=0, game_id=origin_id),
    )
    elsewhere = {"guild_id": GUILD, "channel_id": OTHER}
    await refused("error-no-game-here", plan(**elsewhere, moderator=True, move=0))
    await refused("fork-error-seats", plan(**here, moderator=True, move=0, seats="all"))
    await refused("error-bot-level", plan(**here, moderator=True, move=0, level="godlike"))
    assert await store.active_game(FORK) is None
    assert [g.id for g in await store.active_games(GUILD)] == [origin_id]


async def test_a_sealed_move_in_flight_is_not_forked(
    service: TableService, store: Store, redealing: list[State]
) -> None:
    origin_id = await played(service, "suntzu")
    # Sun Tzu's placements are sealed until the last of the round reveals them all.
    for _ in range(20):
        table = await service.load_game(origin_id)
        waiting = sorted(table.waiting())
        await service.play_for(origin_id, {waiting[0]}, table.game.version)
        rows = await store.actions(origin_id)
        if rows[-1].salt is not None:
            break
    else:
        pytest.fail("no sealed move in twenty")
    number = rows[-1].number
    assert sealed_in_flight(rows, number) == number
    error = await refused(
        "fork-error-sealed",
        service.plan_fork(guild_id=GUILD, channel_id=ORIGIN, moderator=True, move=number),
    )
    assert error.params == {"game_id": str(origin_id), "move": number, "sealed": number}
    assert redealing == [], "refused before anything was dealt"


def test_sealed_in_flight_reads_the_log() -> None:
    from bot.store import ActionRow

    def row(number: int, sealed: bool) -> ActionRow:
        return ActionRow(number, 0, 1, {}, [], "", "salt" if sealed else None)

    # Moves 2 and 3 sealed, revealed by the public move 4; move 5 sealed, still hidden.
    log = [row(1, False), row(2, True), row(3, True), row(4, False), row(5, True)]
    # | after move | still hidden |
    table = [(0, None), (1, None), (2, None), (3, None), (4, None), (5, 5)]
    assert [(move, sealed_in_flight(log, move)) for move, _ in table] == table
    # The game now at move 3: moves 2 and 3 are still hidden, a fork of either would tell.
    # | after move | still hidden |
    now = [(0, None), (1, None), (2, 2), (3, 3)]
    assert [(move, sealed_in_flight(log[:3], move)) for move, _ in now] == now


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)  # the command line, not the store
async def test_verify_offline_checks_a_fork_against_its_origins_record(
    service: TableService, tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.verify import main

    origin_id = await played(service, "tek")
    origin = (await service.autopilot_all(origin_id)).table
    fork_id = await fork(service, 6, seats=BOTS, level="easy")
    done = await service.load_game(fork_id)
    fork_file, origin_file = tmp_path / "fork.json", tmp_path / "origin.json"
    fork_file.write_bytes(dump_record(await game_record(service, done)))
    origin_file.write_bytes(dump_record(await game_record(service, origin)))
    assert main([str(fork_file), "--origin", str(origin_file)]) == 0
    said = capsys.readouterr().out
    assert t("en", "verify-origin-same", game_id=str(origin_id)) in said
    assert t("en", "verify-fork-of-finished", game_id=str(origin_id), move=6) in said
    forged = json.loads(fork_file.read_text())
    forged["origin"]["move"] = 5
    fork_file.write_text(json.dumps(forged))
    assert main([str(fork_file), "--origin", str(origin_file)]) == 1
    assert main([str(origin_file), "--origin", str(origin_file)]) == 1, "not a fork"
    assert t("en", "verify-not-a-fork") in capsys.readouterr().out


async def test_a_forks_turns_are_read_from_its_start_not_a_deal(service: TableService) -> None:
    # /game replay's turn index replays the log: a fork's from its snapshot 0, not a deal.
    from bot.table.replay_pages import ReplayBook
    from bot.table.replay_turns import TurnIndex

    origin_id = await played(service, "worldwar", 4)
    origin = (await service.autopilot_all(origin_id)).table
    fork_id = await fork(service, origin.game.version // 2, seats=BOTS, level="easy")
    table = (await service.autopilot_all(fork_id)).table
    engine = table.spec.engine
    expected = []
    for move in range(table.game.version + 1):
        state = await service.state_at(fork_id, move)
        expected.append(
            frozenset() if engine.result(state) else frozenset(engine.waiting_for(state))
        )
    index = await ReplayBook(service).turns(table, 0)
    assert index == TurnIndex.of(expected)


# (server's default hours, origin's hours at its start (0: none), its /game config deadline
# later (None: not changed), the moderator's deadline_hours (None: not given), fork's hours)
DEADLINES = {
    "the origin's hours, not the server's": (12, 48, None, None, 48),
    "the origin had none: none, not the server's": (12, 0, None, None, None),
    "the origin's hours as changed in play": (12, 48, 24, None, 24),
    "the moderator's hours": (12, 48, None, 6, 6),
    "the moderator's 0: none": (12, 48, None, 0, None),
    "the moderator's hours where the origin had none": (None, 0, None, 72, 72),
}


@pytest.mark.parametrize("name", list(DEADLINES))
async def test_a_fork_keeps_the_origins_deadline_unless_the_moderator_names_one(
    service: TableService, store: Store, name: str
) -> None:
    server, at_start, changed, option, expected = DEADLINES[name]
    deadlines = service.deadlines
    await deadlines.set_defaults(GUILD, hours=server, policy="autopilot", flag_after=3)
    origin_id = await played(service, "suntzu")
    await deadlines.start_with(origin_id, GUILD, at_start)
    if changed is not None:
        await deadlines.change(await service.load_game(origin_id), MOD, changed)
    before = deadlines.now()
    fork_id = await fork(service, 0, seats=SAME, deadline=option)
    assert (await store.deadline(fork_id))["hours"] == expected
    # The fork's first deadline runs (its members are awaited) from its start, for those hours.
    due = await deadlines.due_at(fork_id)
    if expected is None:
        assert due is None
    else:
        assert due is not None
        # (the store keeps whole seconds)
        assert -1 <= (due - before).total_seconds() - expected * 3600 < 600
    # Read back by a process started afresh (stored with the fork, not in memory).
    assert (await TableService(store).deadlines.config(fork_id))["hours"] == expected
    assert (await store.deadline(origin_id))["hours"] == (changed or at_start or None)


@pytest.mark.parametrize("given", [-1, 721, True, 2.5, "24"])
async def test_a_forged_deadline_is_refused_and_nothing_is_made(
    service: TableService, store: Store, given: Any
) -> None:
    await played(service, "suntzu")
    error = await refused(
        "error-option-range",
        service.plan_fork(
            guild_id=GUILD, channel_id=ORIGIN, moderator=True, move=0, deadline=given
        ),
    )
    assert (error.params["min"], error.params["max"]) == (0, 720)
    assert await store.active_game(FORK) is None
