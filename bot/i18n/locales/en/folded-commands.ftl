# Commands folded into others so that /game keeps within Discord's 25 subcommands (issue 31):
# /game follow how:stop (was /game unfollow), /game stats game: (was /game leaderboard).
follow-how-stop = Stop following
opt-stats-game-desc = That game's leaderboard instead (with a member: their place on it)
stats-standing-none = { $member } is not on the { $game } leaderboard yet: no finished game of it here counts for them there.
