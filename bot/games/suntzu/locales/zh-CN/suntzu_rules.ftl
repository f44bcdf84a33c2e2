## 孙子兵法规则引擎：名称、拒绝操作的理由和战况播报（术语见 bot/games/suntzu/glossary.md）。

## 名称：阵营一律写“吴方／楚方”，区域只写地名，两者不会混淆
suntzu-side-0 = 吴方
suntzu-side-1 = 楚方
suntzu-province-qin = 秦
suntzu-province-chu = 楚
suntzu-province-jin_yan = 晋-燕
suntzu-province-han_qi = 韩-齐
suntzu-province-wu = 吴
suntzu-card-name =
    { $face ->
        [plague] 瘟疫
        [minus] −1
       *[other] { $card }
    }

suntzu-phase-warlord = 选择军阀
suntzu-phase-place = 出牌
suntzu-phase-before = 战斗前发动军阀
suntzu-phase-battle = 战斗
suntzu-phase-order = 选择战斗顺序
suntzu-phase-chariots = 战车：选第二张军阀卡
suntzu-phase-after = 战斗后发动军阀
suntzu-phase-draw = 抽牌
suntzu-phase-over = 游戏结束

## 军阀和事件的效果说明会画在图上并自动换行：数字前后不加空格，以免在空格处断行
suntzu-warlord-double_six = 双六
suntzu-warlord-double_six-text = 战斗前：你的“6”在另一个区域再出战一次（该区域原来的牌回到手中）；每张“6”各放 1 支军队到边格。
suntzu-warlord-remove_enemy = 伏兵
suntzu-warlord-remove_enemy-text = 前 6 回合内可发动一次：把任一区域的 1 支敌军送回其增援区。
suntzu-warlord-plague_shield = 良医
suntzu-warlord-plague_shield-text = 战斗前：所选区域的“瘟疫”不会让该区域的军队受到任何损失。
suntzu-warlord-plague_fury = 疫神
suntzu-warlord-plague_fury-text = 战斗前：所选区域的“瘟疫”改为只留下 1 支军队，而不是减半。
suntzu-warlord-plague_recycle = 暗疫
suntzu-warlord-plague_recycle-text = 战斗后：把你打出的“瘟疫”放到牌库底（先弃掉牌库顶的 1 张牌）。
suntzu-warlord-march = 急行军
suntzu-warlord-march-text = 前 6 回合内可发动一次：把你的 1 支军队移到相邻区域（该区域须无人占领或已有你的军队）。
suntzu-warlord-high_six = 老将
suntzu-warlord-high_six-text = 战斗后：你打出的 1 张“7”～“10”像“6”一样收回手中（不用放军队到边格）。
suntzu-warlord-head_start = 先声夺人
suntzu-warlord-head_start-text = 游戏开始时，孙武标记向吴方终点移动 1 格。
suntzu-warlord-minus_recycle = 佯攻
suntzu-warlord-minus_recycle-text = 战斗后：把你打出的“−1”放到牌库底（先弃掉牌库顶的 1 张牌）。
suntzu-warlord-reinforce = 征兵
suntzu-warlord-reinforce-text = 前 6 回合内可发动一次：从增援区派 1 支军队进驻你已控制的区域。

suntzu-event-epidemic = 流行病
suntzu-event-epidemic-text = 4 张“瘟疫”全部打出后：双方各把 1 支军队移入后备区。
suntzu-event-chariots = 战车
suntzu-event-chariots-text = 一方有 3 个边格放有军队时：该方再选 1 张军阀卡。
suntzu-event-champion = 冠军挑战
suntzu-event-champion-text = 打出的“9”没有赢下战斗时：出牌方把 1 支军队移入后备区。
suntzu-event-hero = 英雄挑战
suntzu-event-hero-text = 打出的“10”没有赢下战斗时：出牌方把 2 支军队移入后备区。
suntzu-event-light_infantry = 轻步兵
suntzu-event-light_infantry-text = 双方在同一区域都打出“1”时：计分条上落后的一方在该区域放 1 支军队。

suntzu-end-track = 孙武标记到达了计分条的终点
suntzu-end-rounds = 第 9 回合已经结束
suntzu-end-events = 5 张事件卡全部结算完毕

## 被拒绝的操作
suntzu-error-players = 孙子兵法只能 2 人对战，现在有 { $players } 人。
suntzu-error-game-over = 游戏已经结束，无法再操作。
suntzu-error-not-a-seat = 座位 { $seat } 不在本局游戏中。
suntzu-error-unknown-action = “{ $action }”不是孙子兵法的操作。
suntzu-error-wrong-phase = 现在不能这样做：当前是“{ $phase }”阶段。
suntzu-error-not-your-turn = 还没轮到你：正在等对手操作。
suntzu-error-bad-province = “{ $province }”不是有效的区域（请从 5 个区域中选，编号 0～4）。
suntzu-error-bad-card = “{ $card }”不是孙子兵法的牌（1～10、+1、+2、+3、−1，或代表瘟疫的 P）。
suntzu-error-card-not-in-hand = 你的手牌里没有“{ $card }”。
suntzu-error-locked = 你的出牌已锁定。请先解锁，再换牌。
suntzu-error-not-locked = 你的出牌还没锁定，不用解锁。
suntzu-error-placement-incomplete =
    { $missing ->
       *[other] 还有 { $missing } 个区域没有放牌：每个区域都放好牌后才能锁定。
    }
suntzu-error-bad-warlord = “{ $warlord }”不是你这一方的军阀。
suntzu-error-warlord-not-yours = “{ $warlord }”不是你的军阀。
suntzu-error-warlord-used = “{ $warlord }”已经发动过了；每张军阀卡只能发动一次。
suntzu-error-warlord-not-now = “{ $warlord }”现在不能发动（时机或回合不对，或者没有可作用的目标）。
suntzu-error-warlord-target = “{ $warlord }”不能作用于那里：请从给出的目标中选择。
suntzu-error-battle-done = { $province }区的战斗已经打过了；请选还没开战的区域。
suntzu-error-keep-count =
    { $count ->
       *[other] 请从抽到的牌中正好保留 { $count } 张。
    }
suntzu-error-keep-not-drawn = 你没有抽到“{ $card }”；只能保留抽到的牌。
suntzu-error-support-keeper = “1”～“6”不能弃掉换取特别支援；请弃掉别的牌。
suntzu-error-support-placed = 你的“{ $card }”本回合已经打出；只能弃掉还没打出的牌。
suntzu-error-support-no-reserve = 后备区里没有你的军队，特别支援取不回任何军队。

## 战况播报（除注明“私密”的以外都是公开的）
suntzu-ev-warlords-chosen = 双方都已秘密选好军阀。
# 私密
suntzu-ev-warlord-chosen = 你选择的军阀：{ $warlord }。
suntzu-ev-round-start = 第 { $round } 回合开始：在每个区域各放 1 张行动卡。
# 私密
suntzu-ev-assigned = 你在{ $province }区放了“{ $card }”。
# 私密
suntzu-ev-locked = 你的出牌已锁定。
# 私密
suntzu-ev-unlocked = 你的出牌已解锁，可以换牌。
# 公开，仅限用 open_locks 选项开局的游戏
suntzu-ev-locked-open = { $side }已锁定出牌。
# 公开，仅限用 open_locks 选项开局的游戏
suntzu-ev-unlocked-open = { $side }解锁了出牌，正在换牌。
suntzu-ev-reveal = 第 { $round } 回合亮牌（从秦到吴）。吴方：{ $wu }。楚方：{ $chu }。
suntzu-ev-chooser = { $side }在版图上的军队较少，由{ $side }决定战斗顺序。
suntzu-ev-order = { $side }选择下一场战斗的区域：{ $province }。
suntzu-ev-battle = { $province }：吴方“{ $wu }”对楚方“{ $chu }”，{ $side }以 { $diff } 点之差获胜。{ $back ->
        [0] {""}
       *[other] 败方 { $back } 支军队退回增援区。
    }{ $placed ->
        [0] {""}
       *[other] { $side }进驻 { $placed } 支军队。
    }{ $paid_wu ->
        [0] {""}
       *[other] 吴方把 { $paid_wu } 支军队移入后备区。
    }{ $paid_chu ->
        [0] {""}
       *[other] 楚方把 { $paid_chu } 支军队移入后备区。
    }{ $edge_wu ->
        [0] {""}
       *[other] 吴方的“6”把 1 支军队放到边格。
    }{ $edge_chu ->
        [0] {""}
       *[other] 楚方的“6”把 1 支军队放到边格。
    }
suntzu-ev-battle-tie = { $province }：吴方“{ $wu }”对楚方“{ $chu }”，打成平局，没有军队移动。{ $paid_wu ->
        [0] {""}
       *[other] 吴方把 { $paid_wu } 支军队移入后备区。
    }{ $paid_chu ->
        [0] {""}
       *[other] 楚方把 { $paid_chu } 支军队移入后备区。
    }{ $edge_wu ->
        [0] {""}
       *[other] 吴方的“6”把 1 支军队放到边格。
    }{ $edge_chu ->
        [0] {""}
       *[other] 楚方的“6”把 1 支军队放到边格。
    }
suntzu-ev-plague = { $province }：吴方“{ $wu }”对楚方“{ $chu }”。瘟疫爆发，本区域不开战：{ $lost ->
        [0] 没有军队损失。
       *[other] { $lost } 支军队退回增援区。
    }
suntzu-ev-support = { $side }弃掉“{ $card }”换取特别支援：1 支军队从后备区回到增援区。
suntzu-ev-event-triggered = 触发事件：{ $event }！
suntzu-ev-event-up = 翻开下一张事件卡：{ $event }。
suntzu-ev-epidemic =
    { $count ->
        [0] 流行病：{ $side }没有可移除的军队。
       *[other] 流行病：{ $side }把 1 支军队移入后备区。
    }
suntzu-ev-chariots =
    { $gains ->
        [true] 战车：{ $side }已有 3 个边格放有军队，可以再选 1 张军阀卡。
       *[other] 战车：{ $side }已有 3 个边格放有军队（新手模式不用军阀卡）。
    }
suntzu-ev-chariots-chosen = { $side }已秘密选好第二张军阀卡。
suntzu-ev-champion = 冠军挑战：{ $side }的“9”没有赢下战斗，{ $count } 支军队移入后备区。
suntzu-ev-hero = 英雄挑战：{ $side }的“10”没有赢下战斗，{ $count } 支军队移入后备区。
suntzu-ev-light-infantry = 轻步兵（{ $province }）：{ $side }在计分条上落后，派 1 支军队进驻。
suntzu-ev-light-infantry-none = 轻步兵（{ $province }）：双方都不落后，没有效果。
suntzu-ev-warlord-double-six = { $side }发动“{ $warlord }”：{ $province }区也改由“6”出战（该区原来的“{ $card }”回到手中）。
suntzu-ev-warlord-remove-enemy = { $side }发动“{ $warlord }”：{ $province }区的 1 支敌军退回其增援区。
suntzu-ev-warlord-plague-shield = { $side }发动“{ $warlord }”：{ $province }区的瘟疫不会让那里的军队受到任何损失。
suntzu-ev-warlord-plague-fury = { $side }发动“{ $warlord }”：{ $province }区的瘟疫将只留下 1 支军队。
suntzu-ev-warlord-plague-recycle = { $side }发动“{ $warlord }”：打出的“瘟疫”放到牌库底（牌库顶的“{ $discarded }”被弃掉）。
suntzu-ev-warlord-march = { $side }发动“{ $warlord }”：1 支军队从{ $province }区急行军到{ $to }区。
suntzu-ev-warlord-high-six = { $side }发动“{ $warlord }”：打出的“{ $card }”收回手中。
suntzu-ev-warlord-head-start = { $side }亮出“{ $warlord }”：孙武标记向吴方终点移动 1 格。
suntzu-ev-warlord-minus-recycle = { $side }发动“{ $warlord }”：打出的“−1”放到牌库底（牌库顶的“{ $discarded }”被弃掉）。
suntzu-ev-warlord-reinforce = { $side }发动“{ $warlord }”：增援区的 1 支军队进驻{ $province }区。
suntzu-ev-score = 第 { $round } 回合计分：吴方 { $wu } 分，楚方 { $chu } 分。{ $marker ->
        [0] 孙武标记位于计分条正中。
        [-1] 孙武标记偏向吴方 1 格。
        [-2] 孙武标记偏向吴方 2 格。
        [-3] 孙武标记偏向吴方 3 格。
        [-4] 孙武标记偏向吴方 4 格。
        [-5] 孙武标记偏向吴方 5 格。
        [-6] 孙武标记偏向吴方 6 格。
        [-7] 孙武标记偏向吴方 7 格。
        [-8] 孙武标记偏向吴方 8 格。
        [-9] 孙武标记偏向吴方 9 格。
        [1] 孙武标记偏向楚方 1 格。
        [2] 孙武标记偏向楚方 2 格。
        [3] 孙武标记偏向楚方 3 格。
        [4] 孙武标记偏向楚方 4 格。
        [5] 孙武标记偏向楚方 5 格。
        [6] 孙武标记偏向楚方 6 格。
        [7] 孙武标记偏向楚方 7 格。
        [8] 孙武标记偏向楚方 8 格。
        [9] 孙武标记偏向楚方 9 格。
       *[other] 孙武标记位于 { $marker }（负数偏向吴方，正数偏向楚方）。
    }
suntzu-ev-draw =
    { $count ->
        [0] { $side }已经无牌可抽。
       *[other] { $side }抽了 { $count } 张牌。
    }
# 私密
suntzu-ev-drawn = 你抽到：{ $cards }。保留 { $keep } 张，其余放到牌库底。
# 私密
suntzu-ev-drawn-all = 你抽到：{ $cards }，全部保留（牌库快用完了）。
# 私密
suntzu-ev-kept = 你保留了：{ $cards }。
suntzu-ev-game-over = 游戏结束，{ $side }获胜：{ $reason }。{ $tiebreak ->
        [pool] 孙武标记位于计分条正中，而{ $side }增援区的军队更多。
       *[other] {""}
    }
suntzu-ev-game-drawn = 双方打成平局：{ $reason }，孙武标记位于计分条正中，且双方增援区的军队一样多。
