# 終局貼文附上的動畫重播：每張畫面的標題、說明文字省略了幾行，以及檔案的替代文字。

animation-frame-start = { $frame }/{ $frames } · 開局
animation-frame-moves = { $frame }/{ $frames } · { $count ->
    [1] 第 { $last } 步
   *[other] 第 { $first }–{ $last } 步
}
animation-more-lines = ……另有 { $count } 行
animation-alt = { $game }的動畫重播：{ $frames } 張畫面，每段一張，共 { $moves } 步。
