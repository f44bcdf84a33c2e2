# 观战者不入座关注一局游戏（issue 25）。
cmd-game-follow = 关注
cmd-game-follow-desc = 不入座也能关注本频道的对局：放进每日摘要，或在结束时私信你一次；也可取消关注
opt-follow-how = 方式
opt-follow-how-desc = 用什么方式获取对局动态（默认：结束时私信一次），或取消关注
follow-how-digest = 放进我的每日摘要
follow-how-end = 结束时私信我一次

follow-followed = 已关注 { $channel } 的{ $game }。{ $how ->
    [digest] 它会出现在你的每日摘要里。
   *[end] 对局结束时，你会收到一条私信，里面有结果和最后一条消息的链接。
}
follow-switched = 你还在关注 { $channel } 的{ $game }，只是换了方式。{ $how ->
    [digest] 它会出现在你的每日摘要里，结束时不再单独私信你。
   *[end] 对局结束时，你会收到一条私信，里面有结果和最后一条消息的链接；每日摘要里不再有它。
}
follow-same = 你本来就是用这种方式关注 { $channel } 的{ $game }，无需更改。{ $how ->
    [digest] 它已经在你的每日摘要里了。
   *[end] 对局结束时，你会收到一条私信。
}
follow-error-over = 本频道的{ $game }已经结束，没有对局可关注了。等下一局开大厅后再来关注吧。
follow-error-player = 你是{ $game }的玩家：需要你的时候，游戏会直接通知你。想换通知方式，请用 { $cmd_game_notify }。
follow-error-game-full = { $game }已经有 { $max } 人关注，达到了单局上限（名单不宜太长）。请直接留意本频道。
follow-error-too-many = 你已经关注了 { $max } 局，达到了每人的上限（列表不宜太长）。请先到不想再看的对局频道用 { $cmd_game_follow }，方式选“取消关注”，再来试一次。

unfollow-done = 已取消关注 { $channel } 的{ $game }。
unfollow-none = 你没有关注本频道的对局，无需更改。

follow-end-finished = 🏁 { $channel } 的{ $game }已经结束。
follow-end-moderator = 🏁 { $channel } 的{ $game }已被管理员结束。
follow-end-abandoned = 🏁 { $channel } 的{ $game }太久没人行动，按放弃处理，已经结束。
follow-end-no-result = 这局结束时没有最终分数。
follow-end-link = 最后一条消息：{ $link }
follow-end-forgotten = 你关注这局是为了知道结果；这是它发给你的唯一一条私信。
