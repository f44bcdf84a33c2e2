suntzu-story-axis = 孙武标记：偏向各方终点的格数
suntzu-story-tied = 孙武标记停在计分条正中。
suntzu-story-rule-pool = 增援区的军队数
suntzu-story-value = { $value } 格
