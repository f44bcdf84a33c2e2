# 频道版图上由牌桌补上的部分（bot.table.board_frames，issue 26）
# 画在待行动玩家旁的截止时间：简短、绝对时间、UTC。
board-deadline = { $month }{ $day }日（{ $weekday }）{ $time } UTC
board-weekday-0 = 周一
board-weekday-1 = 周二
board-weekday-2 = 周三
board-weekday-3 = 周四
board-weekday-4 = 周五
board-weekday-5 = 周六
board-weekday-6 = 周日
board-month-1 = 1月
board-month-2 = 2月
board-month-3 = 3月
board-month-4 = 4月
board-month-5 = 5月
board-month-6 = 6月
board-month-7 = 7月
board-month-8 = 8月
board-month-9 = 9月
board-month-10 = 10月
board-month-11 = 11月
board-month-12 = 12月
# 回合帖子在整张版图下附上的手机特写
board-focus-alt = 最近几步改变之处的特写：{ $areas }
# /game status area:
opt-status-area = 区域
opt-status-area-desc = 放大显示版图的一部分（区域、王国、玩家面板）
status-area-title = { $game }：{ $area }
status-area-alt = { $game } 版图上“{ $area }”的特写
status-area-none = { $game } 的版图没有可指定的区域，只能整张显示。请不要填“区域”选项，即可看到整张版图。
status-area-unknown = 这张版图上没有叫“{ $area }”的区域。请从输入时出现的名称中选一个，例如 { $examples }。
