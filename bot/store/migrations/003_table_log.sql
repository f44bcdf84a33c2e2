-- What the table did around the moves (issue 14): kicks, substitutes, pauses, deadlines played by
-- the autopilot, undo and rollback. Append-only, like the action log; `after_action` is the
-- game's version when it happened, so /game log can place each entry among the moves.
CREATE TABLE table_log (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    after_action INTEGER NOT NULL,
    kind         TEXT    NOT NULL,              -- "kicked", "replaced", "paused", ...
    user_id      INTEGER,                       -- who did it (NULL: the bot)
    payload      TEXT    NOT NULL DEFAULT '{}', -- JSON: the entry's details (no secrets)
    created_at   TEXT    NOT NULL
);
CREATE INDEX table_log_by_game ON table_log (game_id, id);
