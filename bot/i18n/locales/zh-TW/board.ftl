# 頻道棋盤上的玩家（bot.render.seat_legend）
board-to-move = 輪到行動
board-to-move-until = 輪到行動・期限 { $when }
board-bot-name = { $name }（機器人）
