# 防守方自己选拿哪些器械抵损失（issue 28 第 4 部分；裁定 B5、W25）。
# 原文："该城的玩家可以选择,死兵马还是死井栏或投石车"。

ww-ev-sacrifice-asked = { $attacker }打{ NAME("ww-territory", $territory) }掷完骰子：{ $seat }要损失兵力 { $owed }，正在选要不要先拿投石车或井栏抵。等{ $seat }回答。
ww-ev-sacrificed = { $seat }在{ NAME("ww-territory", $territory) }{ $catapults ->
    [0] 没拿投石车
   *[other] 拿出 { $catapults } 辆投石车
}、{ $towers ->
    [0] 没拿井栏
   *[other] 拿出 { $towers } 座井栏
}抵损失，{ $units ->
    [0] 一个兵也没死。
   *[other] 损失兵力 { $units }。
}
ww-err-sacrifice = 这里最多只能拿 { $catapults } 辆投石车、{ $towers } 座井栏，而且不能白白搭上器械：要抵的损失是 { $owed } 个（一辆投石车抵 3 个，一座井栏抵 5 个）。
ww-do-sacrifice = 拿{ $engines }抵损失
ww-do-sacrifice-none = 不拿器械，全由兵力抵损失
ww-sac-engines = { $engines }
ww-sac-no-engine = 不拿器械
ww-sac-choice = { $engines }：损失{ $units }
ww-sac-turn = { $attacker }来打{ $territory }：你要损失兵力 { $owed }。那里有{ $units }，还有{ $engines }。要不要先拿器械抵？一辆投石车抵 3 个，一座井栏抵 5 个。
ww-sac-turn-short = 选拿哪些器械抵损失。
ww-sac-towers-pass = 没拿出来的井栏，领地被打下来就归对方；投石车会撤到你旁边的领地。
ww-sac-default = 到时间没回答就按：{ $engines }，损失{ $units }。
ww-step-sacrifice = 选拿哪些器械抵损失
ww-board-phase-sacrifice = { $colour }打{ $territory }：等{ $victim }选拿哪些器械抵损失
ww-alt-sacrifice = { $colour }打{ $territory }，{ $victim }正在选拿哪些器械抵损失

## /game new 的选项
opt-quick-sacrifice = 自动抵损失
opt-quick-sacrifice-desc = 世界大战：不问防守方，自动用投石车和井栏抵损失，兵力损失最少（更快）
option-quick-sacrifice = 自动抵损失（不问防守方，兵力损失最少）
