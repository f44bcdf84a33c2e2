-- The animated replay a game's last post still waits for (issue 31 follow-up): the post goes
-- out first and gains `replay.gif` by an edit once drawn, seconds later. Written as soon as
-- the post is sent and deleted once the edit is made (or refused, or the post is gone), so a
-- stop in between leaves the row behind and the next start finishes the edit. `locale`: the
-- language the post was written in (the replay's captions and alt text follow it).
CREATE TABLE replay_edits (
    game_id    INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    locale     TEXT    NOT NULL,
    posted_at  TEXT    NOT NULL
);
