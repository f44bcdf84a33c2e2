# 每位成员如何得知游戏在等他，以及每日摘要（issue 25）。
opt-notify-mode = 方式
opt-notify-mode-desc = 游戏等你行动时，你想如何得知
opt-notify-scope = 范围
opt-notify-scope-desc = 设置整个服务器（默认），或只设置这个频道的游戏
opt-digest-at = 摘要时间
opt-digest-at-desc = 每日摘要的当地时间，例如 18:00 或 7（默认 18:00）

notify-mode-mention = 在游戏频道提及你
notify-mode-dm = 只用私信
notify-mode-digest = 只看每日摘要
notify-mode-clear = 清除我的选择（恢复默认）
notify-scope-server = 这个服务器
notify-scope-game = 这个频道的游戏

notify-show-server = 在这个服务器，你的通知方式是：{ $mode }。
notify-show-game = 这个频道的游戏：{ $mode }。
notify-show-digest = 如果你选择每日摘要，它会在 { $time }（{ $zone }）送达。
notify-show-digest-next = 下一份摘要：<t:{ $at }:f>。

notify-error-no-server = 通知方式按服务器设置：请在服务器的频道里使用这个命令。
notify-error-no-game = 这个频道没有游戏，没有可以设置的对象。不填“范围”就会设置整个服务器。
notify-error-no-seat = 你在这个频道的游戏里没有座位，不能设置它的通知方式。想以旁观者身份关注，请用 { $follow }。
