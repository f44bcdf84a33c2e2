ww-reveal-mission = 任務：{ $mission }
ww-reveal-offer = 發到的任務（還沒保留任何一張）：{ $missions }
ww-reveal-hand = { $count ->
    [0] 手上沒有內政卡
   *[other] 手上的內政卡（{ $count } 張）：{ $cards }
}
ww-reveal-lord-offer = 發到的君主卡（還沒保留任何一張）：{ $lords }
