# 世界大战：名称、提示、行动描述、事件、拒绝信息与命令。
# 地名在 worldwar_map.ftl，卡牌与任务在 worldwar_decks.ftl，规则在 worldwar_rules.ftl。
# 用语见 bot/games/worldwar/glossary.md；名称选择器在文件最后。

ww-title = 世界大战

## 各军（座位的颜色）
ww-seat-black = 黑军
ww-seat-blue = 蓝军
ww-seat-yellow = 黄军
ww-seat-red = 红军
ww-seat-green = 绿军

## 兵种与数量
ww-unit-soldier = 士兵
ww-unit-horse = 战马
ww-unit-cannon = 大炮
ww-unit-catapult = 投石车
ww-unit-tower = 井栏
ww-n-soldier = { $n } 名士兵
ww-n-horse = { $n } 匹战马
ww-n-cannon = { $n } 门大炮
ww-n-catapult = { $n } 台投石车
ww-n-tower = { $n } 座井栏
ww-n-lord = 君主
ww-n-mage = 法师
ww-n-sacrifice = 可折损 { $n } 台投石车
ww-nothing = 无
ww-units = { $n } 兵力
ww-grain = { $n } 军粮
ww-look-mission = 任务
ww-look-hand = 手牌

## 行动（游戏记录、自动补全与叙述）
ww-do-mission = 保留任务：{ $mission }
ww-do-place = 在{ $territory }布置 { $pieces }
ww-do-lord = 把君主放在{ $territory }
ww-do-attack = 从{ $from }以 { $pieces } 进攻{ $to }
ww-do-move = 把 { $pieces } 从{ $from }调往{ $to }
ww-do-capital = 迁都到{ $territory }
ww-do-swap = 更换{ $cards }
ww-do-card = 打出{ $card }
ww-do-card-target = 对{ $target }打出{ $card }
ww-do-end = 结束回合
ww-do-occupy = 占领都城
ww-do-repar = 割地赔款：200 军粮与{ $territories }
ww-do-repar-none = 割地赔款：200 军粮
ww-do-refound = 在{ $territory }另立都城
ww-do-buy = 为{ $territory }购买 { $pieces }
ww-do-build = 在{ $territory }建造免费的{ $unit }
ww-do-done = 购买完毕
ww-do-unknown = 不明的行动

## 提示
ww-ui-mission-offer = 从两张任务中保留一张，其他人看不到：
ww-ui-mission-line = { $n }. { $kind }：{ $mission }
ww-ui-mission-placeholder = 保留一张任务……
ww-ui-mission-choice = 保留任务 { $n }（{ $kind }）
ww-ui-setup-supply = 尚待布置：{ $pieces }。不可放在都城；每个地区最多 12 兵力。
ww-ui-setup-lord = 把君主放在前线的地区（与敌军相邻）。
ww-ui-place-placeholder = 布置{ $unit }到……
ww-ui-place-choice = { $territory }（{ $units }）
ww-ui-lord-placeholder = 把君主放在……
ww-ui-turn = 第 { $round } 轮，轮到你：还有 { $ap } 个行动点。
ww-ui-turn-place = 请先布置兵力：{ $pieces }。
ww-ui-turn-moved = 你已调兵：本回合不能再进攻。
ww-ui-attack-placeholder = 进攻（1 个行动点）……
ww-ui-attack-choice = { $from } → { $to }：{ $sent } 对 { $units }（{ $defender }）
ww-ui-attack-empty = { $from } → { $to }：{ $sent }，无人防守
ww-ui-with-mage = { $label }，召唤法师
ww-ui-card-placeholder = 打出内政卡（1 个行动点）……
ww-ui-move-placeholder = 调兵（免费，之后不能再进攻）……
ww-ui-move-choice = { $from } → { $to }：{ $pieces }
ww-ui-other-placeholder = 更换内政卡或迁都……
ww-ui-capital-choice = 迁都到{ $territory }（2 个行动点）
ww-ui-swap-choice = 更换{ $card }（每回合一次）
ww-ui-end = 结束回合
ww-ui-more = 列表只列出 { $total } 项中的 { $shown } 项；{ $command } 可列出全部。
ww-ui-capital-turn = 你在{ $territory }攻下了{ $victim }的都城：要割地赔款（200 军粮与对方两个地区）还是占领？
ww-ui-occupy = 占领都城
ww-ui-repar-placeholder = 割地赔款：选择要拿下的两个地区……
ww-ui-repar-choice = { $first }与{ $second }
ww-ui-repar-one = 割地赔款：200 军粮与{ $territory }
ww-ui-repar-none = 割地赔款：200 军粮
ww-ui-refound-turn = 你的都城被占领了：请在你的地区中另立都城。
ww-ui-refound-placeholder = 新的都城……
ww-ui-buy-turn = 第 { $round } 轮结束后的购买：你有 { $grain } 军粮。
ww-ui-prices = 价格：士兵 { $soldier }，战马 { $horse }，大炮 { $cannon }，投石车 { $catapult }，井栏 { $tower }。
ww-ui-buy-place = 请先布置：{ $pieces }。
ww-ui-buy-kit = 请先建造免费的器械。
ww-ui-buy-placeholder = 购买{ $unit }（{ $price } 军粮），放在……
ww-ui-buy-choice = { $territory }（{ $units }）
ww-ui-build-placeholder = 建造免费的器械……
ww-ui-build-choice = { $territory }的{ $unit }
ww-ui-done = 购买完毕

## 自己的秘密
ww-me-mission = 你的任务：{ $mission }
ww-me-offer = 发给你的任务（保留一张）：{ $missions }
ww-me-hand = { $count ->
    [0] 手上没有内政卡。
   *[other] 你的内政卡（{ $count } 张）：{ $cards }
}
ww-me-seen-mission = 第 { $round } 轮，{ $seat }的任务：{ $mission }
ww-me-seen-hand = 第 { $round } 轮，{ $seat }的手牌：{ $cards }
ww-me-seen-nothing = 第 { $round } 轮，你查看了{ $seat }：没有可看的。
ww-me-grain = 军粮：{ $grain }

## 游戏在等什么（频道中显示）
ww-step-setup = 保留任务、布置兵力与君主
ww-step-turn = 进行回合
ww-step-capital = 选择割地赔款或占领
ww-step-refound = 另立都城
ww-step-buy = 购买兵力与器械

## 事件
ww-ev-order = 掷骰决定了行动顺序：{ $order }。
ww-ev-capital = { $seat }抽到{ NAME("ww-territory", $territory) }作为都城。
ww-ev-mission-kept = { $seat }保留了一张秘密任务。
ww-ev-place = { $seat }在{ NAME("ww-territory", $territory) }布置了 { $units } 兵力。
ww-ev-lord = { $seat }把君主放在{ NAME("ww-territory", $territory) }。
ww-ev-round = 第 { $round } 轮开始。
ww-ev-turn = 轮到{ $seat }（第 { $round } 轮）。
ww-ev-free = { $seat }获得 { $n } 名免费士兵。
ww-ev-swap = { $seat }更换了 { $n } 张内政卡。
ww-ev-battle = { $seat }从{ NAME("ww-territory", $from) }进攻{ NAME("ww-territory", $to) }。{ $rolled ->
    [0] 没有掷骰
   *[other] 骰子 { $attacker_dice } 对 { $defender_dice }
}；进攻方损失 { $attacker_losses }，防守方损失 { $defender_losses }。{ $catapult_kills ->
    [0] {""}
   *[other] 投石车先击杀了 { $catapult_kills }。
}{ $tower_kills ->
    [0] {""}
   *[other] 井栏先击杀了 { $tower_kills }。
}{ $attacker_lord ->
    [true] 进攻方君主随军出征，所以平局时双方都无人阵亡。
   *[other] {""}
}{ $defender_lord ->
    [true] 防守方君主坐镇，掷出的 2、3 点各加 1。
   *[other] {""}
}
ww-ev-duel = { $seat }从{ NAME("ww-territory", $from) }召唤法师进攻{ NAME("ww-territory", $to) }：{ NAME("ww-sorcery", $card) }，{ $attacker_value } 对 { $defender_value }；{ $winner ->
    [attacker] 进攻方
   *[other] 防守方
}获胜，败方损失 { $toll } 兵力。
ww-ev-conquer = { $seat }从{ $victim }手中夺下{ NAME("ww-territory", $territory) }。
ww-ev-lord-taken = { $seat }活捉了{ $victim }的君主！
ww-ev-ransom = { $seat }付给{ $captor } { $grain } 军粮赎金，君主返回都城。
ww-ev-capital-taken = { $seat }攻下了{ $victim }在{ NAME("ww-territory", $at) }的都城！
ww-ev-occupy = { $seat }占领了{ $victim }在{ NAME("ww-territory", $at) }的都城：此后{ $victim }对其作战时骰子 +1。
ww-ev-reparations = { $victim }向{ $seat }割地赔款：{ $grain } 军粮与两个地区。
ww-ev-refound = { $seat }在{ NAME("ww-territory", $territory) }另立都城。
ww-ev-eliminated = { $seat }出局了（{ $by }）。
ww-ev-move = { $seat }把 { $units } 兵力{ $lord ->
    [true] 与君主
   *[other] {""}
}从{ NAME("ww-territory", $from) }调往{ NAME("ww-territory", $to) }。
ww-ev-relocate = { $seat }从{ NAME("ww-territory", $from) }迁都到{ NAME("ww-territory", $to) }。
ww-ev-round-end = 第 { $round } 轮结束。
ww-ev-tax = { $seat }征得 { $grain } 军粮税收。
ww-ev-buy-phase = 第 { $round } 轮结束后的购买：所有人同时购买。
ww-ev-buy = { $seat }为{ NAME("ww-territory", $territory) }购买了 { $n } 个{ ww-name-unit }。
ww-ev-buy-done = { $seat }购买完毕。
ww-ev-mission-done = { $seat }完成了任务：{ NAME("ww-mission", $mission) }
ww-ev-card = { $seat }打出{ NAME("ww-card", $card) }。
ww-ev-seen = 第 { $round } 轮：你查看了{ $seat }的{ $look ->
    [mission] 任务
   *[other] 手牌
}，内容在你的私人摘要里。
ww-ev-event = 政治事件：{ NAME("ww-event", $event) }。
ww-ev-build = { $seat }在{ NAME("ww-territory", $territory) }建造了{ ww-name-unit }。
ww-ev-lord-escaped = { $seat }的君主逃回都城{ NAME("ww-territory", $territory) }。
ww-ev-game-over = 游戏结束（{ $reason ->
    [ww-result-mission] { ww-result-mission }
    [ww-result-last] { ww-result-last }
   *[other] { ww-result-rounds }
}）。胜者：{ $winners }。
ww-result-mission = 有人完成了任务
ww-result-rounds = 六轮已结束
ww-result-last = 只剩最后一军

## 拒绝
ww-err-game-over = 游戏已经结束。
ww-err-bad-action = 无法理解这个行动。
ww-err-not-your-turn = 现在不是你的回合。
ww-err-wrong-phase = 这个阶段不能这样做。
ww-err-territory = { NAME("ww-territory", $territory) }不是一个地区。
ww-err-not-yours = { NAME("ww-territory", $territory) }不是你的地区。
ww-err-mission-kept = 你已经保留了一张任务。
ww-err-mission-offer = 这张任务不是发给你的。
ww-err-capital-place = 都城（{ NAME("ww-territory", $territory) }）不能布置兵力。
ww-err-supply = 你没有这些待布置的兵力。
ww-err-full = { NAME("ww-territory", $territory) }容纳不下（每个地区最多 12 兵力，都城 15）。
ww-err-lord-placed = 你的君主已经在地图上。
ww-err-not-front = { NAME("ww-territory", $territory) }不在前线。
ww-err-grain = 这要花 { $cost } 军粮，你只有 { $grain }。
ww-err-engines = { NAME("ww-territory", $territory) }放不下这件器械（每种最多 3 件）。
ww-err-not-connected = { NAME("ww-territory", $territory) }无法经由你自己的地区到达。
ww-err-capital-move = 都城的兵力不能进出。
ww-err-pieces = { NAME("ww-territory", $territory) }没有这些兵力。
ww-err-leave-one = { NAME("ww-territory", $territory) }至少要留下 1 兵力。
ww-err-no-lord = 你的君主不在{ NAME("ww-territory", $territory) }。
ww-err-action-points = 这要花 { $cost } 个行动点，你只剩 { $left } 个。
ww-err-moved = 你本回合已调兵，不能再进攻。
ww-err-not-adjacent = { NAME("ww-territory", $territory) }不相邻。
ww-err-own-territory = { NAME("ww-territory", $territory) }已经是你的地区。
ww-err-capital-early = 从第 { $round } 轮起才能进攻都城。
ww-err-ceded = 割地赔款请选择对方另外两个地区。
ww-err-place-first = 请先布置兵力。
ww-err-swapped = 你本回合已经更换过内政卡。
ww-err-not-in-hand = { NAME("ww-card", $card) }不在你的手牌中。
ww-err-player = 不能选择这位玩家。
ww-err-reaction = 这张卡只能用来回应其他行动。
ww-err-no-ransom = 没有可以退还的赎金。
ww-err-sea-closed = 本轮海路封闭：无法经由海路到达{ NAME("ww-territory", $territory) }。
ww-err-ceasefire = 停战中：本轮不能进攻。
ww-err-summon = 召唤法师至少要派出 { $need } 兵力，你只派出 { $units }。
ww-err-truce = { $seat ->
    [0] { ww-seat-black }
    [1] { ww-seat-blue }
    [2] { ww-seat-yellow }
    [3] { ww-seat-red }
    [4] { ww-seat-green }
   *[other] 这位玩家
}受到休战保护，你不能进攻。

## /ww 命令与选项
cmd-ww = 世界大战
cmd-ww-desc = 世界大战：进攻、调兵、打出内政卡、购买
cmd-ww-play = 查看
cmd-ww-play-desc = 你这一步的任务、手牌与选项（只有你看得到）
cmd-ww-move = 行动
cmd-ww-move-desc = 从列表中选一个可选的操作
cmd-ww-attack = 进攻
cmd-ww-attack-desc = 进攻相邻的地区（1 个行动点）
cmd-ww-march = 调兵
cmd-ww-march-desc = 在自己的地区之间调兵（免费，之后不能再进攻）
cmd-ww-card = 内政卡
cmd-ww-card-desc = 打出一张内政卡（1 个行动点）
cmd-ww-capital = 都城
cmd-ww-capital-desc = 迁都，或攻下都城后做选择（割地赔款、占领、另立都城）
cmd-ww-buy = 购买
cmd-ww-buy-desc = 在购买阶段购买兵力或器械
cmd-ww-end = 结束
cmd-ww-end-desc = 结束你的回合（手牌补满 6 张）
cmd-ww-done = 购买完毕
cmd-ww-done-desc = 结束购买
opt-ww-action = 行动
opt-ww-action-desc = 输入文字，筛选你可选的操作
opt-ww-from = 出发
opt-ww-from-desc = 兵力离开的地区
opt-ww-to = 目标
opt-ww-to-desc = 兵力前往的地区
opt-ww-soldiers = 士兵
opt-ww-soldiers-desc = 派出几名士兵（每名 1 兵力）
opt-ww-horses = 战马
opt-ww-horses-desc = 派出几匹战马（每匹 5 兵力）
opt-ww-cannons = 大炮
opt-ww-cannons-desc = 派出几门大炮（每门 10 兵力）
opt-ww-lord = 君主
opt-ww-lord-desc = 填 1 表示君主同行
opt-ww-catapults = 投石车
opt-ww-catapults-desc = 同行的投石车数量
opt-ww-mage = 法师
opt-ww-mage-desc = 填 1 召唤法师：以妖术对决代替掷骰（须派出 5 个单位以上）
opt-ww-card = 卡牌
opt-ww-card-desc = 手牌中的卡牌与其目标
opt-ww-choice = 选择
opt-ww-choice-desc = 输入文字以筛选你的选项
opt-ww-unit = 兵种
opt-ww-unit-desc = 士兵、战马、大炮、投石车或井栏
opt-ww-where = 地点
opt-ww-where-desc = 接收的自己地区
opt-ww-count = 数量
opt-ww-count-desc = 数量（不填则为 1）

## Issue 23 (item 16): the lord goes along with an attack
ww-ui-attack-lord-choice = { $from } → { $to }：{ $sent }和君主 对 { $units }（{ $defender }）
ww-ui-attack-lord-empty = { $from } → { $to }：{ $sent }和君主，无人防守
ww-ui-attack-lord-detail = 君主随军出征：平局时双方都无人阵亡；若出征的兵力全灭，君主被俘。
ww-board-battle-lord = 进攻方君主随军：平局无人阵亡
ww-board-battle-defender-lord = 防守方君主坐镇：2、3 点各加 1

## Issue 23 (item 17): a batch of pieces in one choice
ww-ui-place-count-placeholder = 还有 { $left }待布置：放在哪里、放多少……
ww-ui-place-count-choice = { $territory }（{ $units }）：{ $pieces }
ww-ui-buy-count-placeholder = { $unit }单价 { $price } 军粮：放在哪里、买多少……
ww-ui-buy-count-choice = { $territory }（{ $units }）：{ $pieces }，{ $cost } 军粮
cmd-ww-place = 布置
cmd-ww-place-desc = 把待布置的兵力放到一块地区，数量由你决定

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
