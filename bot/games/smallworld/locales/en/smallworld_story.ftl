sw-story-axis = Coins (secret during the game, revealed at its end)
sw-story-rule-tokens = race tokens on the map
sw-story-value = { $value }
