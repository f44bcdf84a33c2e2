# 私信快超出 Discord 的 2000 字符上限时（issue 23）：先删掉最早的消息，换成下面这一行；
# 可选的操作和座位情况始终完整保留。
dm-news-earlier = ……省略了更早的 { $count } 行消息，想看完整内容请用 { $cmd_game_catchup }。

# 菜单选项的说明超出 Discord 能显示的 100 个字符时，在消息里完整列出。
dm-choice-detail = • { $label }：{ $detail }
