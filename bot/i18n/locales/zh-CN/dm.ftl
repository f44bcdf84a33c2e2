# 私信将超过 Discord 的 2,000 字符上限时（issue 23）：最旧的消息让位给这一行；
# 行动选项与座位状况始终完整保留。
dm-news-earlier = ……略去较早的 { $count } 行消息，完整内容请用 { $cmd_game_catchup } 查看。

# 菜单选项的说明超过 Discord 可显示的 100 个字符时，在消息中完整列出。
dm-choice-detail = • { $label }：{ $detail }
