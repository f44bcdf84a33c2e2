# 世界大战：棋盘图与玩家私人图上的文字（bot/games/worldwar/render）。
# 地区与大洲的名称在 worldwar_map.ftl，卡牌与任务在 worldwar_decks.ftl。

## 各军（座位的颜色）
ww-board-colour-black = 黑色
ww-board-colour-blue = 蓝色
ww-board-colour-yellow = 黄色
ww-board-colour-red = 红色
ww-board-colour-green = 绿色

## 标题栏
ww-board-title = 世界大战
ww-board-round = 轮次
ww-board-action-points = 行动点
ww-board-phase-setup = 准备中：各军保留一张任务、布置兵力并放置君主
ww-board-phase-turn = 轮到{ $colour }
ww-board-phase-capital = { $colour }攻下了{ $victim }的都城：割地赔款还是占领？
ww-board-phase-refound = { $victim }另立都城
ww-board-phase-buy = 第 { $round } 轮结束，购买中
ww-board-phase-over = 游戏结束
ww-board-waiting = 等待{ $colours }
ww-board-winners = 胜者：{ $colours }
ww-board-end-mission = 有人完成了任务
ww-board-end-rounds = 最后一轮已结束
ww-board-end-last = 只剩最后一军
ww-board-capital-at = 被攻下的都城：{ $territory }

## 图例
ww-board-legend-bonus = 大洲加分
ww-board-legend-soldier = 士兵 1
ww-board-legend-horse = 战马 5
ww-board-legend-cannon = 大炮 10
ww-board-legend-catapult = 投石车
ww-board-legend-tower = 井栏
ww-board-legend-capital = 都城
ww-board-legend-lord = 君主
ww-board-legend-value = 经济产值
ww-board-legend-sea = 海路

## 各座位
ww-board-seat-grain = 军粮
ww-board-seat-territories = 地区
ww-board-seat-units = 兵力
ww-board-seat-supply = 待布置
ww-board-seat-engines = 器械
ww-board-seat-capitals = 攻下的都城
ww-board-seat-lords = 俘虏的君主
ww-board-seat-none = 无
ww-board-seat-out = 已出局
ww-board-seat-lord-held = 君主被{ $colour }俘虏
ww-board-seat-grudge = 对{ $colours }骰子 +1
ww-board-seat-playing = 行动中
ww-board-seat-waiting = 选择中
ww-board-seat-score = { $points } 分
ww-board-seat-mission = 任务
ww-board-seat-mission-done = 任务完成
ww-board-seat-no-lord-card = 尚未选定君主卡
ww-board-seat-treasures = 宝物 { $n }

## 君主卡的四项数值（各军卡片上的简写）
ww-board-stat-might = 武
ww-board-stat-intellect = 智
ww-board-stat-command = 统
ww-board-stat-charm = 魅

## 标签与事件效果中提到的兵种与器械
ww-board-unit-soldier = 士兵
ww-board-unit-horse = 战马
ww-board-unit-cannon = 大炮
ww-board-unit-catapult = 投石车
ww-board-unit-tower = 井栏

## 各军卡片上的标签：卡牌留下、持续到其下个回合的效果
ww-board-tag-truce = 停战：{ $colours }不得进攻
ww-board-tag-ambush = { $reroll ->
    [0] 伏兵：{ $dice } 颗骰子各 +{ $n }
   *[other] 伏兵：重掷 { $reroll } 颗
}
ww-board-tag-discount = { $unit }减 { $n } 军粮
ww-board-tag-kit = 免费{ $unit } ×{ $n }
ww-board-tag-ransom = 付给{ $colour }赎金 { $grain }
ww-board-tag-owed = 欠 { $n } 行动点
ww-board-tag-ap-next = 下一轮行动点 { $change }

## 上一场战斗（海上的小框）
ww-board-battle-title = 上一场战斗
ww-board-duel-title = 上一场战斗：妖术对决
ww-board-battle-where = { $colour }进攻{ $territory }
ww-board-battle-nobody = 无人地区
ww-board-battle-lost = 损失 { $n }
ww-board-battle-catapults = 投石车先击杀 { $n }
ww-board-battle-towers = 井栏先击杀 { $n }
ww-board-battle-shielded = 防御抵消了 { $n } 个损失
ww-board-battle-machines = 舍弃器械 { $n } 件
ww-board-battle-taken = 攻下{ $territory }
ww-board-battle-repelled = 进攻被击退
ww-board-duel-toll = 败方损失 { $n } 兵力
ww-board-duel-toll-doubled = 败方损失 { $n } 兵力（加倍）

## 政治事件（海上的小框）
ww-board-events-title = 第 { $round } 轮后的政治事件
ww-board-fx-sea = 海路封闭：还有 { $rounds } 轮
ww-board-fx-ceasefire = 不得进攻都城：还有 { $rounds } 轮
ww-board-fx-tax = { $continent }税收 ×{ $factor }
ww-board-fx-price = { $unit } { $change } 军粮

## 棋盘图的替代文字（bot/games/worldwar/prompts/board.py）：以文字说明图上的内容
ww-alt-setup = 准备中：等待{ $colours }。
ww-alt-round = 第 { $round }/{ $rounds } 轮：{ $now }。
ww-alt-turn = 轮到{ $colour }，剩 { $ap } 行动点
ww-alt-capital = { $colour }攻下了{ $victim }的都城（{ $territory }），正在选择割地赔款或占领
ww-alt-refound = { $victim }另立都城
ww-alt-buy = 购买中，等待{ $colours }
ww-alt-over = 游戏结束。胜者：{ $colours }。
ww-alt-seat = { $colour }：地区 { $territories }，兵力 { $units }，军粮 { $grain }，都城{ $capital }
ww-alt-seat-more = { $seat }；{ $more }
ww-alt-no-capital = 无
ww-alt-out = 已出局
ww-alt-holds = 拥有整个{ $continents }
ww-alt-capitals = 攻下{ $colours }的都城
ww-alt-lords = 活捉{ $colours }的君主
ww-alt-held = 君主被{ $colour }俘虏
ww-alt-score = { $points } 分
ww-alt-nobody = 无人
ww-alt-battle = 上一场战斗：{ $attacker }进攻{ $territory }（{ $defender }），骰子 { $adice } 对 { $ddice }；{ $attacker }损失 { $alost }，{ $defender }损失 { $dlost }{ $taken ->
    [yes] ；攻下{ $territory }。
   *[other] 。
}
ww-alt-duel = 上一场战斗：{ $attacker }以妖术对决进攻{ $territory }（{ $defender }），{ $card }：{ $avalue } 对 { $dvalue }，{ $winner }获胜，败方损失 { $toll }{ $taken ->
    [yes] ；攻下{ $territory }。
   *[other] 。
}
ww-alt-events = 第 { $round } 轮后的政治事件：{ $events }。
ww-alt-in-force = 仍然有效：{ $effects }。

## 玩家私人图（私信）
ww-private-title = { $colour }：仅限你本人查看
ww-private-mission = 你的秘密任务
ww-private-offer = 从这两张任务中保留一张
ww-private-lord-offer = 从这两张君主卡中保留一张
ww-private-no-mission = 尚未保留任务
ww-private-mission-done = 已完成
ww-private-hand = 内政卡（{ $count } 张）
ww-private-no-hand = 没有手牌
ww-private-reaction = 应对
