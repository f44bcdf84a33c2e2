# 對局回顧：終局時貼出的圖表、圖表的替代文字，以及哪條規則打破了第一名的平手。

story-title = { $game }：對局回顧
story-axis-move = 步數
story-axis-standing = 局勢
story-alt-intro = { $game }的對局圖表，共 { $moves } 步，每位玩家一條線：{ $axis }。
story-alt-final = 終局：{ $standings }。
story-alt-value = { $player } { $value }
story-alt-lead = { $count ->
    [1] 第 { $from }–{ $to } 步：{ $leaders }領先。
   *[other] 第 { $from }–{ $to } 步：{ $leaders }並列領先。
}
story-alt-level = 第 { $from }–{ $to } 步：所有人不分高下。
story-alt-more = ……領先者另外又換了 { $count } 次。

tiebreak-tied = { $tied }以 { $score } 分並列第一。
tiebreak-rule = 平手時比較{ $rule }：{ $values }。{ $count ->
    [1] { $winner }勝出。
   *[other] { $winner }仍然平手。
}
tiebreak-value = { $player } { $value }
tiebreak-shared = 沒有規則能分出{ $winner }的高下：共同獲勝。

suntzu-story-axis = 計分標記：朝各方終點的步數
suntzu-story-tied = 計分標記停在正中央。
suntzu-story-rule-pool = 增援區的軍隊數

sw-story-axis = 錢幣（遊戲中保密，終局時公開）
sw-story-rule-tokens = 地圖上的種族標記數

tek-story-axis = 圖板上的分數（線的終點為終局得分，含第 5 級獎勵）
tek-story-rule-meeples = 地圖上的米寶數
tek-story-rule-tower = 高塔的高度
tek-story-rule-magic = 魔法等級
tek-story-rule-resources = 剩下的資源數

ww-story-axis = 分數
ww-story-out-ahead = { $tied }得分達 { $score } 分以上，但{ $count ->
    [1] 已出局
   *[other] 都已出局
}：只有仍在場上的玩家能獲勝。
