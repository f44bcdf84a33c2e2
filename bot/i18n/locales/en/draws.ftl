# A game that ends in a draw: a tie for first that no tie-break rule separates, in a game whose
# rulebook then names no winner (Tiny Epic Kingdoms: "若仍平手，則不分勝負").
tiebreak-draw = No rule separates { $tied }: the game is a draw, and nobody wins.
