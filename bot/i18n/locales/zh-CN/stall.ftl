## 期限、暂停计时与请假（议题 14：不会卡住的游戏）。

## Commands and options
cmd-game-pause = 暂停计时
cmd-game-pause-desc = 暂停这局游戏的计时；恢复计时之前不能行动（管理员）
cmd-game-resume = 恢复计时
cmd-game-resume-desc = 恢复这局游戏的计时，期限从剩下的时间接着算（管理员）
cmd-game-vacation = 请假
cmd-game-vacation-desc = 请假几天：这段时间你在这局游戏的期限不计时
opt-pause-reason-desc = 暂停计时的原因
opt-days = 天数
opt-days-desc = 几天（每局最多 7 天）
opt-deadline = 期限
opt-deadline-desc = 这个频道游戏每步的小时数（0：不设期限）
opt-new-deadline-desc = 每步的小时数（0：不设期限；默认：服务器设置）
opt-default-deadline = 默认期限
opt-default-deadline-desc = 这个服务器新游戏每步的小时数（0：不设期限）
opt-deadline-policy = 期限规则
opt-deadline-policy-desc = 错过期限时怎么办
opt-flag-after = 通知门槛
opt-flag-after-desc = 连续错过几次期限后通知管理员
stall-policy-autopilot = 由机器人代下这一步
stall-policy-ping = 提醒玩家

## Posts
stall-deadline = ⏳ 期限：{ $when }
stall-played = ⏱ 期限已过：机器人替 { $players } 下了这一步。他们仍在游戏中，下一步由自己下。
stall-ping = ⏱ 期限已过。{ $players }，游戏在等你。
stall-flagged = ⚠ { $player } 已连续错过 { $count } 次期限。{ $moderators }：可以用 { $cmd_game_replace } 替换这位玩家。
stall-moderators = 管理员
stall-paused = ⏸ 管理员暂停了计时（{ $reason }）。恢复计时之前不能行动。
stall-resumed = ▶ 恢复计时，游戏继续。
stall-pause-ok = 已暂停计时。
stall-resume-ok = 已恢复计时。
stall-vacation-ok = 🏖 你已请假：这局游戏的期限冻结到 { $until }，期间到期的期限会等你回来。
stall-config-show = 这个频道游戏的期限：{ $deadline } · 这个服务器的新游戏：{ $default } · 错过期限时：{ $policy } · 连续 { $flag } 次后通知管理员
stall-hours = { $hours } 小时
stall-none = 无

## Errors
stall-error-paused = 管理员暂停了计时：恢复计时之前不能行动。
stall-error-already-paused = 计时已经暂停了。
stall-error-not-paused = 计时没有暂停。
stall-error-vacation-limit = 这超过了你在这局游戏剩下的请假天数（剩下 { $left } 天）。
