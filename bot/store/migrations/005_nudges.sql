-- Escalating reminders (issue 14): each member's quiet hours, when the bot delays their reminder
-- DMs (and a channel ping that would wake only quiet players). Minutes of the local day in an
-- IANA time zone; `quiet_end` before `quiet_start` is a night across midnight.
CREATE TABLE user_quiet_hours (
    user_id     INTEGER PRIMARY KEY,
    quiet_start INTEGER NOT NULL CHECK (quiet_start BETWEEN 0 AND 1439),
    quiet_end   INTEGER NOT NULL CHECK (quiet_end BETWEEN 0 AND 1439),
    time_zone   TEXT    NOT NULL
);

-- A running game nobody moved for this many days is ended as abandoned (NULL: the default,
-- 30; 0: never).
ALTER TABLE guild_settings ADD COLUMN abandon_days INTEGER;
