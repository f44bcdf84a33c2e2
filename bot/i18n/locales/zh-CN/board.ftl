# 频道版图上的玩家（bot.render.seat_legend）
board-to-move = 待行动
board-to-move-until = 待行动，{ $when } 截止
board-bot-name = { $name }（机器人）
