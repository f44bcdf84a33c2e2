# 游戏结束时，向频道里所有人公开每个座位藏着的秘密（issue 23）。
# 以第三人称描述该座位，不对着该玩家说话。

suntzu-reveal-hand = 手上剩下的牌（{ $n } 张）：{ $cards }
suntzu-reveal-hand-empty = 手上没有剩下的牌
suntzu-reveal-placement = 已摆放但尚未翻开：{ $slots }
suntzu-reveal-drawn = 已抽到但尚未选定：{ $cards }
suntzu-reveal-warlord = 军阀：{ $warlord }（{ $used ->
    [yes] 已发动
   *[no] 始终未发动
}）
suntzu-reveal-extra-warlord = 第二张军阀卡（战车）：{ $warlord }（{ $used ->
    [yes] 已发动
   *[no] 始终未发动
}）

sw-reveal-coins = 金币：{ $coins } 枚

tek-reveal-bid = 秘密选择、尚未公开的战力：{ $bid }
tek-reveal-pending = 秘密做出、尚未公开的选择：{ $choice }

ww-reveal-mission = 任务：{ $mission }
ww-reveal-offer = 发到的任务（尚未保留任何一张）：{ $missions }
ww-reveal-hand = { $count ->
    [0] 手上没有内政卡
   *[other] 手上的内政卡（{ $count } 张）：{ $cards }
}
ww-reveal-lord-offer = 发到的君主卡（尚未保留任何一张）：{ $lords }
