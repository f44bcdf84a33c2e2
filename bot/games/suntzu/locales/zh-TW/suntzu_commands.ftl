## Commands of the game's own group (/suntzu)
cmd-suntzu = 孫子兵法
cmd-suntzu-desc = 孫子兵法：出你的牌
cmd-suntzu-play = 查看
cmd-suntzu-play-desc = 你的手牌與這一步的選擇（只有你看得到）
cmd-suntzu-support = 支援
cmd-suntzu-support-desc = 特別支援：丟棄 1 張「1」～「6」以外的卡牌，從備用區取回 1 支軍隊
opt-card = 卡牌
opt-card-desc = 要丟棄的卡牌（會展示給對手）
