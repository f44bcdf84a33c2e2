# /game undo and /game rollback (issue 14), and the table log in /game log.
cmd-game-undo = undo
cmd-game-undo-desc = Take back your last move, if nothing was revealed or rolled since
cmd-game-rollback = rollback
cmd-game-rollback-desc = Take the game back to an earlier move (moderators)
opt-to = to
opt-to-desc = The move number to go back to (0: the start)

undo-nothing = You have no move to take back.
undo-after-other = Another player has moved since your last move, so it cannot be taken back.
undo-after-random = Move #{ $move } rolled dice or drew at random, so it cannot be taken back.
undo-after-reveal = Move #{ $move } revealed hidden information, so it cannot be taken back.
undo-ok = Your move was taken back.
undo-channel = { $player } took back move #{ $move }.

rollback-bad-move = There is no move #{ $move } to go back to: choose 0 to { $last }.
rollback-stale = The game has moved since this rollback was prepared. Run { $cmd_game_rollback } again.
rollback-not-yours = Only the moderator who asked for this rollback may confirm it.
rollback-forged = This button was not made by the bot.
rollback-reveal-confirm = Moves after #{ $move } revealed hidden information: the players have seen it, and taking the moves back will not make them forget. Confirm again to roll back anyway.
rollback-preview-title = Roll back to move #{ $move }?
rollback-preview-body = { $count ->
    [one] This takes back one move:
   *[other] This takes back { $count } moves:
}
rollback-preview-board = The board after the rollback:
rollback-confirm-button = Roll back
rollback-confirm-again-button = Roll back anyway
rollback-ok = The game was rolled back.
rollback-channel = { $moderator } rolled the game back to move #{ $move } ({ $count ->
    [one] one move taken back
   *[other] { $count } moves taken back
}).

log-undone-line = ~~{ $line }~~ (undone by { $by })
log-entry-undone = { $by } took back { $count ->
    [one] a move
   *[other] { $count } moves
}.
log-entry-rolled-back = { $by } rolled the game back to move #{ $to }.
log-entry-kicked = { $player } was removed from the game; the bot plays the seat.
log-entry-generic = { $by }: { $kind }
log-by-bot = the bot
