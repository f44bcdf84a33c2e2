-- The channel message of a game's current turn (issue 25): the moves of one turn edit one
-- message instead of posting one each. Kept in the store so that after a restart the next
-- move edits the same message, and a message left behind by a crash is brought up to date.
CREATE TABLE turn_posts (
    game_id       INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    channel_id    INTEGER NOT NULL,
    message_id    INTEGER NOT NULL,
    first_step    INTEGER NOT NULL,   -- the number of the first logged move it shows (0: the start)
    shown_version INTEGER NOT NULL,   -- the game's version the message shows now
    posted_at     TEXT    NOT NULL
);
