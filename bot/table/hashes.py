"""The hashes a game's record holds of what everybody saw: the board (the public view) and a
move's public trace. Apart from :mod:`bot.table.record` so that the fork service
(:mod:`bot.table.forks`), which the service builds, can hash a position without importing the
record's reader of the service."""

from __future__ import annotations

import hashlib
from typing import Any

from bot.engine.base import Event, State, action_key
from bot.table.sealing import public_trace

TRACE_LENGTH = 16  # hex characters of the per-move hash of what everybody saw


def digest(text: str, length: int | None = None) -> str:
    found = hashlib.sha256(text.encode()).hexdigest()
    return found if length is None else found[:length]


def board_hash(engine: Any, state: State) -> str:
    """The hash of the public view: the board everybody saw."""
    return digest(action_key(engine.view(state, None)))


def trace_hash(engine: Any, state: State, events: list[Event]) -> str:
    """The short hash of what everybody learnt from a move (public view and public words)."""
    return digest(public_trace(engine, state, events), TRACE_LENGTH)
