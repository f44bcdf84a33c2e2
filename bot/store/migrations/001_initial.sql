-- Games, seats, the append-only action log, snapshots, settings and timers.
CREATE TABLE games (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,          -- a thread id counts as a channel
    kind             TEXT    NOT NULL,          -- "suntzu", "smallworld", ...
    status           TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'ended')),
    options          TEXT    NOT NULL,          -- JSON
    seed             INTEGER NOT NULL,
    version          INTEGER NOT NULL DEFAULT 0, -- number of accepted actions
    state            TEXT,                      -- JSON snapshot after `version` actions
    created_by       INTEGER NOT NULL,
    lobby_message_id INTEGER,
    end_reason       TEXT,
    created_at       TEXT    NOT NULL,
    updated_at       TEXT    NOT NULL
);
-- One active game per channel, enforced by the database itself.
CREATE UNIQUE INDEX games_one_active_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'running');
CREATE INDEX games_by_guild ON games (guild_id, status);

CREATE TABLE seats (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    display_name TEXT    NOT NULL,
    locale       TEXT,
    autopilot    INTEGER NOT NULL DEFAULT 0,    -- the bot plays this seat (kicked or demo)
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);

CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    number     INTEGER NOT NULL,                -- 1, 2, 3 ... (the rng derives from it)
    seat       INTEGER NOT NULL,
    user_id    INTEGER,                         -- NULL when the autopilot acted
    action     TEXT    NOT NULL,                -- JSON
    events     TEXT    NOT NULL,                -- JSON list of events
    created_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, number)
);

CREATE TABLE snapshots (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    number  INTEGER NOT NULL,                   -- state after this many actions
    state   TEXT    NOT NULL,
    PRIMARY KEY (game_id, number)
);

CREATE TABLE guild_settings (
    guild_id          INTEGER PRIMARY KEY,
    moderator_role_id INTEGER,
    locale            TEXT
);

CREATE TABLE channel_settings (
    channel_id INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    locale     TEXT
);

CREATE TABLE timers (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id  INTEGER REFERENCES games (id) ON DELETE CASCADE,
    kind     TEXT    NOT NULL,                  -- "reminder", "deadline", ...
    due_at   TEXT    NOT NULL,                  -- ISO 8601, UTC
    payload  TEXT    NOT NULL DEFAULT '{}',
    done     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX timers_due ON timers (done, due_at);
