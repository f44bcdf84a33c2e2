"""The record of a finished game: everything needed to check it, as one JSON document.

Attached to the channel's last post of a game (``record-<id>.json``) and read back by
``python -m bot verify`` and ``/game verify`` (:mod:`bot.table.verify`). It holds the game
(kind, options, how it ended), the players (seat, name, member id), the secret with the salt
of its commitment, every accepted move with its number, a sealed move's salt and commitment,
a short hash of what everybody saw after each move, and the result with a hash of the final
board. Moves taken back (undo, rollback) are listed apart with their commitments, so that a
commitment the channel saw for a move later taken back is accounted for too.

Only ever built once the game is over: it reveals every secret.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from bot.engine.base import RandomSource, State, action_key
from bot.store import ActionRow, UndoneRow
from bot.table.commitments import commit, commit_move
from bot.table.hashes import board_hash, trace_hash
from bot.table.model import Table
from bot.table.service import TableService

FORMAT = "gamebot-record"
FORMAT_VERSION = 1


def result_json(engine: Any, state: State) -> dict[str, Any] | None:
    result = engine.result(state)
    if result is None:
        return None
    return {
        "scores": {str(seat): score for seat, score in sorted(result.scores.items())},
        "winners": sorted(result.winners),
        "reason": result.reason,
    }


def sealed_json(row: ActionRow) -> dict[str, str] | None:
    if row.salt is None:
        return None
    return {"salt": row.salt, "commitment": commit_move(row.number, row.seat, row.action, row.salt)}


def origin_json(table: Table, start: State) -> dict[str, Any]:
    """What a fork's record says of where it began (issue 31 part 4): the origin game and the
    move it starts after, whether the origin was over then, the hash of the public view the
    origin's channel saw there (the fork's tie to it), and the starting state itself."""
    game = table.game
    return {
        "game": game.origin_game,
        "move": game.origin_move,
        "over": game.origin_over,
        "board": game.origin_board,
        "start": start,
    }


def make_record(
    table: Table, rows: list[ActionRow], undone: list[UndoneRow], start: State | None = None
) -> dict[str, Any]:
    """The record of ``table`` (a game that started) from its action log; replays the log
    (slow for a long game: run it off the event loop). ``start``: a fork's starting state
    (its snapshot 0), from which it replays instead of a deal."""
    engine = table.spec.engine
    game = table.game
    source = RandomSource(game.secret)
    if start is not None:
        state = json.loads(action_key(start))  # a copy: the record keeps the start as it was
    else:
        state = engine.setup(len(table.seats), dict(game.options), source.setup())
    moves = []
    for row in rows:
        action = json.loads(action_key(row.action))  # the engine may keep parts of it
        events = engine.apply(state, row.seat, action, source.step(row.number))
        moves.append(
            {
                "number": row.number,
                "seat": row.seat,
                "action": row.action,
                "autopilot": row.user_id is None,
                "sealed": sealed_json(row),
                "public": trace_hash(engine, state, events),
            }
        )
    salt = game.secret_salt
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "game": {
            "id": game.id,
            "kind": game.kind,
            "options": game.options,
            "status": game.status,
            "end_reason": game.end_reason,
        },
        "players": [
            {
                "seat": seat.seat,
                "name": seat.display_name,
                "user_id": seat.user_id,
                "autopilot": seat.autopilot,
                # A bot's own seat (issue 30), and the level the bot played it at last.
                "bot": seat.is_bot,
                "level": seat.level,
            }
            for seat in table.seats
        ],
        "secret": {
            "value": game.secret,
            "salt": salt,
            "commitment": commit(game.secret, salt) if salt else None,
        },
        "actions": moves,
        "undone": [
            {
                "number": item.action.number,
                "seat": item.action.seat,
                "action": item.action.action,
                "how": item.how,
                "sealed": sealed_json(item.action),
            }
            for item in undone
        ],
        "result": result_json(engine, state),
        "final": {"version": len(rows), "board": board_hash(engine, state)},
    }
    if start is not None:
        record["origin"] = origin_json(table, start)
    return record


def dump_record(record: dict[str, Any]) -> bytes:
    """The record as the attached file: UTF-8 JSON, one field a line (readable, diffable).
    Strict JSON (no NaN or Infinity, which other parsers refuse): a value that is not raises
    here rather than reach a player's file."""
    return json.dumps(record, ensure_ascii=False, indent=1, allow_nan=False).encode("utf-8")


def record_filename(game_id: int) -> str:
    return f"record-{game_id}.json"


async def game_record(
    service: TableService, table: Table, rows: list[ActionRow] | None = None
) -> dict[str, Any]:
    """The record of a game that is over, read from the store (replayed in a thread);
    ``rows``: its action log when the caller has read it already."""
    if rows is None:
        rows = await service.store.actions(table.id)
    undone = await service.store.undone_actions(table.id)
    start = await fork_start(service, table)
    return await asyncio.to_thread(make_record, table, rows, undone, start)


async def fork_start(service: TableService, table: Table) -> State | None:
    """A fork's starting state (its snapshot 0); None for a game dealt from its secret."""
    if not table.game.is_fork:
        return None
    return await service.store.snapshot(table.id, 0)
