# 并入其他命令的命令，让 /game 不超过 Discord 的 25 个子命令（issue 31）：
# /game follow 方式:取消关注（原 /game unfollow）、/game stats 游戏:（原 /game leaderboard）。
follow-how-stop = 取消关注
opt-stats-game-desc = 改看这款游戏的排行榜（同时指定成员时，看这位成员的名次）
stats-standing-none = { $member } 还不在{ $game }的排行榜上：在本服务器，该成员还没有计入排行榜的已完成对局。
