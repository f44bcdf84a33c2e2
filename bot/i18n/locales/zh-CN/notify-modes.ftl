# 每位成员怎样得知对局在等自己，以及每日摘要（issue 25）。
opt-notify-mode = 方式
opt-notify-mode-desc = 对局等你行动时，用什么方式通知你
opt-notify-scope = 范围
opt-notify-scope-desc = 对整个服务器生效（默认），或只对本频道的对局生效
opt-digest-at = 摘要时间
opt-digest-at-desc = 每日摘要的发送时间（当地时间），例如 18:00 或 7（默认 18:00）

notify-mode-mention = 在对局频道里 @ 你
notify-mode-dm = 只发私信
notify-mode-digest = 只放进每日摘要
notify-mode-clear = 清除我的选择（恢复默认）
notify-scope-server = 本服务器
notify-scope-game = 本频道的对局

notify-show-server = 你在本服务器的通知方式：{ $mode }。
notify-show-game = 本频道的对局：{ $mode }。
notify-show-digest = 如果选择每日摘要，它会在 { $time }（{ $zone }）发给你。
notify-show-digest-next = 下一期摘要：<t:{ $at }:f>。

notify-error-no-server = 通知方式是按服务器设置的：请在服务器的频道里使用这个命令。
notify-error-no-game = 本频道没有对局，没什么可设置的。不填“范围”就是对整个服务器生效。
notify-error-no-seat = 你在本频道的对局里没有座位，不能设置这局的通知方式。想以观战者身份关注，请用 { $follow }。
