## 孫子
suntzu-alt-status = 第 { $round } 回合（共 { $rounds } 回合），{ $phase }；等待：{ $seats }。
suntzu-alt-side = { $side }：增援區 { $pool } 支軍隊，備用區 { $reserve } 支；手牌 { $hand } 張，牌堆 { $deck } 張；軍閥：{ $warlord }。
suntzu-alt-province-name = { $hanzi } { $latin }
suntzu-alt-province = { $province }（這次計分 { $value } 分）：吳方軍隊 { $wu } 支、楚方 { $chu } 支；邊格上吳方 { $wuedge } 支、楚方 { $chuedge } 支
suntzu-alt-province-cards = { $province }；出牌：吳方 { $wucard }、楚方 { $chucard }
suntzu-alt-event = 事件：{ $event }（已結算 { $done }/{ $total }）。
suntzu-alt-battles = 戰鬥：{ $battles }。
suntzu-alt-battle = { $province }：{ $side }勝出（相差 { $diff }）
suntzu-alt-battle-tie = { $province }：兵力相當，平手
