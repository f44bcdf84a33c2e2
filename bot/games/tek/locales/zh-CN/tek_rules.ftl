# 史诗小帝国：规则摘要与引擎的文字（种族、魔法、事件、错误消息）。用词依 bot/games/tek/glossary.md。

tek-rules =
    {"**"}史诗小帝国**——一个小王国、一座高塔、一条魔法轨和七个米宝。在疆域卡之间扩张势力，建造、研究，秘密比拼战力或结成同盟，游戏结束时得分最高者获胜。

    {"**"}准备。**每位玩家有一个种族（决定魔法能力）、一张自选使用哪一面的起始疆域卡、共 6 个起始资源（建议 3 食物、2 魔力、1 矿石，也可以任意组合），并把 2 个米宝放在起始疆域卡的同一个区域。区域按卡片位置和区域号编号（13 是第 1 张卡的第 3 区）。平原产食物、山脉产矿石、森林产魔力，废墟不产资源。每张疆域卡有一个城堡区域。

    {"**"}一个回合。**持有大高塔的行动玩家在尚未使用的行动上放下盾牌并执行（也可以不执行）。接着其他玩家同时选择跟随这个行动，或者收集资源：每个有自己米宝的区域产 1 个资源，废墟里每个搜寻中的米宝可以自选 1 个资源，只剩最后一个米宝的玩家再多自选 1 个。五个盾牌都放下后清空行动卡。大高塔按顺时针传给下一位。

    {"**"}行动。**巡逻：1 个米宝移到同一张疆域卡的相邻区域，不能越过河流或峭壁。搜索：1 个米宝移到另一张疆域卡的任一区域（不能进出封闭区域）。建造：花费矿石把高塔提升 1 级。研究：花费魔力把魔法提升 1 级，已获得的魔法能力一直保留。扩张：新米宝加入单独的一个米宝，花费的食物等于地图上的米宝数加 1。交易：任意数量，一换一。同一区域最多 2 个同色米宝；任何人都不能进入其他玩家最后一个米宝所在的区域；进入废墟的米宝倒下搜寻。

    {"**"}战争。**进入只有另一种颜色的区域就会爆发战争。双方秘密选择 0～11 的战力——每个魔力算 2 点、矿石 1 点、食物 0 点，再加上魔法加成——然后同时公开。双方都要支付；战力高者获胜，平局时守方获胜。只有一方举白旗（0）时，举白旗者落败但不用支付；双方都举白旗则结成同盟，共享这个区域。同盟之间发生战争，同盟就全面破裂。落败者可以花费等于地图上米宝数的食物逃离到相邻区域，否则那里的米宝阵亡。

    {"**"}游戏结束。**有玩家的 7 个米宝都在地图上、高塔达到第 6 级或魔法达到第 5 级时，行动卡放满后游戏结束。计分：废墟以外的每个米宝 1 分，每占领一个城堡 2 分（同盟共享时各 1 分），每级魔法 1 分再加上种族的第 5 级加分，以及高塔的分数。平局时依次比较米宝数、高塔、魔法、资源总数。两人游戏时中间有一个由中立米宝守卫的失落的王国（每占领它的一个区域、每击败一个中立米宝各得 1 分）；五人游戏时，每次清空行动卡后由下下一位玩家开始。

## 种族
tek-faction-riverfolk = 河民
tek-faction-stonecutters = 石匠会
tek-faction-skyweavers = 织空者
tek-faction-ashen = 灰烬军团
tek-faction-moonwardens = 月守族
tek-faction-tidecallers = 唤潮者
tek-faction-ironbound = 铁誓族
tek-faction-mirewalkers = 沼行者
tek-faction-sunharvest = 日获族
tek-faction-lanternkeepers = 掌灯人
tek-faction-thornguard = 荆卫
tek-faction-caravaners = 商队
tek-faction-frostpeak = 霜峰族

## 魔法能力（第 1～4 级改变规则，第 5 级在结束时加分）
tek-power-cross = 巡逻与逃离可以越过{ $edge ->
        [river] 河流
       *[cliff] 峭壁
    }
tek-power-unseal = 搜索可以进出封闭区域
tek-power-war_bonus = { $when ->
        [attack] 进攻时
        [defend] 防守时
       *[any] 每场战争
    }战力 +{ $n }
tek-power-war_rate = 战争中每个{ $res ->
        [f] 食物
        [m] 魔力
       *[o] 矿石
    }算 { $n } 点
tek-power-collect_bonus = 每次收集资源时再得 { $n } { $res ->
        [f] 食物
        [m] 魔力
       *[o] 矿石
    }
tek-power-terrain_bonus = 收集资源时每个{ $terrain ->
        [plains] 平原
        [mountains] 山脉
        [forest] 森林
       *[ruins] 废墟
    }区域多产 { $n } 个
tek-power-ruins_bonus = 每个搜寻中的区域多 { $n } 个自选资源
tek-power-trade_bonus = 每次交易多得 { $n } 个换来的资源
tek-power-build_discount = 建造少花 { $n } 矿石
tek-power-expand_discount = 扩张少花 { $n } 食物
tek-power-follow_gain = 每次跟随行动时再得 { $n } { $res ->
        [f] 食物
        [m] 魔力
       *[o] 矿石
    }
tek-power-stack = 同一区域最多可以有 { $n } 个你的米宝
tek-power-free_flight = 逃离不用花费食物
tek-power-tie_win = 战争平局时你获胜（进攻时也是）
tek-power-ally_gain = 每次结成或维持同盟时再得 { $n } { $res ->
        [f] 食物
        [m] 魔力
       *[o] 矿石
    }
tek-power-score_terrain = 结束时每占领一个{ $terrain ->
        [plains] 平原
        [mountains] 山脉
        [forest] 森林
       *[ruins] 废墟
    }区域 +{ $n } 分
tek-power-score_tower = 结束时每级高塔 +{ $n } 分
tek-power-score_resources = 结束时每剩 { $per } 个资源 +1 分
tek-power-score_capital = 结束时每占领一个城堡 +{ $n } 分
tek-power-score_cards = 结束时每张有你米宝的疆域卡 +{ $n } 分
tek-power-score_allies = 结束时每个盟友 +{ $n } 分
tek-power-score_ruins = 结束时每占领一个废墟区域 +{ $n } 分
tek-power-score_flat = 结束时 +{ $n } 分

## 事件（座位参数会换成玩家名称）
tek-ev-faction = { $seat }选择了{ $faction }。
tek-ev-side = { $seat }的起始疆域卡使用第 { $side ->
        [0] 1
       *[other] 2
    } 面。
tek-ev-stock = { $seat }的起始资源为 { $amounts }。
tek-ev-home = { $seat }把 2 个米宝放在第 { $region } 区。
tek-ev-leader = { $seat }持有大高塔，选择行动。
tek-ev-pass = { $seat }在{ $action }放下盾牌，但不执行。
tek-ev-stand = { $seat }让第 { $region } 区搜寻中的米宝站起来。
tek-ev-patrol = { $seat }从第 { $from } 区巡逻到第 { $to } 区。
tek-ev-quest = { $seat }从第 { $from } 区搜索到第 { $to } 区。
tek-ev-build = { $cost ->
        [0] { $seat }的高塔免费提升到第 { $level } 级。
       *[other] { $seat }把高塔建到第 { $level } 级（{ $cost } 矿石）。
    }
tek-ev-research = { $cost ->
        [0] { $seat }的魔法免费提升到第 { $level } 级。
       *[other] { $seat }研究第 { $level } 级魔法（{ $cost } 魔力）。
    }
tek-ev-expand = { $seat }扩张：在第 { $region } 区增加 1 个米宝（{ $cost } 食物）。
tek-ev-trade = { $seat }用 { $n } { $give }交易 { $n } { $get }。
tek-ev-gain = { $n ->
        [0] { $seat }的{ $res }已达上限，没有再获得。
       *[other] { $seat }获得 { $n } { $res }。
    }
tek-ev-chosen = { $seat }已秘密做出选择。
tek-ev-collect = { $total ->
        [0] { $seat }收集资源，但没有获得任何资源。
       *[other] { $seat }收集了 { $amounts }。
    }
tek-ev-redo = 前面的行动结算后，{ $seat }秘密做出的选择已无法执行，{ $seat }要重新选择。
tek-ev-token = { $seat }在第 { $region } 区发现探索标记：{ $token }。
tek-ev-recruit = { $seat }在第 { $region } 区募得 1 个米宝。
tek-ev-ambush = 伏击！{ $seat }在第 { $region } 区失去 1 个米宝。
tek-ev-ambush-spared = 第 { $region } 区遭到伏击，但{ $seat }最后一个米宝逃过一劫。
tek-ev-war = 第 { $region } 区爆发战争：{ $attacker }进攻{ $defender }。双方秘密选择战力。
tek-ev-war-neutral = { $attacker }在第 { $region } 区进攻失落的王国的中立米宝。
tek-ev-bid = { $seat }已选好战力。
tek-ev-reveal = 第 { $region } 区的战争：{ $attacker }公开战力 { $attack }，{ $defender }公开战力 { $defend }。
tek-ev-reveal-neutral = { $attacker }在第 { $region } 区对中立米宝公开战力 { $value }。
tek-ev-paid = { $seat }支付 { $amounts }。
tek-ev-war-won = { $winner }在第 { $region } 区的战争中击败{ $loser }。
tek-ev-neutral-defeated = { $seat }在第 { $region } 区击败 1 个中立米宝。
tek-ev-alliance = { $attacker }与{ $defender }都举白旗：两人结成同盟，共享第 { $region } 区。
tek-ev-alliance-kept = { $attacker }与{ $defender }再次都举白旗：两人在第 { $region } 区维持同盟。
tek-ev-alliance-broken = { $attacker }与{ $defender }的同盟破裂；两人共享的每个区域都按这场战争的结果处理。
tek-ev-lost = { $seat }在第 { $region } 区失去 { $n } 个米宝。
tek-ev-perish = { $seat }没有逃离：{ $n } 个米宝在第 { $region } 区阵亡。
tek-ev-flee = { $seat }从第 { $from } 区逃离到第 { $to } 区（{ $cost } 食物）。
tek-ev-rescued = { $seat }不会失去所有米宝：1 个米宝移到最近的空区域第 { $region } 区。
tek-ev-end-meeples = { $seat }的 7 个米宝都已在地图上：行动卡放满后游戏结束。
tek-ev-end-tower = { $seat }的高塔已建到第 6 级：行动卡放满后游戏结束。
tek-ev-end-magic = { $seat }的魔法已达第 5 级：行动卡放满后游戏结束。
tek-ev-cleared = 五个盾牌都已放下：清空行动卡。
tek-ev-game-over = 游戏结束。{ $count ->
        [1] 胜利者：{ $winner }。
       *[other] 并列获胜：{ $winner }。
    }

## 错误消息
tek-err-bad-action = 这个行动的格式不正确。
tek-err-game-over = 游戏已经结束。
tek-err-not-your-turn = 现在不需要你行动。
tek-err-wrong-phase = 现在不能这样做。
tek-err-faction-taken = 这个种族已经有人选了。
tek-err-setup-done = 准备的这一步你已经完成了。
tek-err-stock = 起始资源总数必须是 { $total }。
tek-err-side-first = 请先选择起始疆域卡要使用的一面。
tek-err-home-region = 第 { $region } 区不在你的起始疆域卡上。
tek-err-used = { $action }上已经有盾牌了。
tek-err-follow-kind = 你只能跟随{ $action }，或者收集资源。
tek-err-region = 没有第 { $region } 区。
tek-err-no-meeple = 你在第 { $region } 区没有站立的米宝。
tek-err-no-searching = 你在第 { $region } 区没有搜寻中的米宝。
tek-err-not-adjacent = 第 { $region } 区不是同一张疆域卡上的相邻区域。
tek-err-river = 中间隔着河流：不能巡逻到第 { $region } 区。
tek-err-cliff = 中间隔着峭壁：不能巡逻到第 { $region } 区。
tek-err-same-card = 第 { $region } 区在同一张疆域卡上：这是巡逻，不是搜索。
tek-err-sealed = 第 { $region } 区被水域或峭壁封闭：搜索不能进出这个区域。
tek-err-stack = 那个区域放不下更多你的米宝了。
tek-err-last-meeple = 那个区域有其他玩家最后一个米宝：任何人都不能进入。
tek-err-third-colour = 那个区域已有两种颜色共享：第三种颜色不能进入。
tek-err-last-attack = 你最后一个米宝不能发动战争。
tek-err-neutral-cost = 你的战力无法高于剩下的中立米宝数，所以不能进攻它们。
tek-err-no-supply = 你的 7 个米宝都已在地图上。
tek-err-expand-region = 新米宝必须加入你单独的一个米宝（第 { $region } 区不行）。
tek-err-food = 需要 { $cost } 食物，你的食物不够。
tek-err-ore = 需要 { $cost } 矿石，你的矿石不够。
tek-err-mana = 需要 { $cost } 魔力，你的魔力不够。
tek-err-tower-top = 你的高塔已经是第 6 级。
tek-err-magic-top = 你的魔法已经是第 5 级。
tek-err-trade-amount = 你拿不出 { $n } 个那种资源。
tek-err-trade-cap = 换来 { $n } 个会超过那条资源轨的 9。
tek-err-picks = 收集资源时必须选择正好 { $n } 个自选资源。
tek-err-bid-value = 战力必须是 0～11 的整数。
tek-err-bid-neutral = 对中立米宝的战力必须高于剩下的中立米宝数，而且不能举白旗。
tek-err-bid-payment = 这种支付方式无法正好付出这个战力。
tek-err-bid-done = 你已经选好战力了。
tek-err-flee-region = 你不能逃离到第 { $region } 区。
