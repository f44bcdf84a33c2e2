## 版图的文字描述、/game stats

opt-status-text = 文本
opt-status-text-desc = 不显示图片，改用文字描述版图

## /game stats：成员的战绩，指定游戏时则是该游戏的排行榜
cmd-game-stats = 战绩
cmd-game-stats-desc = 在本服务器玩了几局、赢了几局，或某款游戏的排行榜
opt-member = 成员
opt-member-desc = 查看哪位成员（不填就是你自己）
stats-title = { $member } 在本服务器的战绩
stats-line = { $game }：玩了 { $played } 局，赢了 { $won } 局
stats-overall = 合计：玩了 { $played } 局，赢了 { $won } 局
stats-none = { $member } 在本服务器还没有打完过一局。
stats-note = 被管理员结束的对局计入局数，但不算赢。
leaderboard-title = { $game }排行榜
leaderboard-line = { $rank }. { $member }：{ $played } 局赢 { $won } 局
leaderboard-empty = 本服务器还没有人打完过一局{ $game }。
