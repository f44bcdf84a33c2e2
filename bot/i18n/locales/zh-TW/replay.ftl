# /game replay（議題 31 第 1 部分）：私下逐步重播本頻道任何一局的任何一步。

cmd-game-replay = 重播
cmd-game-replay-desc = 回頭看本頻道各局的任何一步（只有你看得到）
opt-replay-game = 局號
opt-replay-game-desc = 本頻道的哪一局（預設：進行中的那局，否則是最近一局）
opt-replay-move = 步數
opt-replay-move-desc = 第幾步之後（0：開局時；預設：最新一步）

replay-title = { $game } · 第 { $id } 局 · 重播
replay-position = 第 { $move } 步（共 { $last } 步）· 第 { $turn } 段（共 { $turns } 段）
replay-deal = 開局時的圖板，第一步之前。
replay-quiet-move = 第 { $move } 步沒有在頻道中公開任何內容。
replay-waiting = 等待：{ $players }
replay-done = 這一步之後遊戲結束。
replay-secrets-title = 🔓 第 { $move } 步之後的祕密
replay-secrets-none = 那時沒有人握有祕密。
replay-only-saw = 只有{ $player }看得到
replay-alt = { $game }：第 { $move } 步之後的圖板。
replay-game-choice = 第 { $id } 局：{ $game }，{ $status }，共 { $moves } 步

replay-turn-back = ⏪ 上一段
replay-move-back = ◀ 上一步
replay-move-forward = 下一步 ▶
replay-turn-forward = 下一段 ⏩
replay-show-secrets = 🔓 顯示祕密
replay-hide-secrets = 🔒 只看公開資訊
replay-turn-placeholder = 跳到某一段
replay-turn-option = 第 { $turn } 段：第 { $first }–{ $last } 步
replay-turn-start = 第 { $move } 步（開局）
replay-turn-awaited = 等待：{ $players }

replay-none-here = 本頻道還沒有開始過的對局，沒有可以回頭看的內容。可用 { $cmd_game_new } 開一局。
replay-game-unknown = 「{ $game }」不是本頻道的對局。請從選項列出的對局中選一局。
replay-move-range = 那一局沒有第 { $move } 步：可以看第 0 步（開局）到第 { $last } 步。
replay-secrets-running = 祕密要等遊戲結束後才會顯示；遊戲進行中，重播只顯示大家都看得到的內容。
replay-bad-id = 這些重播控制項不是本機器人產生的。請用 { $cmd_game_replay } 回頭看對局。
replay-other-channel = 這些重播控制項屬於其他頻道的對局。請在本頻道使用 { $cmd_game_replay }。
replay-taken-back = 這頁顯示之後，這局有幾步被收回或回溯，同一個步數現在對應另一張圖板。請再用一次 { $cmd_game_replay }。
