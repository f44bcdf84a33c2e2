## Board descriptions (alt text and /game status text:true), /game stats and /game leaderboard

## /game status text
opt-status-text = text
opt-status-text-desc = Describe the board in words instead of showing the picture

## Sun Tzu
suntzu-alt-status = Round { $round } of { $rounds }, { $phase }; waiting for { $seats }.
suntzu-alt-side = { $side }: { $pool } armies in the pool, { $reserve } in reserve; { $hand } cards in hand, { $deck } in the deck; warlord: { $warlord }.
suntzu-alt-province-name = { $hanzi } { $latin }
suntzu-alt-province = { $province } (worth { $value }): armies Wu { $wu }, Chu { $chu }; edge Wu { $wuedge }, Chu { $chuedge }
suntzu-alt-province-cards = { $province }; cards Wu { $wucard }, Chu { $chucard }
suntzu-alt-event = Event: { $event } ({ $done } of { $total } resolved).
suntzu-alt-battles = Battles: { $battles }.
suntzu-alt-battle = { $province } won by { $side } by { $diff }
suntzu-alt-battle-tie = { $province } tied

## Small World
sw-alt-status = Turn { $turn } of { $turns }: { $seats }, { $doing }.
sw-alt-over = Game over. Winner: { $seats }.
sw-alt-phase-pick = picking a race
sw-alt-phase-conquer = conquering
sw-alt-phase-redeploy = redeploying
sw-alt-phase-stout = deciding on a Stout decline
sw-alt-phase-defenders = placing the defenders that came back
sw-alt-phase-other = playing
sw-alt-seat = { $seat }: { $active }; { $regions } regions, { $tokens } tokens on the map
sw-alt-active = { $combo } ({ $hand } in hand)
sw-alt-more = { $line }; { $more }
sw-alt-declined = in decline: { $races }
sw-alt-coins = { $coins } coins
sw-alt-market = Races on offer: { $combos }.
sw-alt-roll = Last reinforcement die: { $die }.

## Tiny Epic Kingdoms
tek-alt-status = Round { $round }; waiting for { $seats }.
tek-alt-over = Game over. Winner: { $seats }.
tek-alt-scored = { $line } Score: { $points }.
tek-alt-last-war = Last war in region { $region }: { $attacker } against { $defender }, won by { $winner }.
tek-alt-nobody = nobody

## /game stats and /game leaderboard
cmd-game-stats = stats
cmd-game-stats-desc = Games played and won in this server
cmd-game-leaderboard = leaderboard
cmd-game-leaderboard-desc = Who has won the most games of one kind in this server
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
