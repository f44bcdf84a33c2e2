# 世界大战：棋盘图和玩家私人图上的文字（bot/games/worldwar/render）。
# 领地和大洲的名称见 worldwar_map.ftl，任务卡和各种卡牌见 worldwar_decks.ftl。

## 各方（按座位颜色称呼，与对局记录一致）
ww-board-colour-black = 黑方
ww-board-colour-blue = 蓝方
ww-board-colour-yellow = 黄方
ww-board-colour-red = 红方
ww-board-colour-green = 绿方

## 标题栏
ww-board-title = 世界大战
ww-board-round = 轮数
ww-board-action-points = 行动点
ww-board-phase-setup = 开局：各方留任务卡、放兵马、放君主
ww-board-phase-turn = 该{ $colour }了
ww-board-phase-capital = { $colour }攻陷了{ $victim }的首都：割地赔款还是占领？
ww-board-phase-refound = { $victim }重建首都
ww-board-phase-buy = 第 { $round } 轮打完，招兵买马
ww-board-phase-over = 游戏结束
ww-board-waiting = 等{ $colours }
ww-board-winners = { $colours }获胜
ww-board-end-mission = 有人完成了任务卡
ww-board-end-rounds = 六轮打完
ww-board-end-last = 场上只剩一方
ww-board-capital-at = 失陷的首都：{ $territory }

## 图例
ww-board-legend-bonus = 大洲加分
ww-board-legend-soldier = 小兵 1
ww-board-legend-horse = 马 5
ww-board-legend-cannon = 大炮 10
ww-board-legend-catapult = 投石车
ww-board-legend-tower = 井栏
ww-board-legend-capital = 首都
ww-board-legend-lord = 君主
ww-board-legend-value = 经济产值
ww-board-legend-sea = 海路

## 各方一栏
ww-board-seat-grain = 军粮
ww-board-seat-territories = 领地
ww-board-seat-units = 兵力
ww-board-seat-supply = 待放
ww-board-seat-engines = 器械
ww-board-seat-capitals = 攻陷首都
ww-board-seat-lords = 活捉君主
ww-board-seat-none = 无
ww-board-seat-out = 已出局
ww-board-seat-lord-held = 君主在{ $colour }手里
ww-board-seat-grudge = 打{ $colours }骰子 +1
ww-board-seat-playing = 正在行动
ww-board-seat-waiting = 正在选
ww-board-seat-score = { $points } 分
ww-board-seat-mission = 任务卡
ww-board-seat-mission-done = 任务完成
ww-board-seat-no-lord-card = 君主卡还没选
ww-board-seat-treasures = 宝物 { $n }

## 君主卡的四项数值（各方一栏里的简写）
ww-board-stat-might = 武
ww-board-stat-intellect = 智
ww-board-stat-command = 统
ww-board-stat-charm = 魅

## 标签和事件效果里提到的兵种与器械
ww-board-unit-soldier = 小兵
ww-board-unit-horse = 马
ww-board-unit-cannon = 大炮
ww-board-unit-catapult = 投石车
ww-board-unit-tower = 井栏

## 各方一栏里的标签：卡牌留下的、管到下个回合的效果
ww-board-tag-truce = 休战：{ $colours }不能打
ww-board-tag-ambush = { $reroll ->
    [0] 伏兵：{ $dice } 颗骰子各 +{ $n }
   *[other] 伏兵：可重掷 { $reroll } 颗
}
ww-board-tag-discount = { $unit }便宜 { $n } 军粮
ww-board-tag-kit = 白送{ $unit } ×{ $n }
ww-board-tag-ransom = 欠{ $colour }赎金 { $grain }
ww-board-tag-owed = 欠 { $n } 个行动点
ww-board-tag-ap-next = 下轮行动点 { $change }

## 上一仗（海上的小框）
ww-board-battle-title = 上一仗
ww-board-duel-title = 上一仗：斗妖术
ww-board-battle-where = { $colour }打{ $territory }
ww-board-battle-nobody = 空地
ww-board-battle-lost = 死 { $n }
ww-board-battle-catapults = 投石车先砸死 { $n }
ww-board-battle-towers = 井栏先射死 { $n }
ww-board-battle-shielded = 工事挡下 { $n } 个损失
ww-board-battle-machines = 拿 { $n } 件器械抵损失
ww-board-battle-taken = 拿下{ $territory }
ww-board-battle-repelled = 没打下来
ww-board-duel-toll = 输方死 { $n } 个战斗单位
ww-board-duel-toll-doubled = 输方死 { $n } 个战斗单位（翻倍）

## 政治事件（海上的小框）
ww-board-events-title = 第 { $round } 轮后的政治事件
ww-board-fx-sea = 海路不通：还剩 { $rounds } 轮
ww-board-fx-ceasefire = 不许打首都：还剩 { $rounds } 轮
ww-board-fx-tax = { $continent }税收 ×{ $factor }
ww-board-fx-price = { $unit } { $change } 军粮

## 棋盘图的替代文字（bot/games/worldwar/prompts/board.py）：用文字讲图上有什么
ww-alt-setup = 开局：等{ $colours }。
ww-alt-round = 第 { $round }/{ $rounds } 轮：{ $now }。
ww-alt-turn = 该{ $colour }了，还剩 { $ap } 个行动点
ww-alt-capital = { $colour }攻陷了{ $victim }的首都（{ $territory }），正在选割地赔款还是占领
ww-alt-refound = { $victim }正在重建首都
ww-alt-buy = 招兵买马中，等{ $colours }
ww-alt-over = 游戏结束，{ $colours }获胜。
ww-alt-seat = { $colour }：领地 { $territories } 块，兵力 { $units }，军粮 { $grain }，首都{ $capital }
ww-alt-seat-more = { $seat }；{ $more }
ww-alt-no-capital = 无
ww-alt-out = 已出局
ww-alt-holds = 占了整个{ $continents }
ww-alt-capitals = 攻陷过{ $colours }的首都
ww-alt-lords = 活捉了{ $colours }的君主
ww-alt-held = 君主在{ $colour }手里
ww-alt-score = { $points } 分
ww-alt-nobody = 没人
ww-alt-battle = 上一仗：{ $attacker }打{ $territory }（{ $defender }），点数 { $adice } 对 { $ddice }；{ $attacker }死 { $alost }，{ $defender }死 { $dlost }{ $taken ->
    [yes] ；拿下了{ $territory }。
   *[other] 。
}
ww-alt-duel = 上一仗：{ $attacker }斗妖术打{ $territory }（{ $defender }），{ $card }：{ $avalue } 对 { $dvalue }，{ $winner }赢，输方死 { $toll }{ $taken ->
    [yes] ；拿下了{ $territory }。
   *[other] 。
}
ww-alt-events = 第 { $round } 轮后的政治事件：{ $events }。
ww-alt-in-force = 还在生效：{ $effects }。

## 玩家私人图（私信）
ww-private-title = { $colour }：只给你自己看
ww-private-mission = 你的任务卡
ww-private-offer = 这两张任务卡留一张
ww-private-lord-offer = 这两张君主卡留一张
ww-private-no-mission = 任务卡还没留
ww-private-mission-done = 已完成
ww-private-hand = 内政卡（{ $count } 张）
ww-private-no-hand = 手上没牌
ww-private-reaction = 应对
