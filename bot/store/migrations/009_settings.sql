-- Scoped settings (issue 24): every setting of a server, channel, game or member is one row,
-- declared where its feature lives (bot/store/settings.py), instead of a column per setting.
-- `value` is JSON. The stored values move here, so an existing database keeps them all; the
-- texts moved (locales, policies, IANA zones) are quoted as JSON strings, escaping \ and ".
CREATE TABLE settings (
    scope    TEXT    NOT NULL CHECK (scope IN ('server', 'channel', 'game', 'member')),
    scope_id INTEGER NOT NULL,                  -- the server's, channel's, game's or member's id
    name     TEXT    NOT NULL,
    value    TEXT    NOT NULL,                  -- JSON
    PRIMARY KEY (scope, scope_id, name)
);

INSERT INTO settings (scope, scope_id, name, value)
    SELECT 'server', guild_id, 'moderator_role', CAST(moderator_role_id AS TEXT)
    FROM guild_settings WHERE moderator_role_id IS NOT NULL;
INSERT INTO settings (scope, scope_id, name, value)
    SELECT 'server', guild_id, 'locale',
           '"' || REPLACE(REPLACE(locale, '\', '\\'), '"', '\"') || '"'
    FROM guild_settings WHERE locale IS NOT NULL;
INSERT INTO settings (scope, scope_id, name, value)
    SELECT 'server', guild_id, 'deadline_hours', CAST(deadline_hours AS TEXT)
    FROM guild_settings WHERE deadline_hours IS NOT NULL;
INSERT INTO settings (scope, scope_id, name, value)
    SELECT 'server', guild_id, 'deadline_policy',
           '"' || REPLACE(REPLACE(deadline_policy, '\', '\\'), '"', '\"') || '"'
    FROM guild_settings WHERE deadline_policy IS NOT NULL;
INSERT INTO settings (scope, scope_id, name, value)
    SELECT 'server', guild_id, 'flag_after', CAST(flag_after AS TEXT)
    FROM guild_settings WHERE flag_after IS NOT NULL;
INSERT INTO settings (scope, scope_id, name, value)
    SELECT 'server', guild_id, 'abandon_days', CAST(abandon_days AS TEXT)
    FROM guild_settings WHERE abandon_days IS NOT NULL;
INSERT INTO settings (scope, scope_id, name, value)
    SELECT 'channel', channel_id, 'locale',
           '"' || REPLACE(REPLACE(locale, '\', '\\'), '"', '\"') || '"'
    FROM channel_settings WHERE locale IS NOT NULL;
INSERT INTO settings (scope, scope_id, name, value)
    SELECT 'member', user_id, 'quiet_hours',
           '[' || CAST(quiet_start AS TEXT) || ',' || CAST(quiet_end AS TEXT) || ',"'
           || REPLACE(REPLACE(time_zone, '\', '\\'), '"', '\"') || '"]'
    FROM user_quiet_hours;

-- The old tables go: every value now lives in `settings`, nothing reads them, and a bot older
-- than this migration refuses the database anyway (its schema is newer), so keeping them
-- would only leave stale copies that look real.
DROP TABLE guild_settings;
DROP TABLE channel_settings;
DROP TABLE user_quiet_hours;
