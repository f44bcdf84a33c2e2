ww-story-axis = 得分
ww-story-out-ahead = { $tied }拿到 { $score } 分以上，可惜{ $count ->
    [1] 已经出局
   *[other] 都已经出局
}：只有还在场上的玩家才能赢。
ww-story-value = { $value } 分
