## 史诗小帝国
tek-alt-status = 第 { $round } 回合；还在等：{ $seats }。
tek-alt-over = 游戏结束，{ $seats }获胜。
tek-alt-scored = { $line }得分：{ $points }。
tek-alt-last-war = 上一场战争在 { $region } 区：{ $attacker }对{ $defender }，{ $winner }胜。
tek-alt-nobody = 没有人
