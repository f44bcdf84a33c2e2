# 史詩小帝國：第 14～16 個種族（issue 28），以及平手不分勝負時的說法（規則：「若仍平手，則不分勝負」）。

## 種族
tek-faction-stargazers = 觀星者
tek-faction-windriders = 馭風族
tek-faction-wildhorn = 野角部落

## 平手：比完米寶、高塔、魔法與資源仍然平手，不分勝負
tek-board-phase-draw = 遊戲結束：平手
tek-alt-draw = 遊戲結束。所有決勝規則比完仍然平手，不分勝負，沒有人獲勝。
