# Small World: board labels, prompts, action descriptions, title and rules summary.
# (Race, power, error and event texts live in smallworld_rules.ftl.)

sw-title = Small World
sw-rules =
    {"**"}Small World** — a land too small for everyone. Each turn you conquer regions with the tokens of a fantasy race, score a coin for every region you hold, and when your race is worn out you send it into decline and pick a fresh one. The richest player after the last turn wins (coins are secret until then).

    {"**"}Picking a race.** Six race-and-power combos are on offer. The top one is free; each one further down costs a coin, placed on every combo you skip. You take any coins lying on your pick. Your tokens = the race's number + the power's number.

    {"**"}Conquering.** Your first region must touch the map edge or the shore of a sea that touches it; after that, conquer regions next to ones you hold. A region costs 2 tokens, plus 1 for each token, Lost Tribe, mountain, encampment, fortress or troll lair in it. Seas and lakes cannot be conquered. The defender loses one token and takes the rest back to place after your turn. When you are short, you may name one last target and roll the reinforcement die (0, 0, 0, 1, 2, 3) for the missing tokens; that ends your conquests.

    {"**"}Redeploy and score.** Move your tokens freely among your regions (at least one in each), then earn 1 coin per region you occupy, plus your race and power bonuses. Races in decline still earn 1 per region but lose their powers.

    {"**"}Decline.** Instead of conquering, flip your race: one token stays on each region, the rest go back to the box. You may own one race in decline at a time. Next turn you pick a new combo.

    The map has 23, 30, 39 or 48 regions for 2, 3, 4 or 5 players and lasts 10, 10, 9 or 8 turns. Ties go to the player with the most tokens on the board.

## Terrain
sw-terrain-farmland = Farmland
sw-terrain-hill = Hill
sw-terrain-forest = Forest
sw-terrain-swamp = Swamp
sw-terrain-mountain = Mountain
sw-terrain-sea = Sea
sw-terrain-lake = Lake

## The short labels printed on race counters
sw-badge-amazons = Am
sw-badge-dwarves = Dw
sw-badge-elves = El
sw-badge-ghouls = Gh
sw-badge-giants = Gi
sw-badge-halflings = Ha
sw-badge-humans = Hu
sw-badge-orcs = Or
sw-badge-ratmen = Ra
sw-badge-skeletons = Sk
sw-badge-sorcerers = So
sw-badge-tritons = Tn
sw-badge-trolls = Tr
sw-badge-wizards = Wi

## Seats
sw-seat-red = Red
sw-seat-blue = Blue
sw-seat-yellow = Yellow
sw-seat-green = Green
sw-seat-purple = Purple

## Board picture
sw-board-status = Turn { $turn } of { $turns }
sw-board-over = Game over
sw-board-market = Races on offer
sw-board-players = Players
sw-board-legend = Key
sw-board-combo = { $power } { $race }
sw-board-cost =
    { $cost ->
        [0] free
        [one] 1 coin
       *[other] { $cost } coins
    }
sw-board-tokens = { $map } on map · { $hand } in hand
sw-board-no-race = no active race
sw-board-waiting-for = { $name } — to play
sw-legend-mine = Mine
sw-legend-magic = Magic source
sw-legend-cavern = Cavern
sw-legend-lost-tribe = Lost Tribe
sw-legend-mountain = Mountain
sw-legend-dragon = Dragon
sw-legend-hero = Hero
sw-legend-fortress = Fortress
sw-legend-lair = Troll lair
sw-legend-encampment = Encampment
sw-legend-hole = Hole-in-the-ground

## Prompts
sw-ui-region = { $region } { $terrain }
sw-ui-pick-turn = Pick a race and power from the market.
sw-ui-pick-placeholder = Choose a race and power…
sw-ui-pick-choice = { $position }. { $power } { $race } — cost { $cost }
sw-ui-pick-coins =
    { $coins ->
        [0] no coins on it
        [one] 1 coin on it, yours if you take it
       *[other] { $coins } coins on it, yours if you take it
    }
sw-ui-conquer-turn =
    Conquer with your { $race }: { $hand ->
        [one] 1 token
       *[other] { $hand } tokens
    } to use.
sw-ui-ghouls-turn =
    Your Ghouls in decline conquer first: { $hand ->
        [one] 1 token
       *[other] { $hand } tokens
    } to use. End to go on with your active race.
sw-ui-conquer-placeholder = Conquer a region…
sw-ui-conquer-choice = { $region } { $terrain } — cost { $cost }
sw-ui-conquer-target = { $region } { $terrain }
sw-ui-dragon-choice = { $region } { $terrain } — with the dragon
sw-ui-convert-choice = { $region } { $terrain } — convert with the Sorcerers
sw-ui-conquer-more = Showing the { $shown } cheapest of { $total } targets; { $command } lists them all.
sw-ui-roll-placeholder = Final conquest: roll the die for…
sw-ui-roll-choice = Roll for { $region } { $terrain } — cost { $cost }
sw-ui-roll-button = Roll for { $region }
sw-ui-abandon-placeholder = Abandon a region…
sw-ui-abandon-choice = Abandon { $region } { $terrain }
sw-ui-end-turn = End conquests
sw-ui-finish = End turn
sw-ui-decline = Go into decline
sw-ui-berserk = Roll the Berserk die
sw-ui-redeploy-turn = Redeploy your tokens; every region you hold keeps at least one.
sw-ui-redeploy-keep = Keep default redeployment
sw-ui-defend-turn = You lost regions: place the tokens you took back.
sw-ui-fortress-placeholder = Place the fortress on…
sw-ui-fortress-choice = Fortress on { $region } { $terrain }
sw-ui-heroes = Heroes on { $regions }
sw-ui-camps = Place encampments
sw-ui-ally-placeholder = Make peace with…
sw-ui-ally-choice = Peace with { $seat }
sw-ui-stout-turn = Stout: you may go into decline now.
sw-ui-wait = Nothing to do right now.

## Action descriptions (log, narration, autocomplete)
sw-do-pick = take combo { $index } from the market
sw-do-decline = go into decline
sw-do-abandon = abandon region { $region }
sw-do-conquer = conquer region { $region }
sw-do-conquer-cost = conquer region { $region } (cost { $cost })
sw-do-roll = roll for a final conquest of region { $region }
sw-do-berserk = roll the Berserk die
sw-do-dragon = send the dragon into region { $region }
sw-do-convert = convert the token in region { $region }
sw-do-end = end this step
sw-do-fortress = build a fortress in region { $region }
sw-do-hero = place heroes in regions { $regions }
sw-do-camp = place encampments ({ $layout })
sw-do-ally = make peace with { $seat }
sw-do-redeploy = redeploy ({ $layout })
sw-do-redeploy-default = redeploy as suggested (one token per region, the rest where enemies can reach)
sw-do-unknown = an unknown move

## Private summary
sw-me-coins =
    { $coins ->
        [one] Coins: 1
       *[other] Coins: { $coins }
    }
sw-me-hand =
    { $hand ->
        [one] Tokens in hand: 1
       *[other] Tokens in hand: { $hand }
    }
sw-me-race = Active race: { $power } { $race }
sw-me-no-race = No active race

## What the channel says a waited-for seat must do
sw-step-pick = pick a race and power
sw-step-conquer = conquer, then end the conquests
sw-step-redeploy = redeploy your troops and end the turn
sw-step-stout = decline now or end the turn
sw-step-defenders = place the troops you got back
