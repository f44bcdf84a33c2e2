# 私訊將超過 Discord 的 2,000 字元上限時（issue 23）：最舊的訊息讓位給這一行；
# 行動選項與座位狀況永遠完整保留。
dm-news-earlier = ……略去較早的 { $count } 行訊息，完整內容請用 { $cmd_game_catchup } 查看。

# 選單項目的說明超過 Discord 可顯示的 100 個字元時，在訊息中完整列出。
dm-choice-detail = • { $label }：{ $detail }
