# Refusals of hostile or mistaken input to the bot players' controls (issue 30).
error-lobby-game-over = 这是第 { $game } 局的大厅，那局已经结束，这里的按钮都不再起作用。请用本频道当前开着的那局的大厅，或请管理员用 { $cmd_game_new } 开一局。
error-replace-bot-same-level = 机器人 { $number } 已经在用这个难度坐这个座位了。请选别的难度，或用“新玩家”选项把座位交给一位成员。
follow-error-seat-played-by-bot = 你在{ $game }的座位现在由机器人托管，轮到这个座位时游戏不会再通知你；不过座位仍挂在你名下，而游戏不能从自己的座位关注。请在本频道观看。
notify-error-seat-played-by-bot = 你在本频道对局里的座位现在由机器人托管，轮到这个座位时游戏不会通知你，所以为这局设置通知方式也不起作用。你为本服务器选的通知方式（范围：本服务器）在你的其他对局里照样有效。
