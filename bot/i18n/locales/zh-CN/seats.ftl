## 换人接手座位：/game replace（议题 14）。

cmd-game-replace = 换人
cmd-game-replace-desc = 把一名玩家的座位连同手牌转交给另一名成员（管理员）
opt-old = 原玩家
opt-old-desc = 要让出座位的玩家
opt-new = 新玩家
opt-new-desc = 接手座位的成员

replaced-ok = 现在由 { $new } 接手 { $old } 的座位。
seat-replaced-public = 管理员把 { $old }（{ $seat }）的座位转交给了 { $new }，由 { $new } 接着往下打。
seat-given-to-you = 管理员把 { $channel } 第 { $game } 局的一个座位转交给了你：下面的内容现在都归你了。
seat-given-your-turn = 轮到你了。
seat-taken-from-you = 管理员把你在 { $channel } 第 { $game } 局的座位转交给了别人。这些控件已经失效。

error-seat-no-longer-yours = 这个座位已经不归你了：管理员把它转交给了别人（{ $channel } 第 { $game } 局）。
error-seat-given-to-bot = 这个座位已经不归你了：管理员把它转交给了机器人（{ $channel } 第 { $game } 局）。
error-replace-in-lobby = 游戏还没开始：大厅里由玩家自己加入或离开（管理员可以用 { $cmd_game_kick }）。
error-replace-not-seated = { $player } 在这局没有座位。
error-replace-already-seated = { $player } 在这局已经有座位了。
error-replace-bot = 座位只能交给真人，不能交给机器人。
error-replace-same = 原玩家和新玩家是同一个人。
