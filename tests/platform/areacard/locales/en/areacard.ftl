# The platform's toy game with board areas (tests/platform/areacard): High Card drawn wide.
areacard-title = Area Card
areacard-rules = High Card on a wide board whose players' panels and round counter are named areas.
areacard-area-seat = Seat { $n }'s panel
areacard-area-round = Round counter
areacard-area-players = All players
areacard-round = Round { $round }
areacard-score = { $score } points · { $hand } cards
