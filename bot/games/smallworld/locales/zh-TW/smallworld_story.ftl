sw-story-axis = 錢幣（遊戲中保密，終局時公開）
sw-story-rule-tokens = 地圖上的兵力數
sw-story-value = { $value } 元
