# /game log: the table log's entries (bot/cogs/tablelog.py)
log-entry-replaced = { $by } gave { $seat }'s seat to { $new } (it was { $old }'s).
log-entry-paused = { $by } paused the game: { $reason }
log-entry-resumed = { $by } resumed the game.
log-entry-vacation = { $player } took { $days ->
    [one] a day
   *[other] { $days } days
} of vacation.
log-entry-deadline-changed = { $by } set the move deadline to { $hours ->
    [0] none
    [one] one hour
   *[other] { $hours } hours
}.
log-entry-deadline-autopilot = The deadline passed: the bot moved once for { $players }, who stay in the game.
log-entry-deadline-ping = The deadline passed: { $players } were reminded.
log-entry-deadline-flagged = { $player } missed several deadlines in a row; the moderators were told.
log-entry-abandoned = Nobody moved for { $days } days: the game was ended.

# /game rules: the table's own rules, shown under every game's
rules-stall-title = When a player goes quiet
rules-stall-body = A game may have a move deadline (shown as a time in every waiting post). When it passes, the bot makes that one move for each late seat (or only reminds, as the server chose); the seat stays its player's. Several missed deadlines in a row are told to the moderators, who may give the seat to someone else with { $cmd_game_replace }. Reminders come by DM first (after your quiet hours: { $cmd_game_notify }), then in the channel. Moderators can { $cmd_game_pause } the clock; players can take { $cmd_game_vacation } days. { $cmd_game_undo } takes back your last move while nobody else moved and nothing random or hidden came out.
