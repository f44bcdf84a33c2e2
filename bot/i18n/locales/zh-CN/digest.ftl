# 每日摘要私信（issue 25）。
digest-error-time = “{ $given }”不是有效的时间。请按 24 小时制填写整点，或者小时加分钟，例如：{ $examples }。
digest-title = 📬 你的每日摘要
digest-waiting-heading = 在等你的对局：
digest-followed-heading = 你关注的对局：
digest-where = { $server }，{ $channel }
digest-your-move = 轮到你了
digest-waiting-hours = 已经等了 { $hours } 小时
digest-waiting-days = 已经等了 { $days } 天
digest-game-waiting = • { $game }（{ $where }）：{ $asked }，{ $waited }。{ $link }
digest-game-followed = • { $game }（{ $where }）：在等 { $players }。{ $link }
digest-game-ended = • { $game }（{ $where }）已经结束。{ $link }
digest-more = ……还有 { $count } 行。
