suntzu-reveal-hand = 手上剩下的牌（{ $n } 張）：{ $cards }
suntzu-reveal-hand-empty = 手上沒有剩下的牌
suntzu-reveal-placement = 已擺放但尚未翻開：{ $slots }
suntzu-reveal-drawn = 已抽到但尚未選定：{ $cards }
suntzu-reveal-warlord = 軍閥：{ $warlord }（{ $used ->
    [yes] 已使用
   *[no] 始終未使用
}）
suntzu-reveal-extra-warlord = 第二張軍閥卡（戰車）：{ $warlord }（{ $used ->
    [yes] 已使用
   *[no] 始終未使用
}）
