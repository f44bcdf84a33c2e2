# 防守方自行選擇折損哪些器械抵傷亡（issue 28 第 4 部分；裁定 B5、W25）。
# 原文："该城的玩家可以选择,死兵马还是死井栏或投石车"。

ww-ev-sacrifice-asked = { $attacker }進攻{ NAME("ww-territory", $territory) }，骰子已擲：{ $seat }須承受 { $owed } 點傷亡，正在決定是否先折損投石車或井欄抵傷亡。等待{ $seat }回覆。
ww-ev-sacrificed = { $seat }在{ NAME("ww-territory", $territory) }{ $catapults ->
    [0] 沒有折損投石車
   *[other] 折損 { $catapults } 輛投石車
}、{ $towers ->
    [0] 沒有折損井欄
   *[other] 折損 { $towers } 座井欄
}抵傷亡，{ $units ->
    [0] 兵力毫無損失。
   *[other] 兵力損失 { $units } 點。
}
ww-err-sacrifice = 這裡最多只能折損 { $catapults } 輛投石車、{ $towers } 座井欄，也不能白白折損器械：要抵的傷亡是 { $owed } 點（一輛投石車抵 3 點，一座井欄抵 5 點）。
ww-do-sacrifice = 折損{ $engines }抵傷亡
ww-do-sacrifice-none = 不折損器械，傷亡全由兵力承受
ww-sac-engines = { $engines }
ww-sac-no-engine = 不折損器械
ww-sac-choice = { $engines }：損失{ $units }
ww-sac-turn = { $attacker }進攻{ $territory }：你須承受 { $owed } 點傷亡。那裡有{ $units }和{ $engines }。要先折損器械抵傷亡嗎？一輛投石車抵 3 點，一座井欄抵 5 點。
ww-sac-turn-short = 請選擇折損哪些器械抵傷亡。
ww-sac-towers-pass = 留下的井欄在領地失守後歸對方所有；投石車會撤到你相鄰的領地。
ww-sac-default = 時限內未回覆，就照此處理：{ $engines }，損失{ $units }。
ww-step-sacrifice = 選擇折損哪些器械抵傷亡
ww-board-phase-sacrifice = { $colour }進攻{ $territory }：等待{ $victim }選擇折損哪些器械
ww-alt-sacrifice = { $colour }進攻{ $territory }，{ $victim }正在選擇折損哪些器械

## /game new 的選項
opt-quick-sacrifice = 自動抵損失
opt-quick-sacrifice-desc = 世界大戰：不問防守方，自動用投石車和井欄抵損失，兵力損失最少（較快）
option-quick-sacrifice = 自動抵損失（不問防守方，兵力損失最少）
