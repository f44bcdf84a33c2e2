-- Move deadlines (issue 14, "games that never stall"). A game's deadline and its pause live
-- beside the game's row, a seat's timeouts in a row and its vacation beside the seat, so the
-- rows every move reads stay as they were. The deadline timer itself is a "deadline" timer.
CREATE TABLE game_deadlines (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    hours       REAL,                           -- NULL: no deadline
    paused_at   TEXT,                           -- ISO 8601 UTC while a moderator paused the game
    paused_left REAL,                           -- seconds the deadline had left when paused
    pause_note  TEXT                            -- the moderator's reason
);

CREATE TABLE seat_deadlines (
    game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat           INTEGER NOT NULL,
    timeouts       INTEGER NOT NULL DEFAULT 0,  -- deadlines missed in a row
    vacation_until TEXT,                        -- ISO 8601 UTC
    vacation_days  INTEGER NOT NULL DEFAULT 0,  -- days of vacation taken in this game
    PRIMARY KEY (game_id, seat)
);

-- The server's defaults: a new game's deadline (NULL: none), what a missed deadline does, and
-- after how many missed deadlines in a row the moderators hear about the seat.
ALTER TABLE guild_settings ADD COLUMN deadline_hours REAL;
ALTER TABLE guild_settings ADD COLUMN deadline_policy TEXT;
ALTER TABLE guild_settings ADD COLUMN flag_after INTEGER;
