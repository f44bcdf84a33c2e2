# 世界大战：名称、提示、行动说明、事件、报错与命令。
# 地名见 worldwar_map.ftl，任务卡与各种卡牌见 worldwar_decks.ftl，规则见 worldwar_rules.ftl。
# 用词以 bot/games/worldwar/glossary.md 为准（依据玩法原文 shared/seeds/003）；名称选择器在文件末尾。

ww-title = 世界大战

## 各方（按座位颜色称呼）
ww-seat-black = 黑方
ww-seat-blue = 蓝方
ww-seat-yellow = 黄方
ww-seat-red = 红方
ww-seat-green = 绿方

## 兵种与数量（量词：个小兵、匹马、门大炮、辆投石车、座井栏）
ww-unit-soldier = 小兵
ww-unit-horse = 马
ww-unit-cannon = 大炮
ww-unit-catapult = 投石车
ww-unit-tower = 井栏
ww-n-soldier = { $n } 个小兵
ww-n-horse = { $n } 匹马
ww-n-cannon = { $n } 门大炮
ww-n-catapult = { $n } 辆投石车
ww-n-tower = { $n } 座井栏
ww-n-lord = 君主
ww-n-mage = 法师
ww-n-sacrifice = 可先拿 { $n } 辆投石车抵损失
ww-nothing = 无
ww-units = 兵力 { $n }
ww-grain = { $n } 军粮
ww-look-mission = 任务卡
ww-look-hand = 手牌

## 行动（对局记录、自动补全与战报）
ww-do-mission = 留下任务卡：{ $mission }
ww-do-place = 往{ $territory }放 { $pieces }
ww-do-lord = 君主放到{ $territory }
ww-do-attack = 从{ $from }出 { $pieces }打{ $to }
ww-do-move = { $pieces }从{ $from }调到{ $to }
ww-do-capital = 首都迁到{ $territory }
ww-do-swap = 换掉{ $cards }
ww-do-card = 出{ $card }
ww-do-card-target = 对{ $target }出{ $card }
ww-do-end = 回合结束
ww-do-occupy = 占领首都
ww-do-repar = 割地赔款：要 200 军粮，再割{ $territories }
ww-do-repar-none = 割地赔款：只要 200 军粮
ww-do-refound = 在{ $territory }重建首都
ww-do-buy = 买 { $pieces }放到{ $territory }
ww-do-build = 把白送的{ $unit }放到{ $territory }
ww-do-done = 不买了
ww-do-unknown = 看不懂的操作

## 操作提示
ww-ui-mission-offer = 两张任务卡留一张，别人看不到：
ww-ui-mission-line = { $n }. { $kind }：{ $mission }
ww-ui-mission-placeholder = 留哪张任务卡……
ww-ui-mission-choice = 留第 { $n } 张（{ $kind }）
ww-ui-setup-supply = 还没放下的兵马：{ $pieces }。首都不能放；每块领地最多 12 个战斗单位。
ww-ui-setup-lord = 把君主放到前线（挨着敌人的领地）。
ww-ui-place-placeholder = { $unit }放到……
ww-ui-place-choice = { $territory }（{ $units }）
ww-ui-lord-placeholder = 君主放到……
ww-ui-turn = 第 { $round } 轮，该你了：还剩 { $ap } 个行动点。
ww-ui-turn-place = 先把兵放下：{ $pieces }。
ww-ui-turn-moved = 你已经调过兵，这回合不能再打了。
ww-ui-attack-placeholder = 进攻（花 1 个行动点）……
ww-ui-attack-choice = { $from } → { $to }：{ $sent }打{ $defender }（{ $units }）
ww-ui-attack-empty = { $from } → { $to }：{ $sent }，对面没人守
ww-ui-with-mage = { $label }，请法师斗妖术
ww-ui-card-placeholder = 出内政卡（花 1 个行动点）……
ww-ui-move-placeholder = 调兵（不花行动点，调完不能再打）……
ww-ui-move-choice = { $from } → { $to }：{ $pieces }
ww-ui-other-placeholder = 换内政卡或迁都……
ww-ui-capital-choice = 首都迁到{ $territory }（花 2 个行动点）
ww-ui-swap-choice = 换掉{ $card }（每回合只能换一次）
ww-ui-end = 回合结束
ww-ui-more = 一共 { $total } 项，这里只列了 { $shown } 项；用 { $command } 看全部。
ww-ui-capital-turn = 你在{ $territory }攻陷了{ $victim }的首都：割地赔款（200 军粮外加对方两块领地），还是占领这座城？
ww-ui-occupy = 占领首都
ww-ui-repar-placeholder = 割地赔款：挑对方两块领地……
ww-ui-repar-choice = { $first }和{ $second }
ww-ui-repar-one = 割地赔款：200 军粮外加{ $territory }
ww-ui-repar-none = 割地赔款：只要 200 军粮
ww-ui-refound-turn = 你的首都被占了：从自己的领地里挑一块重建首都。
ww-ui-refound-placeholder = 新首都定在……
ww-ui-buy-turn = 第 { $round } 轮打完，招兵买马：你手上有 { $grain } 军粮。
ww-ui-prices = 价钱：小兵 { $soldier }，马 { $horse }，大炮 { $cannon }，投石车 { $catapult }，井栏 { $tower }。
ww-ui-buy-place = 先把这些放下：{ $pieces }。
ww-ui-buy-kit = 先把白送的器械放下。
ww-ui-buy-placeholder = 买{ $unit }（{ $price } 军粮），放到……
ww-ui-buy-choice = { $territory }（{ $units }）
ww-ui-build-placeholder = 白送的器械放到……
ww-ui-build-choice = { $territory }：{ $unit }
ww-ui-done = 不买了

## 只有自己能看的
ww-me-mission = 你的任务卡：{ $mission }
ww-me-offer = 发给你的任务卡（留一张）：{ $missions }
ww-me-hand = { $count ->
    [0] 手上一张内政卡都没有。
   *[other] 你手上的内政卡（{ $count } 张）：{ $cards }
}
ww-me-seen-mission = 第 { $round } 轮看到的{ $seat }任务卡：{ $mission }
ww-me-seen-hand = 第 { $round } 轮看到的{ $seat }手牌：{ $cards }
ww-me-seen-nothing = 第 { $round } 轮你看了{ $seat }，什么也没看到。
ww-me-grain = 军粮：{ $grain }

## 现在等谁做什么（频道里显示）
ww-step-setup = 留任务卡、放兵马和君主
ww-step-turn = 在自己的回合里行动
ww-step-capital = 割地赔款还是占领
ww-step-refound = 重建首都
ww-step-buy = 招兵买马、造器械

## 战报
ww-ev-order = 掷骰子排好了先后：{ $order }。
ww-ev-capital = { $seat }抽到{ NAME("ww-territory", $territory) }，定为首都。
ww-ev-mission-kept = { $seat }留下了一张任务卡，扣着不给人看。
ww-ev-place = { $seat }往{ NAME("ww-territory", $territory) }放了 { $units } 个战斗单位。
ww-ev-lord = { $seat }把君主放在{ NAME("ww-territory", $territory) }。
ww-ev-round = 第 { $round } 轮开打。
ww-ev-turn = 第 { $round } 轮，轮到{ $seat }。
ww-ev-free = { $seat }白得 { $n } 个小兵。
ww-ev-swap = { $seat }换了 { $n } 张内政卡。
ww-ev-battle = { $seat }从{ NAME("ww-territory", $from) }打{ NAME("ww-territory", $to) }。{ $catapult_kills ->
    [0] {""}
   *[other] 投石车先砸死 { $catapult_kills } 个。
}{ $tower_kills ->
    [0] {""}
   *[other] 井栏先射死 { $tower_kills } 个。
}{ $rolled ->
    [0] 不用掷骰子。
   *[other] 点数 { $attacker_dice } 对 { $defender_dice }；{ $attacker_losses ->
        [0] 进攻方没有伤亡
       *[other] 进攻方死 { $attacker_losses } 个
    }，{ $defender_losses ->
        [0] 防守方没有伤亡
       *[other] 防守方死 { $defender_losses } 个
    }。
}{ $attacker_lord ->
    [true] 进攻方君主亲征，点数打平谁也不死。
   *[other] {""}
}{ $defender_lord ->
    [true] 防守方君主坐镇，掷出的 2 和 3 都算大 1 点。
   *[other] {""}
}
ww-ev-duel = { $seat }在{ NAME("ww-territory", $from) }请来法师，用妖术打{ NAME("ww-territory", $to) }：{ NAME("ww-sorcery", $card) }，{ $attacker_value } 对 { $defender_value }；{ $winner ->
    [attacker] 进攻方
   *[other] 防守方
}赢了，输的一方死 { $toll } 个战斗单位。
ww-ev-conquer = { $seat }把{ NAME("ww-territory", $territory) }从{ $victim }手里抢了过来。
ww-ev-lord-taken = { $seat }活捉了{ $victim }的君主！
ww-ev-ransom = { $seat }交给{ $captor } { $grain } 军粮赎金，君主回到首都。
ww-ev-capital-taken = { $seat }攻陷了{ $victim }的首都{ NAME("ww-territory", $at) }！
ww-ev-occupy = { $seat }占领了{ $victim }的首都{ NAME("ww-territory", $at) }，两家结仇：往后{ $victim }跟它交战，掷骰子都加 1 点。
ww-ev-reparations = { $victim }向{ $seat }割地赔款：赔 { $grain } 军粮，割两块领地。
ww-ev-refound = { $seat }在{ NAME("ww-territory", $territory) }重建首都。
ww-ev-eliminated = { $seat }出局（{ $by }）。
ww-ev-move = { $seat }把 { $units } 个战斗单位{ $lord ->
    [true] 连同君主
   *[other] {""}
}从{ NAME("ww-territory", $from) }调到{ NAME("ww-territory", $to) }。
ww-ev-relocate = { $seat }把首都从{ NAME("ww-territory", $from) }迁到{ NAME("ww-territory", $to) }。
ww-ev-round-end = 第 { $round } 轮打完了。
ww-ev-tax = { $seat }收税，进账 { $grain } 军粮。
ww-ev-buy-phase = 第 { $round } 轮打完，大家一起招兵买马。
ww-ev-buy = { $seat }买了 { $n } { ww-name-unit-counted }，放在{ NAME("ww-territory", $territory) }。
ww-ev-buy-done = { $seat }买完了。
ww-ev-mission-done = { $seat }完成了任务卡：{ NAME("ww-mission", $mission) }
ww-ev-card = { $seat }出了{ NAME("ww-card", $card) }。
ww-ev-seen = 第 { $round } 轮：你看了{ $seat }的{ $look ->
    [mission] 任务卡
   *[other] 手牌
}，内容放在只有你能看的摘要里。
ww-ev-event = 政治事件：{ NAME("ww-event", $event) }。
ww-ev-build = { $seat }在{ NAME("ww-territory", $territory) }造了一{ ww-name-unit-counted }。
ww-ev-lord-escaped = { $seat }的君主逃回了首都{ NAME("ww-territory", $territory) }。
ww-ev-game-over = 游戏结束（{ $reason ->
    [ww-result-mission] { ww-result-mission }
    [ww-result-last] { ww-result-last }
   *[other] { ww-result-rounds }
}），{ $winners }获胜。
ww-result-mission = 有人完成了任务卡
ww-result-rounds = 六轮打完
ww-result-last = 场上只剩一方

## 报错
ww-err-game-over = 游戏已经结束了。
ww-err-bad-action = 这个操作看不懂。
ww-err-not-your-turn = 还没轮到你。
ww-err-wrong-phase = 现在这个阶段不能这么做。
ww-err-territory = 地图上没有{ NAME("ww-territory", $territory) }这块领地。
ww-err-not-yours = { NAME("ww-territory", $territory) }不是你的领地。
ww-err-mission-kept = 任务卡你已经留过了。
ww-err-mission-offer = 这张任务卡没发给你。
ww-err-capital-place = { NAME("ww-territory", $territory) }是首都，不能往里放兵。
ww-err-supply = 你手上没有这么多兵马可放。
ww-err-full = { NAME("ww-territory", $territory) }放不下了（每块领地最多 12 个战斗单位，首都 15 个）。
ww-err-lord-placed = 你的君主已经在地图上了。
ww-err-not-front = { NAME("ww-territory", $territory) }不在前线。
ww-err-grain = 要 { $cost } 军粮，你只有 { $grain }。
ww-err-engines = { NAME("ww-territory", $territory) }放不下了（投石车、井栏每样最多 3 个）。
ww-err-not-connected = 走自己的领地到不了{ NAME("ww-territory", $territory) }。
ww-err-capital-move = 首都的兵不能调进调出。
ww-err-pieces = { NAME("ww-territory", $territory) }没有这么多兵马。
ww-err-leave-one = { NAME("ww-territory", $territory) }至少得留 1 个战斗单位。
ww-err-no-lord = 你的君主不在{ NAME("ww-territory", $territory) }。
ww-err-action-points = 要花 { $cost } 个行动点，你只剩 { $left } 个。
ww-err-moved = 这回合你已经调过兵，不能再打了。
ww-err-not-adjacent = { NAME("ww-territory", $territory) }跟你不挨着。
ww-err-own-territory = { NAME("ww-territory", $territory) }本来就是你的。
ww-err-capital-early = 第 { $round } 轮起才能打首都。
ww-err-ceded = 割地要挑对方另外两块领地。
ww-err-place-first = 先把兵放下。
ww-err-swapped = 这回合你已经换过内政卡了。
ww-err-not-in-hand = 你手上没有{ NAME("ww-card", $card) }。
ww-err-player = 不能选这位玩家。
ww-err-reaction = 这张卡只能在别人行动时拿来应对。
ww-err-no-ransom = 没有赎金可以退。
ww-err-sea-closed = 这一轮海路不通，过不去{ NAME("ww-territory", $territory) }。
ww-err-ceasefire = 停战期间，这一轮不能打仗。
ww-err-summon = 请法师至少要出 { $need } 个战斗单位，你只出了 { $units } 个。
ww-err-truce = { $seat ->
    [0] { ww-seat-black }
    [1] { ww-seat-blue }
    [2] { ww-seat-yellow }
    [3] { ww-seat-red }
    [4] { ww-seat-green }
   *[other] 这位玩家
}正在休战，现在不能打。

## /ww 命令与选项
cmd-ww = 世界大战
cmd-ww-desc = 世界大战：进攻、调兵、出内政卡、招兵买马
cmd-ww-play = 查看
cmd-ww-play-desc = 看你的任务卡、手牌和这一步能做什么（只有你看得到）
cmd-ww-move = 行动
cmd-ww-move-desc = 从列表里挑一个可选的操作
cmd-ww-attack = 进攻
cmd-ww-attack-desc = 打一块挨着的领地（花 1 个行动点）
cmd-ww-march = 调兵
cmd-ww-march-desc = 在自己的领地之间调兵（不花行动点，调完不能再打）
cmd-ww-card = 内政卡
cmd-ww-card-desc = 出一张内政卡（花 1 个行动点）
cmd-ww-capital = 首都
cmd-ww-capital-desc = 迁都；攻陷首都后选割地赔款或占领；首都被占后重建
cmd-ww-buy = 购买
cmd-ww-buy-desc = 每轮打完后招兵买马、造器械
cmd-ww-end = 结束
cmd-ww-end-desc = 结束回合（内政卡补回 6 张）
cmd-ww-done = 购买完毕
cmd-ww-done-desc = 这一轮不再买了
opt-ww-action = 行动
opt-ww-action-desc = 打几个字，筛出你能做的操作
opt-ww-from = 出发
opt-ww-from-desc = 兵马从哪块领地出发
opt-ww-to = 目标
opt-ww-to-desc = 兵马去哪块领地
opt-ww-soldiers = 小兵
opt-ww-soldiers-desc = 出几个小兵（每个 1 个战斗单位）
opt-ww-horses = 马
opt-ww-horses-desc = 出几匹马（每匹 5 个战斗单位）
opt-ww-cannons = 大炮
opt-ww-cannons-desc = 出几门大炮（每门 10 个战斗单位）
opt-ww-lord = 君主
opt-ww-lord-desc = 填 1，君主跟着一起去
opt-ww-catapults = 投石车
opt-ww-catapults-desc = 带几辆投石车随军
opt-ww-mage = 法师
opt-ww-mage-desc = 填 1 请法师：不掷骰子，改斗妖术（至少出 5 个战斗单位）
opt-ww-card = 卡牌
opt-ww-card-desc = 要出的手牌和它的目标
opt-ww-choice = 选择
opt-ww-choice-desc = 打几个字，筛出你的选项
opt-ww-unit = 兵种
opt-ww-unit-desc = 小兵、马、大炮、投石车或井栏
opt-ww-where = 地点
opt-ww-where-desc = 放在自己的哪块领地
opt-ww-count = 数量
opt-ww-count-desc = 买几个（不填就是 1）

## Issue 23 (item 16): the lord goes along with an attack
ww-ui-attack-lord-choice = { $from } → { $to }：{ $sent }，君主亲征，打{ $defender }（{ $units }）
ww-ui-attack-lord-empty = { $from } → { $to }：{ $sent }，君主亲征，对面没人守
ww-ui-attack-lord-detail = 君主亲征：点数打平谁也不死；带去的兵马全死光，君主就被活捉。
ww-board-battle-lord = 进攻方君主亲征：打平不死人
ww-board-battle-defender-lord = 防守方君主坐镇：2、3 点各加 1

## Issue 23 (item 17): a batch of pieces in one choice
ww-ui-place-count-placeholder = 还剩 { $left }没放：放哪儿、放几个……
ww-ui-place-count-choice = { $territory }（{ $units }）：{ $pieces }
ww-ui-buy-count-placeholder = { $unit }每个 { $price } 军粮：放哪儿、买几个……
ww-ui-buy-count-choice = { $territory }（{ $units }）：{ $pieces }，共 { $cost } 军粮
cmd-ww-place = 布置
cmd-ww-place-desc = 把没放下的兵马放到一块领地，放多少自己定

## Names of the ids the engine puts in events and refusals (generated selectors)
ww-name-unit = { $unit ->
    [soldier] { ww-unit-soldier }
    [horse] { ww-unit-horse }
    [cannon] { ww-unit-cannon }
    [catapult] { ww-unit-catapult }
    [tower] { ww-unit-tower }
    [well_tower] { ww-unit-tower }
   *[other] { $unit }
}

# 带量词的兵种名（数量后面用）：个小兵、匹马、门大炮、辆投石车、座井栏
ww-name-unit-counted = { $unit ->
    [soldier] 个{ ww-unit-soldier }
    [horse] 匹{ ww-unit-horse }
    [cannon] 门{ ww-unit-cannon }
    [catapult] 辆{ ww-unit-catapult }
    [tower] 座{ ww-unit-tower }
    [well_tower] 座{ ww-unit-tower }
   *[other] { $unit }
}
