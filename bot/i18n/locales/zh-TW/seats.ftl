## 換人接手座位：/game replace（議題 14）。

cmd-game-replace = 換人
cmd-game-replace-desc = 把一位玩家的座位連同手牌交給另一位成員（管理員）
opt-old = 原玩家
opt-old-desc = 要交出座位的玩家
opt-new = 新玩家
opt-new-desc = 接手座位的成員

replaced-ok = { $new } 現在接手 { $old } 的座位。
seat-replaced-public = 管理員把 { $old }（{ $seat }）的座位交給了 { $new }，由他接著玩下去。
seat-given-to-you = 管理員把 { $channel } 第 { $game } 局的一個座位交給了你：下面的內容現在都歸你了。
seat-given-your-turn = 輪到你了。
seat-taken-from-you = 管理員把你在 { $channel } 第 { $game } 局的座位交給了別人。這些控制項已經無法使用。

error-seat-no-longer-yours = 這個座位已經不是你的了：管理員把它交給了別人（{ $channel } 第 { $game } 局）。
error-seat-given-to-bot = 這個座位已經不是你的了：管理員把它交給了機器人（{ $channel } 第 { $game } 局）。
error-replace-in-lobby = 遊戲還沒開始：玩家自己在大廳加入或離開（管理員可以用 { $cmd_game_kick }）。
error-replace-not-seated = { $player } 在這局遊戲中沒有座位。
error-replace-already-seated = { $player } 已經在這局遊戲中有座位了。
error-replace-bot = 座位只能交給真人，不能交給機器人。
error-replace-same = 原玩家與新玩家是同一位成員。
