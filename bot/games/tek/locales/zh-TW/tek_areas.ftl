# 史詩小帝國：圖板上玩家會指稱的部分（/game status area:，issue 26）
tek-area-kingdom = { $seat }的王國
tek-area-seat = { $seat }的玩家面板
tek-area-actions = 行動卡
tek-area-tower = 高塔卡
tek-area-war = 戰爭
tek-seat-with-faction = { $colour }（{ $faction }）
