# 玩家可指名的盘面区域（issue 26）：/game status area: 与放大图。其余区域沿用地图上的名称。
ww-area-seat-black = 黑军
ww-area-seat-blue = 蓝军
ww-area-seat-yellow = 黄军
ww-area-seat-red = 红军
ww-area-seat-green = 绿军
ww-area-events = 政治事件
