# 观战者不入座关注一局游戏（issue 25）。
cmd-game-follow = 关注
cmd-game-follow-desc = 不入座关注这个频道的游戏：列入你的每日摘要，或在结束时私信你一次
cmd-game-unfollow = 取消关注
cmd-game-unfollow-desc = 不再关注这个频道的游戏
opt-follow-how = 方式
opt-follow-how-desc = 要怎样获知游戏的消息（默认：结束时私信一次）
follow-how-digest = 列入我的每日摘要
follow-how-end = 结束时私信我一次

follow-followed = 你已关注 { $channel } 的{ $game }。{ $how ->
    [digest] 它会出现在你的每日摘要里。
   *[end] 游戏结束时，你会收到一条私信，附上结果和最后一条帖子的链接。
}
follow-switched = 你仍在关注 { $channel } 的{ $game }，但方式已更改。{ $how ->
    [digest] 它会出现在你的每日摘要里，结束时不再私信你。
   *[end] 游戏结束时，你会收到一条私信，附上结果和最后一条帖子的链接；它不再列入你的每日摘要。
}
follow-same = 你本来就用这种方式关注 { $channel } 的{ $game }，没有任何更改。{ $how ->
    [digest] 它已在你的每日摘要里。
   *[end] 游戏结束时，你会收到一条私信。
}
follow-error-over = 这个频道的{ $game }已经结束，没有可以关注的游戏了。等下一局游戏开放大厅后再关注吧。
follow-error-player = 你是{ $game }的玩家：轮到你时，游戏本身就会通知你。通知方式请用 { $cmd_game_notify } 设置。
follow-error-game-full = { $game }已有 { $max } 位关注者，这是一局游戏的上限（让名单保持精简）。请直接留意这个频道。
follow-error-too-many = 你已关注 { $max } 局游戏，这是每位成员的上限（让列表保持精简）。请先到不再留意的游戏频道使用 { $cmd_game_unfollow }，再试一次。

unfollow-done = 你已不再关注 { $channel } 的{ $game }。
unfollow-none = 你没有关注这个频道的游戏，没有任何更改。

follow-end-finished = 🏁 { $channel } 的{ $game }已经结束。
follow-end-moderator = 🏁 { $channel } 的{ $game }已由管理员结束。
follow-end-abandoned = 🏁 { $channel } 的{ $game }因太久无人行动，以放弃结束。
follow-end-no-result = 这局游戏结束时没有最终分数。
follow-end-link = 最后一条帖子：{ $link }
follow-end-forgotten = 你关注了这局游戏以获知它的结果；这是它唯一一条发给你的私信。
