-- Moves taken back by /game undo or /game rollback (issue 14). They leave the action log (so
-- the next move reuses the number, and with it the same random stream: nobody can re-roll a
-- die by undoing) but are never deleted: they move here, with who took them back and how,
-- and /game log shows them struck through. `undo_entry` is the table_log entry ("undone" or
-- "rolled_back") written in the same transaction.
CREATE TABLE undone_actions (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    number     INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    user_id    INTEGER,
    action     TEXT    NOT NULL,
    events     TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    undone_at  TEXT    NOT NULL,
    undone_by  INTEGER,                         -- who took it back
    how        TEXT    NOT NULL CHECK (how IN ('undo', 'rollback')),
    undo_entry INTEGER NOT NULL REFERENCES table_log (id)
);
CREATE INDEX undone_actions_by_game ON undone_actions (game_id, undo_entry, number);
