# 逐步升级的提醒、免打扰时段与无人行动的游戏（issue 14）。
cmd-game-notify = 提醒
cmd-game-notify-desc = 设置轮到你时的通知方式、免打扰时段和每日摘要（不填选项则显示当前设置）
opt-quiet = 免打扰
opt-quiet-desc = 免打扰时段，例如 22-08 或 23:30-07:00（off：取消）
opt-tz = 时区
opt-tz-desc = 你的时区，例如 Asia/Shanghai 或 Europe/London
opt-abandon-days = 放弃天数
opt-abandon-days-desc = 无人行动超过这么多天就结束游戏（0：永不；默认 30）

nudge-dm = ⏰ { $channel } 的{ $game }正在等你行动。
nudge-abandoned = 已有 { $days } 天无人行动，游戏以放弃结束。
nudge-abandoned-notice = 这局游戏已结束：{ $days } 天无人行动。
nudge-quiet-none = 你没有设置免打扰时段：提醒随时都会送达。
nudge-quiet-show = 你的免打扰时段：{ $hours }（{ $zone }）。提醒私信会等到时段结束才发出。
nudge-error-quiet = “{ $given }”不是免打扰时段。请用 24 小时制的“开始-结束”，例如：{ $examples }。
nudge-error-zone = “{ $given }”不是我认识的时区。请用 IANA 时区数据库的名称，例如：{ $examples }。

config-abandon-days = { $days ->
    [0] 闲置的游戏不会被结束。
   *[other] 进行中的游戏若 { $days } 天无人行动，将被结束。
}
