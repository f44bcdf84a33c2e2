"""What a log line may say about a bot move that failed: the game, the seat, the level, the
exception's type and the code it passed through, never the exception's message.

An engine's RuleError, or a bug's exception, raised while a search thinks or while a bot's
move is stored may quote the action it was given (a sealed choice, a card of the seat's hand,
a mission) in its message or its parameters; ``log.exception`` would print them, and a
secret never reaches a log line (docs/architecture.md, "Logging and secrets"). A traceback's
frames are the repository's code (file, line, function), no values: those are kept, so a
failure can still be found.
"""

from __future__ import annotations

import traceback
from pathlib import Path

FRAMES = 8  # the innermost frames named for each exception (where it was raised matters)
CHAIN = 3  # exceptions named along the chain of "raised from" / "while handling"


class SafeFailure(RuntimeError):
    """An exception whose message was written to be logged: it names code, never values
    (a search worker sends one in place of the exception it met: :func:`described`)."""


class BotMoveFailed(SafeFailure):
    """A bot seat's move failed (raised where a bot moves inline: a deadline's stand-in, the
    demo); its message is :func:`bot_move_failure`'s, safe to log."""

    def __init__(self, game_id: int, seat: int, level: str, error: BaseException) -> None:
        super().__init__(bot_move_failure(game_id, seat, level, error))
        self.game_id = game_id
        self.seat = seat
        self.level = level
        self.kind = type(error).__name__


def bot_move_failure(
    game_id: int, seat: int | None, level: str | None, error: BaseException
) -> str:
    """The log line of a failed bot move of ``game_id`` (``seat`` None: before a seat was
    taken, e.g. while the game was loaded)."""
    who = "a bot seat" if seat is None else f"seat {seat}'s bot ({level})"
    return f"game {game_id}: {who} move failed: {described(error)}"


def described(error: BaseException) -> str:
    """``error``'s type and innermost frames, and those of the exceptions it was raised from
    or while handling; the message only of a :class:`SafeFailure`."""
    parts: list[str] = []
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen and len(parts) < CHAIN:
        seen.add(id(current))
        parts.append(_one(current))
        if current.__cause__ is not None or current.__suppress_context__:
            current = current.__cause__
        else:
            current = current.__context__
    return "; raised from ".join(parts)


def _one(error: BaseException) -> str:
    name = type(error).__name__
    code = getattr(error, "code", None)
    if isinstance(code, str) and code.startswith("error-"):
        name += f"({code})"  # a RuleError's catalog key: no values (its params may have some)
    if isinstance(error, SafeFailure):
        name += f" [{error}]"
    frames = traceback.extract_tb(error.__traceback__)[-FRAMES:]
    if not frames:
        return name
    where = " < ".join(
        f"{_short(frame.filename)}:{frame.lineno} {frame.name}" for frame in reversed(frames)
    )
    return f"{name} at {where}"


def _short(filename: str) -> str:
    """A frame's file from the package's folder on (``bot/games/tek/engine.py``)."""
    parts = Path(filename).parts
    for root in ("bot", "tests", "benchmarks"):
        if root in parts:
            return "/".join(parts[len(parts) - parts[::-1].index(root) - 1 :])
    return Path(filename).name
