# 世界大战：大洲加兵（裁定 W37）。占领整个大洲的玩家，每回合开始时加兵，先放在自己在该洲的领地上。

ww-ev-continent-troops = { $seat }占领整个{ NAME("ww-continent", $continent) }，加 { $n } 个小兵{ $lost ->
        [0] 。
       *[other] ，另有 { $lost } 个小兵那里放不下。
    }
ww-ev-continent-troops-none = { $seat }占领整个{ NAME("ww-continent", $continent) }，可那里已经放满了，{ $lost } 个小兵加不上。
ww-err-troops-first = 先把{ NAME("ww-continent", $continent) }加的 { $n } 个小兵放下，放在你在该洲的领地上（首都除外）。
ww-err-troops-where = { NAME("ww-territory", $territory) }不在{ NAME("ww-continent", $continent) }：大洲加的兵只能放在你在该洲的领地上。
ww-err-troops-count = { NAME("ww-continent", $continent) }加的只有小兵，还剩 { $n } 个小兵：一次放 1 到 { $n } 个。
ww-ui-troops-place = 先把大洲加的兵放下（{ $troops }），放在你在该洲的领地上（首都除外）。
ww-ui-troops-item = { NAME("ww-continent", $continent) } { $n } 个小兵
ww-ui-troops-placeholder = { NAME("ww-continent", $continent) }还有 { $n } 个小兵：放哪儿、放几个……

## /game new 的选项
opt-continent-troops = 大洲加兵
opt-continent-troops-desc = 世界大战：占领整个大洲，每回合加兵（加分的十分之一；关闭时只加分）
option-continent-troops = 大洲加兵（占领整个大洲，每回合加兵）
