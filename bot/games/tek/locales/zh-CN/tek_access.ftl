## 史诗小帝国
tek-alt-status = 第 { $round } 轮；等待：{ $seats }。
tek-alt-over = 游戏结束。胜者：{ $seats }。
tek-alt-scored = { $line } 得分：{ $points }。
tek-alt-last-war = 上一场战争在区域 { $region }：{ $attacker } 对 { $defender }，{ $winner } 获胜。
tek-alt-nobody = 无人
