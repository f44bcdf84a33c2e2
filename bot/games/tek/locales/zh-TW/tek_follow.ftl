# 史詩小帝國：其他玩家依序選擇是否跟隨，以及讓大家同時選擇的桌面選項（issue 28）。用詞以 bot/games/tek/glossary.md 為準。

## /game new 的選項
opt-quick-follow = 同時跟隨
opt-quick-follow-desc = 史詩小帝國：其他玩家同時暗中選擇跟隨或收集資源（較快；關閉時依序選擇）
option-quick-follow = 同時跟隨（暗中選擇）

## 前面玩家的選擇：頻道訊息與下一位玩家的提示
tek-follow-did-move = { $seat }跟隨：{ $choice }
tek-follow-did-collect = { $seat }收集資源
tek-step-follow-after = 跟隨或收集資源（你前面：{ $done }）
tek-ui-follow-before = 你前面的玩家：{ $done }。
