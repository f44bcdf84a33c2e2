suntzu-reveal-hand = 手上剩下的牌（{ $n } 张）：{ $cards }
suntzu-reveal-hand-empty = 手上没有剩下的牌
suntzu-reveal-placement = 已出牌但尚未翻开：{ $slots }
suntzu-reveal-drawn = 已抽到但尚未选定：{ $cards }
suntzu-reveal-warlord = 军阀：{ $warlord }（{ $used ->
    [yes] 已发动
   *[no] 始终未发动
}）
suntzu-reveal-extra-warlord = 第二张军阀卡（战车）：{ $warlord }（{ $used ->
    [yes] 已发动
   *[no] 始终未发动
}）
