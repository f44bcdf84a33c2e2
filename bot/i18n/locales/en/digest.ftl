# The daily digest DM (issue 25).
digest-error-time = "{ $given }" is not a time of day. Give the hour, or hour and minutes in 24-hour time, for example: { $examples }.
digest-title = 📬 Your daily digest
digest-waiting-heading = Waiting for you:
digest-followed-heading = Games you follow:
digest-where = { $server }, { $channel }
digest-your-move = your move
digest-waiting-hours = { $hours ->
    [one] waiting for 1 hour
   *[other] waiting for { $hours } hours
}
digest-waiting-days = waiting for { $days } days
digest-game-waiting = • { $game } ({ $where }): { $asked }, { $waited }. { $link }
digest-game-followed = • { $game } ({ $where }): waiting for { $players }. { $link }
digest-game-ended = • { $game } ({ $where }) has ended. { $link }
digest-more = …and { $count } more lines.
