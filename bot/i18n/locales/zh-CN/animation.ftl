# 终局帖子附上的动画重放：每张画面的标题、说明文字省略了几行，以及文件的替代文字。

animation-frame-start = { $frame }/{ $frames } · 开局
animation-frame-moves = { $frame }/{ $frames } · { $count ->
    [1] 第 { $last } 步
   *[other] 第 { $first }–{ $last } 步
}
animation-more-lines = ……另有 { $count } 行
animation-alt = { $game }的动画重放：{ $frames } 张画面，每段一张，共 { $moves } 步。
