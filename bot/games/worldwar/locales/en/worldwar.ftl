# World War: names, prompts, action descriptions, events, refusals, commands.
# Map names: worldwar_map.ftl; cards and missions: worldwar_decks.ftl; rules: worldwar_rules.ftl.
# Terms: bot/games/worldwar/glossary.md. Generated name selectors are at the end.

ww-title = World War

## Armies (seat colours)
ww-seat-black = Black
ww-seat-blue = Blue
ww-seat-yellow = Yellow
ww-seat-red = Red
ww-seat-green = Green

## Pieces and amounts
ww-unit-soldier = soldier
ww-unit-horse = horse
ww-unit-cannon = cannon
ww-unit-catapult = catapult
ww-unit-tower = well-tower
ww-n-soldier = { $n ->
    [one] 1 soldier
   *[other] { $n } soldiers
}
ww-n-horse = { $n ->
    [one] 1 horse
   *[other] { $n } horses
}
ww-n-cannon = { $n ->
    [one] 1 cannon
   *[other] { $n } cannons
}
ww-n-catapult = { $n ->
    [one] 1 catapult
   *[other] { $n } catapults
}
ww-n-tower = { $n ->
    [one] 1 well-tower
   *[other] { $n } well-towers
}
ww-n-lord = the lord
ww-n-mage = a mage
ww-n-sacrifice = { $n ->
    [one] 1 catapult to sacrifice
   *[other] { $n } catapults to sacrifice
}
ww-nothing = nothing
ww-units = { $n ->
    [one] 1 unit
   *[other] { $n } units
}
ww-grain = { $n } grain
ww-look-mission = mission
ww-look-hand = hand

## Actions (the game log, autocomplete and narration)
ww-do-mission = Keep the mission: { $mission }
ww-do-place = Place { $pieces } on { $territory }
ww-do-lord = Put the lord on { $territory }
ww-do-attack = Attack { $to } from { $from } with { $pieces }
ww-do-move = Move { $pieces } from { $from } to { $to }
ww-do-capital = Move the capital to { $territory }
ww-do-swap = Exchange { $cards }
ww-do-card = Play { $card }
ww-do-card-target = Play { $card } on { $target }
ww-do-end = End the turn
ww-do-occupy = Occupy the capital
ww-do-repar = Reparations: 200 grain and { $territories }
ww-do-repar-none = Reparations: 200 grain
ww-do-refound = Found the new capital in { $territory }
ww-do-buy = Buy { $pieces } for { $territory }
ww-do-build = Build the free { $unit } in { $territory }
ww-do-done = Done buying
ww-do-unknown = An unknown move

## Prompts
ww-ui-mission-offer = Keep one of your two missions; nobody else sees it:
ww-ui-mission-line = { $n }. { $kind }: { $mission }
ww-ui-mission-placeholder = Keep a mission…
ww-ui-mission-choice = Keep mission { $n } ({ $kind })
ww-ui-setup-supply = Still to place: { $pieces }. Not on the capital; at most 12 units a territory.
ww-ui-setup-lord = Put your lord on a territory at the front (next to an enemy).
ww-ui-place-placeholder = Place a { $unit } on…
ww-ui-place-choice = { $territory } ({ $units })
ww-ui-lord-placeholder = Put your lord on…
ww-ui-turn = Round { $round }, your turn: { $ap } action points left.
ww-ui-turn-place = First place your troops: { $pieces }.
ww-ui-turn-moved = You have moved troops: no more attacks this turn.
ww-ui-attack-placeholder = Attack (1 action point)…
ww-ui-attack-choice = { $from } → { $to }: { $sent } against { $units } ({ $defender })
ww-ui-attack-empty = { $from } → { $to }: { $sent }, nobody defends
ww-ui-with-mage = { $label }, with a mage
ww-ui-card-placeholder = Play a domestic-affairs card (1 action point)…
ww-ui-move-placeholder = Move troops (free, ends the attacks)…
ww-ui-move-choice = { $from } → { $to }: { $pieces }
ww-ui-other-placeholder = Exchange a card or move the capital…
ww-ui-capital-choice = Move the capital to { $territory } (2 action points)
ww-ui-swap-choice = Exchange { $card } (once a turn)
ww-ui-end = End the turn
ww-ui-more = This list shows { $shown } of { $total }; { $command } offers them all.
ww-ui-capital-turn = You took the capital of { $victim } in { $territory }: reparations (200 grain and two of their territories) or occupation?
ww-ui-occupy = Occupy the capital
ww-ui-repar-placeholder = Reparations: the two territories you take…
ww-ui-repar-choice = { $first } and { $second }
ww-ui-repar-one = Reparations: 200 grain and { $territory }
ww-ui-repar-none = Reparations: 200 grain
ww-ui-refound-turn = Your capital is occupied: found a new one among your territories.
ww-ui-refound-placeholder = The new capital…
ww-ui-buy-turn = Buying after round { $round }: you have { $grain } grain.
ww-ui-prices = Prices: soldier { $soldier }, horse { $horse }, cannon { $cannon }, catapult { $catapult }, well-tower { $tower }.
ww-ui-buy-place = Place these first: { $pieces }.
ww-ui-buy-kit = Place your free machines first.
ww-ui-buy-placeholder = Buy a { $unit } ({ $price } grain) for…
ww-ui-buy-choice = { $territory } ({ $units })
ww-ui-build-placeholder = Place the free machine…
ww-ui-build-choice = { $unit } in { $territory }
ww-ui-done = Done buying

## The seat's own secrets
ww-me-mission = Your mission: { $mission }
ww-me-offer = Missions offered (keep one): { $missions }
ww-me-hand = { $count ->
    [0] No domestic-affairs cards in hand.
   *[other] Your domestic-affairs cards ({ $count }): { $cards }
}
ww-me-seen-mission = Round { $round }, the mission of { $seat }: { $mission }
ww-me-seen-hand = Round { $round }, the hand of { $seat }: { $cards }
ww-me-seen-nothing = Round { $round }, you looked at { $seat }: nothing to see.
ww-me-grain = Grain: { $grain }

## What the game waits for (said in the channel)
ww-step-setup = keep a mission, place troops and the lord
ww-step-turn = play a turn
ww-step-capital = choose reparations or occupation
ww-step-refound = found a new capital
ww-step-buy = buy troops and machines

## Events
ww-ev-order = The dice set the order of play: { $order }.
ww-ev-capital = { $seat } draws { NAME("ww-territory", $territory) } as capital.
ww-ev-mission-kept = { $seat } keeps a secret mission.
ww-ev-place = { $seat } places { $units ->
    [one] 1 unit
   *[other] { $units } units
} on { NAME("ww-territory", $territory) }.
ww-ev-lord = { $seat } puts the lord on { NAME("ww-territory", $territory) }.
ww-ev-round = Round { $round } begins.
ww-ev-turn = { $seat } plays (round { $round }).
ww-ev-free = { $seat } receives { $n } free soldiers.
ww-ev-swap = { $seat } exchanges { $n ->
    [one] 1 domestic-affairs card
   *[other] { $n } domestic-affairs cards
}.
ww-ev-battle = { $seat } attacks { NAME("ww-territory", $to) } from { NAME("ww-territory", $from) }. { $rolled ->
    [0] No dice are rolled
   *[other] Dice { $attacker_dice } against { $defender_dice }
}; the attacker loses { $attacker_losses }, the defender { $defender_losses }.{ $catapult_kills ->
    [0] {""}
   *[other] {" "}Catapults killed { $catapult_kills } first.
}{ $tower_kills ->
    [0] {""}
   *[other] {" "}Well-towers killed { $tower_kills } first.
}{ $attacker_lord ->
    [true] {" "}The attacker's lord went along: on a tie, nobody dies.
   *[other] {""}
}{ $defender_lord ->
    [true] {" "}The defender's lord raised its 2s and 3s by one.
   *[other] {""}
}
ww-ev-duel = { $seat } attacks { NAME("ww-territory", $to) } from { NAME("ww-territory", $from) } with a mage: { NAME("ww-sorcery", $card) }, { $attacker_value } against { $defender_value }; the { $winner ->
    [attacker] attacker
   *[other] defender
} wins and the loser loses { $toll }.
ww-ev-conquer = { $seat } takes { NAME("ww-territory", $territory) } from { $victim }.
ww-ev-lord-taken = { $seat } captures the lord of { $victim }!
ww-ev-ransom = { $seat } pays { $captor } { $grain } grain of ransom; the lord goes home.
ww-ev-capital-taken = { $seat } takes the capital of { $victim } in { NAME("ww-territory", $at) }!
ww-ev-occupy = { $seat } occupies the capital of { $victim } in { NAME("ww-territory", $at) }: from now on { $victim }'s dice count +1 against them.
ww-ev-reparations = { $victim } pays { $seat } reparations: { $grain } grain and two territories.
ww-ev-refound = { $seat } founds a new capital in { NAME("ww-territory", $territory) }.
ww-ev-eliminated = { $seat } is out of the game ({ $by }).
ww-ev-move = { $seat } moves { $units ->
    [one] 1 unit
   *[other] { $units } units
}{ $lord ->
    [true] {" "}and the lord
   *[other] {""}
} from { NAME("ww-territory", $from) } to { NAME("ww-territory", $to) }.
ww-ev-relocate = { $seat } moves the capital from { NAME("ww-territory", $from) } to { NAME("ww-territory", $to) }.
ww-ev-round-end = Round { $round } is over.
ww-ev-tax = { $seat } collects { $grain } grain of tax.
ww-ev-buy-phase = Buying after round { $round }: everyone shops at once.
ww-ev-buy = { $seat } buys { $n } × { ww-name-unit } for { NAME("ww-territory", $territory) }.
ww-ev-buy-done = { $seat } has finished buying.
ww-ev-mission-done = { $seat } completes the mission: { NAME("ww-mission", $mission) }
ww-ev-card = { $seat } plays { NAME("ww-card", $card) }.
ww-ev-seen = Round { $round }: you looked at the { $look ->
    [mission] mission
   *[other] hand
} of { $seat }; it is in your private summary.
ww-ev-event = Political event: { NAME("ww-event", $event) }.
ww-ev-build = { $seat } builds a { ww-name-unit } in { NAME("ww-territory", $territory) }.
ww-ev-lord-escaped = The lord of { $seat } escapes to the capital, { NAME("ww-territory", $territory) }.
ww-ev-game-over = The game is over ({ $reason ->
    [ww-result-mission] { ww-result-mission }
    [ww-result-last] { ww-result-last }
   *[other] { ww-result-rounds }
}). Victory: { $winners }.
ww-result-mission = a mission is complete
ww-result-rounds = six rounds are played
ww-result-last = only one army is left

## Refusals
ww-err-game-over = The game is over.
ww-err-bad-action = That move is not understood.
ww-err-not-your-turn = It is not your turn.
ww-err-wrong-phase = That is not possible at this step.
ww-err-territory = { NAME("ww-territory", $territory) } is not a territory.
ww-err-not-yours = { NAME("ww-territory", $territory) } is not yours.
ww-err-mission-kept = You have already kept a mission.
ww-err-mission-offer = That mission was not offered to you.
ww-err-capital-place = Nothing is placed on the capital ({ NAME("ww-territory", $territory) }).
ww-err-supply = You do not have those pieces left to place.
ww-err-full = { NAME("ww-territory", $territory) } has no room for that (at most 12 units, a capital 15).
ww-err-lord-placed = Your lord is already on the board.
ww-err-not-front = { NAME("ww-territory", $territory) } is not at the front.
ww-err-grain = That costs { $cost } grain; you have { $grain }.
ww-err-engines = { NAME("ww-territory", $territory) } cannot take that machine (at most 3 of each).
ww-err-not-connected = { NAME("ww-territory", $territory) } is not joined to it through your own territories.
ww-err-capital-move = Troops do not enter or leave a capital.
ww-err-pieces = { NAME("ww-territory", $territory) } does not have those pieces.
ww-err-leave-one = Leave at least one unit in { NAME("ww-territory", $territory) }.
ww-err-no-lord = Your lord is not in { NAME("ww-territory", $territory) }.
ww-err-action-points = That costs { $cost } action points; { $left } left.
ww-err-moved = You have moved troops this turn: no more attacks.
ww-err-not-adjacent = { NAME("ww-territory", $territory) } is not next to it.
ww-err-own-territory = { NAME("ww-territory", $territory) } is already yours.
ww-err-capital-early = Capitals may be attacked from round { $round }.
ww-err-ceded = Choose two other territories of the loser for reparations.
ww-err-place-first = Place your troops first.
ww-err-swapped = You have already exchanged cards this turn.
ww-err-not-in-hand = { NAME("ww-card", $card) } is not in your hand.
ww-err-player = That player cannot be chosen.
ww-err-reaction = That card can only be played in answer to another move.
ww-err-no-ransom = There is no ransom to give back.
ww-err-sea-closed = The sea links are closed this round: { NAME("ww-territory", $territory) } cannot be reached by sea.
ww-err-ceasefire = A ceasefire holds: no attacks this round.
ww-err-summon = A mage needs at least { $need } units sent; { $units } were sent.
ww-err-truce = A truce protects { $seat ->
    [0] { ww-seat-black }
    [1] { ww-seat-blue }
    [2] { ww-seat-yellow }
    [3] { ww-seat-red }
    [4] { ww-seat-green }
   *[other] that player
} from your attacks.

## /ww commands and their options
cmd-ww = ww
cmd-ww-desc = World War: attack, move troops, play cards, buy
cmd-ww-play = play
cmd-ww-play-desc = Your mission, hand and choices for this step (only you see them)
cmd-ww-move = move
cmd-ww-move-desc = Any legal move, picked from a list
cmd-ww-attack = attack
cmd-ww-attack-desc = Attack a neighbouring territory (1 action point)
cmd-ww-march = march
cmd-ww-march-desc = Move troops between your territories (free; ends the attacks)
cmd-ww-card = card
cmd-ww-card-desc = Play a domestic-affairs card (1 action point)
cmd-ww-capital = capital
cmd-ww-capital-desc = Move the capital, or choose after taking one (reparations, occupation, new capital)
cmd-ww-buy = buy
cmd-ww-buy-desc = Buy troops or machines in the buy phase
cmd-ww-end = end
cmd-ww-end-desc = End your turn (the hand is refilled to 6)
cmd-ww-done = done
cmd-ww-done-desc = Finish buying
opt-ww-action = action
opt-ww-action-desc = Start typing to filter your legal moves
opt-ww-from = origin
opt-ww-from-desc = The territory the troops leave
opt-ww-to = target
opt-ww-to-desc = The territory they go to
opt-ww-soldiers = soldiers
opt-ww-soldiers-desc = How many soldiers go (1 unit each)
opt-ww-horses = horses
opt-ww-horses-desc = How many horses go (5 units each)
opt-ww-cannons = cannons
opt-ww-cannons-desc = How many cannons go (10 units each)
opt-ww-lord = lord
opt-ww-lord-desc = 1 to send the lord along
opt-ww-catapults = catapults
opt-ww-catapults-desc = How many catapults go along
opt-ww-mage = mage
opt-ww-mage-desc = 1 to summon a mage: a sorcery duel instead of dice (5 units or more)
opt-ww-card = card
opt-ww-card-desc = The card and its target, from your hand
opt-ww-choice = choice
opt-ww-choice-desc = Start typing to filter your choices
opt-ww-unit = unit
opt-ww-unit-desc = soldier, horse, cannon, catapult or well-tower
opt-ww-where = where
opt-ww-where-desc = Your territory that receives it
opt-ww-count = count
opt-ww-count-desc = How many (1 if left out)

## Issue 23 (item 16): the lord goes along with an attack
ww-ui-attack-lord-choice = { $from } → { $to }: { $sent } and the lord against { $units } ({ $defender })
ww-ui-attack-lord-empty = { $from } → { $to }: { $sent } and the lord, nobody defends
ww-ui-attack-lord-detail = Your lord goes along: on a tie, nobody dies; if all who go fall, the lord is taken.
ww-board-battle-lord = Attacking lord: ties kill nobody
ww-board-battle-defender-lord = Defending lord: 2s and 3s +1

## Issue 23 (item 17): a batch of pieces in one choice
ww-ui-place-count-placeholder = { $left } to place: where, and how many…
ww-ui-place-count-choice = { $territory } ({ $units }): { $pieces }
ww-ui-buy-count-placeholder = A { $unit } costs { $price } grain: where, and how many…
ww-ui-buy-count-choice = { $territory } ({ $units }): { $pieces } for { $cost } grain
cmd-ww-place = place
cmd-ww-place-desc = Place pieces from your supply on a territory, as many as you say

## Names of the ids the engine puts in events and refusals (generated selectors)
ww-name-unit = { $unit ->
    [soldier] { ww-unit-soldier }
    [horse] { ww-unit-horse }
    [cannon] { ww-unit-cannon }
    [catapult] { ww-unit-catapult }
    [tower] { ww-unit-tower }
    [well_tower] { ww-unit-tower }
   *[other] { $unit }
}

# The unit's name after a count, with the measure word the Chinese catalogs need (English has none)
ww-name-unit-counted = { $unit ->
    [soldier] { ww-unit-soldier }
    [horse] { ww-unit-horse }
    [cannon] { ww-unit-cannon }
    [catapult] { ww-unit-catapult }
    [tower] { ww-unit-tower }
    [well_tower] { ww-unit-tower }
   *[other] { $unit }
}
