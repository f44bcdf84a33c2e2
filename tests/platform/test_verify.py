"""Verifiable games (issue 15): commitments, the record of a game and its verification.

Every registered game is played to its end by the autopilot through the table service on a
real store; its record verifies, and a record changed in any one place (a move, the secret,
a sealed move or its salt, the result) is caught at the right move.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from bot.games import available, get
from bot.table import TableService
from bot.table.commitments import SHOWN, commit, commit_move, new_salt, shown
from bot.table.record import dump_record, game_record
from bot.table.undo import Undo
from bot.table.verify import Report, first_difference, verify, verify_bytes

GUILD, MOD = 1, 99
GAMES = list(available())


async def finished_record(service: TableService, kind: str, channel: int = 10) -> dict[str, Any]:
    """An autopilot game of ``kind`` at its fewest players, played to the end; its record."""
    table = await service.create(
        guild_id=GUILD, channel_id=channel, kind=kind, user_id=MOD, moderator=True
    )
    for user in range(1, get(kind).engine.min_players + 1):
        await service.join(channel, user, f"P{user}", "en")
    await service.start(channel, MOD, moderator=True)
    outcome = await service.autopilot_all(table.id)
    assert outcome.table.game.status == "finished"
    return await game_record(service, outcome.table)


def first(report: Report) -> tuple[str, int | None]:
    assert report.problems, "the change went unnoticed"
    problem = report.problems[0]
    return problem.key, problem.number


def sealed_moves(record: dict[str, Any]) -> list[dict[str, Any]]:
    return [move for move in record["actions"] if move["sealed"]]


def test_commitments_hide_and_bind() -> None:
    salt, other = new_salt(), new_salt()
    assert len(salt) == 32 and salt != other  # 128 random bits each
    digest = commit("seed:7", salt)
    assert len(digest) == 64 and digest == commit("seed:7", salt)
    assert digest != commit("seed:8", salt) and digest != commit("seed:7", other)
    move = {"t": "assign", "c": 3}
    assert commit_move(4, 1, move, salt) != commit_move(5, 1, move, salt)  # bound to its place
    assert commit_move(4, 1, move, salt) != commit_move(4, 0, move, salt)
    assert shown(digest) == digest[:SHOWN]


# The tampering tests check the verifier, not the store: SQLite alone (records of every game are
# built from both databases by test_a_finished_game_of_every_game_verifies).
VERIFIER_ONLY = pytest.mark.parametrize("store", ["sqlite"], indirect=True)


@pytest.mark.parametrize("kind", GAMES)
async def test_a_finished_game_of_every_game_verifies(service: TableService, kind: str) -> None:
    record = await finished_record(service, kind)
    assert record["secret"]["commitment"] == commit(
        record["secret"]["value"], record["secret"]["salt"]
    )
    report = verify(json.loads(dump_record(record)))
    assert report.ok, report.problems
    assert report.moves == len(record["actions"]) > 0
    assert report.result == record["result"] is not None
    assert report.secret_commitment == record["secret"]["commitment"]
    assert [number for number, _, _ in report.sealed] == [
        move["number"] for move in sealed_moves(record)
    ]


async def test_sealed_moves_are_found_and_committed_in_a_game_with_secrets(
    service: TableService,
) -> None:
    """Sun Tzu's placements are sealed: each stored with a salt, committed in its step."""
    record = await finished_record(service, "suntzu")
    sealed = sealed_moves(record)
    assert any(move["action"]["t"] == "assign" for move in sealed)
    assert not any(move["action"]["t"] == "order" for move in sealed)  # shown on the board
    rows = await service.store.actions(record["game"]["id"])
    assert [row.number for row in rows if row.salt] == [move["number"] for move in sealed]
    for move in sealed:
        assert move["sealed"]["commitment"] == commit_move(
            move["number"], move["seat"], move["action"], move["sealed"]["salt"]
        )


@pytest.mark.parametrize("kind", GAMES)
@VERIFIER_ONLY
async def test_a_changed_move_is_caught_at_its_number(service: TableService, kind: str) -> None:
    record = await finished_record(service, kind)
    engine = get(kind).engine
    # Replace a move in the middle by another move its seat could have made there.
    target = len(record["actions"]) // 2
    changed = None
    for index in range(target, len(record["actions"])):
        move = record["actions"][index]
        state = await service.state_at(record["game"]["id"], move["number"] - 1)
        others = [a for a in engine.legal_actions(state, move["seat"]) if a != move["action"]]
        if others:
            changed = copy.deepcopy(record)
            changed["actions"][index]["action"] = others[0]
            break
    assert changed is not None
    number = changed["actions"][index]["number"]
    assert first(verify(changed)) in {
        ("verify-public", number),
        ("verify-commitment", number),
        ("verify-illegal", number),
        ("verify-unsealed", number),  # a public move swapped for a sealed one
    }


@pytest.mark.parametrize("kind", GAMES)
@VERIFIER_ONLY
async def test_a_changed_secret_is_caught(service: TableService, kind: str) -> None:
    record = await finished_record(service, kind)
    changed = copy.deepcopy(record)
    changed["secret"]["value"] = "seed:12345"
    assert first(verify(changed)) == ("verify-secret", 0)
    # A forger who also recomputes the secret's commitment is caught by the replay, and the
    # commitment no longer is the one the channel was shown when the game started.
    changed["secret"]["commitment"] = commit("seed:12345", changed["secret"]["salt"])
    report = verify(changed)
    assert report.secret_commitment != record["secret"]["commitment"]
    # a game of no chance (GameSpec.draws_randomness) replays the same under any secret
    if get(kind).draws_randomness:
        assert not report.ok


@VERIFIER_ONLY
async def test_a_changed_sealed_move_or_salt_is_caught_at_its_number(
    service: TableService,
) -> None:
    record = await finished_record(service, "suntzu")
    move = sealed_moves(record)[0]
    index = record["actions"].index(move)
    number = move["number"]

    salted = copy.deepcopy(record)
    salted["actions"][index]["sealed"]["salt"] = new_salt()
    assert first(verify(salted)) == ("verify-commitment", number)

    promised = copy.deepcopy(record)
    promised["actions"][index]["sealed"]["commitment"] = commit("forged", new_salt())
    assert first(verify(promised)) == ("verify-commitment", number)

    dropped = copy.deepcopy(record)
    dropped["actions"][index]["sealed"] = None
    assert first(verify(dropped)) == ("verify-unsealed", number)


@VERIFIER_ONLY
async def test_a_changed_result_or_numbering_is_caught(service: TableService) -> None:
    record = await finished_record(service, "suntzu")
    scores = copy.deepcopy(record)
    seat = next(iter(scores["result"]["scores"]))
    scores["result"]["scores"][seat] += 1
    assert first(verify(scores))[0] == "verify-result"
    board = copy.deepcopy(record)
    board["final"]["board"] = "0" * 64
    assert first(verify(board))[0] == "verify-board"
    gap = copy.deepcopy(record)
    del gap["actions"][3]
    assert first(verify(gap)) == ("verify-numbering", 4)


def test_what_is_not_a_record_is_refused_with_a_reason() -> None:
    assert first(verify_bytes(b"\xff\xfe")) == ("verify-not-json", None)
    assert first(verify_bytes(b"[" * 100_000 + b"]" * 100_000)) == ("verify-not-json", None)
    assert first(verify_bytes(b"[1, 2]")) == ("verify-malformed", None)
    assert first(verify({"format": "gamebot-record", "version": 1, "game": {"id": 1}})) == (
        "verify-malformed",
        None,
    )
    unknown = {"format": "gamebot-record", "version": 1, "game": {"id": 1, "kind": "chess"}}
    assert first(verify(unknown)) == ("verify-unknown-game", None)


async def test_a_sealed_move_taken_back_keeps_its_commitment_in_the_record(
    highcard, service: TableService
) -> None:
    table = await service.create(
        guild_id=GUILD, channel_id=10, kind="highcard", user_id=MOD, moderator=True
    )
    for user in (1, 2):
        await service.join(10, user, f"P{user}", "en")
    await service.start(10, MOD, moderator=True)
    loaded = await service.load_game(table.id)
    seat = loaded.seat_of(1)
    assert seat is not None
    outcome = await service.act(table.id, 1, loaded.legal(seat)[0])
    [step] = outcome.sealed  # a card played face down: nobody else can tell which
    await Undo(service).undo(10, 1)
    finished = await service.autopilot_all(table.id)
    record = await game_record(service, finished.table)
    [undone] = record["undone"]
    assert undone["number"] == step.number and undone["sealed"]["commitment"] == step.commitment
    assert verify(record).ok
    changed = copy.deepcopy(record)
    changed["undone"][0]["sealed"]["salt"] = new_salt()
    assert first(verify(changed)) == ("verify-undone-commitment", step.number)


@pytest.mark.parametrize(
    "path, value",
    [
        (("actions", 0, "action"), {}),
        (("actions", 0, "action"), {"t": 5}),
        (("actions", 0, "action"), {"t": "play", "card": [[[["deep"]]]]}),
        (("actions", 0, "seat"), 7),
        (("actions", 0, "seat"), "0"),
        (("actions", 0, "number"), True),
        (("actions", 0, "sealed"), {"salt": 1, "commitment": None}),
        (("game", "options"), {"no_such_option": [1]}),
        (("secret", "value"), "legacy:not-a-number"),
        (("secret", "value"), ""),
        (("players",), []),
        (("actions",), {"not": "a list"}),
        (("final",), None),
        (("undone",), [{"number": 1, "seat": 0, "action": [], "sealed": {}}]),
    ],
)
@VERIFIER_ONLY
async def test_a_forged_record_of_any_shape_is_refused_never_crashes(
    highcard, service: TableService, path: tuple[Any, ...], value: Any
) -> None:
    """Anybody may upload a record: whatever a field holds, the answer is a report."""
    record = await finished_record(service, "highcard")
    forged = copy.deepcopy(record)
    where: Any = forged
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    report = verify(forged)
    assert not report.ok


async def test_a_record_is_compared_with_the_stored_game_move_by_move(
    highcard, service: TableService
) -> None:
    """A consistent forgery (a whole game made up) replays fine; what the bot stored tells."""
    record = await finished_record(service, "highcard")
    assert first_difference(json.loads(dump_record(record)), record) is None
    moved = copy.deepcopy(record)
    moved["actions"][2]["autopilot"] = not moved["actions"][2]["autopilot"]
    assert first_difference(moved, record) == 3
    other = copy.deepcopy(record)
    other["secret"]["value"] = "seed:1"
    assert first_difference(other, record) == 0
    longer = copy.deepcopy(record)
    longer["actions"].append(dict(longer["actions"][-1], number=len(record["actions"]) + 1))
    assert first_difference(longer, record) == len(record["actions"]) + 1
    assert first_difference([], record) == 0
