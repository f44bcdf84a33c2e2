# “自你上一步以来”（议题 15）：轮到你时私信里的摘要、配图，以及 /game catchup。

cmd-game-catchup = 回顾
cmd-game-catchup-desc = 看看你上一步之后都发生了什么（仅自己可见）

catchup-title = { $game }：你上一步之后
catchup-heading = { $since ->
        [0] 📜 开局至今（到第 { $now } 步）：
       *[other] 📜 你上一步之后（第 { $since } 步 → 第 { $now } 步）：
    }
catchup-nothing = { $since ->
        [0] 开局到现在还没有任何动静。
       *[other] 你上一步（第 { $since } 步）之后还没有任何动静。
    }
catchup-earlier = ……另有更早的 { $count } 行
catchup-private = 仅你可见：
catchup-image-alt = { $since ->
        [0] 当前版图，开局以来有变化的 { $count } 处已用框标出。
       *[other] 当前版图，第 { $since } 步以来有变化的 { $count } 处已用框标出。
    }
catchup-hint = 错过了什么？用 { $cmd_game_catchup } 就能看到你上一步之后发生的事。
