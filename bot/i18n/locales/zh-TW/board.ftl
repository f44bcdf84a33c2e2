# 頻道圖板上的玩家（bot.render.seat_legend）
board-to-move = 輪到行動
board-to-move-until = 輪到行動，{ $when } 前
board-bot-name = { $name }（機器人）
