# Tiny Epic Kingdoms: names, prompts, action descriptions, commands and options.
# (The rules summary, factions, powers, events and refusals live in tek_rules.ftl;
# the terms are in bot/games/tek/glossary.md.)

tek-title = Tiny Epic Kingdoms

## Seats (the meeples' colours)
tek-seat-red = Red
tek-seat-blue = Blue
tek-seat-yellow = Yellow
tek-seat-green = Green
tek-seat-purple = Purple
tek-seat-neutral = Neutral

## The six actions of the action card
tek-action-patrol = Patrol
tek-action-quest = Quest
tek-action-build = Build
tek-action-research = Research
tek-action-expand = Expand
tek-action-trade = Trade

## Terrains and borders
tek-terrain-plains = Plains
tek-terrain-mountains = Mountains
tek-terrain-forest = Forest
tek-terrain-ruins = Ruins
tek-edge-land = land
tek-edge-river = river
tek-edge-cliff = cliff

## Resources, and amounts of them
tek-res-f = food
tek-res-m = mana
tek-res-o = ore
tek-amount = { $n } { $res }
tek-cost = { $cost }
tek-cost-free = free

## Exploration tokens
tek-token-blank = Empty
tek-token-food = Food cache
tek-token-ore = Ore cache
tek-token-mana = Mana cache
tek-token-recruit = Recruit
tek-token-treasure = Treasure
tek-token-scroll = Scroll
tek-token-stone = Cut stone
tek-token-ambush = Ambush
tek-token-blank-text = Nothing happens.
tek-token-food-text = Gain 2 food.
tek-token-ore-text = Gain 2 ore.
tek-token-mana-text = Gain 2 mana.
tek-token-recruit-text = A meeple from your supply joins the one that found it.
tek-token-treasure-text = 1 point at the end of the game.
tek-token-scroll-text = Your magic rises one level for free.
tek-token-stone-text = Your tower rises one level for free.
tek-token-ambush-text = The meeple that found it is lost (never your last one).

## Options of /game new
opt-deal-factions = deal_factions
opt-deal-factions-desc = Tiny Epic Kingdoms: deal the factions at random (otherwise chosen in turn order)
option-deal-factions = factions dealt at random
opt-exploration = exploration
opt-exploration-desc = Tiny Epic Kingdoms: exploration tokens on the home cards
option-exploration = exploration tokens

## Action descriptions (log, narration, autocomplete)
tek-do-faction = choose the { $faction }
tek-do-side = use side { $side ->
        [0] 1
       *[other] 2
    } of the home card
tek-do-stock = start with { $amounts }
tek-do-home = place the first 2 meeples in region { $region }
tek-do-stand = stand up the searching meeple in region { $region }
tek-do-patrol = patrol from region { $from } to region { $to }
tek-do-quest = quest from region { $from } to region { $to }
tek-do-build = build the tower one level higher
tek-do-research = research the next magic level
tek-do-expand = expand: a new meeple in region { $region }
tek-do-trade = trade { $n } { $give } for { $get }
tek-do-pass = put the shield on { $action } and do nothing
tek-do-collect = collect resources
tek-do-collect-picks = collect resources, picking { $picks }
tek-do-white-flag = raise the white flag (war value 0)
tek-do-bid = choose war value { $value }
tek-do-bid-paid = choose war value { $value } ({ $cost })
tek-do-flee = flee to region { $region }
tek-do-perish = stay and fall
tek-do-unknown = an unknown move

## Menu labels: regions, moves and what they cost
tek-ui-region = { $region } { $terrain }
tek-ui-region-capital = { $region } { $terrain } (capital)
tek-ui-region-bare = region { $region }
tek-ui-with-note = { $label } — { $note }
tek-ui-note-war = war with { $seat }
tek-ui-note-war-ally = war with your ally { $seat }
tek-ui-note-war-neutral = war with the neutrals
tek-ui-note-ruins = searches the ruins
tek-ui-home-choice = Start in { $region }
tek-ui-stock-choice = { $cost }
tek-ui-stand-choice = Stand up the searcher in { $region }
tek-ui-patrol-choice = { $from } → { $to }
tek-ui-quest-choice = { $from } → { $to }
tek-ui-expand-choice = New meeple in { $region } — { $cost }
tek-ui-build-choice = Build tower level { $level } — { $cost }
tek-ui-research-choice = Research magic level { $level } — { $cost }
tek-ui-trade-choice = { $n } { $give } → { $got } { $get }
tek-ui-pass-choice = { $action }: shield down, do nothing
tek-ui-collect = Collect: { $gain }
tek-ui-collect-picks = Collect: { $gain } (picking { $picks })
tek-ui-collect-nothing = Collect (nothing to gain)
tek-ui-white-flag = White flag (0)
tek-ui-bid-choice = { $value } — { $cost }
tek-ui-bid-value = { $value }
tek-ui-flee-choice = Flee to { $region } — { $cost }
tek-ui-perish = Stay and fall
tek-ui-faction-detail = Magic { $costs } mana · level 1: { $first } · level 5: { $last }
tek-ui-side = Side { $side ->
        [0] 1
       *[other] 2
    }: capital { $capital } { $terrain } · { $rivers ->
        [0] no river
        [one] 1 river
       *[other] { $rivers } rivers
    }, { $cliffs ->
        [0] no cliff
        [one] 1 cliff
       *[other] { $cliffs } cliffs
    } · { $count ->
        [0] nothing sealed
       *[other] sealed { $sealed }
    }
tek-ui-side-plain = Side { $side ->
        [0] 1
       *[other] 2
    }
tek-ui-follow-button = Follow: { $label }

## Prompts
tek-ui-wait = Nothing to do right now.
tek-ui-more = Showing { $shown } of { $total } choices for { $action }; { $command } lists them all.
tek-ui-more-collect = collecting
tek-ui-faction-turn = Choose your faction ({ $count } left). Each one's magic bends the rules from level 1 to 4 and scores a bonus at level 5.
tek-ui-faction-placeholder = Choose a faction…
tek-ui-setup-turn = Set up your kingdom:
tek-ui-setup-side = • choose the side of your home territory card;
tek-ui-setup-stock = • choose your starting resources: { $total } in all ({ $suggested } is suggested);
tek-ui-setup-home = • choose the region of your home card where your first 2 meeples stand.
tek-ui-setup-home-later = • then the region where your first 2 meeples stand.
tek-ui-stock-suggested = { $cost } (suggested)
tek-ui-stock-placeholder = Or another mix of { $total }…
tek-ui-stock-more = Every mix of { $total } is possible with { $command }.
tek-ui-home-placeholder = Your first 2 meeples stand in…
tek-ui-act-turn = You hold the big tower (round { $round }): put a shield on a free action and do it; the others then follow or collect.
tek-ui-shields = Shields already down: { $actions }.
tek-ui-patrol-placeholder = Patrol: move a meeple to a neighbouring region…
tek-ui-quest-placeholder = Quest: move a meeple to another card…
tek-ui-expand-placeholder = Expand: a new meeple joins a lone one…
tek-ui-trade-placeholder = Trade resources one for one…
tek-ui-follow-turn = { $leader } chose { $action }: follow it, or collect resources.
tek-ui-follow-turn-passed = { $leader } put the shield on { $action } and did nothing; you may still follow it, or collect resources.
tek-ui-follow-collect-only = Collect resources.
tek-ui-follow-redo = You are asked again: the choices resolved before yours changed the board or your resources, so your sealed move can no longer be made. Choose another way to follow { $action }, or collect.
tek-ui-follow-chosen = Your choice so far: { $choice }.
tek-ui-follow-gain = Following also gains you { $gain }.
tek-ui-follow-cannot = You cannot follow { $action } now: collect resources.
tek-ui-follow-placeholder = Follow: { $action }…
tek-ui-collect-placeholder = Collect, choosing { $picks ->
        [one] your free pick
       *[other] your { $picks } free picks
    }…
tek-ui-war-attack = War in { $region }: you attack { $seat }. Choose your war value in secret.
tek-ui-war-defend = War in { $region }: { $seat } attacks you. Choose your war value in secret.
tek-ui-war-neutral = War in { $region } against the neutrals of the Lost Kingdom: bid more than the { $neutrals } neutrals left.
tek-ui-war-allied = You were allies: this war breaks the alliance unless you both raise the white flag.
tek-ui-war-rates = Each mana counts { $m }, each ore { $o }, each food { $f }{ $bonus ->
        [0] {""}
       *[other] , and your magic adds { $bonus } when you pay anything
    }. The higher value wins; a tie goes to the { $ties ->
        [attacker] attacker (their magic)
       *[defender] defender
    }. Both pay; a lone white flag pays nothing and loses.
tek-ui-war-flags = Two white flags make you allies: you share the region.
tek-ui-war-flags-two = With two players there are no alliances: two white flags leave the region to the defender.
tek-ui-war-no-flag = No white flag here: the neutrals do not make alliances.
tek-ui-bid-placeholder = Your war value and what it costs…
tek-ui-bid-range-placeholder = War value { $low } to { $high }…
tek-ui-flee-turn = You lost the war in { $region }: flee to a neighbouring region for { $cost }, or your meeples there fall.
tek-ui-flee-placeholder = Flee to…

## Board picture and the private picture (bot/render/tek)
tek-board-lost-kingdom = Lost Kingdom
tek-board-choosing-side = choosing a side…
tek-legend-river = River: no patrol across
tek-legend-cliff = Cliff: no patrol across
tek-legend-sealed = Sealed: no quest in or out
tek-legend-capital = Capital: 2 points
tek-legend-searching = Searching meeple
tek-legend-token = Exploration token
tek-legend-alliance = Alliance
tek-board-round = Round { $round }
tek-board-ending = Final action card
tek-board-phase-over = Game over
tek-board-phase-faction = Choosing factions
tek-board-phase-setup = Setting up the kingdoms
tek-board-phase-act = { $seat } chooses an action
tek-board-phase-follow = Follow { $action } or collect
tek-board-phase-follow-passed = { $action } passed: follow it or collect
tek-board-phase-war = War in region { $region }
tek-board-phase-flee = { $seat } flees or falls
tek-board-actions = Actions
tek-board-action-now = Now: { $action }
tek-board-action-passed = { $action } (passed)
tek-board-tower = Tower
tek-board-tower-points = points
tek-board-tower-cost = ore
tek-board-war = War in region { $region }
tek-board-versus = vs
tek-board-flee = { $seat } lost region { $region }: flee for { $cost } food?
tek-board-last-war = Last war: region { $region }
tek-board-no-war = No war yet
tek-board-alliance-made = Alliance made
tek-board-alliance-kept = Alliance kept
tek-board-alliance-broken = Alliance broken: { $seat } wins
tek-board-war-won = { $seat } wins
tek-board-leader = big tower
tek-board-has-bid = has bid
tek-board-bidding = bidding
tek-board-has-chosen = has chosen
tek-board-choosing = choosing
tek-board-ready = ready
tek-board-setting-up = setting up
tek-board-to-play = to play
tek-board-no-faction = No faction yet
tek-board-meeples = { $map } on map · { $supply } in supply
tek-board-score = { $points ->
        [one] 1 point
       *[other] { $points } points
    }
tek-private-bid = Your war value: { $value }
tek-private-choice = Your choice: { $choice }
tek-private-collect = Collect

## Private summary
tek-me-bid = Sealed war value: { $bid }
tek-me-pending = Sealed choice: { $choice }
tek-me-faction = Faction: { $faction }
tek-me-resources = Resources: { $f } food, { $m } mana, { $o } ore · tower { $tower } · magic { $magic }

## What the channel says a waited-for seat must do
tek-step-faction = choose your faction
tek-step-setup = set up your kingdom
tek-step-act = take an action
tek-step-follow = follow or collect
tek-step-war = bid for the war
tek-step-flee = flee or fall
tek-step-redo = choose again (the sealed move can no longer be made)

## Commands (/tek)
cmd-tek = tek
cmd-tek-desc = Tiny Epic Kingdoms: act, follow or collect, bid in wars
cmd-tek-play = play
cmd-tek-play-desc = Your resources and choices for this step (only you see them)
cmd-tek-move = move
cmd-tek-move-desc = Any legal move, picked from a list
cmd-tek-faction = faction
cmd-tek-faction-desc = Choose your faction
cmd-tek-side = side
cmd-tek-side-desc = Choose the side of your home territory card
cmd-tek-stock = stock
cmd-tek-stock-desc = Your starting resources: food, mana and ore, 6 in all
cmd-tek-home = home
cmd-tek-home-desc = The region of your home card where your first 2 meeples stand
cmd-tek-patrol = patrol
cmd-tek-patrol-desc = Patrol: move a meeple to a neighbouring region of the same card
cmd-tek-quest = quest
cmd-tek-quest-desc = Quest: move a meeple to a region of another card
cmd-tek-build = build
cmd-tek-build-desc = Build: raise your tower one level (costs ore)
cmd-tek-research = research
cmd-tek-research-desc = Research: raise your magic one level (costs mana)
cmd-tek-expand = expand
cmd-tek-expand-desc = Expand: a new meeple joins a lone one of yours (costs food)
cmd-tek-trade = trade
cmd-tek-trade-desc = Trade: swap one resource for another, one for one
cmd-tek-pass = pass
cmd-tek-pass-desc = Put the shield on an action and do nothing
cmd-tek-follow = follow
cmd-tek-follow-desc = Follow the action the leader chose
cmd-tek-collect = collect
cmd-tek-collect-desc = Collect resources instead of following
cmd-tek-bid = bid
cmd-tek-bid-desc = Your secret war value (0 is the white flag)
cmd-tek-flee = flee
cmd-tek-flee-desc = After a lost war: flee to a neighbouring region, or fall
opt-tek-move = move
opt-tek-move-desc = Start typing to filter your legal moves
opt-tek-faction = faction
opt-tek-faction-desc = The faction to play
opt-tek-side = side
opt-tek-side-desc = Side 1 or 2 of your home card
opt-tek-region = region
opt-tek-region-desc = The region's number, as on the board (e.g. 13)
opt-tek-food = food
opt-tek-food-desc = Starting food (0 to 6)
opt-tek-mana = mana
opt-tek-mana-desc = Starting mana (0 to 6)
opt-tek-ore = ore
opt-tek-ore-desc = Starting ore (0 to 6)
opt-tek-action = action
opt-tek-action-desc = The action to put the shield on
opt-tek-picks = picks
opt-tek-picks-desc = Your free picks, if you have any (searching meeples, a last meeple)
opt-tek-value = value
opt-tek-value-desc = Your war value and how you pay it
opt-tek-where = where
opt-tek-where-desc = Where to flee, or stay and fall

## The board's alt text (bot/prompts/tek_board.py)
tek-alt-seat = { $seat } ({ $faction }): { $meeples } meeples on the map, tower { $tower }, magic { $magic }; { $food } food, { $mana } mana, { $ore } ore.
tek-alt-shields = Action card, used: { $used }.
tek-alt-clear = Action card: no shield yet.
tek-alt-allies = { $a } and { $b } are allies.
tek-alt-war = War in region { $region }: { $attacker } against { $defender }.
tek-alt-ending = The end has been triggered: this is the last action card.
