## Hostile input (issue 23): malformed moves, and games whose seed a moderator fixed

error-action-values = A value in that move is not one I accept: numbers must be finite and at most { $max } in size, texts at most { $length } characters. Use the buttons and menus, or { $cmd_game_hand }.
lobby-fixed-seed = ⚠️ **Replay seed: hidden information is not secret.** A moderator fixed this game's seed, and the seeds are few enough that anyone can work out every hidden card and future draw from the opening. Play it for practice or a replay: it does not count in { $stats }, neither in a member's numbers nor in a game's leaderboard.
