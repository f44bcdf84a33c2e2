# The players on a channel board (bot.render.seat_legend)
board-to-move = to move
board-to-move-until = to move · until { $when }
board-bot-name = { $name } (bot)
