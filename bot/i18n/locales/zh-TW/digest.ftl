# 每日摘要私訊（issue 25）。
digest-error-time = 「{ $given }」不是有效的時間。請用 24 小時制填整點，或小時加分鐘，例如：{ $examples }。
digest-title = 📬 你的每日摘要
digest-waiting-heading = 正在等你的遊戲：
digest-followed-heading = 你關注的遊戲：
digest-where = { $server }，{ $channel }
digest-your-move = 輪到你
digest-waiting-hours = 已等 { $hours } 小時
digest-waiting-days = 已等 { $days } 天
digest-game-waiting = • { $game }（{ $where }）：{ $asked }，{ $waited }。{ $link }
digest-game-followed = • { $game }（{ $where }）：正在等 { $players }。{ $link }
digest-game-ended = • { $game }（{ $where }）已結束。{ $link }
digest-more = …還有 { $count } 行。
