"""Followers of a game (issue 25) on both databases: the two setting rows ``follow`` writes,
what ``/game follow`` allows (bot.table.following), and what the end of a game forgets."""

from __future__ import annotations

import pytest

from bot.engine.base import RuleError
from bot.store import Store
from bot.table import TableService
from bot.table.followers import (
    FOLLOWERS,
    MAX_FOLLOWERS,
    MAX_FOLLOWING,
    Follower,
    follow,
    followed_by,
    followers,
    followers_of,
    forget_game,
)
from bot.table.following import seated, start_following, stop_following, to_tell

GUILD, CHANNEL, MOD = 1, 10, 99
ANN, BOB, CAROL = 1, 2, 3  # Ann and Bob play; Carol watches


async def lobby(service: TableService, channel: int = CHANNEL) -> int:
    table = await service.create(
        guild_id=GUILD, channel_id=channel, kind="highcard", user_id=MOD, moderator=True
    )
    return table.id


async def test_follow_writes_both_rows_and_none_clears_them(store: Store) -> None:
    await follow(store, 7, CAROL, "end", "zh-TW")
    await follow(store, 8, CAROL, "digest")
    await follow(store, 7, BOB, "digest", "en")
    assert await followers_of(store, 7) == {CAROL: "end", BOB: "digest"}
    assert await followers(store, 7) == {
        CAROL: Follower("end", "zh-TW"),
        BOB: Follower("digest", "en"),
    }
    assert await followed_by(store, CAROL) == {7: "end", 8: "digest"}
    await follow(store, 7, CAROL, "digest", "zh-TW")  # switching keeps one entry per side
    assert await followed_by(store, CAROL) == {7: "digest", 8: "digest"}
    await follow(store, 7, CAROL, None)
    await follow(store, 8, CAROL, None)
    assert await followed_by(store, CAROL) == {}
    assert await followers_of(store, 7) == {BOB: "digest"}
    await follow(store, 7, BOB, None)
    assert await store.get_setting(FOLLOWERS, 7) is None  # an empty row is no row


async def test_a_row_of_the_first_version_and_unknown_values_still_read(store: Store) -> None:
    await store.set_setting(FOLLOWERS, 7, {str(CAROL): "end", str(BOB): "loud", "4": {"x": 1}})
    assert await followers(store, 7) == {CAROL: Follower("end", None)}


async def test_the_end_forgets_the_game_and_keeps_digest_followers_rows(store: Store) -> None:
    await follow(store, 7, CAROL, "end", "zh-CN")
    await follow(store, 7, BOB, "digest")
    await follow(store, 9, CAROL, "end")
    assert await forget_game(store, 7) == {CAROL: Follower("end", "zh-CN")}
    assert await followers_of(store, 7) == {}
    assert await followed_by(store, CAROL) == {9: "end"}
    assert await followed_by(store, BOB) == {7: "digest"}  # until their digest says it ended
    assert await forget_game(store, 7) == {}  # told once


async def test_following_a_lobby_switching_and_stopping(highcard, service: TableService) -> None:
    game = await lobby(service)
    games = service.games
    table, change = await start_following(games, GUILD, CHANNEL, CAROL, "end", "en")
    assert (table.id, change) == (game, "followed")
    assert (await start_following(games, GUILD, CHANNEL, CAROL, "end", "en"))[1] == "same"
    assert (await start_following(games, GUILD, CHANNEL, CAROL, "digest", "en"))[1] == "switched"
    assert await followed_by(service.store, CAROL) == {game: "digest"}
    assert await stop_following(games, CHANNEL, CAROL) == ["highcard"]
    assert await stop_following(games, CHANNEL, CAROL) == []
    assert await followed_by(service.store, CAROL) == {}


async def test_refusals_change_nothing(highcard, service: TableService) -> None:
    games = service.games
    with pytest.raises(RuleError, match="error-no-game-here"):
        await start_following(games, GUILD, CHANNEL, CAROL, "end", "en")
    game = await lobby(service)
    await service.join(CHANNEL, ANN, "Ann", "en")
    with pytest.raises(RuleError, match="follow-error-player"):
        await start_following(games, GUILD, CHANNEL, ANN, "digest", "en")
    await service.join(CHANNEL, BOB, "Bob", "en")
    await service.start(CHANNEL, MOD, moderator=True)
    await service.end(CHANNEL, MOD, moderator=True)
    with pytest.raises(RuleError, match="follow-error-over") as refused:
        await start_following(games, GUILD, CHANNEL, CAROL, "end", "en")
    assert refused.value.params["game"].key == "highcard-title"
    assert await followers_of(service.store, game) == {}
    assert await followed_by(service.store, ANN) == {}
    assert await followed_by(service.store, CAROL) == {}


async def test_the_limits_keep_both_rows_small(highcard, service: TableService) -> None:
    games, store = service.games, service.store
    game = await lobby(service)
    for member in range(100, 100 + MAX_FOLLOWERS):
        await follow(store, game, member, "digest")
    with pytest.raises(RuleError, match="follow-error-game-full"):
        await start_following(games, GUILD, CHANNEL, CAROL, "end", "en")
    assert len(await followers_of(store, game)) == MAX_FOLLOWERS
    # A follower already on the list may switch.
    assert (await start_following(games, GUILD, CHANNEL, 100, "end", "en"))[1] == "switched"

    others = [await lobby(service, 1000 + n) for n in range(MAX_FOLLOWING)]
    for other in others:
        await follow(store, other, BOB, "end")
    await follow(store, game, 101, None)  # room on the game's side
    with pytest.raises(RuleError, match="follow-error-too-many"):
        await start_following(games, GUILD, CHANNEL, BOB, "end", "en")
    assert len(await followed_by(store, BOB)) == MAX_FOLLOWING
    await service.end(1000, MOD, moderator=True)  # one of them is over: it counts no more
    assert (await start_following(games, GUILD, CHANNEL, BOB, "end", "en"))[1] == "followed"
    mine = await followed_by(store, BOB)
    assert len(mine) == MAX_FOLLOWING and others[0] not in mine and game in mine


async def test_a_seat_ends_a_follow_and_the_end_tells_no_player(
    highcard, service: TableService
) -> None:
    store = service.store
    game = await lobby(service)
    await follow(store, game, ANN, "end", "en")
    await follow(store, game, CAROL, "end", "en")
    await service.join(CHANNEL, ANN, "Ann", "en")  # the join itself drops Ann's follow
    assert await followers_of(store, game) == {CAROL: "end"}
    assert await followed_by(store, ANN) == {}
    await service.join(CHANNEL, BOB, "Bob", "en")
    await follow(store, game, BOB, "end", "en")  # as if a follow raced the join
    table = await service.load_game(game)
    assert await to_tell(service.games, table) == {}  # still active: nobody told
    await service.start(CHANNEL, MOD, moderator=True)
    ended = (await service.end(CHANNEL, MOD, moderator=True)).table
    assert await to_tell(service.games, ended) == {CAROL: Follower("end", "en")}
    assert await to_tell(service.games, ended) == {}
    await seated(store, game, CAROL)  # a no-op for a member who follows nothing
    assert await followed_by(store, CAROL) == {}


async def test_a_follower_given_a_seat_by_a_moderator_follows_no_more(
    highcard, service: TableService
) -> None:
    store = service.store
    game = await lobby(service)
    await service.join(CHANNEL, ANN, "Ann", "en")
    await service.join(CHANNEL, BOB, "Bob", "en")
    await service.start(CHANNEL, MOD, moderator=True)
    await start_following(service.games, GUILD, CHANNEL, CAROL, "digest", "en")
    await service.replace(CHANNEL, BOB, CAROL, "Carol", "en", moderator=True)
    assert await followers_of(store, game) == {}
    assert await followed_by(store, CAROL) == {}
