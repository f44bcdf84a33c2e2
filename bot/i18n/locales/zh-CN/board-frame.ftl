# 频道版图上由平台补画的部分（bot.table.board_frames，issue 26）
# 标在待行动玩家旁边的截止时间：简短，写具体时刻，用 UTC。
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
# 回合消息在整张版图下面附带的局部特写（方便手机查看）
board-focus-alt = 最近几步有变化的地方（特写）：{ $areas }
# /game status area:
opt-status-area = 区域
opt-status-area-desc = 放大查看版图的某一部分（区域、王国或玩家面板）
status-area-title = { $game }：{ $area }
status-area-alt = { $game }版图局部特写：“{ $area }”
status-area-none = { $game }的版图不分区域，只能看整张。“区域”选项留空即可查看整张版图。
status-area-unknown = 这张版图上没有叫“{ $area }”的区域。请从输入时弹出的名称里选一个，例如{ $examples }。
