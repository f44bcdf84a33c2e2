## 期限、暫停計時與請假（議題 14：不會卡住的遊戲）。

## Commands and options
cmd-game-pause = 暫停計時
cmd-game-pause-desc = 暫停這局遊戲的計時；恢復計時之前不能行動（管理員）
cmd-game-resume = 恢復計時
cmd-game-resume-desc = 恢復這局遊戲的計時，期限從剩下的時間接著算（管理員）
cmd-game-vacation = 請假
cmd-game-vacation-desc = 請假幾天：這段期間你在這局遊戲的期限不計時
opt-pause-reason-desc = 暫停計時的原因
opt-days = 天數
opt-days-desc = 幾天（每局最多 7 天）
opt-deadline = 期限
opt-deadline-desc = 這個頻道遊戲每步的小時數（0：不設期限）
opt-new-deadline-desc = 每步的小時數（0：不設期限；預設：伺服器設定）
opt-default-deadline = 預設期限
opt-default-deadline-desc = 這個伺服器新遊戲每步的小時數（0：不設期限）
opt-deadline-policy = 期限規則
opt-deadline-policy-desc = 錯過期限時怎麼辦
opt-flag-after = 通知門檻
opt-flag-after-desc = 連續錯過幾次期限後通知管理員
stall-policy-autopilot = 由機器人代打這一步
stall-policy-ping = 提醒玩家

## Posts
stall-deadline = ⏳ 期限：{ $when }
stall-played = ⏱ 期限已過：機器人替 { $players } 下了這一步。他們仍留在這局，下一步照常自己下。
stall-ping = ⏱ 期限已過。{ $players }，遊戲在等你。
stall-flagged = ⚠ { $player } 已連續錯過 { $count } 次期限。{ $moderators }：可以用 { $cmd_game_replace } 替換這位玩家。
stall-moderators = 管理員
stall-paused = ⏸ 管理員暫停了計時（{ $reason }）。恢復計時之前不能行動。
stall-resumed = ▶ 恢復計時，遊戲繼續。
stall-pause-ok = 已暫停計時。
stall-resume-ok = 已恢復計時。
stall-vacation-ok = 🏖 你已請假：這局遊戲的期限凍結到 { $until }，這段期間到期的期限會延到你回來再算。
stall-config-show = 這個頻道遊戲的期限：{ $deadline } · 這個伺服器的新遊戲：{ $default } · 錯過期限時：{ $policy } · 連續 { $flag } 次後通知管理員
stall-hours = { $hours } 小時
stall-none = 無

## Errors
stall-error-paused = 管理員暫停了計時：恢復計時之前不能行動。
stall-error-already-paused = 計時已經暫停了。
stall-error-not-paused = 計時沒有暫停。
stall-error-vacation-limit = 請假天數超過你在這局剩下的額度（還剩 { $left } 天）。
