-- Each game's randomness comes from a secret of 256 bits (issue 8): the old 31-bit seed could be
-- searched. Games created before keep their seed's derivation, marked "legacy:<seed>", so their
-- action logs still replay to the same snapshots. The old seed column is no longer read.
ALTER TABLE games ADD COLUMN secret TEXT;
UPDATE games SET secret = 'legacy:' || seed;

-- The DM that holds a seat's live controls, and the moment (stamp) they were made for, so that
-- the bot can edit them or take them away when the seat's choices change.
ALTER TABLE seats ADD COLUMN prompt_channel_id INTEGER;
ALTER TABLE seats ADD COLUMN prompt_message_id INTEGER;
ALTER TABLE seats ADD COLUMN prompt_stamp TEXT;
