-- Compressed records (issue 29 part 5, bot/store/packing.py).
-- A snapshot is now written compressed in `packed` (zlib of its canonical JSON) with `state`
-- left ''; rows written before keep their JSON in `state` and `packed` NULL.
ALTER TABLE snapshots ADD COLUMN packed BLOB;
-- The action log of a game that is over, CHUNK actions per row: `rows` is zlib of a JSON list of
-- [number, seat, user_id, action, events, created_at, salt]. A game's actions are either here
-- (it is finished or ended) or in `actions`, moved in one transaction.
CREATE TABLE action_chunks (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    first_number INTEGER NOT NULL,
    last_number  INTEGER NOT NULL,
    rows         BLOB    NOT NULL,
    PRIMARY KEY (game_id, first_number)
);
