# /game undo 与 /game rollback（issue 14），以及 /game log 的牌桌记录。
cmd-game-undo = 收回
cmd-game-undo-desc = 收回你刚才的一步（之后没有揭示或掷骰时）
cmd-game-rollback = 回溯
cmd-game-rollback-desc = 把游戏退回到之前的某一步（管理员）
opt-to = 到
opt-to-desc = 要退回到第几步（0：开局）

undo-nothing = 你没有可以收回的一步。
undo-after-other = 你走完之后已有其他玩家行动，无法收回。
undo-after-random = 第 { $move } 步掷了骰子或随机抽取，无法收回。
undo-after-reveal = 第 { $move } 步揭示了隐藏信息，无法收回。
undo-ok = 你的这一步已收回。
undo-channel = { $player } 收回了第 { $move } 步。

rollback-bad-move = 没有第 { $move } 步可以退回：请选 0 到 { $last }。
rollback-stale = 准备这次回溯之后，游戏已经有了变动。请重新执行 { $cmd_game_rollback }。
rollback-not-yours = 只有发起这次回溯的管理员可以确认。
rollback-forged = 这个按钮不是机器人做的。
rollback-reveal-confirm = 第 { $move } 步之后的行动揭示了隐藏信息：玩家已经看到，退回也无法让他们忘记。请再次确认才会回溯。
rollback-preview-title = 要退回到第 { $move } 步吗？
rollback-preview-body = 这会收回 { $count } 步：
rollback-preview-board = 回溯后的版图：
rollback-confirm-button = 回溯
rollback-confirm-again-button = 仍然回溯
rollback-ok = 游戏已回溯。
rollback-channel = { $moderator } 把游戏退回到第 { $move } 步（收回 { $count } 步）。

log-undone-line = ~~{ $line }~~（已由 { $by } 收回）
log-entry-undone = { $by } 收回了 { $count } 步。
log-entry-rolled-back = { $by } 把游戏退回到第 { $to } 步。
log-entry-kicked = { $player } 已被移出游戏；该座位由机器人托管。
log-entry-generic = { $by }：{ $kind }
log-by-bot = 机器人
