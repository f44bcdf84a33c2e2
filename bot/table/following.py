"""``/game follow`` and its ``how:stop`` decided (issue 25): which game, which refusal, which
change. The rows themselves are :mod:`bot.table.followers`.

A follow is written under the game's lock, as a join is, so a member cannot become a follower
and a player of one game at once; a join drops the joiner's follow (:func:`seated`).
"""

from __future__ import annotations

from typing import Literal

from bot.engine.base import RuleError
from bot.games import get
from bot.store import GameStore
from bot.table.followers import (
    MAX_FOLLOWERS,
    MAX_FOLLOWING,
    Follower,
    How,
    follow,
    followed_by,
    followers,
    forget_game,
)
from bot.table.model import Table
from bot.table.session import Games

Change = Literal["followed", "switched", "same"]


async def refuse_without_game(games: Games, guild_id: int, channel_id: int) -> RuleError:
    """Why there is nothing to follow in the channel: its game is over, or it never had one."""
    played = [g for g in await games.store.played_games(guild_id) if g.channel_id == channel_id]
    if played:
        return RuleError("follow-error-over", game=get(played[-1].kind).title)
    return RuleError("error-no-game-here")


async def _room_for_one_more(store: GameStore, user: int) -> bool:
    """Whether the member may follow one more game; games over by now are dropped first (a
    digest follower keeps one until the digest has told them, unless the row is full)."""
    mine = await followed_by(store, user)
    if len(mine) < MAX_FOLLOWING:
        return True
    for game_id in list(mine):
        row = await store.game(game_id)
        if row is None or not row.active:
            await follow(store, game_id, user, None)
            del mine[game_id]
    return len(mine) < MAX_FOLLOWING


async def start_following(
    games: Games, guild_id: int, channel_id: int, user: int, how: How, locale: str
) -> tuple[Table, Change]:
    """Follow the channel's active game (lobby or running) ``how``; the game and what changed.
    Refused, with nothing written, for no game, a game over, a player, or a full row."""
    table = await games.load(channel_id)
    if table is None:
        raise await refuse_without_game(games, guild_id, channel_id)
    store = games.store
    async with games.session(table.id) as session:
        table = await session.load()
        if not table.game.active:  # ended while the command was on its way
            raise RuleError("follow-error-over", game=table.spec.title)
        seat = table.seat_of(user)
        if seat is not None and table.seats[seat].autopilot:
            # Kicked: the game tells them of no turn now, and one who holds a seat is never
            # told as a follower (to_tell), so a follow would be a silent one.
            raise RuleError("follow-error-seat-played-by-bot", game=table.spec.title)
        if seat is not None:
            raise RuleError("follow-error-player", game=table.spec.title)
        current = (await followers(store, table.id)).get(user)
        if current is not None and current.how == how:
            return table, "same"
        if current is None:
            if len(await followers(store, table.id)) >= MAX_FOLLOWERS:
                raise RuleError("follow-error-game-full", game=table.spec.title, max=MAX_FOLLOWERS)
            if not await _room_for_one_more(store, user):
                raise RuleError("follow-error-too-many", max=MAX_FOLLOWING)
        await follow(store, table.id, user, how, locale)
        return table, "followed" if current is None else "switched"


async def stop_following(games: Games, channel_id: int, user: int) -> list[str]:
    """Stop following every game of the channel the member follows (its active one, or one
    over whose digest has not told them yet); the kinds of the games they no longer follow."""
    stopped = []
    for game_id in await followed_by(games.store, user):
        row = await games.store.game(game_id)
        if row is not None and row.channel_id != channel_id:
            continue
        async with games.session(game_id):
            await follow(games.store, game_id, user, None)
        if row is not None:
            stopped.append(row.kind)
    return stopped


async def seated(store: GameStore, game_id: int, user: int) -> None:
    """The member took a seat in the game: they play now, and follow it no more. (Called
    under the game's lock by the join itself.)"""
    if user in await followers(store, game_id):
        await follow(store, game_id, user, None)


async def to_tell(games: Games, table: Table) -> dict[int, Follower]:
    """The game is over: forget its followers and return those to DM now (``end``), leaving
    out anybody who holds a seat (the game told them itself). Nothing while it is active."""
    if table.game.active:
        return {}
    told = await forget_game(games.store, table.id)
    return {user: follower for user, follower in told.items() if table.seat_of(user) is None}
