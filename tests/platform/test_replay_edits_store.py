"""The store's pending replay edits (issue 31 follow-up), on SQLite and PostgreSQL: a game's
last post waiting for its ``replay.gif`` is remembered until the edit is done, one post a
game, and forgetting one post never forgets another's."""

from __future__ import annotations

from bot.store import ReplayEdit, Store


async def new_game(store: Store, channel: int) -> int:
    game = await store.create_game(
        guild_id=1, channel_id=channel, kind="suntzu", options={}, secret="s", created_by=5
    )
    return game.id


async def test_a_pending_edit_is_kept_until_done(store: Store) -> None:
    first, second = await new_game(store, 10), await new_game(store, 11)
    assert await store.replay_edits() == []
    a = ReplayEdit(first, 10, 900, "zh-TW")
    b = ReplayEdit(second, 11, 901, "en")
    await store.add_replay_edit(b)
    await store.add_replay_edit(a)
    assert await store.replay_edits() == [a, b]  # oldest game first

    await store.replay_edit_done(first, 901)  # another game's message: nothing forgotten
    assert await store.replay_edits() == [a, b]
    await store.replay_edit_done(first, 900)
    assert await store.replay_edits() == [b]


async def test_a_later_last_post_takes_the_games_place(store: Store) -> None:
    game = await new_game(store, 10)
    await store.add_replay_edit(ReplayEdit(game, 10, 900, "en"))
    later = ReplayEdit(game, 10, 950, "zh-CN")
    await store.add_replay_edit(later)
    assert await store.replay_edits() == [later]
    await store.replay_edit_done(game, 900)  # the older post's edit ending late
    assert await store.replay_edits() == [later]
