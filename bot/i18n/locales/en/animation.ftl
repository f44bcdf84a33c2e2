# The animated replay attached to a game's last post (issue 31): each frame's heading and what
# a caption says of the lines it leaves out, and the file's alt text.

animation-frame-start = { $frame }/{ $frames } · The deal
animation-frame-moves = { $frame }/{ $frames } · { $count ->
    [1] move { $last }
   *[other] moves { $first }–{ $last }
}
animation-more-lines = … { $count } more
animation-alt = Animated replay of { $game }: { $frames } pictures, one per turn, { $moves } moves in all.
