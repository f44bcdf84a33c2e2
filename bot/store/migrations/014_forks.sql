-- What-if games (issue 31 part 3): a fork starts from the position after move `origin_move` of
-- the game `origin_game` (NULL for every game that is no fork). Its starting state is its
-- snapshot 0, as any game's, so the state after any move replays from it. `origin_board` is
-- the hash of the public view the origin's channel saw at that move (what ties the fork's
-- record to its origin), and `origin_over` says whether the origin was over then: a fork of a
-- finished game starts from the state as it was, a running one's from a re-deal.
ALTER TABLE games ADD COLUMN origin_game INTEGER;
ALTER TABLE games ADD COLUMN origin_move INTEGER;
ALTER TABLE games ADD COLUMN origin_board TEXT;
ALTER TABLE games ADD COLUMN origin_over INTEGER;
