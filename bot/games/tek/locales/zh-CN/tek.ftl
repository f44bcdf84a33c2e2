# 史诗小帝国：名称、操作提示、行动描述、命令与选项。
# （规则摘要、种族、魔法、事件与错误消息在 tek_rules.ftl；用词依 bot/games/tek/glossary.md。）

tek-title = 史诗小帝国

## 座位（米宝的颜色）
tek-seat-red = 红色
tek-seat-blue = 蓝色
tek-seat-yellow = 黄色
tek-seat-green = 绿色
tek-seat-purple = 紫色
tek-seat-neutral = 中立

## 行动卡上的六种行动
tek-action-patrol = 巡逻
tek-action-quest = 搜索
tek-action-build = 建造
tek-action-research = 研究
tek-action-expand = 扩张
tek-action-trade = 交易

## 地形与边界
tek-terrain-plains = 平原
tek-terrain-mountains = 山脉
tek-terrain-forest = 森林
tek-terrain-ruins = 废墟
tek-edge-land = 陆地
tek-edge-river = 河流
tek-edge-cliff = 峭壁

## 资源与数量
tek-res-f = 食物
tek-res-m = 魔力
tek-res-o = 矿石
tek-amount = { $n } { $res }
tek-cost = { $cost }
tek-cost-free = 免费

## 探索标记
tek-token-blank = 空白
tek-token-food = 食物补给
tek-token-ore = 矿石补给
tek-token-mana = 魔力补给
tek-token-recruit = 募兵
tek-token-treasure = 宝藏
tek-token-scroll = 卷轴
tek-token-stone = 石材
tek-token-ambush = 伏击
tek-token-blank-text = 什么也没有发生。
tek-token-food-text = 获得 2 食物。
tek-token-ore-text = 获得 2 矿石。
tek-token-mana-text = 获得 2 魔力。
tek-token-recruit-text = 供应区的 1 个米宝加入发现它的米宝。
tek-token-treasure-text = 游戏结束时得 1 分。
tek-token-scroll-text = 魔法免费提升 1 级。
tek-token-stone-text = 高塔免费提升 1 级。
tek-token-ambush-text = 发现它的米宝阵亡（最后一个米宝除外）。

## /game new 的选项
opt-deal-factions = 随机种族
opt-deal-factions-desc = 史诗小帝国：随机分配种族（否则按顺序轮流选择）
option-deal-factions = 随机分配种族
opt-exploration = 探索
opt-exploration-desc = 史诗小帝国：在起始疆域卡上放置探索标记
option-exploration = 探索标记

## 行动描述（记录、叙述、自动补全）
tek-do-faction = 选择{ $faction }
tek-do-side = 起始疆域卡使用第 { $side ->
        [0] 1
       *[other] 2
    } 面
tek-do-stock = 起始资源为 { $amounts }
tek-do-home = 把最初的 2 个米宝放在第 { $region } 区
tek-do-stand = 让第 { $region } 区搜寻中的米宝站起来
tek-do-patrol = 从第 { $from } 区巡逻到第 { $to } 区
tek-do-quest = 从第 { $from } 区搜索到第 { $to } 区
tek-do-build = 把高塔建高 1 级
tek-do-research = 研究下一级魔法
tek-do-expand = 扩张：在第 { $region } 区增加 1 个米宝
tek-do-trade = 用 { $n } { $give } 交易{ $get }
tek-do-pass = 在{ $action }放下盾牌但不执行
tek-do-collect = 收集资源
tek-do-collect-picks = 收集资源，自选 { $picks }
tek-do-white-flag = 举白旗（战力 0）
tek-do-bid = 选择战力 { $value }
tek-do-bid-paid = 选择战力 { $value }（{ $cost }）
tek-do-flee = 逃离到第 { $region } 区
tek-do-perish = 留下并阵亡
tek-do-unknown = 未知的行动

## 菜单标签：区域、行动与花费
tek-ui-region = 第 { $region } 区（{ $terrain }）
tek-ui-region-capital = 第 { $region } 区（{ $terrain }，城堡）
tek-ui-region-bare = 第 { $region } 区
tek-ui-with-note = { $label }——{ $note }
tek-ui-note-war = 与{ $seat }开战
tek-ui-note-war-ally = 与盟友{ $seat }开战
tek-ui-note-war-neutral = 与中立米宝开战
tek-ui-note-ruins = 进入废墟搜寻
tek-ui-home-choice = 从{ $region }开始
tek-ui-stock-choice = { $cost }
tek-ui-stand-choice = 让{ $region }搜寻中的米宝站起来
tek-ui-patrol-choice = { $from } → { $to }
tek-ui-quest-choice = { $from } → { $to }
tek-ui-expand-choice = 在{ $region }增加米宝——{ $cost }
tek-ui-build-choice = 建造第 { $level } 级高塔——{ $cost }
tek-ui-research-choice = 研究第 { $level } 级魔法——{ $cost }
tek-ui-trade-choice = { $n } { $give } → { $got } { $get }
tek-ui-pass-choice = { $action }：放下盾牌，不执行
tek-ui-collect = 收集：{ $gain }
tek-ui-collect-picks = 收集：{ $gain }（自选 { $picks }）
tek-ui-collect-nothing = 收集（没有可得的资源）
tek-ui-white-flag = 白旗（0）
tek-ui-bid-choice = { $value }——{ $cost }
tek-ui-bid-value = { $value }
tek-ui-flee-choice = 逃离到{ $region }——{ $cost }
tek-ui-perish = 留下并阵亡
tek-ui-faction-detail = 魔法 { $costs } 魔力，第 1 级：{ $first }，第 5 级：{ $last }
tek-ui-side = 第 { $side ->
        [0] 1
       *[other] 2
    } 面：城堡在第 { $capital } 区（{ $terrain }），河流 { $rivers } 条、峭壁 { $cliffs } 处，{ $count ->
        [0] 没有封闭区域
       *[other] 封闭区域：{ $sealed }
    }
tek-ui-side-plain = 第 { $side ->
        [0] 1
       *[other] 2
    } 面
tek-ui-follow-button = 跟随：{ $label }

## 操作提示
tek-ui-wait = 目前没有需要你做的事。
tek-ui-more = “{ $action }”共有 { $total } 个选择，这里列出 { $shown } 个；{ $command } 会列出全部。
tek-ui-more-collect = 收集
tek-ui-faction-turn = 选择你的种族（还剩 { $count } 个）。每个种族的魔法在第 1～4 级改变规则，第 5 级在结束时加分。
tek-ui-faction-placeholder = 选择种族……
tek-ui-setup-turn = 准备你的王国：
tek-ui-setup-side = • 选择起始疆域卡要使用的一面；
tek-ui-setup-stock = • 选择起始资源：共 { $total } 个（建议 { $suggested }）；
tek-ui-setup-home = • 选择起始疆域卡上的一个区域，放下最初的 2 个米宝。
tek-ui-setup-home-later = • 接着选择放下最初 2 个米宝的区域。
tek-ui-stock-suggested = { $cost }（建议）
tek-ui-stock-placeholder = 或选择其他总数为 { $total } 的组合……
tek-ui-stock-more = 使用 { $command } 可以输入任何总数为 { $total } 的组合。
tek-ui-home-placeholder = 最初的 2 个米宝放在……
tek-ui-act-turn = 你持有大高塔（第 { $round } 回合）：在尚未使用的行动上放下盾牌并执行；其他玩家接着选择跟随或收集资源。
tek-ui-shields = 已放下盾牌的行动：{ $actions }。
tek-ui-patrol-placeholder = 巡逻：把 1 个米宝移到相邻区域……
tek-ui-quest-placeholder = 搜索：把 1 个米宝移到另一张疆域卡……
tek-ui-expand-placeholder = 扩张：新米宝加入单独的米宝……
tek-ui-trade-placeholder = 一换一交易资源……
tek-ui-follow-turn = { $leader }选择了{ $action }：跟随，或收集资源。
tek-ui-follow-turn-passed = { $leader }在{ $action }放下盾牌但不执行；你仍可跟随，或收集资源。
tek-ui-follow-collect-only = 收集资源。
tek-ui-follow-redo = 请重新选择：在你之前结算的选择改变了局面或你的资源，你秘密做出的选择已无法执行。请换一种方式跟随{ $action }，或收集资源。
tek-ui-follow-chosen = 你目前的选择：{ $choice }。
tek-ui-follow-gain = 跟随时你还会获得 { $gain }。
tek-ui-follow-cannot = 你现在无法跟随{ $action }，请收集资源。
tek-ui-follow-placeholder = 跟随：{ $action }……
tek-ui-collect-placeholder = 收集资源，并选择 { $picks } 个自选资源……
tek-ui-war-attack = { $region }爆发战争：你进攻{ $seat }。请秘密选择战力。
tek-ui-war-defend = { $region }爆发战争：{ $seat }进攻你。请秘密选择战力。
tek-ui-war-neutral = { $region }爆发战争，对手是失落的王国的中立米宝：战力必须高于剩下的中立米宝数（{ $neutrals }）。
tek-ui-war-allied = 你们原本是同盟：除非双方都举白旗，这场战争会使同盟破裂。
tek-ui-war-rates = 每个魔力算 { $m } 点，每个矿石 { $o } 点，每个食物 { $f } 点{ $bonus ->
        [0] {""}
       *[other] ，有支付时魔法再加 { $bonus } 点
    }。战力高者获胜，平局时{ $ties ->
        [attacker] 攻方获胜（攻方的魔法）
       *[defender] 守方获胜
    }。双方都要支付；只有一方举白旗时，举白旗者落败但不用支付。
tek-ui-war-flags = 双方都举白旗就结成同盟，共享这个区域。
tek-ui-war-flags-two = 两人游戏没有同盟：双方都举白旗时，区域归守方。
tek-ui-war-no-flag = 这里不能举白旗：中立米宝不会结成同盟。
tek-ui-bid-placeholder = 你的战力与花费……
tek-ui-bid-range-placeholder = 战力 { $low }～{ $high }……
tek-ui-flee-turn = 你在{ $region }的战争中落败：可以花费 { $cost }逃离到相邻区域，否则那里的米宝阵亡。
tek-ui-flee-placeholder = 逃离到……

## 版图与私密图片（bot/render/tek）
tek-board-lost-kingdom = 失落的王国
tek-board-choosing-side = 正在选择使用哪一面……
tek-legend-river = 河流：不能巡逻越过
tek-legend-cliff = 峭壁：不能巡逻越过
tek-legend-sealed = 封闭：搜索不能进出
tek-legend-capital = 城堡：2 分
tek-legend-searching = 搜寻中的米宝
tek-legend-token = 探索标记
tek-legend-alliance = 同盟
tek-board-round = 第 { $round } 回合
tek-board-ending = 最后一张行动卡
tek-board-phase-over = 游戏结束
tek-board-phase-faction = 选择种族中
tek-board-phase-setup = 准备王国中
tek-board-phase-act = { $seat }选择行动
tek-board-phase-follow = 跟随{ $action }或收集资源
tek-board-phase-follow-passed = { $action }跳过：跟随或收集资源
tek-board-phase-war = 第 { $region } 区爆发战争
tek-board-phase-flee = { $seat }逃离或阵亡
tek-board-actions = 行动卡
tek-board-action-now = 当前：{ $action }
tek-board-action-passed = { $action }（跳过）
tek-board-tower = 高塔
tek-board-tower-points = 分
tek-board-tower-cost = 矿石
tek-board-war = 第 { $region } 区的战争
tek-board-versus = 对
tek-board-flee = { $seat }在第 { $region } 区落败：花费 { $cost } 食物逃离？
tek-board-last-war = 上一场战争：第 { $region } 区
tek-board-no-war = 尚无战争
tek-board-alliance-made = 结成同盟
tek-board-alliance-kept = 维持同盟
tek-board-alliance-broken = 同盟破裂：{ $seat }获胜
tek-board-war-won = { $seat }获胜
tek-board-leader = 大高塔
tek-board-has-bid = 已选战力
tek-board-bidding = 选择战力中
tek-board-has-chosen = 已选择
tek-board-choosing = 选择中
tek-board-ready = 已就绪
tek-board-setting-up = 准备中
tek-board-to-play = 轮到行动
tek-board-no-faction = 尚未选择种族
tek-board-meeples = 地图上 { $map }，供应区 { $supply }
tek-board-score = { $points } 分
tek-private-bid = 你的战力：{ $value }
tek-private-choice = 你的选择：{ $choice }
tek-private-collect = 收集资源

## 私密信息
tek-me-bid = 秘密选择的战力：{ $bid }
tek-me-pending = 秘密做出的选择：{ $choice }
tek-me-faction = 种族：{ $faction }，魔法 { $magic } 级
tek-me-resources = 资源：{ $f } 食物、{ $m } 魔力、{ $o } 矿石，高塔 { $tower } 级，魔法 { $magic } 级

## 频道中说明等待的玩家要做什么
tek-step-faction = 选择种族
tek-step-setup = 准备你的王国
tek-step-act = 选择行动
tek-step-follow = 跟随或收集资源
tek-step-war = 选择战力
tek-step-flee = 逃离或阵亡
tek-step-redo = 重新选择（秘密做出的选择已无法执行）

## 命令（/tek）
cmd-tek = 史诗小帝国
cmd-tek-desc = 史诗小帝国：选择行动、跟随或收集资源、在战争中选择战力
cmd-tek-play = 查看
cmd-tek-play-desc = 你的资源与这一步的选项（只有你看得到）
cmd-tek-move = 行动
cmd-tek-move-desc = 从列表中选一个可选的操作
cmd-tek-faction = 种族
cmd-tek-faction-desc = 选择你的种族
cmd-tek-side = 选面
cmd-tek-side-desc = 选择起始疆域卡要使用的一面
cmd-tek-stock = 起始资源
cmd-tek-stock-desc = 你的起始资源：食物、魔力与矿石，共 6 个
cmd-tek-home = 起始区域
cmd-tek-home-desc = 起始疆域卡上放下最初 2 个米宝的区域
cmd-tek-patrol = 巡逻
cmd-tek-patrol-desc = 巡逻：把 1 个米宝移到同一张疆域卡上的相邻区域
cmd-tek-quest = 搜索
cmd-tek-quest-desc = 搜索：把 1 个米宝移到另一张疆域卡上的区域
cmd-tek-build = 建造
cmd-tek-build-desc = 建造：高塔提升 1 级（花费矿石）
cmd-tek-research = 研究
cmd-tek-research-desc = 研究：魔法提升 1 级（花费魔力）
cmd-tek-expand = 扩张
cmd-tek-expand-desc = 扩张：新米宝加入你单独的一个米宝（花费食物）
cmd-tek-trade = 交易
cmd-tek-trade-desc = 交易：一换一把一种资源换成另一种
cmd-tek-pass = 跳过
cmd-tek-pass-desc = 在一个行动上放下盾牌但不执行
cmd-tek-follow = 跟随
cmd-tek-follow-desc = 跟随行动玩家选择的行动
cmd-tek-collect = 收集
cmd-tek-collect-desc = 不跟随，改为收集资源
cmd-tek-bid = 战力
cmd-tek-bid-desc = 秘密选择战力（0 是白旗）
cmd-tek-flee = 逃离
cmd-tek-flee-desc = 战争落败后：逃离到相邻区域，或阵亡
opt-tek-move = 行动
opt-tek-move-desc = 输入文字，筛选你可选的操作
opt-tek-faction = 种族
opt-tek-faction-desc = 要使用的种族
opt-tek-side = 面
opt-tek-side-desc = 起始疆域卡的第 1 面或第 2 面
opt-tek-region = 区域
opt-tek-region-desc = 区域的编号，与版图上相同（例如 13）
opt-tek-food = 食物
opt-tek-food-desc = 起始食物（0～6）
opt-tek-mana = 魔力
opt-tek-mana-desc = 起始魔力（0～6）
opt-tek-ore = 矿石
opt-tek-ore-desc = 起始矿石（0～6）
opt-tek-action = 行动
opt-tek-action-desc = 要放下盾牌的行动
opt-tek-picks = 自选资源
opt-tek-picks-desc = 你的自选资源（搜寻中的米宝、只剩最后一个米宝时）
opt-tek-value = 战力
opt-tek-value-desc = 你的战力与支付方式
opt-tek-where = 去处
opt-tek-where-desc = 逃离到哪里，或留下并阵亡

## The board's alt text (bot/prompts/tek_board.py)
tek-alt-seat = { $seat }（{ $faction }）：场上 { $meeples } 个米宝，高塔 { $tower } 阶，魔法 { $magic } 级；食物 { $food }、魔力 { $mana }、矿石 { $ore }。
tek-alt-shields = 行动卡已用：{ $used }。
tek-alt-clear = 行动卡：尚未放置盾牌。
tek-alt-allies = { $a }与{ $b }结为同盟。
tek-alt-war = 第 { $region } 区爆发战争：{ $attacker }对{ $defender }。
tek-alt-ending = 游戏结束条件已达成：这是最后一张行动卡。
