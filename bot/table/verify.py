"""Check a game's record (:mod:`bot.table.record`) by replaying it with the registered engine.

The record is untrusted input (anybody may upload one), so every field is checked before use
and nothing in it is executed: the game's engine sets the board up again from the revealed
secret, applies each move in order (refusing one the rules or the bot's own canonical form of
moves would not have accepted), and the checks are

* the secret against the commitment posted when the game started;
* each move's number (1, 2, 3 ... without gaps), its legality, and the short hash of what
  everybody saw after it: the first move at which a changed record parts from the game;
* each sealed move against its commitment (number, seat and move, with the revealed salt),
  and every move the platform finds sealed has one (:mod:`bot.table.sealing`);
* the result (scores, winners) and the hash of the final board.

:func:`verify` returns a :class:`Report`: the problems found (each with its move number; 0
is the setup), and what the replay computed, to be compared with what the channel was shown.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from bot.ai import LEVELS
from bot.engine.base import RandomSource, RuleError, State, action_key
from bot.games import available, get
from bot.store import dump_state
from bot.table.canonical import canonical_action
from bot.table.commitments import commit, commit_move
from bot.table.hashes import board_hash, trace_hash
from bot.table.record import FORMAT, FORMAT_VERSION, result_json
from bot.table.sealing import is_sealed

MAX_MOVES = 20_000  # far beyond any real game; bounds the work an uploaded record can ask for
MAX_NUMBER = 2**63 - 1  # the largest id the bot stores (a Discord id, a game id): every number
MAX_NAME = 100  # characters of a player's name in a report (Discord allows 32)
MAX_BOT_NUMBER = 99  # "Bot 99": more bots than any game has seats, a bound for a forged one


@dataclass(frozen=True)
class Problem:
    """One difference: ``key`` names it in the catalogs, ``params`` fill it; ``number`` is
    the move it was found at (0: the setup, None: the record as a whole)."""

    key: str
    number: int | None = None
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Player:
    """A seat as the record names it. A bot's seat (issue 30) is stored as "Bot 2", words of
    no reader's language: the report names it from its number and level instead, as every
    other line about the game does (:mod:`bot.table.bot_names`)."""

    name: str  # as stored, cut to MAX_NAME
    bot: int = 0  # the bot's number, 0 for a member's seat
    level: str | None = None  # the bot's level, None when the record has no known one
    autopilot: bool = False  # the bot played the seat at the end (a bot's, a kicked member's)


def _player(player: dict[str, Any]) -> Player:
    """The seat of a record's ``players`` entry; fields older records lack, or a forged
    record puts out of range, leave the seat a member's under its stored name."""
    name = _field(player, "name", str)
    name = name if len(name) <= MAX_NAME else name[: MAX_NAME - 1] + "…"
    autopilot = player.get("autopilot") is True
    user_id = player.get("user_id")
    if player.get("bot") is not True or not isinstance(user_id, int) or isinstance(user_id, bool):
        return Player(name, autopilot=autopilot)
    if not 1 <= -user_id <= MAX_BOT_NUMBER:
        return Player(name, autopilot=autopilot)
    level = player.get("level")
    return Player(name, -user_id, level if level in LEVELS else None, autopilot)


@dataclass
class Report:
    problems: list[Problem] = field(default_factory=list)
    game_id: int | None = None
    kind: str | None = None
    players: list[Player] = field(default_factory=list)
    moves: int = 0  # moves replayed
    secret_commitment: str | None = None  # as recomputed from the revealed secret and salt
    sealed: list[tuple[int, int, str]] = field(default_factory=list)  # number, seat, commitment
    result: dict[str, Any] | None = None  # as the replay ends
    board: str | None = None
    # A fork's origin as its record names it (issue 31 part 4): game id, move, over then.
    origin: tuple[int, int, bool] | None = None

    @property
    def ok(self) -> bool:
        return not self.problems


class Malformed(Exception):
    """The document is not a record this bot can read."""


def _field(data: Any, name: str, kind: type | tuple[type, ...]) -> Any:
    if not isinstance(data, dict) or name not in data:
        raise Malformed(name)
    value = data[name]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise Malformed(name)
    if isinstance(value, int) and not -MAX_NUMBER <= value <= MAX_NUMBER:
        raise Malformed(name)  # no number the bot writes has thousands of digits
    return value


def _check_options(engine: Any, options: dict[str, Any]) -> None:
    """The record's options are the game's own, each of its kind and within its range (as
    ``/game new`` takes them): a record the bot could have written."""
    known = {option.name: option for option in engine.options}
    for name, value in options.items():
        option = known.get(name)
        if option is None:
            raise Malformed("options")  # the bot stores only the game's own options
        if option.kind is bool:
            valid = isinstance(value, bool)
        elif option.choices:
            valid = isinstance(value, str) and value in option.choices
        elif option.kind is int:
            valid = isinstance(value, int) and not isinstance(value, bool)
            valid = valid and option.low <= value <= option.high
        else:
            valid = isinstance(value, option.kind)
        if not valid:
            raise Malformed(name)


def verify(record: Any) -> Report:
    """Replay ``record`` (the parsed JSON document) and report every difference found."""
    report = Report()
    try:
        _verify(record, report)
    except Malformed as bad:
        report.problems.append(Problem("verify-malformed", None, {"field": str(bad)}))
    return report


def verify_bytes(data: bytes) -> Report:
    """:func:`verify` on a file's bytes (a JSON text in UTF-8, strictly: the bot writes no
    NaN or Infinity, which Python's parser alone would accept)."""
    try:
        record = json.loads(data.decode("utf-8"), parse_constant=_not_json)
    except (ValueError, RecursionError):  # not UTF-8, not JSON, or nested beyond reason
        return Report([Problem("verify-not-json")])
    return verify(record)


def _not_json(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _verify(record: Any, report: Report) -> None:
    if _field(record, "format", str) != FORMAT or _field(record, "version", int) != FORMAT_VERSION:
        raise Malformed("format")
    game = _field(record, "game", dict)
    report.game_id = _field(game, "id", int)
    kind = _field(game, "kind", str)
    if kind not in available():
        report.problems.append(Problem("verify-unknown-game", None, {"game": kind[:40]}))
        return
    report.kind = kind
    engine = get(kind).engine
    options = _field(game, "options", dict)
    _check_options(engine, options)
    players = _field(record, "players", list)
    for index, player in enumerate(players):
        if _field(player, "seat", int) != index:
            raise Malformed("players")
        report.players.append(_player(player))
    if not engine.min_players <= len(players) <= engine.max_players:
        raise Malformed("players")
    secret = _field(record, "secret", dict)
    value = _field(secret, "value", str)
    salt, promised = secret.get("salt"), secret.get("commitment")
    if isinstance(salt, str) and isinstance(promised, str):
        report.secret_commitment = commit(value, salt)
        if report.secret_commitment != promised:
            report.problems.append(Problem("verify-secret", 0))
    else:
        report.problems.append(Problem("verify-no-secret-commitment", 0))
    moves = _field(record, "actions", list)
    if len(moves) > MAX_MOVES:
        raise Malformed("actions")
    try:
        source = RandomSource(value)
        start = fork_start(engine, record, report)
        if start is None:
            state = engine.setup(len(players), dict(options), source.setup())
        else:
            state = start
            check = getattr(engine, "check_invariants", None)  # a forged start the rules refuse
            if check is not None:
                check(state)
    except Exception:  # an untrusted secret, options or start the engine cannot set up with
        report.problems.append(Problem("verify-setup", 0))
        return
    for index, move in enumerate(moves, 1):
        if not _replay_move(engine, state, source, index, move, report):
            return
        report.moves = index
    _check_end(engine, state, record, report)
    for move in _field(record, "undone", list):
        _check_undone(move, report)


def fork_start(engine: Any, record: dict[str, Any], report: Report) -> State | None:
    """A fork's starting state as its record gives it (None: the record is of a game dealt
    from its secret), after checking that its public view is the one the record says the
    origin's channel saw at that move (its tie to the origin: ``verify-fork-start``)."""
    if "origin" not in record:
        return None
    origin = _field(record, "origin", dict)
    game_id, move = _field(origin, "game", int), _field(origin, "move", int)
    over, board = _field(origin, "over", bool), _field(origin, "board", str)
    start = json.loads(action_key(_field(origin, "start", dict)))  # a copy, canonical
    report.origin = (game_id, move, over)
    if board_hash(engine, start) != board:
        report.problems.append(Problem("verify-fork-start", 0))
    return start


def origin_state(origin: Any, move: int) -> tuple[Any, State] | None:
    """The engine and the state after ``move`` of an origin's record (trusted only as far as
    it verifies); None when the record cannot be replayed that far."""
    report = verify(origin)
    if not report.ok or report.kind is None or report.moves < move:
        return None
    engine = get(report.kind).engine
    source = RandomSource(origin["secret"]["value"])
    state = fork_start(engine, origin, Report())
    if state is None:
        state = engine.setup(
            len(origin["players"]), dict(origin["game"]["options"]), source.setup()
        )
    for entry in origin["actions"][:move]:
        action = json.loads(action_key(entry["action"]))
        engine.apply(state, entry["seat"], action, source.step(entry["number"]))
    return engine, state


def compare_origin(engine: Any, start: State, over: bool, board: str, at_move: State) -> list[str]:
    """How a fork's start parts from its origin's state ``at_move`` (the catalog keys, none
    when it does not): the hash the record names and the public view always; the whole state
    when the origin was over (a finished game's fork starts from the state as it was)."""
    found = []
    if board_hash(engine, at_move) != board:
        found.append("verify-origin-board")
    if action_key(engine.view(start, None)) != action_key(engine.view(at_move, None)):
        found.append("verify-origin-public")
    elif over and dump_state(start) != dump_state(at_move):
        found.append("verify-origin-state")
    return found


def check_origin(record: Any, origin: Any) -> list[Problem]:
    """Offline (``python -m bot verify --origin``): a fork's record against its origin's
    record. The origin must verify, be the game the fork names, and its state after the named
    move must match the fork's start (:func:`compare_origin`)."""
    report = verify(record)
    if report.origin is None or report.kind is None:
        return [Problem("verify-not-a-fork")]
    if not report.ok:  # the fork's own record does not check out: nothing to compare
        return [Problem("verify-origin-unchecked")]
    game_id, move, over = report.origin
    if not isinstance(origin, dict) or _game_id(origin) != game_id:
        return [Problem("verify-origin-other", None, {"game_id": str(game_id)})]
    found = origin_state(origin, move)
    if found is None:
        return [Problem("verify-origin-invalid", None, {"game_id": str(game_id)})]
    engine, at_move = found
    if get(report.kind).engine is not engine:
        return [Problem("verify-origin-other", None, {"game_id": str(game_id)})]
    start = json.loads(action_key(record["origin"]["start"]))
    keys = compare_origin(engine, start, over, record["origin"]["board"], at_move)
    return [Problem(key, move, {"game_id": str(game_id)}) for key in keys]


def _game_id(record: dict[str, Any]) -> Any:
    game = record.get("game")
    return game.get("id") if isinstance(game, dict) else None


def _replay_move(
    engine: Any, state: State, source: RandomSource, index: int, move: Any, report: Report
) -> bool:
    """Apply one move of the record to ``state`` with every check; False when the replay
    cannot go on (the move is illegal or unreadable)."""
    number = _field(move, "number", int)
    if number != index:
        report.problems.append(Problem("verify-numbering", index, {"found": str(number)}))
        return False
    seat = _field(move, "seat", int)
    action = _field(move, "action", dict)
    if engine.result(state) is not None:
        report.problems.append(Problem("verify-after-end", number))
        return False
    before_text = dump_state(state)
    try:
        if not 0 <= seat < len(report.players):
            raise RuleError("error-not-a-player")
        legal = engine.legal_actions(state, seat)
        canonical = canonical_action(
            engine, state, seat, action, legal, lambda: source.step(number)
        )
        if canonical != action:
            raise RuleError("error-bad-action")
        events = engine.apply(state, seat, json.loads(action_key(action)), source.step(number))
    except RuleError as refused:
        reason = {"key": refused.code, "params": refused.params}
        report.problems.append(Problem("verify-illegal", number, {"reason": reason}))
        return False
    except Exception:  # an action no engine expects (a forged record): refused all the same
        reason = {"key": "error-bad-action", "params": {}}
        report.problems.append(Problem("verify-illegal", number, {"reason": reason}))
        return False
    sealed = move.get("sealed")
    if isinstance(sealed, dict):
        salt = str(sealed.get("salt"))
        found = commit_move(number, seat, action, salt)
        report.sealed.append((number, seat, found))
        if found != sealed.get("commitment"):
            report.problems.append(Problem("verify-commitment", number))
    elif is_sealed(
        engine, before_text, seat, action, state, events, lambda: source.step(number), legal
    ):
        report.problems.append(Problem("verify-unsealed", number))
    if trace_hash(engine, state, events) != move.get("public"):
        report.problems.append(Problem("verify-public", number))
    return True


def _check_undone(move: Any, report: Report) -> None:
    """A move taken back is not replayed, but a commitment the channel saw for it must still
    match what the record says it was."""
    sealed = move.get("sealed") if isinstance(move, dict) else None
    if not isinstance(sealed, dict):
        return
    number = _field(move, "number", int)
    seat, action = _field(move, "seat", int), _field(move, "action", dict)
    if commit_move(number, seat, action, str(sealed.get("salt"))) != sealed.get("commitment"):
        report.problems.append(Problem("verify-undone-commitment", number))


def _check_end(engine: Any, state: State, record: dict[str, Any], report: Report) -> None:
    report.result = result_json(engine, state)
    report.board = board_hash(engine, state)
    if report.result != record.get("result"):
        # The replay's scores by seat: the words name the players in the reader's language.
        found = (report.result or {}).get("scores", {})
        scores = {int(seat): score for seat, score in found.items()}
        report.problems.append(Problem("verify-result", report.moves, {"scores": scores}))
    final = _field(record, "final", dict)
    if final.get("version") != report.moves or final.get("board") != report.board:
        report.problems.append(Problem("verify-board", report.moves))


def first_difference(record: Any, stored: dict[str, Any]) -> int | None:
    """Where an uploaded record parts from the bot's own record of the same game (built from
    its store): 0 for the setup (kind, options, players, secret and its commitment), a move's
    number, one past the last move for the end; None when they agree. Only ever asked about
    a game that is over: on a running game the answer would be an oracle for sealed moves."""
    if not isinstance(record, dict):
        return 0
    for name in ("game", "players", "secret", "origin"):
        if record.get(name) != stored.get(name):
            return 0
    moves = record.get("actions")
    if not isinstance(moves, list):
        return 1
    for index, own in enumerate(stored["actions"]):
        if index >= len(moves) or moves[index] != own:
            return own["number"]
    if len(moves) != len(stored["actions"]):
        return len(stored["actions"]) + 1
    for name in ("undone", "result", "final"):
        if record.get(name) != stored.get(name):
            return len(moves) + 1
    return None
