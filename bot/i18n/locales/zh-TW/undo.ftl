# /game undo 與 /game rollback（issue 14），以及 /game log 的牌桌紀錄。
cmd-game-undo = 收回
cmd-game-undo-desc = 收回你剛才的一步（之後沒有揭露或擲骰時）
cmd-game-rollback = 回溯
cmd-game-rollback-desc = 把遊戲退回到先前的某一步（管理員）
opt-to = 到
opt-to-desc = 要退回到第幾步（0：開局）

undo-nothing = 你沒有可以收回的一步。
undo-after-other = 你走完之後已有其他玩家行動，無法收回。
undo-after-random = 第 { $move } 步擲了骰子或隨機抽取，無法收回。
undo-after-reveal = 第 { $move } 步揭露了隱藏資訊，無法收回。
undo-ok = 你的這一步已收回。
undo-channel = { $player }收回了第 { $move } 步。

rollback-bad-move = 沒有第 { $move } 步可以退回：請選 0 到 { $last }。
rollback-stale = 準備這次回溯之後，遊戲已經有了變動。請重新執行 { $cmd_game_rollback }。
rollback-not-yours = 只有發起這次回溯的管理員可以確認。
rollback-forged = 這個按鈕不是本機器人發出的。
rollback-reveal-confirm = 第 { $move } 步之後的行動揭露了隱藏資訊：玩家已經看到，退回也無法讓他們忘記。請再次確認才會回溯。
rollback-preview-title = 要退回到第 { $move } 步嗎？
rollback-preview-body = 這會收回 { $count } 步：
rollback-preview-board = 回溯後的圖板：
rollback-confirm-button = 回溯
rollback-confirm-again-button = 仍然回溯
rollback-ok = 遊戲已回溯。
rollback-channel = { $moderator } 把遊戲退回到第 { $move } 步（收回 { $count } 步）。

log-undone-line = ~~{ $line }~~（已由{ $by }收回）
log-entry-undone = { $by }收回了 { $count } 步。
log-entry-rolled-back = { $by }把遊戲退回到第 { $to } 步。
log-entry-kicked = { $player }已被移出遊戲；該座位由機器人代打。
log-entry-generic = { $by }：{ $kind }
log-by-bot = 機器人
