-- Bot players (issue 30): the level a bot plays a seat at ("easy", "normal", "strong"). NULL for
-- a member's seat and for the autopilot seats stored before levels existed (kicked players,
-- the demo): those play on as "easy", the autopilot they had, so a stored game goes on as it
-- would have. A bot's own seat (added in the lobby, or given to a bot by /game replace) has a
-- negative user_id, -1 for "Bot 1": no Discord id is negative, and the seat keeps its key.
ALTER TABLE seats ADD COLUMN level TEXT;
