# 对局回顾：终局时发出的走势图、图表的替代文字，以及并列第一时按哪条规则分胜负。

story-title = { $game }：对局回顾
story-axis-move = 步数
story-axis-standing = 局势
story-alt-intro = { $game }的走势图，共 { $moves } 步，每位玩家一条线：{ $axis }。
story-alt-final = 终局：{ $standings }。
story-alt-value = { $player }{ $value }
story-alt-lead = { $count ->
    [1] 第 { $from }–{ $to } 步：{ $leaders }领先。
   *[other] 第 { $from }–{ $to } 步：{ $leaders }并列领先。
}
story-alt-level = 第 { $from }–{ $to } 步：各方持平。
story-alt-more = ……之后领先者又换了 { $count } 次。

tiebreak-tied = { $tied }同为 { $score } 分，并列第一。
tiebreak-rule = 按{ $rule }决胜：{ $values }。{ $count ->
    [1] { $winner }获胜。
   *[other] { $winner }仍然平局。
}
tiebreak-value = { $player } { $value }
tiebreak-shared = 没有哪条规则能分出{ $winner }的胜负：并列获胜。
