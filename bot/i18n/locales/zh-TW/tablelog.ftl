# /game log：桌面紀錄的條目（bot/cogs/tablelog.py）
log-entry-replaced = { $by }把{ $seat }的座位交給了 { $new }（原本是 { $old }）。
log-entry-paused = { $by }暫停了計時：{ $reason }
log-entry-resumed = { $by }恢復了計時。
log-entry-vacation = { $player }請了 { $days } 天假。
log-entry-deadline-changed = { $by }把行動期限設為{ $hours ->
    [0] 無
   *[other] { $hours } 小時
}。
log-entry-deadline-autopilot = 期限已過：機器人代{ $players }行動了一次，他們仍留在這局。
log-entry-deadline-ping = 期限已過：已提醒{ $players }。
log-entry-deadline-flagged = { $player }連續多次錯過期限，已通知管理員。
log-entry-abandoned = { $days } 天無人行動：遊戲已結束。

# /game rules：每個遊戲都適用的桌面規則
rules-stall-title = 玩家沒有回應時
rules-stall-body = 遊戲可以設定行動期限（每則等待訊息都會顯示時間）。期限一過，機器人會替逾時的座位行動一次（或依伺服器設定只提醒），座位仍屬於原玩家。連續多次逾時會通知管理員，管理員可用 { $cmd_game_replace } 把座位交給別人。提醒會先以私訊送出（避開你的勿擾時段：{ $cmd_game_notify }），之後才在頻道提醒。管理員可以用 { $cmd_game_pause } 暫停計時；玩家可以用 { $cmd_game_vacation } 請假。只要之後沒有別人行動，也沒有擲骰或揭露隱藏資訊，就可以用 { $cmd_game_undo } 收回你的上一步。
