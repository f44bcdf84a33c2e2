suntzu-story-axis = Score marker: steps toward each side's end
suntzu-story-tied = The score marker ended in the centre.
suntzu-story-rule-pool = armies in the reinforcement pool
suntzu-story-value = { $value }
