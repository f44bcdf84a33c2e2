# /game fork (issue 31): a what-if game started from a move of another.
cmd-game-fork = fork
cmd-game-fork-desc = Start a what-if game from a move of this channel's game (moderators)
opt-fork-move = move
opt-fork-move-desc = The move after which the what-if starts (0: the start)
opt-fork-game = game
opt-fork-game-desc = The game's number (default: this channel's running game, else its last one)
opt-fork-seats = seats
opt-fork-seats-desc = Who plays the what-if (default: the same players)
opt-fork-level-desc = How well the bots play (default: the server's setting)
opt-fork-where = where
opt-fork-where-desc = Where the what-if is played (default: a new thread)
fork-seats-same = The same players
fork-seats-bots = Bots in every seat
fork-where-thread = A new thread of this channel
fork-where-channel = A new channel

fork-title = { $game } — what-if of #{ $origin } after move { $move }
fork-name = { $game } what-if of #{ $origin } after move { $move }
fork-start-finished = 🔀 A what-if: this game starts from the position after move { $move } of game #{ $origin }, exactly as it was (that game is over, so nothing in it is secret any more). It counts for no stats and no leaderboard.
fork-start-running = 🔀 A what-if: this game starts from the position after move { $move } of game #{ $origin }, which is still being played. Only what everybody could see there is kept: what each player knew alone (cards in hand, missions, money), hidden choices and face-down piles are all dealt again, so this game tells nothing about that one's secrets. It counts for no stats and no leaderboard.
fork-made = The what-if of game #{ $origin } after move { $move } has started in { $channel }.

fork-error-not-here = Game #{ $game_id } was not played in this channel. Fork this channel's own games, or leave out the game option to fork its running (else its last) game.
fork-error-not-started = Game #{ $game_id } has not started yet: there is no move to fork from.
fork-error-seats = The seats of a what-if are either the same players or bots in every seat.
fork-error-move = Game #{ $game_id } has moves 0 to { $max }: pick a move in that range (0 is the start).
fork-error-over = Game #{ $game_id } is over after move { $move }: nothing is left to play from there. Pick an earlier move.
fork-error-no-redeal = { $game } (game #{ $game_id }) cannot be forked while it runs: its hidden information (hands, face-down piles) cannot be dealt again for this game, and a what-if from its real position would reveal it. Fork it once it is over.
fork-error-sealed = Game #{ $game_id } cannot be forked after move { $move } while it runs: move { $sealed } is a hidden choice still waiting to be revealed, and the what-if would reveal it. Pick a move before it, or one after the choices are revealed.
fork-error-permission-thread = I may not open a thread in this channel (I need Create Public Threads and Send Messages in Threads). Ask an admin, or fork into a new channel.
fork-error-permission-channel = I may not open a new channel on this server (I need Manage Channels). Ask an admin, or fork into a thread of this channel.

verify-fork-of-finished = This is a what-if game: it starts from the position after move { $move } of game #{ $game_id }, as it was when that game was over.
verify-fork-of-running = This is a what-if game: it starts from the position after move { $move } of game #{ $game_id }, with only what everybody could see kept and everything hidden dealt again.
verify-fork-start = The starting position does not show what the record says its origin showed at that move.
verify-not-a-fork = This record is not of a what-if game: it has no origin to compare.
verify-origin-unchecked = The what-if's own record does not check out, so it is not compared with its origin.
verify-origin-other = The origin's record is not the record of game #{ $game_id }, the game this what-if names.
verify-origin-invalid = The record of game #{ $game_id } does not check out or does not reach the move this what-if starts from.
verify-origin-board = The what-if names a position that game #{ $game_id } never showed after move { $number }.
verify-origin-public = The what-if's start does not look like game #{ $game_id } after move { $number }: the boards differ.
verify-origin-state = The what-if's start is not game #{ $game_id } after move { $number }: something hidden differs (a finished game's what-if starts from the position exactly as it was).
verify-origin-same = Its start matches game #{ $game_id } at that move.
verify-origin-unknown = Game #{ $game_id }, the origin this what-if names, is not a game of this server: its start could not be compared.

stats-what-if = { $count ->
    [one] Also { $count } what-if game (a game forked from a move of another), counted in none of these numbers.
   *[other] Also { $count } what-if games (games forked from a move of another), counted in none of these numbers.
}
