ww-story-axis = Points
ww-story-out-ahead = { $tied } scored { $score } or more but { $count ->
    [one] is
   *[other] are
} out of the game: only players still in can win.
ww-story-value = { $value }
