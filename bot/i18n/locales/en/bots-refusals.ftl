# Refusals of hostile or mistaken input to the bot players' controls (issue 30).
error-lobby-game-over = This lobby belongs to game #{ $game }, which is over: its buttons do nothing now. Use the lobby of the game open in this channel, or ask a moderator to open one with { $cmd_game_new }.
error-replace-bot-same-level = Bot { $number } already plays this seat at that level. Choose another level, or give the seat to a member with the option "new".
follow-error-seat-played-by-bot = A bot plays your seat in { $game } now, so the game no longer tells you of its turns; but the seat is still yours by name, and a game cannot be followed from one of its own seats. Watch it in this channel.
notify-error-seat-played-by-bot = A bot plays your seat in this channel's game now, so the game tells you of none of its turns, and a way to be told for this game would change nothing. Your choice for this server (scope: this server) still holds for your other games.
