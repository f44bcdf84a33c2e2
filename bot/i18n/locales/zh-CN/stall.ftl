## 期限、暂停与休假（议题 14：不会卡住的游戏）。

## Commands and options
cmd-game-pause = 暂停
cmd-game-pause-desc = 停止这局游戏的期限；恢复前不能行动（管理员）
cmd-game-resume = 继续
cmd-game-resume-desc = 以剩下的时间重新开始这局游戏的期限（管理员）
cmd-game-vacation = 休假
cmd-game-vacation-desc = 在这局游戏中冻结你自己的期限几天
opt-pause-reason-desc = 暂停游戏的原因
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
stall-flagged = ⚠ { $player } 已连续错过 { $count } 次期限。{ $moderators }：可以用 `/game replace` 替换这位玩家。
stall-moderators = 管理员
stall-paused = ⏸ 管理员暂停了游戏（{ $reason }）。期限已停止，恢复前不能行动。
stall-resumed = ▶ 游戏继续。
stall-pause-ok = 游戏已暂停。
stall-resume-ok = 游戏继续。
stall-vacation-ok = 🏖 你在这局游戏的期限冻结到 { $until }。期间到期的期限会等你回来。
stall-config-show = 这个频道游戏的期限：{ $deadline } · 这个服务器的新游戏：{ $default } · 错过期限时：{ $policy } · 连续 { $flag } 次后通知管理员
stall-hours = { $hours } 小时
stall-none = 无

## Errors
stall-error-paused = 游戏已被管理员暂停：恢复前不能行动。
stall-error-already-paused = 游戏已经暂停了。
stall-error-not-paused = 游戏没有暂停。
stall-error-vacation-limit = 这超过了你在这局游戏剩下的休假（剩下天数：{ $left }）。
