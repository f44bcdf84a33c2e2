## 孙子兵法规则引擎：名称、拒绝理由与战况叙述。

## 名称
suntzu-side-0 = 吴
suntzu-side-1 = 楚
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

suntzu-phase-warlord = 选择军阀中
suntzu-phase-place = 摆放行动卡中
suntzu-phase-before = 战斗前的军阀时机
suntzu-phase-battle = 战斗中
suntzu-phase-order = 选择对战顺序中
suntzu-phase-chariots = 战车事件选择军阀中
suntzu-phase-after = 战斗后的军阀时机
suntzu-phase-draw = 抽取行动卡中
suntzu-phase-over = 游戏已结束

suntzu-warlord-double_six = 双六
suntzu-warlord-double_six-text = 战斗前：你的“6”在另一个区域再使用一次（该处原本的卡牌回到手牌）；每张“6”都须将1个军队摆到边格。
suntzu-warlord-remove_enemy = 伏兵
suntzu-warlord-remove_enemy-text = 前6回合中的一次：将任一区域内的1个对手军队送回其增援区。
suntzu-warlord-plague_shield = 良医
suntzu-warlord-plague_shield-text = 战斗前：所选区域的“瘟疫”对该区域的军队造成的伤害降为0（不移除任何军队）。
suntzu-warlord-plague_fury = 疫神
suntzu-warlord-plague_fury-text = 战斗前：所选区域的“瘟疫”改为只留下1个军队，而非移除一半。
suntzu-warlord-plague_recycle = 暗疫
suntzu-warlord-plague_recycle-text = 战斗后：你打出的“瘟疫”放回牌堆底部（牌堆顶的1张卡牌丢弃）。
suntzu-warlord-march = 急行军
suntzu-warlord-march-text = 前6回合中的一次：将你的1个军队移到相邻且无人或己方进驻的区域。
suntzu-warlord-high_six = 老将
suntzu-warlord-high_six-text = 战斗后：你打出的一张“7”~“10”如同“6”回到手牌（无须摆放军队到边格）。
suntzu-warlord-head_start = 先声夺人
suntzu-warlord-head_start-text = 游戏开始时，计分指示物往吴方移动1格。
suntzu-warlord-minus_recycle = 佯攻
suntzu-warlord-minus_recycle-text = 战斗后：你打出的“−1”放回牌堆底部（牌堆顶的1张卡牌丢弃）。
suntzu-warlord-reinforce = 征兵
suntzu-warlord-reinforce-text = 前6回合中的一次：从增援区拿取1个军队放到你已进驻的区域。

suntzu-event-epidemic = 流行病
suntzu-event-epidemic-text = 4张“瘟疫”皆已打出时：双方各将1个军队移到备用区。
suntzu-event-chariots = 战车
suntzu-event-chariots-text = 一方在3个边格上都有军队时：该方再选择1张军阀卡。
suntzu-event-champion = 冠军挑战
suntzu-event-champion-text = 打出“9”却未赢得战斗时：该方将1个军队移到备用区。
suntzu-event-hero = 英雄挑战
suntzu-event-hero-text = 打出“10”却未赢得战斗时：该方将2个军队移到备用区。
suntzu-event-light_infantry = 轻步兵
suntzu-event-light_infantry-text = 双方在同一区域都打出“1”时：分数落后的一方可放置1个军队到该区域。

suntzu-end-track = 计分指示物到达计分轨终点
suntzu-end-rounds = 第九回合结束
suntzu-end-events = 5张事件卡皆已执行完成

## 拒绝的行动
suntzu-error-players = 孙子兵法只能由2位玩家进行，而不是 { $players } 位。
suntzu-error-game-over = 游戏已结束，不能再行动。
suntzu-error-not-a-seat = 座位 { $seat } 不在这场游戏中。
suntzu-error-unknown-action = “{ $action }”不是孙子兵法的行动。
suntzu-error-wrong-phase = 现在不能这样做：游戏正在{ $phase }。
suntzu-error-not-your-turn = 还没轮到你：游戏正在等待另一位玩家。
suntzu-error-bad-province = “{ $province }”不是区域（请从5个区域中选择，0 到 4）。
suntzu-error-bad-card = “{ $card }”不是孙子兵法的卡牌（1~10、+1、+2、+3、−1 或 P）。
suntzu-error-card-not-in-hand = 你的手牌中没有“{ $card }”。
suntzu-error-locked = 你的摆放已锁定。请先解除锁定再更换卡牌。
suntzu-error-not-locked = 你的摆放尚未锁定，不需要解除。
suntzu-error-placement-incomplete =
    { $missing ->
       *[other] 还有 { $missing } 个区域没有卡牌：每个区域都放好卡牌后才能锁定。
    }
suntzu-error-bad-warlord = “{ $warlord }”不是你这一方的军阀。
suntzu-error-warlord-not-yours = { $warlord } 不是你的军阀。
suntzu-error-warlord-used = { $warlord } 已经使用过了；每张军阀卡只能使用一次。
suntzu-error-warlord-not-now = { $warlord } 现在无法使用（时机、回合不符或没有可作用的对象）。
suntzu-error-warlord-target = { $warlord } 不能作用在那里：请从提供的目标中选择。
suntzu-error-battle-done = { $province } 的战斗已经进行过了；请选择尚未对战的区域。
suntzu-error-keep-count =
    { $count ->
       *[other] 请从抽到的卡牌中正好保留 { $count } 张。
    }
suntzu-error-keep-not-drawn = 你没有抽到“{ $card }”；只能保留抽到的卡牌。
suntzu-error-support-keeper = “1”~“6”不能丢弃来换取特别支援；请丢弃其他卡牌。
suntzu-error-support-placed = 你的“{ $card }”本回合已摆放；只能丢弃尚未摆放的卡牌。
suntzu-error-support-no-reserve = 备用区没有你的军队，特别支援不会带来任何军队。

## 战况叙述（除标注外皆为公开）
suntzu-ev-warlords-chosen = 双方都已秘密选好军阀。
# 私人
suntzu-ev-warlord-chosen = 你的军阀：{ $warlord }。
suntzu-ev-round-start = 第 { $round } 回合开始：在每个区域各摆放1张卡牌。
# 私人
suntzu-ev-assigned = { $province }：{ $card }。
# 私人
suntzu-ev-locked = 你的摆放已锁定。
# 私人
suntzu-ev-unlocked = 你的摆放已解除锁定，可以更换卡牌。
# public, only in games opened with the open_locks option
suntzu-ev-locked-open = { $side } 已锁定卡牌摆放。
# public, only in games opened with the open_locks option
suntzu-ev-unlocked-open = { $side } 解除了卡牌摆放的锁定，正在更换卡牌。
suntzu-ev-reveal = 第 { $round } 回合翻开卡牌。吴：{ $wu }。楚：{ $chu }（由秦至吴）。
suntzu-ev-chooser = { $side } 在图板上的军队较少，由其决定对战顺序。
suntzu-ev-order = { $side } 选择下一场在 { $province } 对战。
suntzu-ev-battle = { $province }：吴 { $wu } 对 楚 { $chu }，{ $side } 以 { $diff } 点获胜。{ $back ->
        [0] {""}
       *[other] { $back } 个军队退回增援区。
    }{ $placed ->
        [0] {""}
       *[other] { $side } 的 { $placed } 个军队进驻。
    }{ $paid_wu ->
        [0] {""}
       *[other] 吴将 { $paid_wu } 个军队移到备用区。
    }{ $paid_chu ->
        [0] {""}
       *[other] 楚将 { $paid_chu } 个军队移到备用区。
    }{ $edge_wu ->
        [0] {""}
       *[other] 吴的“6”将1个军队摆到边格。
    }{ $edge_chu ->
        [0] {""}
       *[other] 楚的“6”将1个军队摆到边格。
    }
suntzu-ev-battle-tie = { $province }：吴 { $wu } 对 楚 { $chu }，平手，没有军队移动。{ $paid_wu ->
        [0] {""}
       *[other] 吴将 { $paid_wu } 个军队移到备用区。
    }{ $paid_chu ->
        [0] {""}
       *[other] 楚将 { $paid_chu } 个军队移到备用区。
    }{ $edge_wu ->
        [0] {""}
       *[other] 吴的“6”将1个军队摆到边格。
    }{ $edge_chu ->
        [0] {""}
       *[other] 楚的“6”将1个军队摆到边格。
    }
suntzu-ev-plague = { $province }：吴 { $wu } 对 楚 { $chu }。瘟疫，没有战争发生：{ $lost ->
        [0] 没有军队损失。
       *[other] { $lost } 个军队退回增援区。
    }
suntzu-ev-support = { $side } 丢弃“{ $card }”换取特别支援：1个军队从备用区回到增援区。
suntzu-ev-event-triggered = 事件：{ $event }！
suntzu-ev-event-up = 翻开下一张事件卡：{ $event }。
suntzu-ev-epidemic =
    { $count ->
        [0] 流行病：{ $side } 没有军队可以移除。
       *[other] 流行病：{ $side } 将1个军队移到备用区。
    }
suntzu-ev-chariots =
    { $gains ->
        [true] 战车：{ $side } 在3个边格上有军队，可再选择1张军阀卡。
       *[other] 战车：{ $side } 在3个边格上有军队（初学模式没有军阀）。
    }
suntzu-ev-chariots-chosen = { $side } 已秘密选好第二张军阀卡。
suntzu-ev-champion = 冠军挑战：{ $side } 的“9”未赢得战斗，{ $count } 个军队移到备用区。
suntzu-ev-hero = 英雄挑战：{ $side } 的“10”未赢得战斗，{ $count } 个军队移到备用区。
suntzu-ev-light-infantry = 轻步兵：分数落后的 { $side } 派1个军队进入 { $province }。
suntzu-ev-light-infantry-none = { $province } 的轻步兵：双方没有落后的一方，没有事发生。
suntzu-ev-warlord-double-six = { $side } 使用 { $warlord }：第二张“6”在 { $province } 作战（该处的“{ $card }”回到手牌）。
suntzu-ev-warlord-remove-enemy = { $side } 使用 { $warlord }：{ $province } 的1个敌军退回其增援区。
suntzu-ev-warlord-plague-shield = { $side } 使用 { $warlord }：{ $province } 的瘟疫不会让该区域的军队有任何损失。
suntzu-ev-warlord-plague-fury = { $side } 使用 { $warlord }：{ $province } 的瘟疫只会留下1个军队。
suntzu-ev-warlord-plague-recycle = { $side } 使用 { $warlord }：打出的瘟疫放回牌堆底部（牌堆顶的“{ $discarded }”丢弃）。
suntzu-ev-warlord-march = { $side } 使用 { $warlord }：1个军队从 { $province } 行军到 { $to }。
suntzu-ev-warlord-high-six = { $side } 使用 { $warlord }：打出的“{ $card }”回到手牌。
suntzu-ev-warlord-head-start = { $side } 亮出 { $warlord }：计分指示物往吴方移动1格。
suntzu-ev-warlord-minus-recycle = { $side } 使用 { $warlord }：打出的“−1”放回牌堆底部（牌堆顶的“{ $discarded }”丢弃）。
suntzu-ev-warlord-reinforce = { $side } 使用 { $warlord }：增援区的1个军队进驻 { $province }。
suntzu-ev-score = 第 { $round } 回合计分：吴 { $wu } 分，楚 { $chu } 分。{ $marker ->
        [0] 计分指示物位于正中央。
       *[other] 计分指示物位于 { $marker }（负数偏向吴，正数偏向楚）。
    }
suntzu-ev-draw =
    { $count ->
        [0] { $side } 已没有卡牌可抽。
       *[other] { $side } 抽取 { $count } 张卡牌。
    }
# 私人
suntzu-ev-drawn = 你抽到 { $cards }：保留 { $keep } 张，另一张放到牌堆底部。
# 私人
suntzu-ev-drawn-all = 你抽到 { $cards }，全部保留（牌堆即将用完）。
# 私人
suntzu-ev-kept = 你保留 { $cards }。
suntzu-ev-game-over = { $side } 获胜：{ $reason }。{ $tiebreak ->
        [pool] 计分指示物位于正中央，{ $side } 的增援区军队较多。
       *[other] {""}
    }
suntzu-ev-game-drawn = 游戏以平手结束：{ $reason }，计分指示物位于正中央且双方增援区军队一样多。
