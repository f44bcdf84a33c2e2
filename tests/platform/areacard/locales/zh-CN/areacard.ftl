# 平台的测试小游戏，版图有区域（tests/platform/areacard）：画得很宽的比大小。
areacard-title = 区域比大小
areacard-rules = 在宽版图上玩比大小，每位玩家的面板与回合计数都是有名字的区域。
areacard-area-seat = 座位 { $n } 的面板
areacard-area-round = 回合计数
areacard-area-players = 全部玩家
areacard-round = 第 { $round } 回合
areacard-score = { $score } 分 · { $hand } 张牌
