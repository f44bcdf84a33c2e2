ww-story-axis = 分数
ww-story-out-ahead = { $tied }得分达 { $score } 分以上，但{ $count ->
    [1] 已出局
   *[other] 都已出局
}：只有仍在场上的玩家能获胜。
