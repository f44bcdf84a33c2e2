# /game replay (issue 31 part 1): any move of this channel's games, privately, step by step.

cmd-game-replay = replay
cmd-game-replay-desc = Look back at any move of this channel's games (only you see it)
opt-replay-game = game
opt-replay-game-desc = Which of this channel's games (default: the running one, else the latest)
opt-replay-move = move
opt-replay-move-desc = After which move (0: the deal; default: the latest)

replay-title = { $game } · game { $id } · looking back
replay-position = Move { $move } of { $last } · turn { $turn } of { $turns }
replay-deal = The board as dealt, before the first move.
replay-quiet-move = Move { $move } told the channel nothing.
replay-waiting = Waiting for: { $players }
replay-done = The game was over after this move.
replay-secrets-title = 🔓 Hidden information after move { $move }
replay-secrets-none = Nobody held anything hidden at that moment.
replay-only-saw = Only { $player } saw
replay-alt = { $game }: the board after move { $move }.
replay-game-choice = Game { $id }: { $game }, { $status }, { $moves } moves

replay-turn-back = ⏪ Turn
replay-move-back = ◀ Move
replay-move-forward = Move ▶
replay-turn-forward = Turn ⏩
replay-show-secrets = 🔓 Hidden information
replay-hide-secrets = 🔒 Public view
replay-turn-placeholder = Jump to a turn
replay-turn-option = Turn { $turn }: moves { $first }–{ $last }
replay-turn-start = Move { $move } (the deal)
replay-turn-awaited = Waiting for: { $players }

replay-none-here = This channel has no game that has started, so there is nothing to look back at. Start one with { $cmd_game_new }.
replay-game-unknown = “{ $game }” is not a game of this channel. Choose one of the games the option offers.
replay-move-range = That game has no move { $move }: you may look at moves 0 (the deal) to { $last }.
replay-secrets-running = Hidden information is shown only once the game is over: while it runs, looking back shows what everybody saw.
replay-bad-id = These replay controls are not ones the bot made. Use { $cmd_game_replay } to look back at a game.
replay-other-channel = These replay controls belong to a game of another channel. Use { $cmd_game_replay } in this channel.
replay-taken-back = Moves of this game were taken back since this page was shown, so its move numbers now mean other boards. Use { $cmd_game_replay } again.
