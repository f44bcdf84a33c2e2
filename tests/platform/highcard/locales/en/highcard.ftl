# The platform's toy test game (tests/platform/highcard): its own catalog, shipped with it.
highcard-title = High Card
highcard-rules = Each round everybody plays one card face down; the highest card scores a point. Three rounds.
highcard-not-in-hand = You do not hold the card { $card }.
highcard-reveal = Cards played: { $cards }. { $winner } takes the round.
highcard-left = You have { $n } cards left.
highcard-card = Play { $c }
highcard-your-move = Choose a card to play face down.
highcard-seat = Seat { $n }
highcard-hand = Hand: { $cards }
highcard-step = play a card
highcard-option-beginner = beginner variant
