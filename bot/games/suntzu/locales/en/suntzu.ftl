## Sun Tzu: presentation (board, hand, prompts, descriptions). Engine messages are in suntzu_rules.ftl.

suntzu-title = Sun Tzu
suntzu-rules =
    In **Sun Tzu**, a two-player duel for the five provinces of ancient China, 506 BC, **Wu** (blue, Sun Wu) faces **Chu** (red, King Zhao of Chu). The game lasts at most nine rounds.

    Each round, **both players** secretly play five cards from their hand, one under each province, then lock in. The cards are revealed province by province: the higher card wins and moves as many of its armies into the province as the difference (first pushing the loser's armies back to their pool). From round 2 the player with fewer armies on the board picks the order of the battles. Afterwards cards 1–6 return to the hand, the others leave the game, and each player draws 2 cards and keeps 1 (after playing a 1: draws 3, keeps 2).

    Special cards: **+1**, +2 and +3 beat the opposing card by that much (+2 and +3 cost 1 or 2 of your armies, sent to the reserve); –1 loses by 1; **Plague** stops the battle and halves every army in its province. A 6 also sets one of your armies on the province's edge for good. You may discard a card other than 1–6 at any time to take one of your armies back from the reserve.

    Scoring happens **after rounds 3, 6 and 9**: whoever has more armies in a province scores its plaque value for that round. The difference moves the score marker toward the leader. Reaching your end of the track (9 steps) wins at once; otherwise the side nearer its end after round 9, or when the fifth event card is resolved, wins (ties go to the bigger reinforcement pool). Events and warlords (left out in the beginner game) add one-off twists.
suntzu-seat-wu = Wu, blue
suntzu-seat-chu = Chu, red
suntzu-leader-wu = 孫武 Sun Wu
suntzu-leader-chu = 楚昭王 King Zhao

## Provinces on the board: the Chinese name as printed, and its transliteration
## (province names in running text are the engine's suntzu-province-<id>)
suntzu-board-hanzi-qin = 秦
suntzu-board-hanzi-chu = 楚
suntzu-board-hanzi-jin_yan = 晉-燕
suntzu-board-hanzi-han_qi = 韓-齊
suntzu-board-hanzi-wu = 吳
suntzu-board-latin-qin = Qin
suntzu-board-latin-chu = Chu
suntzu-board-latin-jin_yan = Jin-Yan
suntzu-board-latin-han_qi = Han-Qi
suntzu-board-latin-wu = Wu

## Cards
suntzu-card-plague-glyph = P
suntzu-card-caption-n1 = draw 3, keep 2
suntzu-card-caption-n6 = 1 army to edge
suntzu-card-caption-plus1 = theirs + 1
suntzu-card-caption-plus2 = theirs + 2
suntzu-card-caption-plus3 = theirs + 3
suntzu-card-caption-minus1 = theirs – 1
suntzu-card-caption-plague = Plague

## Phase, event and warlord names and effects are the engine's (suntzu_rules.ftl).

## Board labels
suntzu-board-status = Round { $round } · { $phase }
suntzu-board-beginner = Beginner game
suntzu-board-list-separator = { ", " }
suntzu-board-waiting = Waiting for { $seats }
suntzu-board-locked = { $side } locked in
suntzu-board-round = Round
suntzu-board-scoring-rounds = ◎ scoring round
suntzu-board-score-even = The score is even
suntzu-board-score-lead =
    { $steps ->
        [one] { $side } leads by 1 step
       *[other] { $side } leads by { $steps } steps
    }
suntzu-board-track-end = wins here
suntzu-board-marker-glyph = 孫
suntzu-board-plaque = Province value
suntzu-board-after-round = round { $round }
suntzu-board-holds = { $side } holds
suntzu-board-tied = Tied
suntzu-board-empty = Empty
suntzu-board-edge = Edge (6s)
suntzu-board-pool = pool
suntzu-board-hand = cards in hand
suntzu-board-deck = deck
suntzu-board-warlord = Warlord
suntzu-board-warlord-none = none (beginner game)
suntzu-board-warlord-secret = chosen, still secret
suntzu-board-warlord-choosing = being chosen in secret
suntzu-board-warlord-second = second: { $name }
suntzu-board-warlord-used = { $name } (used)
suntzu-board-winner = Winner
suntzu-board-chooser = Picks battle order
suntzu-board-event = EVENT
suntzu-board-no-event = No event face up
suntzu-board-result = { $side } wins: { $reason }
suntzu-board-result-draw = The game is drawn: { $reason }
suntzu-board-events-done = Events resolved: { $done } of { $total }
suntzu-board-reserve = Reserve
suntzu-board-out = out of play: Wu { $wu }, Chu { $chu }

## The hand image
suntzu-hand-title = Your cards — { $side }
suntzu-hand-locked = placement locked in
suntzu-hand-open = placement open
suntzu-hand-cards =
    { $n ->
        [one] 1 card in hand
       *[other] { $n } cards in hand
    }
suntzu-hand-empty = No cards in hand
suntzu-hand-drawn = Drawn — choose what to keep
suntzu-hand-placement = This round's placement ({ $n } of 5)
suntzu-hand-warlord-used = used

## Prompts
suntzu-prompt-warlord-choose = Choose your warlord. It stays secret until you use it; you may change your mind until both players have chosen.
suntzu-prompt-chariots = Chariots! You hold three edge slots: choose a second warlord.
suntzu-prompt-warlord-current = Your warlord: { $warlord } (change?)
suntzu-prompt-warlord-placeholder = Choose a warlord
suntzu-prompt-place =
    { $n ->
        [one] Round { $round }: put one card on each province (1 of 5 placed). Lock in once all five are set.
       *[other] Round { $round }: put one card on each province ({ $n } of 5 placed). Lock in once all five are set.
    }
suntzu-prompt-place-ready = All five provinces have a card. Change any of them, or lock in: the cards are revealed once both players have locked in.
suntzu-prompt-place-use-command = Your hand is too varied to fit the Lock-in button here: lock in with { $command }.
suntzu-prompt-place-locked = Your placement is locked in. Unlock it if you want to change a card before the reveal.
suntzu-prompt-province-placeholder = { $province }: choose a card
suntzu-prompt-province-current = { $province }: { $card } (change?)
suntzu-prompt-provinces-placeholder = { $provinces }: change a card
suntzu-prompt-assign-choice = { $province }: { $card }
suntzu-prompt-lock = Lock in
suntzu-prompt-unlock = Unlock
suntzu-prompt-order = You pick the battle order: which province is fought next?
suntzu-prompt-warlord-before = The cards are revealed. Use your warlord before the battles, or pass.
suntzu-prompt-warlord-after = The battles are over. Use your warlord now, or pass.
suntzu-prompt-warlord-use-placeholder = Use your warlord…
suntzu-prompt-pass = Pass
suntzu-prompt-draw =
    { $keep ->
        [one] Keep 1 of the { $drawn } cards you drew; the other goes under your deck.
       *[other] Keep { $keep } of the { $drawn } cards you drew; the other goes under your deck.
    }
suntzu-prompt-draw-placeholder = Choose what to keep
suntzu-prompt-keep-choice = Keep { $cards }
suntzu-prompt-support-placeholder = Special support: discard a card to recall an army
suntzu-prompt-other-placeholder = Other moves

## Actions (log, buttons, narration)
suntzu-action-assign = Place { $card } on { $province }
suntzu-action-lock = Lock in the placement
suntzu-action-unlock = Unlock the placement
suntzu-action-pass = Pass (keep the warlord for later)
suntzu-action-order = Fight in { $province } next
suntzu-action-choose = Choose the warlord { $warlord }
suntzu-action-warlord = Use { $warlord }
suntzu-action-warlord-at = Use { $warlord } in { $province }
suntzu-action-warlord-move = Use { $warlord }: { $from } → { $to }
suntzu-action-warlord-card = Use { $warlord } on the { $card }
suntzu-action-keep = Keep { $cards }
suntzu-action-support = Discard { $card } to recall an army from the reserve
suntzu-action-other = Move: { $action }

## Private summary (/game hand)
suntzu-summary-hand =
    { $n ->
        [one] Hand (1 card): { $cards }
       *[other] Hand ({ $n } cards): { $cards }
    }
suntzu-summary-hand-empty = Hand: no cards
suntzu-summary-slot = { $province } { $card }
suntzu-summary-slot-empty = { $province } –
suntzu-summary-placement = Placement (open): { $slots }
suntzu-summary-placement-locked = Placement (locked in): { $slots }
suntzu-summary-drawn = Drawn, to choose from: { $cards }
suntzu-summary-warlord = Warlord: { $warlord } – { $effect }
suntzu-summary-warlord-used = Warlord: { $warlord } (used) – { $effect }
suntzu-summary-extra-warlord = Second warlord (Chariots): { $warlord } – { $effect }
suntzu-summary-extra-warlord-used = Second warlord (Chariots): { $warlord } (used) – { $effect }

## The open_locks option of /game new (Sun Tzu only)
option-open-locks = lock-ins shown
opt-open-locks = open_locks
opt-open-locks-desc = Sun Tzu: show when each player locks in (joining the game means agreeing)

## What the channel says a waited-for seat must do
suntzu-step-warlord = choose your warlord
suntzu-step-place = place your 5 cards and lock in
suntzu-step-before = use a warlord or pass (before the battles)
suntzu-step-order = choose the next battle
suntzu-step-chariots = choose a second warlord
suntzu-step-after = use a warlord or pass (after the battles)
suntzu-step-draw = choose the cards to keep
suntzu-deck-was-empty = nothing (the deck was empty)
