-- Verifiable games (issue 15): the salts of the commitments the bot posts while a game runs,
-- kept secret until the game is over. `secret_salt` salts the commitment to the game's secret
-- (posted when it starts); an action's `salt` is set when the move was sealed (the others
-- could not see it) and its commitment was posted. A move taken back keeps its salt.
ALTER TABLE games ADD COLUMN secret_salt TEXT;
ALTER TABLE actions ADD COLUMN salt TEXT;
ALTER TABLE undone_actions ADD COLUMN salt TEXT;
