# 平台的測試小遊戲，圖板有區域（tests/platform/areacard）：畫得很寬的比大小。
areacard-title = 區域比大小
areacard-rules = 在寬圖板上玩比大小，每位玩家的面板與回合計數都是有名字的區域。
areacard-area-seat = 座位 { $n } 的面板
areacard-area-round = 回合計數
areacard-area-players = 全部玩家
areacard-round = 第 { $round } 回合
areacard-score = { $score } 分 · { $hand } 張牌
