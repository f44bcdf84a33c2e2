sw-reveal-coins = 錢幣：{ $coins } 元
