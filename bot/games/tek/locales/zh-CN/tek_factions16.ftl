# 史诗小帝国：第 14～16 个种族（issue 28），以及平局不分胜负时的说法（规则：“若仍平手，则不分胜负”）。

## 种族
tek-faction-stargazers = 观星者
tek-faction-windriders = 驭风族
tek-faction-wildhorn = 野角部落

## 平局：比完米宝、高塔、魔法和资源还是打平，不分胜负
tek-board-phase-draw = 游戏结束：平局
tek-alt-draw = 游戏结束。所有决胜规则比完还是打平，不分胜负，没有人获胜。

## 选项：全部 16 个种族，或者只用基础盒的 13 个
opt-all-factions = 全部种族
opt-all-factions-desc = 史诗小帝国：用全部 16 个种族，包括 Kickstarter 版的 3 个（不开就只用基础盒的 13 个）
option-all-factions = 全部 16 个种族
tek-err-faction-unknown = 这局游戏里没有这个种族，请从列表给出的种族里选。
