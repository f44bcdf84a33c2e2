# 史诗小帝国：规则摘要与引擎的文字（种族、魔法、事件、错误提示）。用词以 bot/games/tek/glossary.md 为准。

tek-rules =
    {"**"}史诗小帝国**——每人一个小王国：一座高塔、一条魔法轨、七个米宝。在领土卡之间铺开势力，盖塔、研究魔法，跟对手暗中比拼战力或者结成同盟，游戏结束时分数最高的人获胜。

    {"**"}开局准备。**每人拿一个种族（决定魔法能力）和一张起始领土卡，自己决定用哪一面；起始资源一共 6 个，推荐 3 食物、2 魔力、1 矿石，也可以随意搭配；再把 2 个米宝放在起始领土卡的同一个区域。区域编号是“卡的位置 + 区号”，比如 13 就是第 1 张卡的 3 号区域。平原产食物，山脉产矿石，森林产魔力，废墟不产资源。每张领土卡上有一个城堡。

    {"**"}每个回合。**拿着大高塔的行动玩家挑一个还没放盾牌的行动，放下盾牌并执行（也可以放了盾牌不执行）。其他玩家从行动玩家的下家开始按顺时针依次决定：跟着做这个行动，或者收资源，每个人都能看到前面的人怎么选（开了“同时跟”选项就大家同时秘密选择，节奏更快）——每个有自己米宝的区域产 1 个资源，废墟里每个搜寻中的米宝可以自选 1 个资源，场上只剩 1 个米宝的玩家再多自选 1 个。行动卡上放满五个盾牌就清空。大高塔按顺时针传给下一个人。

    {"**"}行动。**巡逻：把 1 个米宝移到同一张领土卡上的相邻区域，河流和峭壁过不去。搜索：把 1 个米宝移到另一张领土卡的任意区域（封闭区域进不去也出不来）。建造：花矿石，高塔升 1 级。研究：花魔力，魔法升 1 级，之前各级的能力都保留。扩张：在只有 1 个己方米宝的区域再放 1 个，花费的食物 = 场上己方米宝数 + 1。交易：任意数量，1 比 1 换。一个区域最多 2 个同色米宝；别人只剩最后一个米宝时，谁也不能进它所在的区域；米宝进废墟后要放倒，表示正在搜寻。

    {"**"}战争。**米宝进入有别家米宝的区域，就在那里开战。双方秘密选 0～11 的战力——魔力每个 2 点、矿石 1 点、食物 0 点，另加魔法带来的加成——然后同时亮出来。双方都要付资源；战力高的赢，打平算守方赢。只有一方举白旗（0）时，举白旗的直接输，但不用付；双方都举白旗就结成同盟，一起占着这个区域。盟友之间一旦开战，同盟就整个破裂。输家可以花食物（数量 = 场上己方米宝数）逃到相邻区域，不逃的话那里的米宝全部阵亡。

    {"**"}游戏结束。**有人 7 个米宝全部上场、高塔盖到 6 级，或者魔法升到 5 级，就触发终局：等行动卡放满、这一轮做完，游戏结束。计分：不在废墟里的米宝每个 1 分；独占一个城堡 2 分（和盟友共占则各 1 分）；魔法每级 1 分，再加种族 5 级的终局加分；加上高塔卡上对应的分数。平局时依次比场上米宝数、高塔、魔法、剩余资源总数；还是打平就不分胜负，没有人获胜。两人局时桌子中间多一张失落的王国，每个区域由一个中立米宝把守（占领它的每个区域、每消灭一个中立米宝各加 1 分）；五人局时，每次清空行动卡后，大高塔交给再下一位玩家。

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

## 魔法能力（1～4 级改变规则，5 级终局加分）
tek-power-cross = 巡逻和逃跑都能跨过{ $edge ->
        [river] 河流
       *[cliff] 峭壁
    }
tek-power-unseal = 搜索可以进出封闭区域
tek-power-war_bonus = { $when ->
        [attack] 进攻时
        [defend] 防守时
       *[any] 每场战争
    }战力 +{ $n }
tek-power-war_rate = 打仗时{ $res ->
        [f] 食物
        [m] 魔力
       *[o] 矿石
    }每个算 { $n } 点
tek-power-collect_bonus = 每次收资源额外拿 { $n } { $res ->
        [f] 食物
        [m] 魔力
       *[o] 矿石
    }
tek-power-terrain_bonus = 收资源时，每块{ $terrain ->
        [plains] 平原
        [mountains] 山脉
        [forest] 森林
       *[ruins] 废墟
    }多产 { $n } 个
tek-power-ruins_bonus = 每个有米宝在搜寻的废墟区域，多自选 { $n } 个资源
tek-power-trade_bonus = 每次交易，换到的资源多拿 { $n } 个
tek-power-build_discount = 建造少花 { $n } 矿石
tek-power-expand_discount = 扩张少花 { $n } 食物
tek-power-follow_gain = 每次跟行动额外拿 { $n } { $res ->
        [f] 食物
        [m] 魔力
       *[o] 矿石
    }
tek-power-stack = 一个区域里最多能放 { $n } 个己方米宝
tek-power-free_flight = 逃跑不花食物
tek-power-tie_win = 战争打平算你赢（进攻时也一样）
tek-power-ally_gain = 每次结成或保住同盟，额外拿 { $n } { $res ->
        [f] 食物
        [m] 魔力
       *[o] 矿石
    }
tek-power-score_terrain = 终局：每占一块{ $terrain ->
        [plains] 平原
        [mountains] 山脉
        [forest] 森林
       *[ruins] 废墟
    } +{ $n } 分
tek-power-score_tower = 终局：高塔每级 +{ $n } 分
tek-power-score_resources = 终局：每剩 { $per } 个资源 +1 分
tek-power-score_capital = 终局：每占一个城堡 +{ $n } 分
tek-power-score_cards = 终局：每张有你米宝的领土卡 +{ $n } 分
tek-power-score_allies = 终局：每有一个盟友 +{ $n } 分
tek-power-score_ruins = 终局：每占一个废墟区域 +{ $n } 分
tek-power-score_flat = 终局：+{ $n } 分

## 事件（座位参数会换成玩家名称）
tek-ev-faction = { $seat }选了{ $faction }。
tek-ev-side = { $seat }的起始领土卡用第 { $side ->
        [0] 1
       *[other] 2
    } 面。
tek-ev-stock = { $seat }的起始资源：{ $amounts }。
tek-ev-home = { $seat }把开局的 2 个米宝放在 { $region } 区。
tek-ev-leader = { $seat }拿到大高塔，开始选行动。
tek-ev-pass = { $seat }在“{ $action }”上放下盾牌，但什么也没做。
tek-ev-stand = { $seat }把 { $region } 区搜寻中的米宝立了起来。
tek-ev-patrol = { $seat }从 { $from } 区巡逻到 { $to } 区。
tek-ev-quest = { $seat }从 { $from } 区搜索到 { $to } 区。
tek-ev-build = { $cost ->
        [0] { $seat }的高塔直接升到 { $level } 级，没花矿石。
       *[other] { $seat }花 { $cost } 矿石，把高塔盖到 { $level } 级。
    }
tek-ev-research = { $cost ->
        [0] { $seat }的魔法直接升到 { $level } 级，没花魔力。
       *[other] { $seat }花 { $cost } 魔力，把魔法研究到 { $level } 级。
    }
tek-ev-expand = { $seat }扩张：花 { $cost } 食物，在 { $region } 区新增 1 个米宝。
tek-ev-trade = { $seat }用 { $n } { $give }换了 { $n } { $get }。
tek-ev-gain = { $n ->
        [0] { $seat }的{ $res }已经满 9 个，拿不了更多。
       *[other] { $seat }拿到 { $n } { $res }。
    }
tek-ev-chosen = { $seat }已经暗中选好了。
tek-ev-collect = { $total ->
        [0] { $seat }收资源，但什么也没收到。
       *[other] { $seat }收了 { $amounts }。
    }
tek-ev-redo = 前面的操作结算完后，{ $seat }秘密选的操作已经做不了，需要重选。
tek-ev-token = { $seat }在 { $region } 区翻开探索标记：{ $token }。
tek-ev-recruit = { $seat }在 { $region } 区招到 1 个米宝。
tek-ev-ambush = 中伏了！{ $seat }在 { $region } 区损失 1 个米宝。
tek-ev-ambush-spared = { $region } 区有埋伏，但那是{ $seat }最后一个米宝，躲过了一劫。
tek-ev-war = { $region } 区开战：{ $attacker }进攻{ $defender }，双方秘密选择战力。
tek-ev-war-neutral = { $attacker }在 { $region } 区向失落的王国的中立米宝发起进攻。
tek-ev-bid = { $seat }已经选好战力。
tek-ev-reveal = { $region } 区亮出战力：{ $attacker }出 { $attack }，{ $defender }出 { $defend }。
tek-ev-reveal-neutral = { $attacker }在 { $region } 区对中立米宝亮出战力 { $value }。
tek-ev-paid = { $seat }付出 { $amounts }。
tek-ev-war-won = { $winner }在 { $region } 区打败了{ $loser }。
tek-ev-neutral-defeated = { $seat }在 { $region } 区消灭 1 个中立米宝。
tek-ev-alliance = { $attacker }和{ $defender }都举了白旗：双方结成同盟，一起占着 { $region } 区。
tek-ev-alliance-kept = { $attacker }和{ $defender }又都举了白旗：{ $region } 区的同盟照旧。
tek-ev-alliance-broken = { $attacker }和{ $defender }的同盟破裂了；两人共占的其他区域，一律按这一战的结果处理。
tek-ev-lost = { $seat }在 { $region } 区损失 { $n } 个米宝。
tek-ev-perish = { $seat }没有逃跑：{ $region } 区的 { $n } 个米宝阵亡。
tek-ev-flee = { $seat }花 { $cost } 食物，从 { $from } 区逃到 { $to } 区。
tek-ev-rescued = { $seat }本来要一个米宝都不剩了：留下 1 个，放到最近的空区域 { $region } 区。
tek-ev-end-meeples = { $seat }的 7 个米宝已经全部上场：这一轮行动卡放满后，游戏结束。
tek-ev-end-tower = { $seat }的高塔已经盖到 6 级：这一轮行动卡放满后，游戏结束。
tek-ev-end-magic = { $seat }的魔法已经升到 5 级：这一轮行动卡放满后，游戏结束。
tek-ev-cleared = 五个盾牌都放下了，清空行动卡。
tek-ev-game-over = 游戏结束，{ $count ->
        [0] 所有决胜规则比完还是打平：不分胜负，没有人获胜。
        [1] { $winner }获胜。
       *[other] { $winner }并列获胜。
    }

## 错误提示
tek-err-bad-action = 这个操作的格式不对。
tek-err-game-over = 这局游戏已经结束了。
tek-err-not-your-turn = 现在还没轮到你。
tek-err-wrong-phase = 现在不能这么做。
tek-err-faction-taken = 这个种族已经被别人选走了。
tek-err-setup-done = 开局准备的这一步你已经做过了。
tek-err-stock = 起始资源加起来必须正好是 { $total } 个。
tek-err-side-first = 先选好起始领土卡用哪一面。
tek-err-home-region = { $region } 区不在你的起始领土卡上。
tek-err-used = “{ $action }”上已经放了盾牌。
tek-err-follow-kind = 你只能跟“{ $action }”，或者收资源。
tek-err-region = 没有 { $region } 区这个区域。
tek-err-no-meeple = 你在 { $region } 区没有立着的米宝。
tek-err-no-searching = 你在 { $region } 区没有正在搜寻的米宝。
tek-err-not-adjacent = { $region } 区不是同一张领土卡上的相邻区域。
tek-err-river = 中间隔着河：巡逻去不了 { $region } 区。
tek-err-cliff = 中间隔着峭壁：巡逻去不了 { $region } 区。
tek-err-same-card = { $region } 区在同一张领土卡上：这该用“巡逻”，不是“搜索”。
tek-err-sealed = { $region } 区被水域或峭壁围住了：搜索进不去也出不来。
tek-err-stack = 那个区域已经放不下你更多的米宝了。
tek-err-last-meeple = 那个区域里是别人的最后一个米宝，谁都不能进去。
tek-err-third-colour = 那个区域已经有两种颜色的米宝，第三种颜色进不去。
tek-err-last-attack = 你只剩最后一个米宝了，不能用它挑起战争。
tek-err-neutral-cost = 你的战力凑不到比剩下的中立米宝数更高，所以不能进攻它们。
tek-err-no-supply = 你的 7 个米宝已经全部上场了。
tek-err-expand-region = 新米宝只能放在只有 1 个己方米宝的区域（{ $region } 区不行）。
tek-err-food = 这要花 { $cost } 食物，你的食物不够。
tek-err-ore = 这要花 { $cost } 矿石，你的矿石不够。
tek-err-mana = 这要花 { $cost } 魔力，你的魔力不够。
tek-err-tower-top = 你的高塔已经是 6 级，到顶了。
tek-err-magic-top = 你的魔法已经是 5 级，到顶了。
tek-err-trade-amount = 你没有 { $n } 个这种资源可以拿出来换。
tek-err-trade-cap = 每种资源最多 9 个，再换来 { $n } 个就超了。
tek-err-picks = 收资源时，自选资源必须正好选 { $n } 个。
tek-err-bid-value = 战力只能是 0 到 11 的整数。
tek-err-bid-neutral = 打中立米宝时，战力必须比剩下的中立米宝数更高，而且不能举白旗。
tek-err-bid-payment = 用这些资源凑不出正好这个战力。
tek-err-bid-done = 你已经出过战力了。
tek-err-flee-region = 你逃不到 { $region } 区。
