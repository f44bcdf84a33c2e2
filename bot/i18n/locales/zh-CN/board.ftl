# 频道版图上的玩家（bot.render.seat_legend）
board-to-move = 轮到行动
board-to-move-until = 轮到行动，{ $when } 前
board-bot-name = { $name }（机器人）
