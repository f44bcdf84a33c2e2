"""The contract every game engine fulfils.

A game is data plus pure functions (after boardgame.io and OpenSpiel):

* ``setup(players, options, rng)`` builds the starting state (shuffles and deals with ``rng``).
* ``waiting_for(state)`` names the seats that may act now; several at once for sealed,
  simultaneous or out-of-turn steps.
* ``legal_actions(state, seat)`` lists every action the seat may take; autocomplete, buttons
  and the autopilot all come from this one source of truth.
* ``apply(state, seat, action, rng)`` changes the state in place and returns events, or raises
  :class:`RuleError` whose ``code`` is a message-catalog key.
* ``view(state, seat)`` is what one seat (or, for ``None``, everybody) may see.
* ``result(state)`` is the final result, or ``None`` while the game runs.
* ``autopilot(state, seat, rng)`` picks a legal, sensible action.
* ``scramble_secrets(state, seat)`` changes every secret (for the conformance suite).

States, actions, events and views are plain JSON-compatible values (dicts, lists, str, int,
bool, None) so that they can be stored, compared and replayed. All randomness comes from the
``random.Random`` handed in, which the table service draws from the game's
:class:`RandomSource` (a 256-bit secret kept in the store) for the deal and for each numbered
action: replaying the action log reproduces the game exactly, and no engine ever seeds a
generator of its own.
"""

from __future__ import annotations

import hashlib
import json
import random
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

import orjson

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
    """The end of a game: ``scores[seat]``, the winning seats (none: a draw, as Tiny Epic
    Kingdoms' "若仍平手，則不分勝負"), and why it ended (catalog key)."""

    scores: dict[int, int]
    winners: tuple[int, ...]
    reason: str = "result-normal"
    details: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameOption:
    """An option offered by ``/game new``: a yes/no switch, a whole number in a range, or
    one of a few named ``choices`` (``kind`` ``str``, the default one of them).

    Its words are catalog messages named after ``catalog`` (the name with hyphens unless
    ``key`` says otherwise): ``opt-<catalog>`` (the command option's name),
    ``opt-<catalog>-desc`` (its description) and ``option-<catalog>`` (the lobby's label);
    each choice also has ``option-<catalog>-<choice>``.
    """

    name: str
    kind: type = bool
    default: Any = False
    low: int = 0  # the range of a whole-number option
    high: int = 100
    key: str = ""
    choices: tuple[str, ...] = ()  # the values of a choice option (``kind`` str)

    @property
    def catalog(self) -> str:
        return self.key or self.name.replace("_", "-")


class Engine(Protocol):
    """What the table service needs from a game: a :class:`GameEngine` (or any object or
    module with these members, read only)."""

    @property
    def name(self) -> str: ...
    @property
    def min_players(self) -> int: ...
    @property
    def max_players(self) -> int: ...
    @property
    def options(self) -> tuple[GameOption, ...]: ...

    # Action types whose parameters the player composes (a layout), which legal_actions cannot
    # list whole, with the fields each takes; the service keeps only those fields.
    @property
    def free_actions(self) -> Mapping[str, tuple[str, ...]]: ...

    @property
    def setup(self) -> Setup: ...
    @property
    def waiting_for(self) -> WaitingFor: ...
    @property
    def legal_actions(self) -> LegalActions: ...
    @property
    def apply(self) -> Apply: ...
    @property
    def view(self) -> ViewOf: ...
    @property
    def result(self) -> ResultOf: ...
    @property
    def autopilot(self) -> Autopilot: ...

    # A copy in which everything only ``seat`` may know, and everything nobody may know
    # (face-down decks), is different: every view but ``seat``'s own must not change. The
    # conformance suite proves the views with it.
    @property
    def scramble_secrets(self) -> ScrambleSecrets: ...


# The engine's functions, by shape (the contract in the module's docstring).
Setup = Callable[[int, dict[str, Any], random.Random], State]
WaitingFor = Callable[[State], set[int]]
LegalActions = Callable[[State, int], list[Action]]
Apply = Callable[[State, int, Action, random.Random], list[Event]]
ViewOf = Callable[[State, int | None], View]
ResultOf = Callable[[State], Result | None]
Autopilot = Callable[[State, int, random.Random], Action]
ScrambleSecrets = Callable[[State, int], State]
# A whole state that ``seat`` could be in, given only what it sees: ``view(state, seat)`` of the
# result equals the view handed in; everything the seat cannot see (other hands, missions,
# sealed choices, the order of face-down decks) is sampled with ``rng``. The bot players' search
# (bot.ai) plays only on such states, so it never reads another seat's secrets.
Determinize = Callable[[View, int, random.Random], State]
# Each seat's chance to win from a state, 0..1 per seat (the search's estimate where it stops a
# playout before the end).
Evaluate = Callable[[State], dict[int, float]]
# The moves worth a bot's thought: a non-empty subset of ``legal_actions`` that still reaches
# every outcome (a placement filled province by province, not every card on every province
# and back again).
Candidates = Callable[[State, int], list[Action]]
# A fork of a running game (issue 31) starts from the public position only: a new state drawn
# from ``view(state, None)`` and ``rng`` alone, with the same public view and the same seats
# waited for, and everything not public dealt again: every seat's hand, mission, offers and
# what it privately saw, sealed choices in flight, face-down piles and tokens; a value only
# its holder knew that is no deal (a seat's coins) set to what the public can know. Two
# states with the same public view re-deal, with the same rng, to the same state, so forking
# reveals nothing of the origin's secrets (its players, or its bots, would otherwise play the
# origin's real hands in the open, and the fork's end would show them) and predicts nothing of
# its future. A game that supplies none cannot fork a running game (a finished one it can).
Redeal = Callable[[State, random.Random], State]
CheckInvariants = Callable[[State], None]
Pending = Callable[[State, int], bool]


def _no_invariants(state: State) -> None:
    """A game that declares no invariants of its own has none to break."""


@dataclass(frozen=True)
class GameEngine:
    """A game's rules as one value: its facts and its pure functions, which the game's
    ``engine`` package builds once (``ENGINE = GameEngine(...)``) from the modules that
    define them. It satisfies :class:`Engine`; ``check_invariants(state)`` raises
    ``AssertionError`` on a state the rules could never reach (the tests call it after every
    action of the autopilot games)."""

    name: str
    min_players: int
    max_players: int
    setup: Setup
    waiting_for: WaitingFor
    legal_actions: LegalActions
    apply: Apply
    view: ViewOf
    result: ResultOf
    autopilot: Autopilot
    scramble_secrets: ScrambleSecrets
    options: tuple[GameOption, ...] = ()
    free_actions: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    check_invariants: CheckInvariants = _no_invariants
    # Whether a waited-for seat still has something to decide: a game may keep a seat that
    # sealed its choice among the waited-for, so that nobody learns it is done. Drivers that
    # let one seat act at a time (tests, benchmarks) skip the seats that are done; None: every
    # waited-for seat still has to act.
    pending: Pending | None = None
    # The action types (``"t"``) that can ever be sealed: whose every effect some other move
    # of the seat may leave exactly as public (bot.table.sealing). The platform tests only
    # these, and any other type is known public at once; None: every type may be sealed.
    sealable: frozenset[str] | None = None
    # What the bot players' search needs (bot.ai): a state sampled from a seat's view, and an
    # estimate of each seat's chances where a playout stops early (None: scores at the end
    # only). ``rollout`` is a cheaper policy for playouts (None: the autopilot); ``candidates``
    # the moves the search weighs (None: every legal action).
    determinize: Determinize | None = None
    evaluate: Evaluate | None = None
    rollout: Autopilot | None = None
    candidates: Candidates | None = None
    # A fork of a running game starts from the public position, all else dealt again (None:
    # refused while it runs).
    redeal: Redeal | None = None


class RandomSource:
    """All of one game's randomness, derived from one secret that never leaves the store.

    A game started normally gets 256 random bits (:meth:`fresh`), so nobody can search the
    secrets that would produce the opening they see and so learn the hidden deal. A moderator
    may fix a small seed instead (:meth:`from_seed`, for replays and tests); then the game is
    as predictable as the seed is known. Each use draws from its own stream (the deal, each
    numbered step, the autopilot's choices, the seating), so one never shifts another.
    Games stored before secrets existed keep their old derivation (``legacy:<seed>``), so
    their logs still replay to the same snapshots.
    """

    LEGACY = "legacy:"
    FIXED = "seed:"  # a moderator's seed: 31 bits, see fixed_seed

    def __init__(self, secret: str) -> None:
        if not secret:
            raise ValueError("a random source needs a secret")
        self.secret = secret

    @classmethod
    def fresh(cls) -> RandomSource:
        return cls(secrets.token_hex(32))

    @classmethod
    def from_seed(cls, seed: int) -> RandomSource:
        return cls(f"{cls.FIXED}{seed}")

    def _legacy_seed(self) -> int | None:
        if self.secret.startswith(self.LEGACY):
            return int(self.secret[len(self.LEGACY) :])
        return None

    def stream(self, *labels: object) -> random.Random:
        """An independent generator for one purpose, seeded with all 256 bits of a hash."""
        material = ":".join([self.secret, *(str(label) for label in labels)])
        return random.Random(int.from_bytes(hashlib.sha256(material.encode()).digest(), "big"))

    def setup(self) -> random.Random:
        legacy = self._legacy_seed()
        return random.Random(legacy) if legacy is not None else self.stream("setup")

    def step(self, action_number: int) -> random.Random:
        legacy = self._legacy_seed()
        if legacy is not None:
            digest = hashlib.sha256(f"{legacy}:{action_number}".encode()).digest()
            return random.Random(int.from_bytes(digest[:8], "big"))
        return self.stream("step", action_number)

    def autopilot(self, action_number: int) -> random.Random:
        legacy = self._legacy_seed()
        if legacy is not None:
            return random.Random(f"autopilot:{legacy}:{action_number}")
        return self.stream("autopilot", action_number)

    def seating(self) -> random.Random:
        legacy = self._legacy_seed()
        if legacy is not None:
            return random.Random(f"seating:{legacy}")
        return self.stream("seating")


def fixed_seed(secret: str) -> bool:
    """Whether a game's randomness comes from a moderator's fixed seed: with only 2**31 of
    them, the opening everybody sees pins the seed (one candidate matches; a search of hours,
    not years), and with it every hidden card and future draw. Such a game is for practice
    and replays: its hidden information is not secret, and it stays off the leaderboard."""
    return secret.startswith(RandomSource.FIXED)


def setup_rng(seed: int) -> random.Random:
    """The deal's generator for a game with a fixed seed (tests, samples, benchmarks)."""
    return RandomSource.from_seed(seed).setup()


def rng_for(seed: int, action_number: int) -> random.Random:
    """One step's generator for a game with a fixed seed (tests, samples, benchmarks)."""
    return RandomSource.from_seed(seed).step(action_number)


def fresh(value: Any) -> Any:
    """A copy of a JSON value with new lists and dicts all the way down (the scalars, which
    nobody can change, shared): what a view hands out of the state it shows, so that changing
    the view never changes the state. Several times cheaper than ``copy.deepcopy``, which
    keeps a memo and looks up how to copy every value."""
    kind = type(value)
    if kind is dict:
        return {key: fresh(item) if type(item) in _NESTED else item for key, item in value.items()}
    if kind is list:
        return [fresh(item) if type(item) in _NESTED else item for item in value]
    return value


_NESTED = (dict, list)


MAX_ACTION_KEY = 2000  # characters: far above any real action, far below a memory problem
MAX_ACTION_DEPTH = 4  # an action is an object of scalars, lists or one more level of objects


def canonical_json(value: Any) -> str:
    """The canonical JSON text of a value: sorted keys, no spaces, characters as they are; the
    text the store keeps for a state (``bot.store.dump_state``), hashed by the stamps and
    the records, compared by the sealed-move test.

    Written by orjson, ten times faster than ``json.dumps`` and the same text for what games
    hold (dicts with text keys, lists, texts, integers, booleans, None and plain floats; a
    test compares them over whole autopilot games). Whatever orjson refuses (a key that is
    not a text, an integer beyond 64 bits, a lone surrogate) goes to ``json.dumps``, which
    writes it as before. Values no game holds would be written otherwise: NaN and infinity
    (``null``, where the records refuse them anyway) and some floats below 1e-4 (``0.00001``
    and ``1e-7`` where ``json.dumps`` wrote ``1e-05`` and ``1e-07``)."""
    try:
        return orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode()
    except TypeError:  # orjson.JSONEncodeError is one
        return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def parse_json(text: str) -> Any:
    """A JSON text the bot wrote (a stored state, an action key it made), parsed: by orjson,
    three times faster than ``json.loads`` and the same values; a text orjson refuses (NaN,
    a number beyond a float's range) by ``json.loads``, as before. One value no game holds
    is read otherwise: an integer beyond 64 bits comes back a float."""
    try:
        return orjson.loads(text)
    except ValueError:  # orjson.JSONDecodeError is one
        return json.loads(text)


def action_key(action: Action) -> str:
    """A compact, canonical text for an action; used in component ids and autocomplete values."""
    return canonical_json(action)


def parse_action_key(key: str) -> Action:
    """Read an action key (from a component id, an autocomplete value or typed text).

    Input from outside is bounded before it is parsed: a huge or deeply nested text is refused
    as a ``ValueError`` like any other malformed key, never a ``RecursionError``.
    """
    if not isinstance(key, str) or len(key) > MAX_ACTION_KEY:
        raise ValueError("an action key must be a short text")
    if _nesting(key) > MAX_ACTION_DEPTH:
        raise ValueError("an action key nests too deeply")
    # Strictly JSON: no NaN or Infinity (Python's own extension, which strict parsers refuse),
    # and no number the bot never writes (a float overflowing to infinity, a huge integer).
    value = json.loads(
        key,
        parse_constant=_refuse_constant,
        parse_float=_finite_float,
        parse_int=_short_int,
    )
    if not isinstance(value, dict):
        raise ValueError("an action key must encode an object")
    return value


MAX_NUMBER_DIGITS = 15  # digits of a number in an action key: beyond it, no real move


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON knows")


def _finite_float(text: str) -> float:
    value = float(text)
    if len(text) > MAX_NUMBER_DIGITS + 10 or value in (float("inf"), float("-inf")):
        raise ValueError("a number too large for a move")
    return value


def _short_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise ValueError("a number too large for a move")
    return int(text)


def _nesting(key: str) -> int:
    """The deepest bracket nesting in a JSON text (an upper bound: brackets in strings count)."""
    depth = deepest = 0
    for char in key:
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest
