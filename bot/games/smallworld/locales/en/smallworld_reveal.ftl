sw-reveal-coins = { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
