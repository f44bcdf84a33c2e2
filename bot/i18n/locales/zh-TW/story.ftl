# 對局回顧：終局時貼出的圖表、圖表的替代文字，以及哪條規則打破了第一名的平手。

story-title = { $game }：對局回顧
story-axis-move = 步數
story-axis-standing = 局勢
story-alt-intro = { $game }的對局圖表，共 { $moves } 步，每位玩家一條線：{ $axis }。
story-alt-final = 終局：{ $standings }。
story-alt-value = { $player }{ $value }
story-alt-lead = { $count ->
    [1] 第 { $from }–{ $to } 步：{ $leaders }領先。
   *[other] 第 { $from }–{ $to } 步：{ $leaders }並列領先。
}
story-alt-level = 第 { $from }–{ $to } 步：所有人不分高下。
story-alt-more = ……之後領先者又換了 { $count } 次。

tiebreak-tied = { $tied }以 { $score } 分並列第一。
tiebreak-rule = 平手時比較{ $rule }：{ $values }。{ $count ->
    [1] { $winner }勝出。
   *[other] { $winner }仍然平手。
}
tiebreak-value = { $player } { $value }
tiebreak-shared = 沒有規則能分出{ $winner }的高下：共同獲勝。
