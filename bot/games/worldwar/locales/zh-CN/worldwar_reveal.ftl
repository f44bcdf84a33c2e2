ww-reveal-mission = 任务卡：{ $mission }
ww-reveal-offer = 发到的任务卡（还没留下哪一张）：{ $missions }
ww-reveal-hand = { $count ->
    [0] 手上没有内政卡
   *[other] 手上的内政卡（{ $count } 张）：{ $cards }
}
ww-reveal-lord-offer = 发到的君主卡（还没留下哪一张）：{ $lords }
