# 併入其他指令的指令，讓 /game 不超過 Discord 的 25 個子指令（issue 31）：
# /game follow 方式:取消追蹤（原 /game unfollow）、/game stats 遊戲:（原 /game leaderboard）。
follow-how-stop = 取消追蹤
opt-stats-game-desc = 改看這款遊戲的排行榜（同時指定成員時，看這位成員的名次）
stats-standing-none = { $member } 還不在{ $game }的排行榜上：在這個伺服器，這位成員還沒有計入排行榜的已完成對局。
