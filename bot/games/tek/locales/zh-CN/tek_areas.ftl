# 史诗小帝国：版图上玩家会指称的部分（/game status area:，issue 26）
tek-area-kingdom = { $seat }的王国
tek-area-seat = { $seat }的玩家面板
tek-area-actions = 行动卡
tek-area-tower = 高塔卡
tek-area-war = 战争
tek-seat-with-faction = { $colour }（{ $faction }）
