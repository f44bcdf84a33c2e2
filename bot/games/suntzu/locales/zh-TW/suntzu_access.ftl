## 孫子
suntzu-alt-status = 第 { $round } 輪（共 { $rounds } 輪），{ $phase }；等待：{ $seats }。
suntzu-alt-side = { $side }：兵力池 { $pool } 支軍隊，預備 { $reserve } 支；手牌 { $hand } 張，牌堆 { $deck } 張；軍閥：{ $warlord }。
suntzu-alt-province-name = { $hanzi } { $latin }
suntzu-alt-province = { $province }（價值 { $value }）：軍隊 吳 { $wu }、楚 { $chu }；邊境 吳 { $wuedge }、楚 { $chuedge }
suntzu-alt-province-cards = { $province }；出牌 吳 { $wucard }、楚 { $chucard }
suntzu-alt-event = 事件：{ $event }（已結算 { $done }/{ $total }）。
suntzu-alt-battles = 戰役：{ $battles }。
suntzu-alt-battle = { $province } 由 { $side } 以 { $diff } 勝出
suntzu-alt-battle-tie = { $province } 平手
