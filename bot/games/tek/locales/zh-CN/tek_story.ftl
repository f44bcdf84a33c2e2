tek-story-axis = 版图上显示的分数（每条线的最后一点是终局得分，含 5 级魔法的加分）
tek-story-rule-meeples = 场上米宝数
tek-story-rule-tower = 高塔等级
tek-story-rule-magic = 魔法等级
tek-story-rule-resources = 剩余资源数
tek-story-value = { $value } 分
