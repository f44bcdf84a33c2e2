# /game log：桌面记录的条目（bot/cogs/tablelog.py）
log-entry-replaced = { $by } 把 { $seat } 的座位交给了 { $new }（原本是 { $old }）。
log-entry-paused = { $by } 暂停了游戏：{ $reason }
log-entry-resumed = { $by } 恢复了游戏。
log-entry-vacation = { $player } 请了 { $days } 天假。
log-entry-deadline-changed = { $by } 把行动期限设为{ $hours ->
    [0] 无
   *[other] { $hours } 小时
}。
log-entry-deadline-autopilot = 期限已过：机器人替 { $players } 行动了一次，他们仍在游戏中。
log-entry-deadline-ping = 期限已过：已提醒 { $players }。
log-entry-deadline-flagged = { $player } 连续多次错过期限，已通知管理员。
log-entry-abandoned = { $days } 天无人行动：游戏已结束。

# /game rules：每个游戏都适用的桌面规则
rules-stall-title = 玩家没有回应时
rules-stall-body = 游戏可以设置行动期限（每条等待消息都会显示时间）。期限一过，机器人会替超时的座位行动一次（或按服务器设置只提醒），座位仍属于原玩家。连续多次超时会通知管理员，管理员可用 { $cmd_game_replace } 把座位交给别人。提醒会先以私信发送（避开你的免打扰时段：{ $cmd_game_notify }），之后才在频道提醒。管理员可以用 { $cmd_game_pause } 暂停计时；玩家可以用 { $cmd_game_vacation } 请假。在没有其他人行动、也没有随机结果或隐藏信息揭晓之前，{ $cmd_game_undo } 可以收回你的上一步。
