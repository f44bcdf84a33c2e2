# 觀戰者不入座追蹤一場遊戲（issue 25）。
cmd-game-follow = 追蹤
cmd-game-follow-desc = 不入座追蹤這個頻道的遊戲：列入你的每日摘要，或在結束時私訊你一次；也可取消追蹤
opt-follow-how = 方式
opt-follow-how-desc = 要怎麼得知遊戲的消息（預設：結束時私訊一次），或取消追蹤
follow-how-digest = 列入我的每日摘要
follow-how-end = 結束時私訊我一次

follow-followed = 你已追蹤 { $channel } 的{ $game }。{ $how ->
    [digest] 它會出現在你的每日摘要裡。
   *[end] 遊戲結束時，你會收到一則私訊，附上結果和最後一則貼文的連結。
}
follow-switched = 你仍在追蹤 { $channel } 的{ $game }，但方式已變更。{ $how ->
    [digest] 它會出現在你的每日摘要裡，結束時不再私訊你。
   *[end] 遊戲結束時，你會收到一則私訊，附上結果和最後一則貼文的連結；它不再列入你的每日摘要。
}
follow-same = 你本來就用這個方式追蹤 { $channel } 的{ $game }，沒有任何變更。{ $how ->
    [digest] 它已在你的每日摘要裡。
   *[end] 遊戲結束時，你會收到一則私訊。
}
follow-error-over = 這個頻道的{ $game }已經結束，沒有可以追蹤的遊戲了。等下一局開大廳後再來追蹤吧。
follow-error-player = 你是{ $game }的玩家：輪到你時，遊戲本身就會通知你。通知方式請用 { $cmd_game_notify } 設定。
follow-error-game-full = { $game }已有 { $max } 人追蹤，達到每局的上限（名單不宜太長）。請直接留意這個頻道。
follow-error-too-many = 你已追蹤 { $max } 局遊戲，達到每人的上限（清單不宜太長）。請先到不再關注的遊戲頻道使用 { $cmd_game_follow }，方式選「取消追蹤」，再試一次。

unfollow-done = 你已不再追蹤 { $channel } 的{ $game }。
unfollow-none = 你沒有追蹤這個頻道的遊戲，沒有任何變更。

follow-end-finished = 🏁 { $channel } 的{ $game }已經結束。
follow-end-moderator = 🏁 { $channel } 的{ $game }已由管理員結束。
follow-end-abandoned = 🏁 { $channel } 的{ $game }因太久無人行動，視同放棄而結束。
follow-end-no-result = 這局結束時沒有最終分數。
follow-end-link = 最後一則貼文：{ $link }
follow-end-forgotten = 你追蹤這局是為了得知結果；這是它唯一會傳給你的私訊。
