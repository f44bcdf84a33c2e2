"""What firing a due timer of each kind does: each feature registers its own handler here,
beside its code, and the dispatcher (:mod:`bot.cogs.reminders`) fires whatever kind falls due
without knowing the features.

    @handles(REMINDER)
    async def nudge(bot: Host, timer: Timer, now: datetime) -> None: ...

A handler must leave its timer done (or replaced by the one that follows it), or the
dispatcher would find it due again at once. A kind nobody registered is just marked done.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING, TypeVar

from bot.store import Timer

if TYPE_CHECKING:
    from bot.cogs.host import Host

TimerHandler = Callable[["Host", Timer, datetime], Awaitable[None]]
H = TypeVar("H", bound=TimerHandler)

_HANDLERS: dict[str, TimerHandler] = {}


def handles(kind: str) -> Callable[[H], H]:
    """Register the decorated function as what fires timers of ``kind`` (one per kind)."""

    def register(handler: H) -> H:
        known = _HANDLERS.setdefault(kind, handler)
        if _name(known) != _name(handler):
            # A reloaded module registers the same function again; two features may not.
            raise ValueError(f"timers of kind {kind!r} are already handled by {_name(known)}")
        _HANDLERS[kind] = handler
        return handler

    return register


def _name(handler: TimerHandler) -> str:
    return f"{handler.__module__}.{handler.__qualname__}"


def handler_for(kind: str) -> TimerHandler | None:
    return _HANDLERS.get(kind)


def handled_kinds() -> list[str]:
    return sorted(_HANDLERS)
