# 玩家能点名查看的盘面区域（issue 26）：/game status area: 和放大图。其他区域用地图上的名称。
ww-area-seat-black = 黑方
ww-area-seat-blue = 蓝方
ww-area-seat-yellow = 黄方
ww-area-seat-red = 红方
ww-area-seat-green = 绿方
ww-area-events = 政治事件
