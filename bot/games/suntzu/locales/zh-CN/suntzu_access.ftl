## 孙子
suntzu-alt-status = 第 { $round } 回合（共 { $rounds } 回合），{ $phase }；等待：{ $seats }。
suntzu-alt-side = { $side }：增援区 { $pool } 支军队，后备区 { $reserve } 支；手牌 { $hand } 张，牌库 { $deck } 张；军阀：{ $warlord }。
suntzu-alt-province-name = { $hanzi } { $latin }
suntzu-alt-province = { $province }（本次计分 { $value } 分）：吴方军队 { $wu } 支、楚方 { $chu } 支；边格上吴方 { $wuedge } 支、楚方 { $chuedge } 支
suntzu-alt-province-cards = { $province }；出牌：吴方 { $wucard }、楚方 { $chucard }
suntzu-alt-event = 事件：{ $event }（已结算 { $done }/{ $total }）。
suntzu-alt-battles = 战斗：{ $battles }。
suntzu-alt-battle = { $province }：{ $side }胜出（相差 { $diff }）
suntzu-alt-battle-tie = { $province }：兵力相当，平局
