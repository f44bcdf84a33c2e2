# Tiny Epic Kingdoms: the rules summary and the engine's words (factions, powers, events,
# refusals). Terms: bot/games/tek/glossary.md.

tek-rules =
    {"**"}Tiny Epic Kingdoms** — a small kingdom, a tower, a magic track and seven meeples. Grow across the territory cards, build, research, fight sealed wars or make alliances, and have the most points when the game ends.

    {"**"}Setup.** Each player has a faction (its magic powers), a home territory card with the side of their choice, 6 starting resources (3 food, 2 mana, 1 ore suggested, or any mix) and 2 meeples on one region of the home card. Regions are numbered slot and place (13 is region 3 of card 1). Plains yield food, mountains ore, forests mana; ruins nothing. One region of each card is its capital.

    {"**"}A round.** The player holding the big tower puts a shield on an action not used yet and does it (or does nothing). Then each other player in turn, clockwise from the action player, either follows that action or collects, seeing what those before did (with the table option quick_follow they all choose at once, sealed, for faster play): 1 resource per region they occupy, a free pick for each searching meeple in ruins, and one more for a player down to one meeple. When five shields are down the card is cleared. The big tower passes clockwise.

    {"**"}The actions.** Patrol: one meeple to a neighbouring region of the same card, never over a river or cliff. Quest: one meeple to any region of another card (not into or out of sealed regions). Build: raise the tower a level for ore. Research: raise magic a level for mana; each level's power stays. Expand: a new meeple joins a lone one, for as much food as your meeples on the map plus 1. Trade: any amount, one for one. At most 2 meeples of a colour in a region; nobody enters the region of a player's last meeple; a meeple entering ruins lies down to search.

    {"**"}War.** Entering a region held by one other colour starts a war. Both sides choose a war value from 0 to 11 in secret — each mana counts 2, each ore 1, food nothing, plus magic bonuses — and reveal together. Both pay; the higher value wins, a tie goes to the defender. A lone white flag (0) loses and pays nothing; two white flags make an alliance and the two share the region. A war between allies breaks the alliance everywhere. The loser may flee to a neighbouring region for as much food as their meeples on the map, or the meeples there fall.

    {"**"}The end.** When a player has all 7 meeples on the map, a tower of level 6 or magic level 5, the game ends once the action card is full. Points: 1 per meeple on the map outside ruins, 2 per capital held (1 each when shared), 1 per magic level plus the faction's level-5 bonus, and the tower's points. Ties: most meeples, then tower, magic, resources; still tied, nobody wins (a draw). With 2 players a Lost Kingdom of neutral meeples lies between you (1 point per region of it held and per neutral defeated); with 5 the next-but-one player starts each fresh action card.

## Factions
tek-faction-riverfolk = Riverfolk
tek-faction-stonecutters = Stonecutters
tek-faction-skyweavers = Skyweavers
tek-faction-ashen = Ashen Legion
tek-faction-moonwardens = Moonwardens
tek-faction-tidecallers = Tidecallers
tek-faction-ironbound = Ironbound
tek-faction-mirewalkers = Mirewalkers
tek-faction-sunharvest = Sunharvest
tek-faction-lanternkeepers = Lanternkeepers
tek-faction-thornguard = Thornguard
tek-faction-caravaners = Caravaners
tek-faction-frostpeak = Frostpeak

## Magic powers (levels 1-4 bend a rule; level 5 scores at the end)
tek-power-cross = Patrols and flights cross { $edge ->
        [river] rivers
       *[cliff] cliffs
    }
tek-power-unseal = Quests enter and leave sealed regions
tek-power-war_bonus = +{ $n } war value { $when ->
        [attack] when attacking
        [defend] when defending
       *[any] in every war
    }
tek-power-war_rate = Each { $res ->
        [f] food
        [m] mana
       *[o] ore
    } counts { $n } in war
tek-power-collect_bonus = +{ $n } { $res ->
        [f] food
        [m] mana
       *[o] ore
    } whenever you collect
tek-power-terrain_bonus = { $terrain ->
        [plains] Plains
        [mountains] Mountains
        [forest] Forests
       *[ruins] Ruins
    } yield { $n } more when you collect
tek-power-ruins_bonus = { $n } more free pick per searching region
tek-power-trade_bonus = Each trade gains { $n } more of what you receive
tek-power-build_discount = Building costs { $n } ore less
tek-power-expand_discount = Expanding costs { $n } food less
tek-power-follow_gain = +{ $n } { $res ->
        [f] food
        [m] mana
       *[o] ore
    } whenever you follow an action
tek-power-stack = Up to { $n } of your meeples in a region
tek-power-free_flight = Fleeing costs no food
tek-power-tie_win = You win tied wars, attacking too
tek-power-ally_gain = +{ $n } { $res ->
        [f] food
        [m] mana
       *[o] ore
    } whenever you make or keep an alliance
tek-power-score_terrain = End: +{ $n } per { $terrain ->
        [plains] plains
        [mountains] mountains
        [forest] forest
       *[ruins] ruins
    } region you hold
tek-power-score_tower = End: +{ $n } per tower level
tek-power-score_resources = End: +1 per { $per } resources left
tek-power-score_capital = End: +{ $n } per capital you hold
tek-power-score_cards = End: +{ $n } per territory card you are on
tek-power-score_allies = End: +{ $n } per ally
tek-power-score_ruins = End: +{ $n } per ruins region you hold
tek-power-score_flat = End: +{ $n } points

## Events (seat parameters are replaced by the player's name)
tek-ev-faction = { $seat } takes the { $faction }.
tek-ev-side = { $seat } turns the home card to side { $side ->
        [0] 1
       *[other] 2
    }.
tek-ev-stock = { $seat } starts with { $amounts }.
tek-ev-home = { $seat } places 2 meeples in region { $region }.
tek-ev-leader = { $seat } holds the big tower and chooses an action.
tek-ev-pass = { $seat } puts the shield on { $action } and does nothing.
tek-ev-stand = { $seat } stands up the searching meeple in region { $region }.
tek-ev-patrol = { $seat } patrols from region { $from } to region { $to }.
tek-ev-quest = { $seat } quests from region { $from } to region { $to }.
tek-ev-build = { $cost ->
        [0] { $seat }'s tower rises to level { $level } for free.
       *[other] { $seat } builds the tower to level { $level } ({ $cost } ore).
    }
tek-ev-research = { $cost ->
        [0] { $seat }'s magic rises to level { $level } for free.
       *[other] { $seat } researches magic level { $level } ({ $cost } mana).
    }
tek-ev-expand = { $seat } expands: a new meeple in region { $region } ({ $cost } food).
tek-ev-trade = { $seat } trades { $n } { $give } for { $n } { $get }.
tek-ev-gain = { $n ->
        [0] { $seat }'s { $res } track is full: nothing more is gained.
       *[other] { $seat } gains { $n } { $res }.
    }
tek-ev-chosen = { $seat } has made a sealed choice.
tek-ev-collect = { $total ->
        [0] { $seat } collects but gains nothing.
       *[other] { $seat } collects { $amounts }.
    }
tek-ev-redo = { $seat }'s sealed choice can no longer be made after the moves before it: { $seat } chooses again.
tek-ev-token = { $seat } finds an exploration token in region { $region }: { $token }.
tek-ev-recruit = A meeple of { $seat } is recruited in region { $region }.
tek-ev-ambush = Ambush! { $seat } loses a meeple in region { $region }.
tek-ev-ambush-spared = Ambush in region { $region }, but the last meeple of { $seat } escapes it.
tek-ev-war = War in region { $region }: { $attacker } attacks { $defender }. Both choose a war value in secret.
tek-ev-war-neutral = { $attacker } attacks the neutrals of the Lost Kingdom in region { $region }.
tek-ev-bid = { $seat } has chosen a war value.
tek-ev-reveal = War in region { $region }: { $attacker } reveals { $attack }, { $defender } reveals { $defend }.
tek-ev-reveal-neutral = { $attacker } reveals { $value } against the neutrals in region { $region }.
tek-ev-paid = { $seat } pays { $amounts }.
tek-ev-war-won = { $winner } wins the war in region { $region } against { $loser }.
tek-ev-neutral-defeated = { $seat } defeats a neutral in region { $region }.
tek-ev-alliance = { $attacker } and { $defender } both raise the white flag: they are allies and share region { $region }.
tek-ev-alliance-kept = { $attacker } and { $defender } both raise the white flag again: they stay allies in region { $region }.
tek-ev-alliance-broken = The alliance of { $attacker } and { $defender } is broken; every region they shared follows this war's result.
tek-ev-lost = { $n ->
        [one] { $seat } loses 1 meeple in region { $region }.
       *[other] { $seat } loses { $n } meeples in region { $region }.
    }
tek-ev-perish = { $n ->
        [one] { $seat } does not flee: 1 meeple falls in region { $region }.
       *[other] { $seat } does not flee: { $n } meeples fall in region { $region }.
    }
tek-ev-flee = { $seat } flees from region { $from } to region { $to } ({ $cost } food).
tek-ev-rescued = { $seat } would have no meeple left: one goes to region { $region }, the nearest empty one.
tek-ev-end-meeples = { $seat } has all 7 meeples on the map: the game ends when the action card is full.
tek-ev-end-tower = { $seat } has built the tower to level 6: the game ends when the action card is full.
tek-ev-end-magic = { $seat } has reached magic level 5: the game ends when the action card is full.
tek-ev-cleared = Five shields are down: the action card is cleared.
tek-ev-game-over = The game is over. { $count ->
        [0] It is a draw: still tied after every tie-break, nobody wins.
        [one] Winner: { $winner }.
       *[other] It is a tie. Winners: { $winner }.
    }

## Refusals
tek-err-bad-action = That action is not well formed.
tek-err-game-over = The game is over.
tek-err-not-your-turn = You are not asked to act now.
tek-err-wrong-phase = You cannot do that now.
tek-err-faction-taken = That faction is already taken.
tek-err-setup-done = You have already done that step of the setup.
tek-err-stock = Your starting resources must add up to { $total }.
tek-err-side-first = Choose the side of your home card first.
tek-err-home-region = Region { $region } is not on your home card.
tek-err-used = { $action } already has a shield on it.
tek-err-follow-kind = You can only follow { $action }, or collect.
tek-err-region = There is no region { $region }.
tek-err-no-meeple = You have no standing meeple in region { $region }.
tek-err-no-searching = You have no searching meeple in region { $region }.
tek-err-not-adjacent = Region { $region } is not next to it on the same card.
tek-err-river = A river lies between: you cannot patrol into region { $region }.
tek-err-cliff = A cliff lies between: you cannot patrol into region { $region }.
tek-err-same-card = Region { $region } is on the same card: that is a patrol, not a quest.
tek-err-sealed = Region { $region } is sealed by water or cliffs: no quest goes into or out of it.
tek-err-stack = No more of your meeples fit in that region.
tek-err-last-meeple = That region holds another player's last meeple: nobody may enter it.
tek-err-third-colour = Two colours already share that region: no third may enter.
tek-err-last-attack = Your last meeple may not start a war.
tek-err-neutral-cost = You cannot bid more than the neutrals left, so you cannot attack them.
tek-err-no-supply = All 7 of your meeples are already on the map.
tek-err-expand-region = A new meeple must join a lone meeple of yours (region { $region } cannot take one).
tek-err-food = That costs { $cost } food; you do not have enough.
tek-err-ore = That costs { $cost } ore; you do not have enough.
tek-err-mana = That costs { $cost } mana; you do not have enough.
tek-err-tower-top = Your tower is already at level 6.
tek-err-magic-top = Your magic is already at level 5.
tek-err-trade-amount = You cannot give { $n } of that resource.
tek-err-trade-cap = Receiving { $n } would pass 9 on that track.
tek-err-picks = Choose exactly { $n } free picks when you collect.
tek-err-bid-value = A war value is a whole number from 0 to 11.
tek-err-bid-neutral = Against the neutrals you must bid more than the neutrals left, and no white flag.
tek-err-bid-payment = You cannot pay exactly that war value that way.
tek-err-bid-done = You have already chosen your war value.
tek-err-flee-region = You cannot flee to region { $region }.
