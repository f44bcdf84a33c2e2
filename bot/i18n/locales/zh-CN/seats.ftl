## 换人接手座位：/game replace（议题 14）。

cmd-game-replace = 换人
cmd-game-replace-desc = 把一位玩家的座位连同手牌交给另一位成员（管理员）
opt-old = 原玩家
opt-old-desc = 要交出座位的玩家
opt-new = 新玩家
opt-new-desc = 接手座位的成员

replaced-ok = { $new } 现在接手 { $old } 的座位。
seat-replaced-public = 管理员把 { $old }（{ $seat }）的座位交给了 { $new }，由其接着玩下去。
seat-given-to-you = 管理员把 { $channel } 第 { $game } 局的一个座位交给了你：以下的一切现在都是你的。
seat-given-your-turn = 轮到你了。
seat-taken-from-you = 管理员把你在 { $channel } 第 { $game } 局的座位交给了别人。这些控件已经无法使用。

error-seat-no-longer-yours = 这个座位已经不是你的了：管理员把它交给了别人（{ $channel } 第 { $game } 局）。
error-replace-in-lobby = 游戏还没开始：玩家自己在大厅加入或离开（管理员可以用 { $cmd_game_kick }）。
error-replace-not-seated = { $player } 在这局游戏中没有座位。
error-replace-already-seated = { $player } 已经在这局游戏中有座位了。
error-replace-bot = 座位只能交给真人，不能交给机器人。
error-replace-same = 原玩家与新玩家是同一位成员。
