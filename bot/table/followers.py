"""Spectators following a game without a seat (issue 25, ``/game follow``).

A follower chooses how to hear of the game: in their daily digest (``digest``), or by one DM
when it ends (``end``). Both sides are settings (:mod:`bot.store.settings`): the game's
followers (member id → how, and the language the member asked in, for the DM at the end),
and each member's followed games (game id → how), for their digest; :func:`follow` writes
both.

The end of a game forgets it (:func:`forget_game`): its own row goes, and each member told by
DM at the end loses it from their row; a digest follower keeps it until their digest has said
that it ended (the digest then calls ``follow(..., None)``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, get_args

from bot.store import GameStore, Setting, register

How = Literal["digest", "end"]
HOWS: tuple[How, ...] = get_args(How)

# At most this many followers per game and followed games per member: each side is one
# setting row read whole, so both stay small.
MAX_FOLLOWERS = 50
MAX_FOLLOWING = 100

# game id → {member id: {"how": how, "locale": locale}}; member id → {game id: how} (JSON keys
# are text; None by default: a setting is hashable, its default too). A bare how in the game's
# row (as the first version wrote it) still reads, without a language.
FOLLOWERS: Setting[dict[str, Any] | None] = register("game", "followers", dict, None)
FOLLOWING: Setting[dict[str, str] | None] = register("member", "following", dict, None)
# The language a member last followed a game in: a spectator's digest has no seat to ask.
FOLLOWER_LOCALE: Setting[str | None] = register("member", "follower_locale", str, None)


@dataclass(frozen=True)
class Follower:
    how: How
    locale: str | None  # the member's Discord language when they followed (None: unknown)


def _how(value: object) -> How | None:
    for how in HOWS:
        if value == how:
            return how
    return None


def _follower(value: object) -> Follower | None:
    if isinstance(value, dict):
        how = _how(value.get("how"))
        locale = value.get("locale")
        if how is None:
            return None
        return Follower(how, locale if isinstance(locale, str) else None)
    how = _how(value)
    return None if how is None else Follower(how, None)


async def follow(
    store: GameStore, game_id: int, user: int, how: How | None, locale: str | None = None
) -> None:
    """Follow the game (``how``, asked in ``locale``), or stop following it (None)."""
    stored_followers = await store.get_setting(FOLLOWERS, game_id)
    stored_following = await store.get_setting(FOLLOWING, user)
    followers = dict(stored_followers or {})
    following = dict(stored_following or {})
    if how is None:
        followers.pop(str(user), None)
        following.pop(str(game_id), None)
    else:
        followers[str(user)] = {"how": how, "locale": locale}
        following[str(game_id)] = how
    await store.set_setting(FOLLOWERS, game_id, followers or None)
    await store.set_setting(FOLLOWING, user, following or None)
    if how is not None and locale is not None:
        await store.set_setting(FOLLOWER_LOCALE, user, locale)


async def followers(store: GameStore, game_id: int) -> dict[int, Follower]:
    """Who follows the game, how, and in which language."""
    found = await store.get_setting(FOLLOWERS, game_id) or {}
    return {
        int(user): follower
        for user, value in found.items()
        if (follower := _follower(value)) is not None
    }


async def followers_of(store: GameStore, game_id: int) -> dict[int, How]:
    """Who follows the game, and how."""
    return {user: follower.how for user, follower in (await followers(store, game_id)).items()}


async def followed_by(store: GameStore, user: int) -> dict[int, How]:
    """The games a member follows, and how."""
    found = await store.get_setting(FOLLOWING, user) or {}
    return {int(game): how for game, value in found.items() if (how := _how(value))}


async def forget_game(store: GameStore, game_id: int) -> dict[int, Follower]:
    """The game ended: drop its followers' row and return those to tell by DM now (``end``),
    each of whom loses the game from their own row. Written before anybody is told, so a
    restart midway never tells anybody twice."""
    found = await followers(store, game_id)
    told = {user: follower for user, follower in found.items() if follower.how == "end"}
    await store.set_setting(FOLLOWERS, game_id, None)
    for user in told:
        stored = await store.get_setting(FOLLOWING, user)
        following = dict(stored or {})
        following.pop(str(game_id), None)
        await store.set_setting(FOLLOWING, user, following or None)
    return told


async def follower_locale(store: GameStore, user: int) -> str | None:
    """The language the member last followed a game in (None: never told)."""
    return await store.get_setting(FOLLOWER_LOCALE, user)
