# 频道棋盘上的玩家（bot.render.seat_legend）
board-to-move = 轮到行动
board-to-move-until = 轮到行动・截止 { $when }
board-bot-name = { $name }（机器人）
