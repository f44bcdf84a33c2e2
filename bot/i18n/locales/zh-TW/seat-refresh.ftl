## /game replace bot:N 指定了這局沒有的機器人：說明這局有哪些機器人（議題 30，第 1 部分）。

error-replace-bot-not-in-game = 這局沒有機器人 { $number }。{ $count ->
        [0] 這局沒有任何機器人。
       *[other] 這局的機器人有：{ $bots }。
    }
