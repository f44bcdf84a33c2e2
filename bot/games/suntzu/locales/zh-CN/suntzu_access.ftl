## 孙子
suntzu-alt-status = 第 { $round } 轮（共 { $rounds } 轮），{ $phase }；等待：{ $seats }。
suntzu-alt-side = { $side }：兵力池 { $pool } 支军队，预备 { $reserve } 支；手牌 { $hand } 张，牌库 { $deck } 张；军阀：{ $warlord }。
suntzu-alt-province-name = { $hanzi } { $latin }
suntzu-alt-province = { $province }（价值 { $value }）：军队 吴 { $wu }、楚 { $chu }；边境 吴 { $wuedge }、楚 { $chuedge }
suntzu-alt-province-cards = { $province }；出牌 吴 { $wucard }、楚 { $chucard }
suntzu-alt-event = 事件：{ $event }（已结算 { $done }/{ $total }）。
suntzu-alt-battles = 战役：{ $battles }。
suntzu-alt-battle = { $province } 由 { $side } 以 { $diff } 胜出
suntzu-alt-battle-tie = { $province } 平局
