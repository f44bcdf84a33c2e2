## 史詩小帝國
tek-alt-status = 第 { $round } 輪；等待：{ $seats }。
tek-alt-over = 遊戲結束。勝者：{ $seats }。
tek-alt-scored = { $line } 得分：{ $points }。
tek-alt-last-war = 上一場戰爭在區域 { $region }：{ $attacker } 對 { $defender }，{ $winner } 獲勝。
tek-alt-nobody = 無人
