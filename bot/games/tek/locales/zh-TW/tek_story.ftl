tek-story-axis = 圖板上的分數（線的終點為終局得分，含第 5 級獎勵）
tek-story-rule-meeples = 場上米寶數
tek-story-rule-tower = 高塔等級
tek-story-rule-magic = 魔法等級
tek-story-rule-resources = 剩餘資源數
tek-story-value = { $value } 分
