# 遊戲結束時，向頻道裡所有人公開每個座位藏著的祕密（issue 23）。
# 以第三人稱描述該座位，不對著該玩家說話。

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

sw-reveal-coins = 錢幣：{ $coins } 元

tek-reveal-bid = 暗中選擇、尚未公開的戰力：{ $bid }
tek-reveal-pending = 暗中做出、尚未公開的選擇：{ $choice }

ww-reveal-mission = 任務：{ $mission }
ww-reveal-offer = 發到的任務（尚未保留任何一張）：{ $missions }
ww-reveal-hand = { $count ->
    [0] 手上沒有內政卡
   *[other] 手上的內政卡（{ $count } 張）：{ $cards }
}
ww-reveal-lord-offer = 發到的君主卡（尚未保留任何一張）：{ $lords }
