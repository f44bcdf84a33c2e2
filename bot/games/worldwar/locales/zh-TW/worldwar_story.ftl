ww-story-axis = 分數
ww-story-out-ahead = { $tied }得分達 { $score } 分以上，但{ $count ->
    [1] 已出局
   *[other] 都已出局
}：只有仍在場上的玩家能獲勝。
ww-story-value = { $value } 分
