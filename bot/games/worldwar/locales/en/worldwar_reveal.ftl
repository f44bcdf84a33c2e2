ww-reveal-mission = Mission: { $mission }
ww-reveal-offer = Missions offered, none kept yet: { $missions }
ww-reveal-hand = { $count ->
    [0] No domestic-affairs card in hand
    [one] Domestic-affairs card in hand: { $cards }
   *[other] Domestic-affairs cards in hand ({ $count }): { $cards }
}
ww-reveal-lord-offer = Lord cards offered, none kept yet: { $lords }
