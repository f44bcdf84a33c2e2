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
