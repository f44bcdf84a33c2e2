sw-reveal-coins = 金币：{ $coins } 枚
