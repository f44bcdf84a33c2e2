## Board descriptions (alt text and /game status text:true), /game stats

## /game status text
opt-status-text = text
opt-status-text-desc = Describe the board in words instead of showing the picture

## /game stats: a member's numbers, or with game: that game's leaderboard
cmd-game-stats = stats
cmd-game-stats-desc = Games played and won in this server, or one game's leaderboard
opt-member = member
opt-member-desc = Whose numbers (you if left out)
stats-title = { $member }'s games in this server
stats-line = { $game }: { $played } played, { $won } won
stats-overall = Overall: { $played } played, { $won } won
stats-none = { $member } has no finished games in this server yet.
stats-note = Games a moderator ended count as played, not won.
leaderboard-title = { $game } leaderboard
leaderboard-line = { $rank }. { $member }: { $won } won of { $played }
leaderboard-empty = Nobody has finished a game of { $game } in this server yet.
