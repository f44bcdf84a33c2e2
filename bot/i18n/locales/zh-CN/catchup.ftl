# “自你上一步以来”（议题 15）：轮到你时私信中的摘要、其图片，以及 /game catchup。

cmd-game-catchup = 回顾
cmd-game-catchup-desc = 自你上一步以来发生了什么（只有你看得到）

catchup-title = { $game }：自你上一步以来
catchup-heading = { $since ->
        [0] 📜 自游戏开始以来（至第 { $now } 步）：
       *[other] 📜 自你上一步以来（第 { $since } 步 → 第 { $now } 步）：
    }
catchup-nothing = { $since ->
        [0] 游戏开始以来还没有发生任何事。
       *[other] 自你上一步（第 { $since } 步）以来没有发生任何事。
    }
catchup-earlier = ……以及更早的 { $count } 行
catchup-private = 只有你看得到：
catchup-image-alt = { $since ->
        [0] 当前的版图，自开局以来有变化的 { $count } 处已框出。
       *[other] 当前的版图，自第 { $since } 步以来有变化的 { $count } 处已框出。
    }
catchup-hint = 错过了什么？{ $cmd_game_catchup } 会告诉你自你上一步以来发生了什么。
