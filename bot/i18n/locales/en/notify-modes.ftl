# How each member is told that a game waits for them, and their daily digest (issue 25).
opt-notify-mode = mode
opt-notify-mode-desc = How you are told a game waits for you
opt-notify-scope = scope
opt-notify-scope-desc = Set it for this server (default) or only for this channel's game
opt-digest-at = digest_at
opt-digest-at-desc = Local time of your daily digest, like 18:00 or 7 (default 18:00)

notify-mode-mention = a mention in the game's channel
notify-mode-dm = a DM only
notify-mode-digest = only the daily digest
notify-mode-clear = clear my choice (back to the default)
notify-scope-server = this server
notify-scope-game = this channel's game

notify-show-server = How you are told on this server: { $mode }.
notify-show-game = For this channel's game: { $mode }.
notify-show-digest = Your daily digest comes at { $time } ({ $zone }) if you choose it.
notify-show-digest-next = Your next digest: <t:{ $at }:f>.

notify-error-no-server = How you are told is set per server: use this command in a server's channel.
notify-error-no-game = There is no game in this channel, so there is nothing to set for it. Leave out scope to set it for the whole server.
notify-error-no-seat = You have no seat in this channel's game, so its notify choice is not yours to set. To hear of it as a spectator, use { $follow }.
