## 截止时间、暂停计时与请假（议题 14：不会卡住的游戏）。

## Commands and options
cmd-game-pause = 暂停计时
cmd-game-pause-desc = 暂停本局的计时，恢复计时前谁都不能行动（管理员）
cmd-game-resume = 恢复计时
cmd-game-resume-desc = 恢复本局的计时，截止时间按暂停时剩下的时间接着算（管理员）
cmd-game-vacation = 请假
cmd-game-vacation-desc = 请几天假：这段时间里，你在本局的截止时间不计时
opt-pause-reason-desc = 为什么暂停计时
opt-days = 天数
opt-days-desc = 请几天（每局最多 7 天）
opt-deadline = 每步限时
opt-deadline-desc = 本频道对局每步限时几小时（0：不限时）
opt-new-deadline-desc = 每步限时几小时（0：不限时；默认按服务器的设置）
opt-default-deadline = 默认限时
opt-default-deadline-desc = 本服务器新开的对局每步限时几小时（0：不限时）
opt-deadline-policy = 超时处理
opt-deadline-policy-desc = 过了截止时间怎么处理
opt-flag-after = 上报次数
opt-flag-after-desc = 连续超时几次后通知管理员
stall-policy-autopilot = 机器人托管这一步
stall-policy-ping = 提醒玩家

## Posts
stall-deadline = ⏳ 截止时间：{ $when }
stall-played = ⏱ 已过截止时间：这一步由机器人替 { $players } 托管完成。玩家仍在局中，下一步照常自己走。
stall-ping = ⏱ 已过截止时间。{ $players }，大家在等你。
stall-flagged = ⚠ { $player } 已连续超时 { $count } 次。{ $moderators }：可以用 { $cmd_game_replace } 换人接手这个座位。
stall-moderators = 管理员
stall-paused = ⏸ 管理员暂停了计时（{ $reason }）。恢复计时前谁都不能行动。
stall-resumed = ▶ 计时已恢复，游戏继续。
stall-pause-ok = 计时已暂停。
stall-resume-ok = 计时已恢复。
stall-vacation-ok = 🏖 请假成功：你在本局的截止时间冻结到 { $until }，这期间到点的截止时间会等你回来再算。
stall-config-show = 本频道对局的每步限时：{ $deadline } · 本服务器新对局：{ $default } · 超时处理：{ $policy } · 连续超时 { $flag } 次后通知管理员
stall-hours = { $hours } 小时
stall-none = 不限时

## Errors
stall-error-paused = 计时已被管理员暂停，恢复计时前谁都不能行动。
stall-error-already-paused = 计时本来就是暂停的。
stall-error-not-paused = 计时并没有暂停。
stall-error-vacation-limit = 请假天数超出了你在本局剩余的额度（还剩 { $left } 天）。
