suntzu-story-axis = 孫武指示物：偏向各方終點格的格數
suntzu-story-tied = 孫武指示物停在計分軌正中央。
suntzu-story-rule-pool = 增援區的軍隊數
suntzu-story-value = { $value } 格
