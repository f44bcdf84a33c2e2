"""The contract every game engine fulfils.

A game is data plus pure functions (after boardgame.io and OpenSpiel):

* ``setup(players, options, seed)`` builds the starting state.
* ``waiting_for(state)`` names the seats that may act now; several at once for sealed,
  simultaneous or out-of-turn steps.
* ``legal_actions(state, seat)`` lists every action the seat may take; autocomplete, buttons
  and the autopilot all come from this one source of truth.
* ``apply(state, seat, action, rng)`` changes the state in place and returns events, or raises
  :class:`RuleError` whose ``code`` is a message-catalog key.
* ``view(state, seat)`` is what one seat (or, for ``None``, everybody) may see.
* ``result(state)`` is the final result, or ``None`` while the game runs.
* ``autopilot(state, seat, rng)`` picks a legal, sensible action.

States, actions, events and views are plain JSON-compatible values (dicts, lists, str, int,
bool, None) so that they can be stored, compared and replayed. All randomness comes from the
``random.Random`` handed in, which the table service derives from the game seed and the action
number: replaying the action log reproduces the game exactly.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import Any, Protocol

State = dict[str, Any]
Action = dict[str, Any]
View = dict[str, Any]


class RuleError(Exception):
    """A refused action. ``code`` is a message-catalog key; ``params`` fill its placeables."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def __repr__(self) -> str:
        return f"RuleError({self.code!r}, {self.params!r})"


@dataclass(frozen=True)
class Event:
    """Something that happened. ``key`` is a catalog key; ``params`` fill it.

    ``to`` is ``None`` for a public event (narrated in the channel) or the seats that alone may
    read it (delivered by DM). Param values are JSON-compatible; a value that is itself a catalog
    key should be passed as ``{"key": "...", "params": {...}}`` (see bot.i18n).
    """

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    to: tuple[int, ...] | None = None

    @property
    def public(self) -> bool:
        return self.to is None

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": self.params, "to": list(self.to) if self.to else None}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        to = data.get("to")
        return cls(data["key"], dict(data.get("params") or {}), tuple(to) if to else None)


@dataclass(frozen=True)
class Result:
    """The end of a game: ``scores[seat]``, the winning seats, and why it ended (catalog key)."""

    scores: dict[int, int]
    winners: tuple[int, ...]
    reason: str = "result-normal"
    details: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameOption:
    """An option offered by ``/game new`` (only booleans and small integers are needed)."""

    name: str
    kind: type = bool
    default: Any = False


class Engine(Protocol):
    """What the table service needs from a game. Implement it as a module or an object."""

    name: str
    min_players: int
    max_players: int
    options: tuple[GameOption, ...]

    def setup(self, players: int, options: dict[str, Any], seed: int) -> State: ...

    def waiting_for(self, state: State) -> set[int]: ...

    def legal_actions(self, state: State, seat: int) -> list[Action]: ...

    def apply(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Event]: ...

    def view(self, state: State, seat: int | None) -> View: ...

    def result(self, state: State) -> Result | None: ...

    def autopilot(self, state: State, seat: int, rng: random.Random) -> Action: ...


def rng_for(seed: int, action_number: int) -> random.Random:
    """The random source for one step: derived from the seed and the action's number only."""
    digest = hashlib.sha256(f"{seed}:{action_number}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def action_key(action: Action) -> str:
    """A compact, canonical text for an action; used in component ids and autocomplete values."""
    return json.dumps(action, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def parse_action_key(key: str) -> Action:
    value = json.loads(key)
    if not isinstance(value, dict):
        raise ValueError("an action key must encode an object")
    return value
