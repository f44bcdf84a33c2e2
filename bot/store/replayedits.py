"""The store's pending replay edits: the last posts of finished games that still wait for
their animated replay by an edit (issue 31 follow-up).

A row is written right after the post is sent and deleted once the edit is made (or can never
be), so a stop between the two leaves it for the next start to finish."""

from __future__ import annotations

from bot.store.base import StoreBase, _now
from bot.store.rows import ReplayEdit


class ReplayEdits(StoreBase):
    """The last posts whose animated replay is still to be added."""

    async def add_replay_edit(self, edit: ReplayEdit) -> None:
        """Remember that ``edit.message_id`` waits for its game's replay (a game has one last
        post: a later one, a fork's origin posting again, takes its place)."""
        await self._write(
            [
                (
                    "DELETE FROM replay_edits WHERE game_id = ?",
                    (edit.game_id,),
                ),
                (
                    "INSERT INTO replay_edits (game_id, channel_id, message_id, locale,"
                    " posted_at) VALUES (?, ?, ?, ?, ?)",
                    (edit.game_id, edit.channel_id, edit.message_id, edit.locale, _now()),
                ),
            ]
        )

    async def replay_edits(self) -> list[ReplayEdit]:
        """Every post still waiting for its replay, oldest game first."""
        rows = await self._rows("SELECT * FROM replay_edits ORDER BY game_id")
        return [
            ReplayEdit(
                game_id=row["game_id"],
                channel_id=row["channel_id"],
                message_id=row["message_id"],
                locale=row["locale"],
            )
            for row in rows
        ]

    async def replay_edit_done(self, game_id: int, message_id: int) -> None:
        """The post ``message_id`` has its replay, or never will: forget it (only that
        message's row: a newer last post of the game keeps its own)."""
        await self._write(
            [
                (
                    "DELETE FROM replay_edits WHERE game_id = ? AND message_id = ?",
                    (game_id, message_id),
                )
            ]
        )
