# 小世界：地图上的文字、操作提示、行动描述、标题和规则摘要。
# （种族、特殊能力、错误和事件文字在 smallworld_rules.ftl。用词以 bot/games/smallworld/glossary.md 为准。）

sw-title = 小世界
sw-rules =
    {"**"}小世界**——这片大陆太小，容不下所有种族。每回合你带领一个奇幻种族的标记去征服区域，每占领一个区域得 1 枚金币；种族扩张到头时就让它衰落，再换一个新种族。最后一回合结束时金币最多的玩家获胜（在此之前金币数不公开）。

    {"**"}选择种族。**队列中有六组“种族＋特殊能力”组合。最上面一组免费；每往下一组多付 1 枚金币，在跳过的每一组上各放 1 枚。所选组合上如果已有金币，全部归你。标记数＝种族旗帜上的数字＋特殊能力徽章上的数字。

    {"**"}征服。**第一次征服的区域必须在地图边界，或在与地图边界相连的海洋沿岸；之后只能征服与自己区域相邻的区域。征服一个区域要 2 个标记，区域里每有一个标记、失落部落、山峰、营地、要塞或巨魔巢穴，再加 1 个。海洋和湖泊不能征服。防守方损失 1 个标记，其余收回手中，等你的回合结束后再重新部署。标记不够时，可以指定最后一个目标并掷强化骰（0、0、0、1、2、3）补足差额，这就是最后一次征服；不论成败，征服到此结束。

    {"**"}重新部署与计分。**在自己的区域之间自由调动标记（每个区域至少留 1 个），然后每占领一个区域得 1 枚金币，再加上种族和特殊能力的奖励。衰落种族的区域仍然每个得 1 枚金币，但种族能力和特殊能力全部失效。

    {"**"}宣布衰落。**放弃本回合的征服，把种族翻到灰色一面：每个区域只留 1 个标记，其余放回盒中。每人同时只能有一个衰落种族。下一回合再选择新的组合。

    地图按 2、3、4、5 人分别有 23、30、39、48 个区域，进行 10、10、9、8 回合。平局时，地图上标记（含衰落种族）最多的玩家获胜。

## 地形
sw-terrain-farmland = 农田
sw-terrain-hill = 山丘
sw-terrain-forest = 森林
sw-terrain-swamp = 沼泽
sw-terrain-mountain = 山峰
sw-terrain-sea = 海洋
sw-terrain-lake = 湖泊

## 种族标记上印的简称（取自种族名称）
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
sw-badge-sorcerers = 法
sw-badge-tritons = 鱼
sw-badge-trolls = 魔
sw-badge-wizards = 巫

## 座位
sw-seat-red = 红方
sw-seat-blue = 蓝方
sw-seat-yellow = 黄方
sw-seat-green = 绿方
sw-seat-purple = 紫方

## 地图画面
sw-board-status = 第 { $turn } / { $turns } 回合
sw-board-over = 游戏结束
sw-board-market = 可选种族
sw-board-players = 玩家
sw-board-legend = 图例
sw-board-combo = { $power }{ $race }
sw-board-cost =
    { $cost ->
        [0] 免费
       *[other] { $cost } 枚金币
    }
sw-board-tokens = 地图上 { $map }，手中 { $hand }
sw-board-no-race = 没有活跃种族
sw-board-waiting-for = 轮到{ $name }行动
sw-legend-mine = 矿坑
sw-legend-magic = 魔法之源
sw-legend-cavern = 洞穴
sw-legend-lost-tribe = 失落部落
sw-legend-mountain = 山峰
sw-legend-dragon = 龙
sw-legend-hero = 英雄
sw-legend-fortress = 要塞
sw-legend-lair = 巨魔巢穴
sw-legend-encampment = 营地
sw-legend-hole = 地洞

## 操作提示
sw-ui-region = 第 { $region } 区（{ $terrain }）
sw-ui-pick-turn = 从队列中选择一组种族和特殊能力。
sw-ui-pick-placeholder = 选择种族和特殊能力…
sw-ui-pick-choice =
    第 { $position } 组：{ $power }{ $race }，{ $cost ->
        [0] 免费
       *[other] 花费 { $cost } 枚金币
    }
sw-ui-pick-coins =
    { $coins ->
        [0] 上面没有金币
       *[other] 上面有 { $coins } 枚金币，选了就归你
    }
sw-ui-conquer-turn = 用{ $race }进行征服：可用标记 { $hand } 个。
sw-ui-ghouls-turn = 你衰落的食尸鬼先征服：可用标记 { $hand } 个。点击“结束征服”后，轮到你的活跃种族行动。
sw-ui-conquer-placeholder = 选择要征服的区域…
sw-ui-conquer-choice = 第 { $region } 区（{ $terrain }）：需要 { $cost } 个标记
sw-ui-conquer-target = 第 { $region } 区（{ $terrain }）
sw-ui-dragon-choice = 第 { $region } 区（{ $terrain }）：派龙进攻
sw-ui-convert-choice = 第 { $region } 区（{ $terrain }）：让法师替换
sw-ui-conquer-more = 这里只列出最便宜的 { $shown } 个目标（共 { $total } 个）；用 { $command } 可以看到全部。
sw-ui-roll-placeholder = 最后一次征服：掷强化骰攻打…
sw-ui-roll-choice = 掷骰攻打第 { $region } 区（{ $terrain }）：需要 { $cost } 个标记
sw-ui-roll-button = 掷骰攻打第 { $region } 区
sw-ui-abandon-placeholder = 放弃一个区域…
sw-ui-abandon-choice = 放弃第 { $region } 区（{ $terrain }）
sw-ui-end-turn = 结束征服
sw-ui-finish = 结束回合
sw-ui-decline = 宣布衰落
sw-ui-berserk = 掷强化骰（狂暴）
sw-ui-redeploy-turn = 重新部署标记：你的每个区域至少留 1 个。
sw-ui-redeploy-keep = 保持默认部署
sw-ui-defend-turn = 你失去了区域：请部署收回手中的标记。
sw-ui-fortress-placeholder = 把要塞建在…
sw-ui-fortress-choice = 要塞建在第 { $region } 区（{ $terrain }）
sw-ui-heroes = 英雄放在第 { $regions } 区
sw-ui-camps = 放置营地
sw-ui-ally-placeholder = 选择议和对象…
sw-ui-ally-choice = 与{ $seat }议和
sw-ui-stout-turn = 坚毅：你现在可以宣布衰落。
sw-ui-wait = 现在没有需要你做的事。

## 行动描述（记录、旁白、自动补全）
sw-do-pick = 从队列中选择第 { $index } 组
sw-do-decline = 宣布衰落
sw-do-abandon = 放弃第 { $region } 区
sw-do-conquer = 征服第 { $region } 区
sw-do-conquer-cost = 征服第 { $region } 区（需要 { $cost } 个标记）
sw-do-roll = 掷强化骰，对第 { $region } 区进行最后一次征服
sw-do-berserk = 掷强化骰（狂暴）
sw-do-dragon = 派龙进攻第 { $region } 区
sw-do-convert = 让法师替换第 { $region } 区的标记
sw-do-end = 结束当前阶段
sw-do-fortress = 在第 { $region } 区建要塞
sw-do-hero = 英雄放在第 { $regions } 区
sw-do-camp = 放置营地（{ $layout }）
sw-do-ally = 与{ $seat }议和
sw-do-redeploy = 重新部署（{ $layout }）
sw-do-redeploy-default = 按建议重新部署（每个区域留 1 个，其余放在敌人打得到的地方）
sw-do-unknown = 未知的行动

## 私人摘要
sw-me-coins = 金币：{ $coins } 枚
sw-me-hand = 手中标记：{ $hand } 个
sw-me-race = 当前种族：{ $power }{ $race }
sw-me-no-race = 当前没有活跃种族

## 频道里说明轮到的玩家要做什么
sw-step-pick = 选择种族和特殊能力
sw-step-conquer = 进行征服，然后结束征服
sw-step-redeploy = 重新部署标记并结束回合
sw-step-stout = 立即宣布衰落，或者结束回合
sw-step-defenders = 部署收回手中的标记
