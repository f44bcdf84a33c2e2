## Sun Tzu rules engine: names, refusals and narration (the engine's own words).

## Names
suntzu-side-0 = Wu
suntzu-side-1 = Chu
suntzu-province-qin = Qin
suntzu-province-chu = Chu
suntzu-province-jin_yan = Jin-Yan
suntzu-province-han_qi = Han-Qi
suntzu-province-wu = Wu
suntzu-card-name =
    { $face ->
        [plague] Plague
        [minus] −1
       *[other] { $card }
    }

suntzu-phase-warlord = choosing warlords
suntzu-phase-place = placing cards
suntzu-phase-before = warlords before the battles
suntzu-phase-battle = battles
suntzu-phase-order = choosing the battle order
suntzu-phase-chariots = choosing a Chariots warlord
suntzu-phase-after = warlords after the battles
suntzu-phase-draw = drawing cards
suntzu-phase-over = game over

suntzu-warlord-double_six = Twin Sixes
suntzu-warlord-double_six-text = Before the battles: your 6 also fights in one more province (the card there goes back to your hand); each 6 puts an army on its edge slot.
suntzu-warlord-remove_enemy = Ambush
suntzu-warlord-remove_enemy-text = Once in rounds 1–6: send one enemy army from any province back to its pool.
suntzu-warlord-plague_shield = Physician
suntzu-warlord-plague_shield-text = Before the battles: a Plague in the chosen province costs the armies there nothing.
suntzu-warlord-plague_fury = Pestilence
suntzu-warlord-plague_fury-text = Before the battles: a Plague in the chosen province leaves only 1 army instead of half.
suntzu-warlord-plague_recycle = Hidden Contagion
suntzu-warlord-plague_recycle-text = After the battles: your played Plague goes under your deck (its top card is discarded).
suntzu-warlord-march = Forced March
suntzu-warlord-march-text = Once in rounds 1–6: move one of your armies to an adjacent province that is empty or yours.
suntzu-warlord-high_six = Veteran Officers
suntzu-warlord-high_six-text = After the battles: one 7, 8, 9 or 10 you played goes back to your hand like a 6 (no army to the edge).
suntzu-warlord-head_start = Swift Start
suntzu-warlord-head_start-text = At the start of the game the score marker moves 1 step toward Wu.
suntzu-warlord-minus_recycle = Feint
suntzu-warlord-minus_recycle-text = After the battles: your played −1 goes under your deck (its top card is discarded).
suntzu-warlord-reinforce = Levy
suntzu-warlord-reinforce-text = Once in rounds 1–6: one army from your pool joins a province you hold.

suntzu-event-epidemic = Epidemic
suntzu-event-epidemic-text = When four Plagues have been played: each side sends 1 army to the reserve.
suntzu-event-chariots = Chariots
suntzu-event-chariots-text = When a side has armies on 3 edge slots: it chooses a second warlord.
suntzu-event-champion = Champion's Challenge
suntzu-event-champion-text = When a 9 does not win its battle: its owner sends 1 army to the reserve.
suntzu-event-hero = Hero's Challenge
suntzu-event-hero-text = When a 10 does not win its battle: its owner sends 2 armies to the reserve.
suntzu-event-light_infantry = Light Infantry
suntzu-event-light_infantry-text = When both sides play a 1 in one province: the side behind on the score track adds 1 army there.

suntzu-end-track = the score marker reached the end of the track
suntzu-end-rounds = the ninth round is over
suntzu-end-events = all five event cards have been resolved

## Refused actions
suntzu-error-players = Sun Tzu is for exactly 2 players, not { $players }.
suntzu-error-game-over = The game is over; no more moves can be made.
suntzu-error-not-a-seat = Seat { $seat } does not play in this game.
suntzu-error-unknown-action = "{ $action }" is not a Sun Tzu move.
suntzu-error-wrong-phase = That move is not possible now: the game is { $phase }.
suntzu-error-not-your-turn = It is not your turn: the game is waiting for the other player.
suntzu-error-bad-province = "{ $province }" is not a province (choose one of the five, 0 to 4).
suntzu-error-bad-card = "{ $card }" is not a Sun Tzu card (1–10, +1, +2, +3, −1 or P).
suntzu-error-card-not-in-hand = You do not have a { $card } in your hand.
suntzu-error-locked = Your placement is locked in. Unlock it first to change a card.
suntzu-error-not-locked = Your placement is not locked in, so there is nothing to unlock.
suntzu-error-placement-incomplete =
    { $missing ->
        [one] One province still has no card: put a card on every province before locking in.
       *[other] { $missing } provinces still have no card: put a card on every province before locking in.
    }
suntzu-error-bad-warlord = "{ $warlord }" is not one of your side's warlords.
suntzu-error-warlord-not-yours = { $warlord } is not your warlord.
suntzu-error-warlord-used = { $warlord } has already been used; each warlord acts once.
suntzu-error-warlord-not-now = { $warlord } cannot act now (wrong moment, round or nothing to act on).
suntzu-error-warlord-target = { $warlord } cannot act on that: pick one of the offered targets.
suntzu-error-battle-done = The battle in { $province } has already been fought; pick a province still to fight.
suntzu-error-keep-count =
    { $count ->
        [one] Keep exactly 1 of the cards you drew.
       *[other] Keep exactly { $count } of the cards you drew.
    }
suntzu-error-keep-not-drawn = You did not draw a { $card }; keep only cards you drew.
suntzu-error-support-keeper = Cards 1–6 cannot be discarded for special support; discard another card.
suntzu-error-support-placed = Your { $card } is placed this round; only a card you have not placed can be discarded.
suntzu-error-support-no-reserve = You have no army in the reserve, so special support would bring nothing.

## Narration (public unless marked private)
suntzu-ev-warlords-chosen = Both sides have chosen their warlord in secret.
# private
suntzu-ev-warlord-chosen = Your warlord: { $warlord }.
suntzu-ev-round-start = Round { $round } begins: place one card on each province.
# private
suntzu-ev-assigned = { $province }: { $card }.
# private
suntzu-ev-locked = Your placement is locked in.
# private
suntzu-ev-unlocked = Your placement is unlocked; you can change it.
# public, only in games opened with the open_locks option
suntzu-ev-locked-open = { $side } has locked in its placement.
# public, only in games opened with the open_locks option
suntzu-ev-unlocked-open = { $side } has unlocked its placement to change it.
suntzu-ev-reveal = Round { $round }, the cards are revealed. Wu: { $wu }. Chu: { $chu } (Qin to Wu).
suntzu-ev-chooser = { $side } has fewer armies on the board and chooses the battle order.
suntzu-ev-order = { $side } chooses to fight in { $province } next.
suntzu-ev-battle = { $province }: Wu { $wu } against Chu { $chu }, { $side } wins by { $diff }.{ $back ->
        [0] {""}
        [one] {" "}1 army retreats to its pool.
       *[other] {" "}{ $back } armies retreat to their pool.
    }{ $placed ->
        [0] {""}
        [one] {" "}1 army of { $side } moves in.
       *[other] {" "}{ $placed } armies of { $side } move in.
    }{ $paid_wu ->
        [0] {""}
       *[other] {" "}Wu pays { $paid_wu } to the reserve.
    }{ $paid_chu ->
        [0] {""}
       *[other] {" "}Chu pays { $paid_chu } to the reserve.
    }{ $edge_wu ->
        [0] {""}
       *[other] {" "}Wu's 6 puts an army on the edge.
    }{ $edge_chu ->
        [0] {""}
       *[other] {" "}Chu's 6 puts an army on the edge.
    }
suntzu-ev-battle-tie = { $province }: Wu { $wu } against Chu { $chu }, a draw; nothing moves.{ $paid_wu ->
        [0] {""}
       *[other] {" "}Wu pays { $paid_wu } to the reserve.
    }{ $paid_chu ->
        [0] {""}
       *[other] {" "}Chu pays { $paid_chu } to the reserve.
    }{ $edge_wu ->
        [0] {""}
       *[other] {" "}Wu's 6 puts an army on the edge.
    }{ $edge_chu ->
        [0] {""}
       *[other] {" "}Chu's 6 puts an army on the edge.
    }
suntzu-ev-plague =
    { $province }: Wu { $wu } against Chu { $chu }. Plague, no battle: { $lost ->
        [0] no army is lost.
        [one] 1 army goes back to its pool.
       *[other] { $lost } armies go back to their pool.
    }
suntzu-ev-support = { $side } discards a { $card } for special support: 1 army from the reserve back to the pool.
suntzu-ev-event-triggered = Event: { $event }!
suntzu-ev-event-up = The next event card is turned up: { $event }.
suntzu-ev-epidemic =
    { $count ->
        [0] Epidemic: { $side } has no army to lose.
       *[other] Epidemic: { $side } sends 1 army to the reserve.
    }
suntzu-ev-chariots =
    { $gains ->
        [true] Chariots: { $side } holds 3 edge slots and chooses a second warlord.
       *[other] Chariots: { $side } holds 3 edge slots (no warlords in the beginner game).
    }
suntzu-ev-chariots-chosen = { $side } has chosen a second warlord in secret.
suntzu-ev-champion =
    { $count ->
        [one] Champion's Challenge: { $side }'s 9 did not win; 1 army goes to the reserve.
       *[other] Champion's Challenge: { $side }'s 9 did not win; { $count } armies go to the reserve.
    }
suntzu-ev-hero =
    { $count ->
        [one] Hero's Challenge: { $side }'s 10 did not win; 1 army goes to the reserve.
       *[other] Hero's Challenge: { $side }'s 10 did not win; { $count } armies go to the reserve.
    }
suntzu-ev-light-infantry = Light Infantry: { $side }, behind on the score track, sends 1 army into { $province }.
suntzu-ev-light-infantry-none = Light Infantry in { $province }: neither side is behind, so nothing happens.
suntzu-ev-warlord-double-six = { $side } uses { $warlord }: a second 6 fights in { $province } (the { $card } there goes back to the hand).
suntzu-ev-warlord-remove-enemy = { $side } uses { $warlord }: one enemy army in { $province } goes back to its pool.
suntzu-ev-warlord-plague-shield = { $side } uses { $warlord }: the Plague in { $province } will cost the armies there nothing.
suntzu-ev-warlord-plague-fury = { $side } uses { $warlord }: the Plague in { $province } will leave only 1 army.
suntzu-ev-warlord-plague-recycle = { $side } uses { $warlord }: the played Plague goes under the deck ({ $discarded } discarded from the top).
suntzu-ev-warlord-march = { $side } uses { $warlord }: one army marches from { $province } to { $to }.
suntzu-ev-warlord-high-six = { $side } uses { $warlord }: the played { $card } goes back to the hand.
suntzu-ev-warlord-head-start = { $side } reveals { $warlord }: the score marker moves 1 step toward Wu.
suntzu-ev-warlord-minus-recycle = { $side } uses { $warlord }: the played −1 goes under the deck ({ $discarded } discarded from the top).
suntzu-ev-warlord-reinforce = { $side } uses { $warlord }: one army from the pool joins { $province }.
suntzu-ev-score = Scoring after round { $round }: Wu { $wu }, Chu { $chu }. { $marker ->
        [0] The marker stands at the centre.
       *[other] The marker stands at { $marker } (negative: toward Wu, positive: toward Chu).
    }
suntzu-ev-draw =
    { $count ->
        [0] { $side } has no cards left to draw.
        [one] { $side } draws 1 card.
       *[other] { $side } draws { $count } cards.
    }
# private
suntzu-ev-drawn =
    { $keep ->
        [one] You drew { $cards }: keep 1, the other goes under your deck.
       *[other] You drew { $cards }: keep { $keep }, the other goes under your deck.
    }
# private
suntzu-ev-drawn-all = You drew { $cards } and keep it all (your deck is running out).
# private
suntzu-ev-kept = You keep { $cards }.
suntzu-ev-game-over = { $side } wins: { $reason }.{ $tiebreak ->
        [pool] {" "}The marker is at the centre, and { $side } has more armies in the pool.
       *[other] {""}
    }
suntzu-ev-game-drawn = The game ends in a draw: { $reason }, the marker is at the centre and both pools are equal.
