# The table's part of a channel board (bot.table.board_frames, issue 26)
# A deadline drawn on the board beside the awaited players: short, absolute, in UTC.
board-deadline = { $weekday } { $day } { $month }, { $time } UTC
board-weekday-0 = Mon
board-weekday-1 = Tue
board-weekday-2 = Wed
board-weekday-3 = Thu
board-weekday-4 = Fri
board-weekday-5 = Sat
board-weekday-6 = Sun
board-month-1 = Jan
board-month-2 = Feb
board-month-3 = Mar
board-month-4 = Apr
board-month-5 = May
board-month-6 = Jun
board-month-7 = Jul
board-month-8 = Aug
board-month-9 = Sep
board-month-10 = Oct
board-month-11 = Nov
board-month-12 = Dec
# The close-up a turn post carries for phones, under the whole board
board-focus-alt = Close-up of what the last moves changed: { $areas }
# /game status area:
opt-status-area = area
opt-status-area-desc = Show one part of the board up close (a region, a kingdom, a player's panel)
status-area-title = { $game }: { $area }
status-area-alt = Close-up of { $area } on the board of { $game }
status-area-none = { $game } has no named areas: its board is shown whole. Leave the area option empty to see it.
status-area-unknown = This board has no area called “{ $area }”. Pick one of the names offered as you type, for example { $examples }.
