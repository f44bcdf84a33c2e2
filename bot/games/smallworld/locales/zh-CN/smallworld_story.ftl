sw-story-axis = 金币（游戏中保密，终局时公开）
sw-story-rule-tokens = 地图上的种族标记数
sw-story-value = { $value } 枚金币
