"""The store's packing of finished games' records (issue 29 part 5): a game that is over has its
action log and snapshots moved, in one transaction, into compressed chunks of CHUNK actions
(:mod:`bot.store.packing` holds the chunks' format); the chunks are read back here for the
action log (:mod:`bot.store.games`).
"""

from __future__ import annotations

import logging
from typing import Any

from bot.store.base import StoreBase
from bot.store.packing import CHUNK, pack_chunk, snapshot_state, unpack_chunk
from bot.store.rows import ActionRow, _action_row

PACK_BATCH = 20  # games packed per call of pack_finished (a batch is a few hundred ms at most)

log = logging.getLogger(__name__)


def _chunked(logged: list[ActionRow], snapshots: dict[int, Any]) -> list[tuple[int, int, bytes]]:
    """A game's whole log (in order) and its snapshots as compressed chunks of CHUNK actions:
    (first action, last action, bytes) each. A snapshot goes with the chunk whose first action
    follows it; the final one with the last chunk."""
    chunks: dict[int, list[ActionRow]] = {}
    for action in logged:
        chunks.setdefault((action.number - 1) // CHUNK, []).append(action)
    starts = sorted(chunks)
    homes: dict[int, dict[int, Any]] = {start: {} for start in starts}
    for number, state in snapshots.items():
        home = max((s for s in starts if chunks[s][0].number - 1 <= number), default=starts[0])
        homes[home][number] = state
    return [
        (chunks[start][0].number, chunks[start][-1].number, pack_chunk(chunks[start], homes[start]))
        for start in starts
    ]


class PackedLog(StoreBase):
    """Packing the record of a game that is over, and reading its chunks."""

    async def _pack_after_end(self, game_id: int) -> None:
        """Pack the record of a game that just ended. The end itself is committed and must
        be reported as done, so a packing that fails (a full disk, another process packing
        the same game) is only logged: the record stays in rows, which read the same."""
        try:
            await self.pack_log(game_id)
        except Exception as exc:  # any failure leaves a whole record, still readable
            log.warning("game %s: its record stays unpacked (%s)", game_id, type(exc).__name__)

    async def pack_finished(self, limit: int = PACK_BATCH) -> int:
        """Pack up to ``limit`` games that are over but whose record is still in rows: those
        that ended before records were packed (issue 29), or whose packing failed at their end.
        The number of games packed; 0 when none is left. Safe beside another process doing the
        same (:meth:`pack_log` packs a game once)."""
        rows = await self._rows(
            "SELECT DISTINCT actions.game_id AS id FROM actions"
            " JOIN games ON games.id = actions.game_id"
            " WHERE games.status IN ('finished', 'ended') ORDER BY actions.game_id LIMIT ?",
            (limit,),
        )
        packed = 0
        for row in rows:
            if await self.pack_log(row["id"]):
                packed += 1
        return packed

    async def pack_log(self, game_id: int) -> int:
        """Move the record of a game that is over (finished or ended), its action log and
        its snapshots, into compressed chunks of CHUNK actions (:mod:`bot.store.packing`);
        the number of actions moved (0 for a running game, one without a move or one already
        packed). The chunks are made before the transaction (a game that is over never
        changes, so other writes need not wait for the compression); the transaction checks
        the record is still all in rows, then writes the chunks and drops the rows at once.
        A crash before its commit leaves the record as it was, which reads the same."""
        rows = await self._rows(
            "SELECT actions.* FROM actions JOIN games ON games.id = actions.game_id"
            " WHERE actions.game_id = ? AND games.status IN ('finished', 'ended')"
            " ORDER BY actions.number",
            (game_id,),
        )
        if not rows:
            return 0
        logged = [_action_row(row) for row in rows]
        kept = await self._rows(
            "SELECT number, state, packed FROM snapshots WHERE game_id = ?", (game_id,)
        )
        made = _chunked(
            logged, {row["number"]: snapshot_state(row["state"], row["packed"]) for row in kept}
        )
        async with self._transaction() as tx:
            # Packed meanwhile (by another process): nothing left to do.
            (counts,) = await tx.fetch(
                "SELECT (SELECT COUNT(*) FROM actions WHERE game_id = ?) AS actions,"
                " (SELECT COUNT(*) FROM snapshots WHERE game_id = ?) AS snapshots",
                (game_id, game_id),
            )
            if (counts["actions"], counts["snapshots"]) != (len(logged), len(kept)):
                return 0
            for first, last, data in made:
                await tx.execute(
                    "INSERT INTO action_chunks (game_id, first_number, last_number, rows)"
                    " VALUES (?, ?, ?, ?)",
                    (game_id, first, last, data),
                )
            await tx.execute("DELETE FROM snapshots WHERE game_id = ?", (game_id,))
            await tx.execute("DELETE FROM actions WHERE game_id = ?", (game_id,))
        return len(logged)

    async def _chunks(
        self, game_id: int, first: int = 0, last: int | None = None, *, latest_first: bool = False
    ) -> list[tuple[list[ActionRow], dict[int, Any]]]:
        """The packed chunks holding any action ``first``..``last`` (None: to the end), each
        with its snapshots, in order (or latest first)."""
        rows = await self._rows(
            "SELECT rows FROM action_chunks WHERE game_id = ? AND last_number >= ?"
            " AND first_number <= ? ORDER BY first_number" + (" DESC" if latest_first else ""),
            (game_id, first, last if last is not None else 2**62),
        )
        return [unpack_chunk(row["rows"]) for row in rows]

    async def _packed(
        self, game_id: int, first: int = 0, last: int | None = None
    ) -> list[ActionRow]:
        """The packed actions ``first``..``last`` (inclusive; None: to the end), in order."""
        found = [a for actions, _ in await self._chunks(game_id, first, last) for a in actions]
        return [a for a in found if a.number >= first and (last is None or a.number <= last)]
