## Commands of the game's own group (/smallworld)
cmd-sw = smallworld
cmd-sw-desc = Small World: pick, conquer, redeploy, decline
cmd-sw-play = play
cmd-sw-play-desc = Your coins, tokens and choices for this step (only you see them)
cmd-sw-move = move
cmd-sw-move-desc = Any legal move, picked from a list
cmd-sw-pick = pick
cmd-sw-pick-desc = Take a race and power combo from the market
cmd-sw-conquer = conquer
cmd-sw-conquer-desc = Conquer a region (the list shows legal targets and their cost)
cmd-sw-final = final
cmd-sw-final-desc = Final conquest: roll the reinforcement die for a region (ends conquering)
cmd-sw-abandon = abandon
cmd-sw-abandon-desc = Leave one of your regions before conquering
cmd-sw-redeploy = redeploy
cmd-sw-redeploy-desc = Place your tokens: region:count pairs, e.g. 5:3 9:1 (ends your turn)
cmd-sw-decline = decline
cmd-sw-decline-desc = Put your active race into decline instead of expanding
cmd-sw-end = end
cmd-sw-end-desc = Stop conquering, or keep your layout and end the turn
cmd-sw-berserk = berserk
cmd-sw-berserk-desc = Berserk: roll the die before choosing your next target
cmd-sw-dragon = dragon
cmd-sw-dragon-desc = Dragon Master: take a region with one token
cmd-sw-convert = convert
cmd-sw-convert-desc = Sorcerers: replace a lone active enemy token next to you
cmd-sw-fortress = fortress
cmd-sw-fortress-desc = Fortified: place this turn's fortress
cmd-sw-heroes = heroes
cmd-sw-heroes-desc = Heroic: put your two heroes on two of your regions
cmd-sw-camps = camps
cmd-sw-camps-desc = Bivouacking: encampments per region, e.g. 4:2 7:3 (at most 5)
cmd-sw-ally = ally
cmd-sw-ally-desc = Diplomat: choose a player you did not attack this turn as your ally
opt-sw-action = action
opt-sw-action-desc = Start typing to filter your legal moves
opt-sw-combo = combo
opt-sw-combo-desc = Position in the market (costs 1 coin per combo above)
opt-sw-region = region
opt-sw-region-desc = The region's number
opt-sw-layout = layout
opt-sw-layout-desc = Tokens per region, e.g. 5:3 9:1
opt-sw-first = first
opt-sw-first-desc = The first hero's region
opt-sw-second = second
opt-sw-second-desc = The second hero's region
opt-sw-ally-desc = The player to ally with

## Guided layouts (/smallworld redeploy, /smallworld camps): what the text typed so far comes to
sw-layout-ready = { $layout } — every token placed: send it
sw-layout-short =
    { $layout } — { $count ->
        [one] 1 more token
       *[other] { $count } more tokens
    } to place
sw-layout-over =
    { $layout } — { $count ->
        [one] 1 token
       *[other] { $count } tokens
    } too many
sw-layout-camps = { $layout } — { $count } of { $most } encampments
sw-layout-bad-part = ⛔ I cannot read "{ $part }": write region:count pairs, e.g. 5:3 9:1
sw-layout-not-yours = ⛔ Region { $region } is not one you can place on now
sw-layout-twice = ⛔ Region { $region } is named twice
sw-layout-least = ⛔ Region { $region } keeps at least { $least }
sw-layout-most = ⛔ Region { $region } can take at most { $most } now
sw-layout-full = ⛔ Nothing is left for region { $region }: the other regions take it all
