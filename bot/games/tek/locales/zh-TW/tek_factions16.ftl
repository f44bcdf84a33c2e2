# 史詩小帝國：第 14～16 個種族（issue 28），以及平手不分勝負時的說法（規則：「若仍平手，則不分勝負」）。

## 種族
tek-faction-stargazers = 觀星者
tek-faction-windriders = 馭風族
tek-faction-wildhorn = 野角部落

## 平手：比完米寶、高塔、魔法與資源仍然平手，不分勝負
tek-board-phase-draw = 遊戲結束：平手
tek-alt-draw = 遊戲結束。所有決勝規則比完仍然平手，不分勝負，沒有人獲勝。

## 選項：全部 16 個種族，或基本盒的 13 個
opt-all-factions = 全部種族
opt-all-factions-desc = 史詩小帝國：使用全部 16 個種族，含 Kickstarter 版的 3 個（否則只用基本盒的 13 個）
option-all-factions = 全部 16 個種族
tek-err-faction-unknown = 這局遊戲沒有這個種族，請從清單列出的種族中選擇。
