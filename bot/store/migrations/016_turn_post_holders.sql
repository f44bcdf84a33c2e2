-- Seat changes (a kick, a replace, a seat given back) the game's turn post has not shown yet
-- (issue 30, part 1 follow-up). A seat change adds one in its own write; an edit of the post,
-- which draws the seats' holders as they are, takes back the ones it read before drawing. A
-- stop between a seat change and the edit leaves it above 0, and the next start edits the post.
ALTER TABLE turn_posts ADD COLUMN holders_changed INTEGER NOT NULL DEFAULT 0;
