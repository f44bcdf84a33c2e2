# /game log：对局记录的条目（bot/cogs/tablelog.py）
log-entry-replaced = { $by }把{ $seat }的座位从 { $old } 转给了 { $new }。
log-entry-paused = { $by }暂停了计时：{ $reason }
log-entry-resumed = { $by }恢复了计时。
log-entry-vacation = { $player }请了 { $days } 天假。
log-entry-deadline-changed = { $by }把每步限时改为{ $hours ->
    [0] 不限时
   *[other] { $hours } 小时
}。
log-entry-deadline-autopilot = 已过截止时间：机器人替{ $players }托管了一步，玩家仍在局中。
log-entry-deadline-ping = 已过截止时间：已提醒{ $players }。
log-entry-deadline-flagged = { $player }连续多次超时，已通知管理员。
log-entry-abandoned = { $days } 天没人行动：对局已结束。

# /game rules：所有游戏通用的对局规则
rules-stall-title = 有玩家迟迟不行动时
rules-stall-body = 对局可以设置每步限时（每条等待消息里都会写明截止时间）。过了截止时间，机器人会替超时的座位托管这一步（或按服务器的设置只发提醒），座位仍归原玩家。连续多次超时会通知管理员，管理员可以用 { $cmd_game_replace } 把座位交给别人。提醒先通过私信发送（会避开你的免打扰时段：{ $cmd_game_notify }），之后才在频道里 @ 你。管理员可以用 { $cmd_game_pause } 暂停计时，玩家可以用 { $cmd_game_vacation } 请假。只要之后没有别人行动、没有掷骰或公开隐藏信息，就可以用 { $cmd_game_undo } 收回你的上一步。
