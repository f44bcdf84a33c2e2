"""How each player is told that a game waits for them (issue 25, ``/game notify``).

- ``mention`` (the default): a mention in the game's channel, in the post of the turn;
- ``dm``: no mention; the DM carrying the player's controls is the one that notifies;
- ``digest``: neither notifies; one DM a day lists the games waiting for them.

A player sets a mode per server, and may override it for one game. Both are settings
(:mod:`bot.store.settings`): the server's modes of a member are one value (server id → mode),
a game's overrides another (member id → mode), so each is one row.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, get_args

from bot.store import GameStore, Setting, register

Mode = Literal["mention", "dm", "digest"]
MODES: tuple[Mode, ...] = get_args(Mode)
DEFAULT_MODE: Mode = "mention"

# member id → {server id: mode}; game id → {member id: mode} (JSON keys are text)
# (None by default: a setting is hashable, its default too)
SERVER_MODES: Setting[dict[str, str] | None] = register("member", "notify_modes", dict, None)
GAME_MODES: Setting[dict[str, str] | None] = register("game", "notify_modes", dict, None)


def mode_of(value: str | None) -> Mode | None:
    """A stored value as a mode (None: not one)."""
    for mode in MODES:
        if value == mode:
            return mode
    return None


async def notify_modes(
    store: GameStore, guild_id: int, game_id: int | None, users: Iterable[int]
) -> dict[int, Mode]:
    """Each user's mode for the game (its override, else the server's, else the default)."""
    wanted = sorted(set(users))
    by_server = await store.get_settings(SERVER_MODES, wanted)
    overrides = (
        await store.get_setting(GAME_MODES, game_id) if game_id is not None else None
    ) or {}
    found: dict[int, Mode] = {}
    for user in wanted:
        chosen = mode_of(overrides.get(str(user))) or mode_of(
            (by_server.get(user) or {}).get(str(guild_id))
        )
        found[user] = chosen or DEFAULT_MODE
    return found


async def set_notify_mode(
    store: GameStore, user: int, guild_id: int, game_id: int | None, mode: Mode | None
) -> None:
    """Set the user's mode on the server, or for one game when ``game_id`` is given; None
    clears it (the game falls back to the server's, the server's to the default)."""
    setting, scope_id, key = (
        (GAME_MODES, game_id, str(user))
        if game_id is not None
        else (SERVER_MODES, user, str(guild_id))
    )
    stored: dict[str, str] | None = await store.get_setting(setting, scope_id)
    modes = dict(stored or {})
    if mode is None:
        modes.pop(key, None)
    else:
        modes[key] = mode
    await store.set_setting(setting, scope_id, modes or None)
