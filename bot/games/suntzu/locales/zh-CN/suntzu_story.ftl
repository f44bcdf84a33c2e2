suntzu-story-axis = 孙武标记：朝各方终点的步数
suntzu-story-tied = 孙武标记停在正中央。
suntzu-story-rule-pool = 增援区的军队数
