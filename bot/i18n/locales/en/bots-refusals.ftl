# Refusals of hostile or mistaken input to the bot players' controls (issue 30).
error-lobby-game-over = This lobby belongs to game #{ $game }, which is over: its buttons do nothing now. Use the lobby of the game open in this channel, or ask a moderator to open one with { $cmd_game_new }.
