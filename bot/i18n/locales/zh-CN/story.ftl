# 对局回顾：终局时贴出的图表、图表的替代文字，以及哪条规则打破了第一名的平局。

story-title = { $game }：对局回顾
story-axis-move = 步数
story-axis-standing = 局势
story-alt-intro = { $game }的对局图表，共 { $moves } 步，每位玩家一条线：{ $axis }。
story-alt-final = 终局：{ $standings }。
story-alt-value = { $player } { $value }
story-alt-lead = { $count ->
    [1] 第 { $from }–{ $to } 步：{ $leaders }领先。
   *[other] 第 { $from }–{ $to } 步：{ $leaders }并列领先。
}
story-alt-level = 第 { $from }–{ $to } 步：所有人不分高下。
story-alt-more = ……领先者另外又换了 { $count } 次。

tiebreak-tied = { $tied }以 { $score } 分并列第一。
tiebreak-rule = 平局时比较{ $rule }：{ $values }。{ $count ->
    [1] { $winner }胜出。
   *[other] { $winner }仍然平局。
}
tiebreak-value = { $player } { $value }
tiebreak-shared = 没有规则能分出{ $winner }的高下：共同获胜。
