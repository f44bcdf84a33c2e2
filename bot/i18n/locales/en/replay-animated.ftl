# /game replay animated:true (issue 31 part 2): the animated replay, privately, on demand.

opt-replay-animated = animated
opt-replay-animated-desc = The whole game as an animation, a frame per turn, to its latest move
replay-animated-text = Game #{ $id }, { $moves } moves: the animated replay, public boards only (only you see it).
replay-animated-no-moves = This game has no move yet: there is nothing to animate. Ask again once a move is made.
replay-animated-failed = The animated replay could not be drawn just now. Try again in a minute, or step through the game with { $cmd_game_replay }.
