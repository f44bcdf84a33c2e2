suntzu-story-axis = 孫武指示物：朝各方終點的步數
suntzu-story-tied = 孫武指示物停在正中央。
suntzu-story-rule-pool = 增援區的軍隊數
