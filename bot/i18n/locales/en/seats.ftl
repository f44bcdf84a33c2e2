## Seats that change hands: /game replace (issue 14).

cmd-game-replace = replace
cmd-game-replace-desc = Give a player's seat, with its hand, to another member (moderators)
opt-old = old
opt-old-desc = The player whose seat changes hands
opt-new = new
opt-new-desc = The member who takes the seat over

replaced-ok = { $new } now plays the seat of { $old }.
seat-replaced-public = A moderator gave the seat of { $old } ({ $seat }) to { $new }, who plays on from here.
seat-given-to-you = A moderator gave you a seat in game #{ $game } in { $channel }: everything below is yours now.
seat-given-your-turn = It is your turn.
seat-taken-from-you = A moderator gave your seat in game #{ $game } in { $channel } to someone else. These controls no longer work.

error-seat-no-longer-yours = This seat is no longer yours: a moderator gave it to someone else (game #{ $game } in { $channel }).
error-seat-given-to-bot = This seat is no longer yours: a moderator gave it to a bot (game #{ $game } in { $channel }).
error-replace-in-lobby = The game has not started: players join and leave the lobby themselves (a moderator can use { $cmd_game_kick }).
error-replace-not-seated = { $player } holds no seat in this game.
error-replace-already-seated = { $player } already holds a seat in this game.
error-replace-bot = A seat can only be given to a person, not to a bot.
error-replace-same = The old and the new player are the same member.
