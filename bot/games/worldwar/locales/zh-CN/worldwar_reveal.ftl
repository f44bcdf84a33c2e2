ww-reveal-mission = 任务：{ $mission }
ww-reveal-offer = 发到的任务（尚未保留任何一张）：{ $missions }
ww-reveal-hand = { $count ->
    [0] 手上没有内政卡
   *[other] 手上的内政卡（{ $count } 张）：{ $cards }
}
ww-reveal-lord-offer = 发到的君主卡（尚未保留任何一张）：{ $lords }
