# 史诗小帝国：名称、操作提示、行动描述、命令与选项。
# （规则摘要、种族、魔法、事件与错误提示在 tek_rules.ftl；用词以 bot/games/tek/glossary.md 为准。）
# 写给大陆玩家看的简体中文：区域写作“13 区”，行动名作宾语时加引号（在“扩张”上放下盾牌），座位叫“红方”。

tek-title = 史诗小帝国

## 座位（米宝的颜色）：红方、蓝方……
tek-seat-red = 红方
tek-seat-blue = 蓝方
tek-seat-yellow = 黄方
tek-seat-green = 绿方
tek-seat-purple = 紫方
tek-seat-neutral = 中立方

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
tek-token-blank-text = 空的，没有效果。
tek-token-food-text = 拿 2 食物。
tek-token-ore-text = 拿 2 矿石。
tek-token-mana-text = 拿 2 魔力。
tek-token-recruit-text = 从供应区拿 1 个米宝，放到翻开标记的米宝身边。
tek-token-treasure-text = 终局计分时加 1 分。
tek-token-scroll-text = 魔法直接升 1 级，不花魔力。
tek-token-stone-text = 高塔直接升 1 级，不花矿石。
tek-token-ambush-text = 翻开标记的米宝被消灭；如果它是你最后一个米宝，则安然无事。

## /game new 的选项
opt-deal-factions = 随机种族
opt-deal-factions-desc = 史诗小帝国：随机发种族（关闭时按座位顺序轮流挑选）
option-deal-factions = 种族随机发放
opt-exploration = 探索
opt-exploration-desc = 史诗小帝国：起始领土卡上摆放探索标记
option-exploration = 使用探索标记

## 行动描述（记录、叙述、自动补全）
tek-do-faction = 选{ $faction }
tek-do-side = 起始领土卡用第 { $side ->
        [0] 1
       *[other] 2
    } 面
tek-do-stock = 起始资源：{ $amounts }
tek-do-home = 开局的 2 个米宝放在 { $region } 区
tek-do-stand = 把 { $region } 区搜寻中的米宝立起来
tek-do-patrol = 从 { $from } 区巡逻到 { $to } 区
tek-do-quest = 从 { $from } 区搜索到 { $to } 区
tek-do-build = 高塔升 1 级
tek-do-research = 研究下一级魔法
tek-do-expand = 扩张：在 { $region } 区新增 1 个米宝
tek-do-trade = 用 { $n } { $give }换{ $get }
tek-do-pass = 在“{ $action }”上放下盾牌，什么也不做
tek-do-collect = 收资源
tek-do-collect-picks = 收资源，自选 { $picks }
tek-do-white-flag = 举白旗（战力 0）
tek-do-bid = 出战力 { $value }
tek-do-bid-paid = 出战力 { $value }（{ $cost }）
tek-do-flee = 逃到 { $region } 区
tek-do-perish = 不逃，米宝阵亡
tek-do-unknown = 无法识别的操作

## 菜单标签：区域、行动与花费
tek-ui-region = { $region } 区（{ $terrain }）
tek-ui-region-capital = { $region } 区（{ $terrain }，城堡）
tek-ui-region-bare = { $region } 区
tek-ui-with-note = { $label }——{ $note }
tek-ui-note-war = 和{ $seat }开战
tek-ui-note-war-ally = 和盟友{ $seat }开战
tek-ui-note-war-neutral = 和中立米宝开战
tek-ui-note-ruins = 进废墟搜寻
tek-ui-home-choice = 开局放在{ $region }
tek-ui-stock-choice = { $cost }
tek-ui-stand-choice = 立起{ $region }搜寻中的米宝
tek-ui-patrol-choice = { $from } → { $to }
tek-ui-quest-choice = { $from } → { $to }
tek-ui-expand-choice = 在{ $region }加 1 个米宝——{ $cost }
tek-ui-build-choice = 高塔升到 { $level } 级——{ $cost }
tek-ui-research-choice = 魔法升到 { $level } 级——{ $cost }
tek-ui-trade-choice = { $n } { $give } → { $got } { $get }
tek-ui-pass-choice = “{ $action }”：放下盾牌，什么也不做
tek-ui-collect = 收资源：{ $gain }
tek-ui-collect-picks = 收资源：{ $gain }（自选 { $picks }）
tek-ui-collect-nothing = 收资源（这次什么也收不到）
tek-ui-white-flag = 白旗（0）
tek-ui-bid-choice = { $value }——{ $cost }
tek-ui-bid-value = { $value }
tek-ui-flee-choice = 逃到{ $region }——{ $cost }
tek-ui-perish = 不逃，米宝阵亡
tek-ui-faction-detail = 魔法升级花费 { $costs } 魔力；1 级：{ $first }；5 级：{ $last }
tek-ui-side = 第 { $side ->
        [0] 1
       *[other] 2
    } 面：城堡在 { $capital } 区（{ $terrain }）；{ $rivers } 条河、{ $cliffs } 处峭壁；{ $count ->
        [0] 无封闭区域
       *[other] 封闭区域 { $sealed }
    }
tek-ui-side-plain = 第 { $side ->
        [0] 1
       *[other] 2
    } 面
tek-ui-follow-button = 跟：{ $label }

## 操作提示
tek-ui-wait = 现在还没轮到你操作。
tek-ui-more = “{ $action }”一共有 { $total } 种走法，这里只列出 { $shown } 种，全部走法请用 { $command } 查看。
tek-ui-more-collect = 收资源
tek-ui-faction-turn = 挑一个种族（还剩 { $count } 个可选）。每个种族的魔法在 1～4 级时会改变一些规则，升到 5 级后终局额外加分。
tek-ui-faction-placeholder = 挑一个种族……
tek-ui-setup-turn = 布置你的王国：
tek-ui-setup-side = • 起始领土卡用哪一面；
tek-ui-setup-stock = • 起始资源，一共 { $total } 个（推荐 { $suggested }）；
tek-ui-setup-home = • 开局的 2 个米宝放在起始领土卡的哪个区域。
tek-ui-setup-home-later = • 然后选开局 2 个米宝放在哪个区域。
tek-ui-stock-suggested = { $cost }（推荐）
tek-ui-stock-placeholder = 或者换一种凑满 { $total } 个的搭配……
tek-ui-stock-more = 想要别的搭配（总数 { $total }），请用 { $command } 自己填。
tek-ui-home-placeholder = 开局 2 个米宝放在……
tek-ui-act-turn = 大高塔在你手上（第 { $round } 回合）：选一个还没放盾牌的行动，放下盾牌并执行；之后其他玩家决定跟还是收资源。
tek-ui-shields = 已经放了盾牌的行动：{ $actions }。
tek-ui-patrol-placeholder = 巡逻：把 1 个米宝移到相邻区域……
tek-ui-quest-placeholder = 搜索：把 1 个米宝移到别的领土卡上……
tek-ui-expand-placeholder = 扩张：在只有 1 个己方米宝的区域再放 1 个……
tek-ui-trade-placeholder = 资源按 1 比 1 交换……
tek-ui-follow-turn = { $leader }选了“{ $action }”：你可以跟，也可以收资源。
tek-ui-follow-turn-passed = { $leader }在“{ $action }”上放下盾牌，但什么也没做；你照样可以跟，也可以收资源。
tek-ui-follow-collect-only = 收资源。
tek-ui-follow-redo = 需要重选：排在你前面的玩家结算后，版图或你的资源变了，你刚才秘密选的操作已经做不了。请换一种方式跟“{ $action }”，或者收资源。
tek-ui-follow-chosen = 你目前的选择：{ $choice }。
tek-ui-follow-gain = 跟的话你还能拿 { $gain }。
tek-ui-follow-cannot = 你现在没法跟“{ $action }”，只能收资源。
tek-ui-follow-placeholder = 跟“{ $action }”……
tek-ui-collect-placeholder = 收资源，再自选 { $picks } 个资源……
tek-ui-war-attack = { $region }开战：你进攻{ $seat }。请秘密选择战力。
tek-ui-war-defend = { $region }开战：{ $seat }来进攻你。请秘密选择战力。
tek-ui-war-neutral = { $region }开战，对手是失落的王国的中立米宝：你的战力要比场上剩下的中立米宝数（{ $neutrals }）更高。
tek-ui-war-allied = 你们本来是盟友：除非双方都举白旗，否则这一战打完同盟就破裂了。
tek-ui-war-rates = 魔力每个算 { $m } 点，矿石每个 { $o } 点，食物每个 { $f } 点{ $bonus ->
        [0] {""}
       *[other] ；只要付了资源，魔法再加 { $bonus } 点
    }。战力高的一方获胜，打平算{ $ties ->
        [attacker] 攻方赢（攻方的魔法效果）
       *[defender] 守方赢
    }。双方都要付出资源；只有一方举白旗时，举白旗的一方直接输，但什么也不用付。
tek-ui-war-flags = 双方都举白旗就结成同盟，一起占着这个区域。
tek-ui-war-flags-two = 两人局没有同盟：双方都举白旗时，区域归守方。
tek-ui-war-no-flag = 这里不能举白旗：中立米宝不跟任何人结成同盟。
tek-ui-bid-placeholder = 出多少战力、怎么付……
tek-ui-bid-range-placeholder = 战力 { $low }～{ $high }……
tek-ui-flee-turn = 你在{ $region }打输了：可以花 { $cost }逃到相邻区域，不逃的话那里的米宝全部阵亡。
tek-ui-flee-placeholder = 逃到……

## 版图与私人图片（bot/render/tek）
tek-board-lost-kingdom = 失落的王国
tek-board-choosing-side = 正在选用哪一面……
tek-legend-river = 河流：巡逻不能过
tek-legend-cliff = 峭壁：巡逻不能过
tek-legend-sealed = 封闭：搜索进不来也出不去
tek-legend-capital = 城堡：2 分
tek-legend-searching = 搜寻中的米宝
tek-legend-token = 探索标记
tek-legend-alliance = 同盟
tek-board-round = 第 { $round } 回合
tek-board-ending = 最后一轮行动卡
tek-board-phase-over = 游戏结束
tek-board-phase-faction = 正在挑种族
tek-board-phase-setup = 正在布置王国
tek-board-phase-act = 轮到{ $seat }选行动
tek-board-phase-follow = 跟“{ $action }”还是收资源
tek-board-phase-follow-passed = “{ $action }”放了盾牌没执行：跟还是收资源
tek-board-phase-war = { $region } 区开战
tek-board-phase-flee = { $seat }：逃跑还是阵亡
tek-board-actions = 行动卡
tek-board-action-now = 当前：{ $action }
tek-board-action-passed = { $action }（没执行）
tek-board-tower = 高塔
tek-board-tower-points = 分
tek-board-tower-cost = 矿石
tek-board-war = { $region } 区的战争
tek-board-versus = 对
tek-board-flee = { $seat }丢了 { $region } 区：花 { $cost } 食物逃跑？
tek-board-last-war = 上一场战争：{ $region } 区
tek-board-no-war = 还没打过仗
tek-board-alliance-made = 结成同盟
tek-board-alliance-kept = 同盟不变
tek-board-alliance-broken = 同盟破裂：{ $seat }胜
tek-board-war-won = { $seat }胜
tek-board-leader = 大高塔
tek-board-has-bid = 已出战力
tek-board-bidding = 正在出战力
tek-board-has-chosen = 已选好
tek-board-choosing = 正在选
tek-board-ready = 准备好了
tek-board-setting-up = 正在布置
tek-board-to-play = 该行动了
tek-board-no-faction = 还没选种族
tek-board-meeples = 场上 { $map }，供应区 { $supply }
tek-board-score = { $points } 分

## 私密信息
tek-private-bid = 你出的战力：{ $value }
tek-private-choice = 你的选择：{ $choice }
tek-private-collect = 收资源

## 频道中说明等待的玩家要做什么
tek-me-bid = 秘密选的战力：{ $bid }
tek-me-pending = 秘密选的操作：{ $choice }
tek-me-faction = 种族：{ $faction }
tek-me-resources = 资源：{ $f } 食物、{ $m } 魔力、{ $o } 矿石；高塔 { $tower } 级；魔法 { $magic } 级
tek-step-faction = 挑种族
tek-step-setup = 布置王国
tek-step-act = 选行动
tek-step-follow = 跟行动或收资源
tek-step-war = 出战力
tek-step-flee = 逃跑或阵亡
tek-step-redo = 重选（刚才秘密选的操作已经做不了）

## 命令（/tek）
cmd-tek = 史诗小帝国
cmd-tek-desc = 史诗小帝国：选行动、跟行动或收资源、打仗时出战力
cmd-tek-play = 查看
cmd-tek-play-desc = 查看你的资源和这一步能做的操作（只有你自己看得到）
cmd-tek-move = 行动
cmd-tek-move-desc = 从列表里挑任意一个可选的操作
cmd-tek-faction = 种族
cmd-tek-faction-desc = 挑选你的种族
cmd-tek-side = 选面
cmd-tek-side-desc = 起始领土卡用哪一面
cmd-tek-stock = 起始资源
cmd-tek-stock-desc = 起始资源：食物、魔力、矿石加起来共 6 个
cmd-tek-home = 起始区域
cmd-tek-home-desc = 开局 2 个米宝放在起始领土卡的哪个区域
cmd-tek-patrol = 巡逻
cmd-tek-patrol-desc = 巡逻：把 1 个米宝移到同一张领土卡上的相邻区域
cmd-tek-quest = 搜索
cmd-tek-quest-desc = 搜索：把 1 个米宝移到另一张领土卡的某个区域
cmd-tek-build = 建造
cmd-tek-build-desc = 建造：花矿石，高塔升 1 级
cmd-tek-research = 研究
cmd-tek-research-desc = 研究：花魔力，魔法升 1 级
cmd-tek-expand = 扩张
cmd-tek-expand-desc = 扩张：花食物，在只有 1 个己方米宝的区域再放 1 个米宝
cmd-tek-trade = 交易
cmd-tek-trade-desc = 交易：把一种资源按 1 比 1 换成另一种
cmd-tek-pass = 跳过
cmd-tek-pass-desc = 在一个行动上放下盾牌，但什么也不做
cmd-tek-follow = 跟随
cmd-tek-follow-desc = 跟行动玩家选的行动
cmd-tek-collect = 收资源
cmd-tek-collect-desc = 不跟行动，改收资源
cmd-tek-bid = 战力
cmd-tek-bid-desc = 秘密出战力（0 就是举白旗）
cmd-tek-flee = 逃跑
cmd-tek-flee-desc = 打输之后：逃到相邻区域，或者原地阵亡
opt-tek-move = 行动
opt-tek-move-desc = 输入文字筛选可选的操作
opt-tek-faction = 种族
opt-tek-faction-desc = 要用的种族
opt-tek-side = 面
opt-tek-side-desc = 起始领土卡的第 1 面或第 2 面
opt-tek-region = 区域
opt-tek-region-desc = 区域编号，和版图上标的一样（比如 13）
opt-tek-food = 食物
opt-tek-food-desc = 起始食物（0～6）
opt-tek-mana = 魔力
opt-tek-mana-desc = 起始魔力（0～6）
opt-tek-ore = 矿石
opt-tek-ore-desc = 起始矿石（0～6）
opt-tek-action = 行动
opt-tek-action-desc = 在哪个行动上放盾牌
opt-tek-picks = 自选资源
opt-tek-picks-desc = 你能自选的资源（废墟里搜寻中的米宝、只剩最后一个米宝时）
opt-tek-value = 战力
opt-tek-value-desc = 出多少战力、用什么资源付
opt-tek-where = 去处
opt-tek-where-desc = 逃到哪里，或者不逃、原地阵亡

## 版图的替代文字（bot/prompts/tek_board.py）
tek-alt-seat = { $seat }（{ $faction }）：场上 { $meeples } 个米宝，高塔 { $tower } 级，魔法 { $magic } 级；食物 { $food }，魔力 { $mana }，矿石 { $ore }。
tek-alt-shields = 行动卡上已放盾牌：{ $used }。
tek-alt-clear = 行动卡上还没有盾牌。
tek-alt-allies = { $a }和{ $b }是盟友。
tek-alt-war = { $region } 区开战：{ $attacker }对{ $defender }。
tek-alt-ending = 已触发游戏结束：这是最后一轮行动卡。
