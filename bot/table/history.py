"""A game's whole story for ``/game log``: the moves, those taken back by an undo or a
rollback (``bot.table.undo``, kept in the store's undone moves) and the table log's entries
(kicks, pauses, deadlines...), in the order they happened."""

from __future__ import annotations

from dataclasses import dataclass

from bot.store import GameStore, LogEntry, UndoneRow
from bot.table.model import Step, row_step

UNDO_KINDS = ("undone", "rolled_back")


async def takebacks(store: GameStore, game_id: int) -> int:
    """How many times the game was taken back (an undo or a rollback): its epoch. A take-back
    lowers the version, so only the version and the epoch together name one moment."""
    entries = await store.log_entries(game_id)
    return sum(1 for entry in entries if entry.kind in UNDO_KINDS)


@dataclass(frozen=True)
class LogItem:
    """One line group of ``/game log``: a move (``undone`` when it was taken back) or a
    table log entry."""

    step: Step | None = None
    undone: UndoneRow | None = None
    entry: LogEntry | None = None


async def history(store: GameStore, game_id: int) -> list[LogItem]:
    """The game's moves (those taken back too) and table log entries, in the order they
    happened.

    Each undo or rollback starts a new epoch; a move belongs to the epoch after the last undo
    (before it was taken back) that went back below its number, an entry to the epoch it was
    written in. Within an epoch, an entry written after move k (``after_action``) follows
    that move and precedes move k + 1, and an undo ends its epoch.
    """
    entries = await store.log_entries(game_id)
    undos = [entry for entry in entries if entry.kind in UNDO_KINDS]

    def epoch_of_move(number: int, before_id: int | None) -> int:
        epoch = 0
        for index, entry in enumerate(undos):
            if before_id is not None and entry.id >= before_id:
                break
            if int(entry.payload.get("to", entry.after_action)) < number:
                epoch = index + 1
        return epoch

    keyed: list[tuple[tuple[int, int, int, int], LogItem]] = []
    for row in await store.actions(game_id):
        keyed.append(((epoch_of_move(row.number, None), row.number, 0, 0), LogItem(row_step(row))))
    for undone in await store.undone_actions(game_id):
        number = undone.action.number
        key = (epoch_of_move(number, undone.undo_entry), number, 0, 0)
        keyed.append((key, LogItem(row_step(undone.action), undone=undone)))
    for entry in entries:
        epoch = sum(1 for undo in undos if undo.id < entry.id)
        keyed.append(((epoch, entry.after_action, 1, entry.id), LogItem(entry=entry)))
    keyed.sort(key=lambda pair: pair[0])
    return [item for _, item in keyed]
