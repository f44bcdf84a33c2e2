## Commands of the game's own group (/suntzu)
cmd-suntzu = suntzu
cmd-suntzu-desc = Sun Tzu: play your cards
cmd-suntzu-play = play
cmd-suntzu-play-desc = Your hand and your choices for this step (only you see them)
cmd-suntzu-support = support
cmd-suntzu-support-desc = Special support: discard a card (not 1-6) to bring an army from the reserve
opt-card = card
opt-card-desc = The card to discard (shown to your opponent)
