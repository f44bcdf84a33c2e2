## 版图的文字描述、/game stats 与 /game leaderboard

opt-status-text = 文本
opt-status-text-desc = 用文字描述版图，不显示图片

## /game stats 与 /game leaderboard
cmd-game-stats = 战绩
cmd-game-stats-desc = 在这个服务器玩过与赢过的游戏
cmd-game-leaderboard = 排行榜
cmd-game-leaderboard-desc = 在这个服务器某款游戏赢最多的人
opt-member = 成员
opt-member-desc = 查看谁的数据（省略则为你自己）
stats-title = { $member } 在这个服务器的游戏
stats-line = { $game }：玩了 { $played } 局，赢了 { $won } 局
stats-overall = 总计：玩了 { $played } 局，赢了 { $won } 局
stats-none = { $member } 在这个服务器还没有完成的游戏。
stats-note = 由管理员结束的游戏算作玩过，不算赢。
leaderboard-title = { $game } 排行榜
leaderboard-line = { $rank }. { $member }：{ $played } 局中赢了 { $won } 局
leaderboard-empty = 这个服务器还没有人完成过 { $game }。
