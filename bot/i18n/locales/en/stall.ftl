## Deadlines, pauses and vacations (issue 14: games that never stall).

## Commands and options
cmd-game-pause = pause
cmd-game-pause-desc = Stop this game's deadlines; moves wait until it resumes (moderators)
cmd-game-resume = resume
cmd-game-resume-desc = Start this game's deadlines again with the time that was left (moderators)
cmd-game-vacation = vacation
cmd-game-vacation-desc = Freeze your own deadlines in this game for a few days
opt-pause-reason-desc = Why the game pauses
opt-days = days
opt-days-desc = How many days (at most 7 per game)
opt-deadline = deadline_hours
opt-deadline-desc = Hours per move in this channel's game (0: none)
opt-new-deadline-desc = Hours per move (0: none; default: the server's setting)
opt-default-deadline = default_deadline
opt-default-deadline-desc = Hours per move for new games on this server (0: none)
opt-deadline-policy = deadline_policy
opt-deadline-policy-desc = What a missed deadline does
opt-flag-after = flag_after
opt-flag-after-desc = Missed deadlines in a row before the moderators are told
stall-policy-autopilot = the bot makes that one move
stall-policy-ping = remind the player

## Posts
stall-deadline = ⏳ Deadline: { $when }
stall-played = ⏱ The deadline passed: the bot made this one move for { $players }. They are still in the game and make their next move themselves.
stall-ping = ⏱ The deadline passed. { $players }, the game is waiting for you.
stall-flagged = ⚠ { $player } has missed { $count } deadlines in a row. { $moderators }: you may replace this player with { $cmd_game_replace }.
stall-moderators = Moderators
stall-paused = ⏸ A moderator paused the game ({ $reason }). Deadlines are stopped and moves wait until it resumes.
stall-resumed = ▶ The game goes on.
stall-pause-ok = The game is paused.
stall-resume-ok = The game goes on.
stall-vacation-ok = 🏖 Your deadlines in this game are frozen until { $until }. A deadline that passes meanwhile waits for you.
stall-config-show = Deadline of this channel's game: { $deadline } · New games on this server: { $default } · A missed deadline: { $policy } · Moderators are told after { $flag } in a row
stall-hours = { $hours } h
stall-none = none

## Errors
stall-error-paused = The game is paused by a moderator: moves wait until it resumes.
stall-error-already-paused = The game is already paused.
stall-error-not-paused = The game is not paused.
stall-error-vacation-limit = That is more vacation than you have left in this game (days left: { $left }).
