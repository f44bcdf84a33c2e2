# The story of a finished game: the chart posted at the end, its alt text, and which rule
# broke a tie for first place.

story-title = { $game }: how the game went
story-axis-move = Move
story-axis-standing = Standing
story-alt-intro = Chart of { $game } over { $moves } moves, one line per player: { $axis }.
story-alt-final = At the end: { $standings }.
story-alt-value = { $player } { $value }
story-alt-lead = { $count ->
    [one] Moves { $from }–{ $to }: { $leaders } led.
   *[other] Moves { $from }–{ $to }: { $leaders } shared the lead.
}
story-alt-level = Moves { $from }–{ $to }: everybody level.
story-alt-more = … and { $count } more changes of the lead.

tiebreak-tied = { $tied } tied for first with { $score } points.
tiebreak-rule = Tie broken by { $rule }: { $values }. { $count ->
    [one] { $winner } wins.
   *[other] { $winner } are still tied.
}
tiebreak-value = { $player } { $value }
tiebreak-shared = No rule separates { $winner }: they share the win.
