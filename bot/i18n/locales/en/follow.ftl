# Spectators following a game without a seat (issue 25).
cmd-game-follow = follow
cmd-game-follow-desc = Follow this channel's game without a seat (daily digest or one DM at its end), or stop following
opt-follow-how = how
opt-follow-how-desc = How to hear of the game (default: one DM when it ends), or stop following it
follow-how-digest = In my daily digest
follow-how-end = One DM when it ends

follow-followed = You follow { $game } in { $channel }. { $how ->
    [digest] It will be in your daily digest.
   *[end] You will get one DM when it ends, with the result and a link to the last post.
}
follow-switched = You still follow { $game } in { $channel }, now another way. { $how ->
    [digest] It will be in your daily digest, and you get no DM at its end.
   *[end] You will get one DM when it ends, with the result and a link to the last post; it is no longer in your digest.
}
follow-same = You already follow { $game } in { $channel } this way, so nothing changed. { $how ->
    [digest] It is in your daily digest.
   *[end] You will get one DM when it ends.
}
follow-error-over = { $game } in this channel is over, so there is nothing left to follow. Follow the next game once its lobby opens.
follow-error-player = You play in { $game }: the game itself tells you when it needs you. Choose how it tells you with { $cmd_game_notify }.
follow-error-game-full = { $game } already has { $max } followers, the most a game can have (so its list stays small). Watch the channel instead.
follow-error-too-many = You already follow { $max } games, the most a member can (so your list stays small). In the channel of a game you no longer watch, use { $cmd_game_follow } with how: Stop following, then try again.

unfollow-done = You no longer follow { $game } in { $channel }.
unfollow-none = You were not following a game in this channel, so nothing changed.

follow-end-finished = 🏁 { $game } in { $channel } is over.
follow-end-moderator = 🏁 { $game } in { $channel } was ended by a moderator.
follow-end-abandoned = 🏁 { $game } in { $channel } ended as abandoned: nobody moved for too long.
follow-end-no-result = It ended without final scores.
follow-end-link = The last post: { $link }
follow-end-forgotten = You followed this game to hear of its end; this is the only DM it sends you.
