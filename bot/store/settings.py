"""Scoped settings: one key/value table for every setting of a server, a channel, a game or a
member (the way Red-DiscordBot's ``Config`` works).

A feature declares each of its settings once, where the feature lives, with its scope, the
type of its value and its default::

    ABANDON_DAYS: Setting[int | None] = register("server", "abandon_days", int, None)

and reads or writes it by the scope's id (the server's, channel's, game's or member's Discord
or game id): ``await store.get_setting(ABANDON_DAYS, guild_id)``; ``get_settings`` reads the
values of many ids at once (the quiet hours of every player a game waits for). A value is
stored as JSON; None clears it, so the declared default shows again.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar, cast, get_args

from bot.store.base import Statement, StoreBase

Scope = Literal["server", "channel", "game", "member"]
SCOPES: tuple[Scope, ...] = get_args(Scope)

T = TypeVar("T")


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One declared setting: ``kind`` is the type of a set value (``tuple`` for a fixed
    sequence, which JSON keeps as a list), ``default`` what reading gives when none is set."""

    scope: Scope
    name: str
    kind: type
    default: T

    def encode(self, value: T) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))

    def decode(self, text: str) -> T:
        # Through the declared type: a REAL copied by the migration may read back as 48, an
        # int, where the setting is a float; a list comes back as the tuple it was.
        return cast(T, self.kind(json.loads(text)))


_REGISTERED: dict[tuple[Scope, str], Setting[Any]] = {}


def register(scope: Scope, name: str, kind: type, default: T) -> Setting[T]:
    """Declare a setting (once per scope and name; declaring it again the same way, as a
    reloaded module does, returns the same setting)."""
    if scope not in SCOPES:
        raise ValueError(f"unknown scope {scope!r}: one of {', '.join(SCOPES)}")
    setting = Setting(scope, name, kind, default)
    known = _REGISTERED.setdefault((scope, name), setting)
    if known != setting:
        raise ValueError(f"the {scope} setting {name!r} is already declared as {known}")
    return setting


def registered() -> list[Setting[Any]]:
    """Every declared setting, in the order they were declared."""
    return list(_REGISTERED.values())


def _statement(setting: Setting[Any], scope_id: int, value: Any) -> Statement:
    if value is None:
        return (
            "DELETE FROM settings WHERE scope = ? AND scope_id = ? AND name = ?",
            (setting.scope, scope_id, setting.name),
        )
    return (
        "INSERT INTO settings (scope, scope_id, name, value) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (scope, scope_id, name) DO UPDATE SET value = excluded.value",
        (setting.scope, scope_id, setting.name, setting.encode(value)),
    )


class Settings(StoreBase):
    """The settings table, read and written through declared :class:`Setting` s."""

    async def get_setting(self, setting: Setting[T], scope_id: int) -> T:
        """The value set for ``scope_id``, else the setting's default."""
        row = await self._row(
            "SELECT value FROM settings WHERE scope = ? AND scope_id = ? AND name = ?",
            (setting.scope, scope_id, setting.name),
        )
        return setting.default if row is None else setting.decode(row[0])

    async def get_settings(self, setting: Setting[T], scope_ids: Sequence[int]) -> dict[int, T]:
        """The values set for those of ``scope_ids`` that have one (defaults left out)."""
        if not scope_ids:
            return {}
        marks = ", ".join("?" for _ in scope_ids)
        rows = await self._rows(
            "SELECT scope_id, value FROM settings WHERE scope = ? AND name = ?"
            f" AND scope_id IN ({marks})",
            (setting.scope, setting.name, *scope_ids),
        )
        return {row[0]: setting.decode(row[1]) for row in rows}

    async def set_setting(self, setting: Setting[T], scope_id: int, value: T | None) -> None:
        """Set the value for ``scope_id``; None clears it (reading gives the default)."""
        await self._write([_statement(setting, scope_id, value)])

    async def set_settings(self, scope_id: int, values: Mapping[Setting[Any], Any]) -> None:
        """Set several settings of one scope id in one write (all of them or none)."""
        await self._write(
            [_statement(setting, scope_id, value) for setting, value in values.items()]
        )
