# 小世界：图板文字、操作提示、行动描述、标题与规则摘要。
# （种族、特殊能力、错误与事件文字在 smallworld_rules.ftl。）

sw-title = 小世界
sw-rules =
    {"**"}小世界** — 一片容不下所有人的小天地。每回合你率领一支奇幻种族的部队征服地区，每占有一个地区得 1 枚胜利币；种族力竭时宣布衰落，再换一组新的种族。最后一回合结束时胜利币最多者获胜（胜利币在此之前保密）。

    {"**"}选择种族。** 市场上有六组“种族＋特殊能力”组合。最上面一组免费；每往下一组多付 1 枚币，放在你跳过的每一组上。你选中的组合上若有币，一并拿走。部队数＝种族数字＋能力数字。

    {"**"}征服。** 第一个地区必须位于地图边缘，或位于接触地图边缘的海洋沿岸；之后只能征服与自己地区相邻的地区。征服一个地区需要 2 个标记，每有一个敌方标记、失落部落、山峰、营地、要塞或巨魔巢穴再加 1。海洋与湖泊不能征服。守方损失 1 个标记，其余收回手中，在你的回合结束后重新部署。标记不够时，可指定最后一个目标并掷强化骰（0、0、0、1、2、3）补足差额；无论成败，征服随即结束。

    {"**"}重新部署与得分。** 在自己的地区间自由调动标记（每个地区至少留 1 个），然后每占一个地区得 1 枚币，再加上种族与能力的额外收入。衰落种族的地区仍每个得 1 枚币，但失去能力。

    {"**"}宣布衰落。** 放弃本回合的征服，把种族翻面：每个地区只留 1 个标记，其余放回盒中。每人同时只能有一个衰落种族。下一回合再选新的组合。

    地图按 2、3、4、5 人分别有 23、30、39、48 个地区，进行 10、10、9、8 回合。平局时，图板上标记最多者获胜。

## 地形
sw-terrain-farmland = 农田
sw-terrain-hill = 丘陵
sw-terrain-forest = 森林
sw-terrain-swamp = 沼泽
sw-terrain-mountain = 山地
sw-terrain-sea = 海洋
sw-terrain-lake = 湖泊

## 种族标记上的简称
sw-badge-amazons = 亚
sw-badge-dwarves = 矮
sw-badge-elves = 精
sw-badge-ghouls = 尸
sw-badge-giants = 巨
sw-badge-halflings = 半
sw-badge-humans = 人
sw-badge-orcs = 兽
sw-badge-ratmen = 鼠
sw-badge-skeletons = 骷
sw-badge-sorcerers = 术
sw-badge-tritons = 鱼
sw-badge-trolls = 魔
sw-badge-wizards = 巫

## 座位
sw-seat-red = 红方
sw-seat-blue = 蓝方
sw-seat-yellow = 黄方
sw-seat-green = 绿方
sw-seat-purple = 紫方

## 图板
sw-board-status = 第 { $turn } / { $turns } 回合
sw-board-over = 游戏结束
sw-board-market = 可选种族
sw-board-players = 玩家
sw-board-legend = 图例
sw-board-combo = { $power }{ $race }
sw-board-cost =
    { $cost ->
        [0] 免费
       *[other] { $cost } 枚币
    }
sw-board-tokens = 图上 { $map } · 手中 { $hand }
sw-board-no-race = 无活跃种族
sw-board-waiting-for = { $name } — 轮到行动
sw-legend-mine = 矿坑
sw-legend-magic = 魔法之源
sw-legend-cavern = 洞穴
sw-legend-lost-tribe = 失落部落
sw-legend-mountain = 山峰
sw-legend-dragon = 巨龙
sw-legend-hero = 英雄
sw-legend-fortress = 要塞
sw-legend-lair = 巨魔巢穴
sw-legend-encampment = 营地
sw-legend-hole = 地洞

## 操作提示
sw-ui-region = { $region } { $terrain }
sw-ui-pick-turn = 从市场选一组种族与特殊能力。
sw-ui-pick-placeholder = 选择种族与能力…
sw-ui-pick-choice = 第 { $position } 组：{ $power }{ $race } — 花费 { $cost }
sw-ui-pick-coins =
    { $coins ->
        [0] 上面没有币
       *[other] 上面有 { $coins } 枚币，选了就归你
    }
sw-ui-conquer-turn = 用{ $race }征服：可用 { $hand } 个标记。
sw-ui-ghouls-turn = 衰落的食尸鬼先进攻：可用 { $hand } 个标记。结束后再轮到你的活跃种族。
sw-ui-conquer-placeholder = 征服一个地区…
sw-ui-conquer-choice = { $region } { $terrain } — 需 { $cost } 个标记
sw-ui-conquer-target = { $region } { $terrain }
sw-ui-dragon-choice = { $region } { $terrain } — 派出巨龙
sw-ui-convert-choice = { $region } { $terrain } — 术士转化
sw-ui-conquer-more = 只列出最便宜的 { $shown } 个（共 { $total } 个）；/smallworld conquer 可列出全部。
sw-ui-roll-placeholder = 最后一次征服：掷强化骰攻打…
sw-ui-roll-choice = 掷骰攻打 { $region } { $terrain } — 需 { $cost } 个标记
sw-ui-roll-button = 掷骰攻打 { $region }
sw-ui-abandon-placeholder = 放弃一个地区…
sw-ui-abandon-choice = 放弃 { $region } { $terrain }
sw-ui-end-turn = 结束征服
sw-ui-finish = 结束回合
sw-ui-decline = 宣布衰落
sw-ui-berserk = 掷狂暴强化骰
sw-ui-redeploy-turn = 重新部署标记；每个地区至少留 1 个。
sw-ui-redeploy-keep = 保持默认部署
sw-ui-defend-turn = 你失去了地区：请部署收回的标记。
sw-ui-fortress-placeholder = 要塞放在…
sw-ui-fortress-choice = 要塞放在 { $region } { $terrain }
sw-ui-heroes = 英雄放在 { $regions }
sw-ui-camps = 放置营地
sw-ui-ally-placeholder = 与谁议和…
sw-ui-ally-choice = 与{ $seat }议和
sw-ui-stout-turn = 坚毅：你现在可以宣布衰落。
sw-ui-wait = 目前没有可做的事。

## 行动描述
sw-do-pick = 从市场选第 { $index } 组
sw-do-decline = 宣布衰落
sw-do-abandon = 放弃第 { $region } 区
sw-do-conquer = 征服第 { $region } 区
sw-do-conquer-cost = 征服第 { $region } 区（需 { $cost } 个标记）
sw-do-roll = 掷强化骰最后征服第 { $region } 区
sw-do-berserk = 掷狂暴强化骰
sw-do-dragon = 派巨龙进攻第 { $region } 区
sw-do-convert = 转化第 { $region } 区的标记
sw-do-end = 结束此阶段
sw-do-fortress = 在第 { $region } 区建要塞
sw-do-hero = 英雄放在第 { $regions } 区
sw-do-camp = 放置营地（{ $layout }）
sw-do-ally = 与{ $seat }议和
sw-do-redeploy = 重新部署（{ $layout }）
sw-do-redeploy-default = 按建议重新部署（每个地区一个，其余放在敌人够得着的地方）
sw-do-unknown = 未知的行动

## 私人摘要
sw-me-coins = 你有 { $coins } 枚币。
sw-me-hand = 手中有 { $hand } 个标记。
sw-me-race = 你的种族：{ $power }{ $race }。
sw-me-no-race = 你没有活跃种族。

## What the channel says a waited-for seat must do
sw-step-pick = 挑选种族与特殊能力
sw-step-conquer = 进行征服，然后结束征服
sw-step-redeploy = 重新部署部队并结束回合
sw-step-stout = 现在宣布衰落，或结束回合
sw-step-defenders = 安置撤回的部队
