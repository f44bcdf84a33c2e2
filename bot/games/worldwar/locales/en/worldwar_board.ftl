# World War: the words of the board picture and of a seat's private picture (bot/games/worldwar/render).
# Territory and continent names are in worldwar_map.ftl, cards and missions in worldwar_decks.ftl.

## The armies (seat colours)
ww-board-colour-black = Black
ww-board-colour-blue = Blue
ww-board-colour-yellow = Yellow
ww-board-colour-red = Red
ww-board-colour-green = Green

## The header
ww-board-title = World War
ww-board-round = Round
ww-board-action-points = Action points
ww-board-phase-setup = Setting up: each army keeps a mission, places its troops and its lord
ww-board-phase-turn = { $colour } to play
ww-board-phase-capital = { $colour } took the capital of { $victim }: reparations or occupation?
ww-board-phase-refound = { $victim } founds a new capital
ww-board-phase-buy = Buying after round { $round }
ww-board-phase-over = Game over
ww-board-waiting = Waiting for { $colours }
ww-board-winners = Winner: { $colours }
ww-board-end-mission = a mission is complete
ww-board-end-rounds = after the last round
ww-board-end-last = the last army standing
ww-board-capital-at = The capital taken: { $territory }

## The legend
ww-board-legend-bonus = Continent bonuses
ww-board-legend-soldier = Soldier 1
ww-board-legend-horse = Horse 5
ww-board-legend-cannon = Cannon 10
ww-board-legend-catapult = Catapult
ww-board-legend-tower = Well-tower
ww-board-legend-capital = Capital
ww-board-legend-lord = Lord
ww-board-legend-value = Economic value
ww-board-legend-sea = Sea link

## The seats
ww-board-seat-grain = Grain
ww-board-seat-territories = Territories
ww-board-seat-units = Units
ww-board-seat-supply = To place
ww-board-seat-engines = Engines
ww-board-seat-capitals = Capitals taken
ww-board-seat-lords = Lords captured
ww-board-seat-none = none
ww-board-seat-out = Out of the game
ww-board-seat-lord-held = Lord held by { $colour }
ww-board-seat-grudge = Dice +1 against { $colours }
ww-board-seat-playing = Playing
ww-board-seat-waiting = Choosing
ww-board-seat-score = { $points } points
ww-board-seat-mission = Mission
ww-board-seat-mission-done = Mission complete
ww-board-seat-no-lord-card = No lord card yet
ww-board-seat-treasures = { $n ->
    [one] 1 treasure
   *[other] { $n } treasures
}

## A lord card's four stats, shortened for the armies' cards
ww-board-stat-might = Mgt
ww-board-stat-intellect = Int
ww-board-stat-command = Cmd
ww-board-stat-charm = Cha

## Pieces and machines named in the tags and the events' effects
ww-board-unit-soldier = Soldier
ww-board-unit-horse = Horse
ww-board-unit-cannon = Cannon
ww-board-unit-catapult = Catapult
ww-board-unit-tower = Well-tower

## Tags on an army's card: what cards left standing until its next turn
ww-board-tag-truce = Truce: { $colours } may not attack
ww-board-tag-ambush = { $reroll ->
    [0] Ambush: +{ $n } to { $dice } dice
   *[other] Ambush: reroll { $reroll }
}
ww-board-tag-discount = { $unit } −{ $n } grain
ww-board-tag-kit = Free { $unit } ×{ $n }
ww-board-tag-ransom = Ransom { $grain } to { $colour }
ww-board-tag-owed = Owes { $n } action { $n ->
    [one] point
   *[other] points
}
ww-board-tag-ap-next = Next round: { $change } action points

## The last battle (a box in the sea)
ww-board-battle-title = Last battle
ww-board-duel-title = Last battle: sorcery duel
ww-board-battle-where = { $colour } attacked { $territory }
ww-board-battle-nobody = Unheld
ww-board-battle-lost = lost { $n }
ww-board-battle-catapults = Catapults killed { $n } first
ww-board-battle-towers = Well-towers killed { $n } first
ww-board-battle-shielded = A shield ignored { $n } { $n ->
    [one] loss
   *[other] losses
}
ww-board-battle-machines = Machines given up: { $n }
ww-board-battle-taken = { $territory } taken
ww-board-battle-repelled = The attack was beaten off
ww-board-duel-toll = The loser pays { $n } units
ww-board-duel-toll-doubled = The loser pays { $n } units (doubled)

## The political events (a box in the sea)
ww-board-events-title = Events after round { $round }
ww-board-fx-sea = { $rounds ->
    [one] Sea links closed: 1 round
   *[other] Sea links closed: { $rounds } rounds
}
ww-board-fx-ceasefire = { $rounds ->
    [one] No capital attacked: 1 round
   *[other] No capital attacked: { $rounds } rounds
}
ww-board-fx-tax = Tax in { $continent } ×{ $factor }
ww-board-fx-price = { $unit } { $change } grain

## The board's alt text (bot/games/worldwar/prompts/board.py): what the picture shows, in words
ww-alt-setup = Setting up: waiting for { $colours }.
ww-alt-round = Round { $round }/{ $rounds }: { $now }.
ww-alt-turn = { $colour } to play, { $ap } action points left
ww-alt-capital = { $colour } took the capital of { $victim } ({ $territory }) and chooses reparations or occupation
ww-alt-refound = { $victim } founds a new capital
ww-alt-buy = buying, waiting for { $colours }
ww-alt-over = Game over. Winner: { $colours }.
ww-alt-seat = { $colour }: { $territories } territories, { $units } units, { $grain } grain, capital { $capital }
ww-alt-seat-more = { $seat }; { $more }
ww-alt-no-capital = none
ww-alt-out = out of the game
ww-alt-holds = holds { $continents }
ww-alt-capitals = capitals taken: { $colours }
ww-alt-lords = lords captured: { $colours }
ww-alt-held = lord held by { $colour }
ww-alt-score = { $points } points
ww-alt-nobody = nobody
ww-alt-battle = Last battle: { $attacker } attacked { $territory } ({ $defender }), dice { $adice } against { $ddice }; { $attacker } lost { $alost }, { $defender } { $dlost }{ $taken ->
    [yes] ; { $territory } taken.
   *[other] .
}
ww-alt-duel = Last battle: { $attacker } attacked { $territory } ({ $defender }) with a sorcery duel, { $card }: { $avalue } against { $dvalue }, { $winner } won, the loser paid { $toll }{ $taken ->
    [yes] ; { $territory } taken.
   *[other] .
}
ww-alt-events = Events after round { $round }: { $events }.
ww-alt-in-force = In force: { $effects }.

## A seat's private picture (sent by DM)
ww-private-title = { $colour }: for your eyes only
ww-private-mission = Your secret mission
ww-private-offer = Keep one of these two missions
ww-private-lord-offer = Keep one of these two lord cards
ww-private-no-mission = No mission yet
ww-private-mission-done = Complete
ww-private-hand = Domestic-affairs cards ({ $count })
ww-private-no-hand = No cards in hand
ww-private-reaction = Reaction
