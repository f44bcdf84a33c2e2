# World War: the words of the board picture and of a seat's private picture (bot/render/worldwar).
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

## A seat's private picture (sent by DM)
ww-private-title = { $colour }: for your eyes only
ww-private-mission = Your secret mission
ww-private-offer = Keep one of these two missions
ww-private-no-mission = No mission yet
ww-private-mission-done = Complete
ww-private-hand = Domestic-affairs cards ({ $count })
ww-private-no-hand = No cards in hand
ww-private-reaction = Reaction
