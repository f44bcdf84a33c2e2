# /game undo 与 /game rollback（issue 14），以及 /game log 的对局记录。
cmd-game-undo = 收回
cmd-game-undo-desc = 收回你刚走的一步（前提是之后没有公开隐藏信息或掷骰）
cmd-game-rollback = 回溯
cmd-game-rollback-desc = 把对局退回到之前的某一步（管理员）
opt-to = 到
opt-to-desc = 退回到第几步（0：开局）

undo-nothing = 你没有可以收回的步骤。
undo-after-other = 你走完之后已经有别的玩家行动了，收不回来了。
undo-after-random = 第 { $move } 步掷了骰子或随机抽取，没法收回。
undo-after-reveal = 第 { $move } 步公开了隐藏信息，没法收回。
undo-ok = 已收回你的这一步。
undo-channel = { $player }收回了第 { $move } 步。

rollback-bad-move = 没有第 { $move } 步可退：请在 0 到 { $last } 之间选。
rollback-stale = 发起这次回溯后，对局又有了变化。请重新用一次 { $cmd_game_rollback }。
rollback-not-yours = 只有发起这次回溯的管理员才能确认。
rollback-forged = 这个按钮不是机器人生成的。
rollback-reveal-confirm = 第 { $move } 步之后的操作公开过隐藏信息：玩家已经看到了，退回去也没法让他们忘掉。如果仍要回溯，请再确认一次。
rollback-preview-title = 确定退回到第 { $move } 步吗？
rollback-preview-body = 将收回以下 { $count } 步：
rollback-preview-board = 回溯之后的版图：
rollback-confirm-button = 回溯
rollback-confirm-again-button = 仍然回溯
rollback-ok = 对局已回溯。
rollback-channel = { $moderator } 把对局退回到了第 { $move } 步（收回 { $count } 步）。

log-undone-line = ~~{ $line }~~（{ $by }已收回）
log-entry-undone = { $by }收回了 { $count } 步。
log-entry-rolled-back = { $by }把对局退回到了第 { $to } 步。
log-entry-kicked = { $player }被移出本局，其座位由机器人托管。
log-entry-generic = { $by }：{ $kind }
log-by-bot = 机器人
