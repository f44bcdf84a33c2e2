"""The store's turn posts: which channel message shows each game's current turn, from which
logged move, and up to which version of the game it is drawn (issue 25).

Every write is guarded by the message it expects to replace, so of two processes bringing
the same game's channel up to date only one moves it to a new message.
"""

from __future__ import annotations

from typing import Any

from bot.store.base import Record, Statement, StoreBase, _now
from bot.store.rows import TurnPost


def _turn_post(row: Record) -> TurnPost:
    return TurnPost(
        game_id=row["game_id"],
        channel_id=row["channel_id"],
        message_id=row["message_id"],
        first_step=row["first_step"],
        shown_version=row["shown_version"],
        holders_changed=row["holders_changed"],
    )


def holders_changed(game_id: int) -> Statement:
    """The statement a seat change writes with itself: the game's turn post does not show the
    seat's new holder yet (issue 30)."""
    return (
        "UPDATE turn_posts SET holders_changed = holders_changed + 1 WHERE game_id = ?",
        (game_id,),
    )


class TurnPosts(StoreBase):
    """The message of each game's current turn."""

    async def turn_post(self, game_id: int) -> TurnPost | None:
        row = await self._row("SELECT * FROM turn_posts WHERE game_id = ?", (game_id,))
        return _turn_post(row) if row is not None else None

    async def turn_posts_behind(self) -> list[TurnPost]:
        """The turn posts of running games that show an older version than the game's, or a
        seat's former holder (a restart between a move's or a seat change's write and its
        message's edit)."""
        rows = await self._rows(
            "SELECT turn_posts.* FROM turn_posts JOIN games ON games.id = turn_posts.game_id"
            " WHERE games.status = 'running' AND (turn_posts.shown_version < games.version"
            " OR turn_posts.holders_changed > 0) ORDER BY turn_posts.game_id"
        )
        return [_turn_post(row) for row in rows]

    async def set_turn_post(self, post: TurnPost, *, replacing: int | None) -> bool:
        """Make ``post`` the game's turn post if its current one is the message ``replacing``
        (None: if it has none). False, and nothing written, when another writer got there
        first."""
        if replacing is None:
            sql = (
                "INSERT INTO turn_posts (game_id, channel_id, message_id, first_step,"
                " shown_version, posted_at) VALUES (?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (game_id) DO NOTHING"
            )
            parameters: tuple[Any, ...] = (
                post.game_id,
                post.channel_id,
                post.message_id,
                post.first_step,
                post.shown_version,
                _now(),
            )
        else:
            sql = (
                "UPDATE turn_posts SET channel_id = ?, message_id = ?, first_step = ?,"
                " shown_version = ?, posted_at = ? WHERE game_id = ? AND message_id = ?"
            )
            parameters = (
                post.channel_id,
                post.message_id,
                post.first_step,
                post.shown_version,
                _now(),
                post.game_id,
                replacing,
            )
        (changed,) = await self._write([(sql, parameters)])
        return changed == 1

    async def turn_post_shown(
        self, game_id: int, message_id: int, version: int, holders: int = 0
    ) -> None:
        """The message now shows the game at ``version`` (never moves back) and the seats'
        holders of ``holders`` seat changes ago (the post's ``holders_changed`` read before it
        was drawn): those are taken back, a seat change made since then stays counted."""
        await self._write(
            [
                (
                    "UPDATE turn_posts SET shown_version = ?"
                    " WHERE game_id = ? AND message_id = ? AND shown_version < ?",
                    (version, game_id, message_id, version),
                ),
                (
                    "UPDATE turn_posts SET holders_changed = holders_changed - ?"
                    " WHERE game_id = ? AND message_id = ? AND holders_changed >= ?",
                    (holders, game_id, message_id, holders),
                ),
            ]
        )
