"""Spectators following a game without a seat (issue 25, ``/game follow``).

A follower chooses how to hear of the game: in their daily digest (``digest``), or by one DM
when it ends (``end``). Both sides are settings (:mod:`bot.store.settings`): the game's
followers (member id → how), to tell them at its end, and each member's followed games
(game id → how), for their digest; :func:`follow` writes both.
"""

from __future__ import annotations

from typing import Literal, get_args

from bot.store import GameStore, Setting, register

How = Literal["digest", "end"]
HOWS: tuple[How, ...] = get_args(How)

# game id → {member id: how}; member id → {game id: how} (JSON keys are text; None by
# default: a setting is hashable, its default too)
FOLLOWERS: Setting[dict[str, str] | None] = register("game", "followers", dict, None)
FOLLOWING: Setting[dict[str, str] | None] = register("member", "following", dict, None)


def _how(value: str | None) -> How | None:
    for how in HOWS:
        if value == how:
            return how
    return None


async def follow(store: GameStore, game_id: int, user: int, how: How | None) -> None:
    """Follow the game (``how``), or stop following it (None)."""
    stored_followers = await store.get_setting(FOLLOWERS, game_id)
    stored_following = await store.get_setting(FOLLOWING, user)
    followers = dict(stored_followers or {})
    following = dict(stored_following or {})
    if how is None:
        followers.pop(str(user), None)
        following.pop(str(game_id), None)
    else:
        followers[str(user)] = how
        following[str(game_id)] = how
    await store.set_setting(FOLLOWERS, game_id, followers or None)
    await store.set_setting(FOLLOWING, user, following or None)


async def followers_of(store: GameStore, game_id: int) -> dict[int, How]:
    """Who follows the game, and how."""
    found = await store.get_setting(FOLLOWERS, game_id) or {}
    return {int(user): how for user, value in found.items() if (how := _how(value))}


async def followed_by(store: GameStore, user: int) -> dict[int, How]:
    """The games a member follows, and how."""
    found = await store.get_setting(FOLLOWING, user) or {}
    return {int(game): how for game, value in found.items() if (how := _how(value))}
