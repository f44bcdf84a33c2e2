# 逐级加强的提醒、免打扰时段，以及没人行动的对局（issue 14）。
cmd-game-notify = 提醒
cmd-game-notify-desc = 设置轮到你时怎么通知你、免打扰时段和每日摘要（不填选项则显示当前设置）
opt-quiet = 免打扰
opt-quiet-desc = 免打扰时段，例如 22-08 或 23:30-07:00（off：关闭）
opt-tz = 时区
opt-tz-desc = 你所在的时区，例如 Asia/Shanghai 或 Europe/London
opt-abandon-days = 放弃天数
opt-abandon-days-desc = 连续这么多天没人行动就结束对局（0：永不结束；默认 30）

nudge-dm = ⏰ { $channel } 的{ $game }在等你行动。
nudge-abandoned = 已经 { $days } 天没人行动，对局按放弃处理，已结束。
nudge-abandoned-notice = 本局已结束：{ $days } 天没人行动。
nudge-quiet-none = 你没有设置免打扰时段：提醒随时可能发来。
nudge-quiet-show = 你的免打扰时段：{ $hours }（{ $zone }）。这段时间里的提醒私信会等时段结束后再发。
nudge-error-quiet = “{ $given }”不是有效的免打扰时段。请按 24 小时制写成“开始-结束”，例如：{ $examples }。
nudge-error-zone = 不认识“{ $given }”这个时区。请填 IANA 时区数据库里的名称，例如：{ $examples }。

config-abandon-days = { $days ->
    [0] 长时间没人行动的对局不会自动结束。
   *[other] 进行中的对局如果连续 { $days } 天没人行动，就会自动结束。
}
