tek-story-axis = 版图上的分数（线的终点为终局得分，含第 5 级奖励）
tek-story-rule-meeples = 地图上的米宝数
tek-story-rule-tower = 高塔的高度
tek-story-rule-magic = 魔法等级
tek-story-rule-resources = 剩下的资源数
