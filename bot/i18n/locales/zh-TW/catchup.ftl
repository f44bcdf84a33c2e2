# 「自你上一步以來」（議題 15）：輪到你時私訊中的摘要、其圖片，以及 /game catchup。

cmd-game-catchup = 回顧
cmd-game-catchup-desc = 自你上一步以來發生了什麼（只有你看得到）

catchup-title = { $game }：自你上一步以來
catchup-heading = { $since ->
        [0] 📜 自遊戲開始以來（至第 { $now } 步）：
       *[other] 📜 自你上一步以來（第 { $since } 步 → 第 { $now } 步）：
    }
catchup-nothing = { $since ->
        [0] 遊戲開始以來還沒有發生任何事。
       *[other] 自你上一步（第 { $since } 步）以來沒有發生任何事。
    }
catchup-earlier = ……以及更早的 { $count } 行
catchup-private = 只有你看得到：
catchup-image-alt = { $since ->
        [0] 目前的圖板，自開局以來有變化的 { $count } 處已框出。
       *[other] 目前的圖板，自第 { $since } 步以來有變化的 { $count } 處已框出。
    }
catchup-hint = 錯過了什麼？{ $cmd_game_catchup } 會告訴你自你上一步以來發生了什麼。
