## A kicked member's seat given back to them: /game replace old:X new:X (issue 30, part 1).

seat-returned-ok = { $player } has their seat back; the bot no longer plays it.
seat-returned-public = A moderator gave { $player } their seat ({ $seat }) back: the bot no longer plays it.
seat-returned-to-you = A moderator gave you your seat back in game #{ $game } in { $channel }: the bot no longer plays it, everything below is yours again.
log-entry-returned = { $by } gave { $player } their seat back; the bot no longer plays it.
