# Escalating reminders, quiet hours and abandoned games (issue 14).
cmd-game-notify = notify
cmd-game-notify-desc = How you are told of your turns, quiet hours, daily digest (no options: show)
opt-quiet = quiet
opt-quiet-desc = Quiet hours, like 22-08 or 23:30-07:00 (off: none)
opt-tz = tz
opt-tz-desc = Your time zone, like Asia/Taipei or Europe/London
opt-abandon-days = abandon_days
opt-abandon-days-desc = End a game nobody moved for this many days (0: never; default 30)

nudge-dm = ⏰ { $game } in { $channel } is waiting for your move.
nudge-abandoned = Nobody moved for { $days } days, so the game ended as abandoned.
nudge-abandoned-notice = This game is over: nobody moved for { $days } days.
nudge-quiet-none = You have no quiet hours: reminders reach you at any time.
nudge-quiet-show = Your quiet hours: { $hours } ({ $zone }). Reminder DMs wait until they end.
nudge-error-quiet = "{ $given }" is not a range of quiet hours. Give start-end in 24-hour time, for example: { $examples }.
nudge-error-zone = "{ $given }" is not a time zone I know. Give a name from the IANA time zone database, for example: { $examples }.

config-abandon-days = { $days ->
    [0] Idle games are never ended.
   *[other] A running game nobody moves for { $days } days is ended.
}
