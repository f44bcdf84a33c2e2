## 史詩小帝國
tek-alt-status = 第 { $round } 回合；等待：{ $seats }。
tek-alt-over = 遊戲結束，{ $seats }獲勝。
tek-alt-scored = { $line }得分：{ $points }。
tek-alt-last-war = 上一場戰爭在第 { $region } 區：{ $attacker }對{ $defender }，{ $winner }獲勝。
tek-alt-nobody = 無人
