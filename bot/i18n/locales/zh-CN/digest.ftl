# 每日摘要私信（issue 25）。
digest-error-time = “{ $given }”不是一天中的时间。请用 24 小时制填小时，或小时和分钟，例如：{ $examples }。
digest-title = 📬 你的每日摘要
digest-waiting-heading = 正在等你的游戏：
digest-followed-heading = 你关注的游戏：
digest-where = { $server }，{ $channel }
digest-your-move = 轮到你
digest-waiting-hours = 已等 { $hours } 小时
digest-waiting-days = 已等 { $days } 天
digest-game-waiting = • { $game }（{ $where }）：{ $asked }，{ $waited }。{ $link }
digest-game-followed = • { $game }（{ $where }）：正在等 { $players }。{ $link }
digest-game-ended = • { $game }（{ $where }）已结束。{ $link }
digest-more = …还有 { $count } 行。
