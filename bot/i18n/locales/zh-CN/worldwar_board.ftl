# 世界大战：棋盘图与玩家私人图上的文字（bot/render/worldwar）。
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

## 玩家私人图（私信）
ww-private-title = { $colour }：仅限你本人查看
ww-private-mission = 你的秘密任务
ww-private-offer = 从这两张任务中保留一张
ww-private-no-mission = 尚未保留任务
ww-private-mission-done = 已完成
ww-private-hand = 内政卡（{ $count } 张）
ww-private-no-hand = 没有手牌
ww-private-reaction = 应对
