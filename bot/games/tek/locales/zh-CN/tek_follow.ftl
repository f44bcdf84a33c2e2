# 史诗小帝国：其他玩家依次决定跟不跟，以及让大家同时选的桌面选项（issue 28）。用词以 bot/games/tek/glossary.md 为准。

## /game new 的选项
opt-quick-follow = 同时跟
opt-quick-follow-desc = 史诗小帝国：其他玩家同时秘密选择跟行动还是收资源（更快；关闭时依次选）
option-quick-follow = 同时跟（秘密选择）

## 前面玩家的选择：频道消息和下一位玩家的提示
tek-follow-did-move = { $seat }跟了：{ $choice }
tek-follow-did-collect = { $seat }收了资源
tek-step-follow-after = 跟行动或收资源（你前面：{ $done }）
tek-ui-follow-before = 你前面的玩家：{ $done }。
