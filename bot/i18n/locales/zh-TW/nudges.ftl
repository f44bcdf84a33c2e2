# 逐步升級的提醒、勿擾時段與無人行動的遊戲（issue 14）。
cmd-game-notify = 提醒
cmd-game-notify-desc = 設定輪到你時的通知方式、勿擾時段與每日摘要（不填選項則顯示目前的設定）
opt-quiet = 勿擾
opt-quiet-desc = 勿擾時段，例如 22-08 或 23:30-07:00（off：取消）
opt-tz = 時區
opt-tz-desc = 你的時區，例如 Asia/Taipei 或 Europe/London
opt-abandon-days = 放棄天數
opt-abandon-days-desc = 無人行動超過這麼多天就結束遊戲（0：永不；預設 30）

nudge-dm = ⏰ { $channel } 的{ $game }正在等你行動。
nudge-abandoned = 已有 { $days } 天無人行動，遊戲視同放棄而結束。
nudge-abandoned-notice = 這場遊戲已結束：{ $days } 天無人行動。
nudge-quiet-none = 你沒有設定勿擾時段：提醒隨時都會送達。
nudge-quiet-show = 你的勿擾時段：{ $hours }（{ $zone }）。提醒私訊會等到時段結束才送出。
nudge-error-quiet = 「{ $given }」不是有效的勿擾時段。請用 24 小時制的「開始-結束」，例如：{ $examples }。
nudge-error-zone = 「{ $given }」不是我認得的時區。請用 IANA 時區資料庫的名稱，例如：{ $examples }。

config-abandon-days = { $days ->
    [0] 閒置的遊戲不會自動結束。
   *[other] 進行中的遊戲若連續 { $days } 天無人行動，就會自動結束。
}
