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
