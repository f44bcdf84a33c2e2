# The end of a game: what each seat kept secret, told to everybody in the channel (issue 23).
# Said about the seat, never to it: the reader is anyone at the table.

suntzu-reveal-hand = { $n ->
    [one] Card left in hand: { $cards }
   *[other] Cards left in hand ({ $n }): { $cards }
}
suntzu-reveal-hand-empty = No card left in hand
suntzu-reveal-placement = Placed and not yet revealed: { $slots }
suntzu-reveal-drawn = Drawn and not yet chosen: { $cards }
suntzu-reveal-warlord = Warlord: { $warlord } ({ $used ->
    [yes] used
   *[no] never used
})
suntzu-reveal-extra-warlord = Second warlord (Chariots): { $warlord } ({ $used ->
    [yes] used
   *[no] never used
})

sw-reveal-coins = { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}

tek-reveal-bid = Sealed war value, not yet revealed: { $bid }
tek-reveal-pending = Sealed choice, not yet revealed: { $choice }

ww-reveal-mission = Mission: { $mission }
ww-reveal-offer = Missions offered, none kept yet: { $missions }
ww-reveal-hand = { $count ->
    [0] No domestic-affairs card in hand
    [one] Domestic-affairs card in hand: { $cards }
   *[other] Domestic-affairs cards in hand ({ $count }): { $cards }
}
ww-reveal-lord-offer = Lord cards offered, none kept yet: { $lords }
