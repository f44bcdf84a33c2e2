# Tiny Epic Kingdoms: the three factions that make sixteen (issue 28), and the words of a
# game that ends in a draw (the seed: "若仍平手，則不分勝負").

## Factions
tek-faction-stargazers = Stargazers
tek-faction-windriders = Windriders
tek-faction-wildhorn = Wildhorn Clans

## A draw: still tied after meeples, tower, magic and resources, nobody wins
tek-board-phase-draw = Game over: a draw
tek-alt-draw = Game over. A draw: still tied after every tie-break, nobody wins.

## The option: all sixteen factions, or the base box's thirteen
opt-all-factions = all_factions
opt-all-factions-desc = Tiny Epic Kingdoms: all 16 factions, the Kickstarter three included (otherwise the 13)
option-all-factions = all 16 factions
tek-err-faction-unknown = That faction is not in this game: choose one of the factions the list offers.
