## Commands of the game's own group (/suntzu)
cmd-suntzu = 孙子兵法
cmd-suntzu-desc = 孙子兵法：出你的牌
cmd-suntzu-play = 查看
cmd-suntzu-play-desc = 你的手牌与这一步的选择（只有你看得到）
cmd-suntzu-support = 支援
cmd-suntzu-support-desc = 特别支援：弃掉 1 张“1”～“6”以外的牌，从后备区取回 1 支军队
opt-card = 卡牌
opt-card-desc = 要弃掉的牌（会展示给对手）
