# 每位成員如何得知遊戲在等他，以及每日摘要（issue 25）。
opt-notify-mode = 方式
opt-notify-mode-desc = 遊戲等你行動時，要怎麼通知你
opt-notify-scope = 範圍
opt-notify-scope-desc = 設定整個伺服器（預設），或只設定這個頻道的遊戲
opt-digest-at = 摘要時間
opt-digest-at-desc = 每日摘要的當地時間，例如 18:00 或 7（預設 18:00）

notify-mode-mention = 在遊戲頻道提及你
notify-mode-dm = 只用私訊
notify-mode-digest = 只看每日摘要
notify-mode-clear = 清除我的選擇（恢復預設）
notify-scope-server = 這個伺服器
notify-scope-game = 這個頻道的遊戲

notify-show-server = 在這個伺服器，你的通知方式是：{ $mode }。
notify-show-game = 這個頻道的遊戲：{ $mode }。
notify-show-digest = 若你選擇每日摘要，它會在 { $time }（{ $zone }）送達。
notify-show-digest-next = 下一份摘要：<t:{ $at }:f>。

notify-error-no-server = 通知方式是依伺服器設定的：請在伺服器的頻道裡使用這個指令。
notify-error-no-game = 這個頻道沒有遊戲，沒有可設定的遊戲。不填「範圍」就會設定整個伺服器。
notify-error-no-seat = 你在這個頻道的遊戲裡沒有座位，不能設定它的通知方式。想以旁觀者身分追蹤，請用 { $follow }。
