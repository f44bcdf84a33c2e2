# 世界大戰：大洲加兵（裁定 W37）。占領整個大洲的玩家，每回合開始時獲得士兵，先布置在自己在該洲的領地上。

ww-ev-continent-troops = { $seat }占領整個{ NAME("ww-continent", $continent) }：增加 { $n } 名士兵{ $lost ->
        [0] 。
       *[other] ，另有 { $lost } 名士兵無處可放。
    }
ww-ev-continent-troops-none = { $seat }占領整個{ NAME("ww-continent", $continent) }，但那裡已經放滿，{ $lost } 名士兵無法加入。
ww-err-troops-first = 請先布置{ NAME("ww-continent", $continent) }增加的 { $n } 名士兵，放在你在該洲的領地上（首都除外）。
ww-err-troops-where = { NAME("ww-territory", $territory) }不在{ NAME("ww-continent", $continent) }：大洲加兵只能布置在你在該洲的領地上。
ww-err-troops-count = { NAME("ww-continent", $continent) }增加的只有士兵，尚有 { $n } 名待布置：每次布置 1 到 { $n } 名。
ww-ui-troops-place = 請先布置大洲加兵（{ $troops }），布置在你在該洲的領地上（首都除外）。
ww-ui-troops-item = { NAME("ww-continent", $continent) } { $n } 名士兵
ww-ui-troops-placeholder = { NAME("ww-continent", $continent) }尚有 { $n } 名士兵：布置在哪裡、布置幾名……

## /game new 的選項
opt-continent-troops = 大洲加兵
opt-continent-troops-desc = 世界大戰：占領整個大洲，每回合增加士兵（加分的十分之一；關閉時只加分）
option-continent-troops = 大洲加兵（占領整個大洲，每回合增加士兵）
