tek-story-axis = Points on the board (the last point: the final score, level-5 bonus included)
tek-story-rule-meeples = meeples on the map
tek-story-rule-tower = tower level
tek-story-rule-magic = magic level
tek-story-rule-resources = resources left
tek-story-value = { $value }
