## 圖板的文字描述、/game stats

opt-status-text = 文字
opt-status-text-desc = 用文字描述圖板，不顯示圖片

## /game stats：成員的戰績，指定遊戲時則是該遊戲的排行榜
cmd-game-stats = 戰績
cmd-game-stats-desc = 在這個伺服器玩過與贏過的遊戲，或某款遊戲的排行榜
opt-member = 成員
opt-member-desc = 要查看哪位成員（不填就是你自己）
stats-title = { $member } 在這個伺服器的遊戲
stats-line = { $game }：玩了 { $played } 局，贏了 { $won } 局
stats-overall = 總計：玩了 { $played } 局，贏了 { $won } 局
stats-none = { $member } 在這個伺服器還沒有完成的遊戲。
stats-note = 由管理員結束的遊戲算作玩過，不算贏。
leaderboard-title = { $game }排行榜
leaderboard-line = { $rank }. { $member }：{ $played } 局中贏了 { $won } 局
leaderboard-empty = 這個伺服器還沒有人完成過{ $game }。
