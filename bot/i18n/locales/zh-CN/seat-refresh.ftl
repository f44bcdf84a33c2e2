## /game replace bot:N 指定了这局没有的机器人：说明这局有哪些机器人（议题 30，第 1 部分）。

error-replace-bot-not-in-game = 这局没有机器人 { $number }。{ $count ->
        [0] 这局没有任何机器人。
       *[other] 这局的机器人有：{ $bots }。
    }
