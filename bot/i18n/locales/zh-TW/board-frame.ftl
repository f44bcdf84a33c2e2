# 頻道圖板上由牌桌補上的部分（bot.table.board_frames，issue 26）
# 畫在待行動玩家旁的期限：簡短、絕對時間、UTC。
board-deadline = { $month }{ $day }日（{ $weekday }）{ $time } UTC
board-weekday-0 = 週一
board-weekday-1 = 週二
board-weekday-2 = 週三
board-weekday-3 = 週四
board-weekday-4 = 週五
board-weekday-5 = 週六
board-weekday-6 = 週日
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
# 回合貼文在整張圖板下附上的手機特寫
board-focus-alt = 最近幾步改變之處的特寫：{ $areas }
# /game status area:
opt-status-area = 區域
opt-status-area-desc = 放大顯示圖板的一部分（區域、王國、玩家面板）
status-area-title = { $game }：{ $area }
status-area-alt = { $game }圖板上「{ $area }」的特寫
status-area-none = { $game }的圖板沒有可指定的區域，只能整張顯示。「區域」選項留空即可看到整張圖板。
status-area-unknown = 這張圖板上沒有叫「{ $area }」的區域。請從輸入時出現的名稱中選一個，例如{ $examples }。
