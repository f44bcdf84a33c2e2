# 小世界：规则引擎的文字（种族和特殊能力的名称与效果、事件、拒绝原因）。
# 用词以 bot/games/smallworld/glossary.md 为准（大陆用语，优先采用种子 001 的规则说明）。

## 种族
sw-race-amazons = 亚马逊人
sw-race-dwarves = 矮人
sw-race-elves = 精灵
sw-race-ghouls = 食尸鬼
sw-race-giants = 巨人
sw-race-halflings = 半身人
sw-race-humans = 人类
sw-race-orcs = 兽人
sw-race-ratmen = 鼠人
sw-race-skeletons = 骷髅
sw-race-sorcerers = 法师
sw-race-tritons = 人鱼
sw-race-trolls = 巨魔
sw-race-wizards = 巫师

sw-race-amazons-ability = 每回合额外获得 4 个标记用于征服，重新部署前放回盒中。
sw-race-dwarves-ability = 每占领一个有矿坑的区域多得 1 枚金币，衰落后依然有效。
sw-race-elves-ability = 区域被征服时，上面的标记全部收回手中，一个也不损失。
sw-race-ghouls-ability = 衰落后所有标记都留在地图上，而且仍能征服，在你的活跃种族之前行动。
sw-race-giants-ability = 征服与自己山峰区域相邻的区域时少用 1 个标记（至少 1 个）。
sw-race-halflings-ability = 可以从任何陆地区域进入地图；最先征服的两个区域各放一个地洞，任何人都不能进攻。
sw-race-humans-ability = 每占领一个农田区域多得 1 枚金币。
sw-race-orcs-ability = 本回合每征服一个非空区域，多得 1 枚金币。
sw-race-ratmen-ability = 没有特殊能力，胜在数量多。
sw-race-skeletons-ability = 本回合每征服两个非空区域，重新部署时从盒中多拿 1 个标记。
sw-race-sorcerers-ability = 每回合对每个对手各一次：把相邻区域里敌方活跃种族的单个标记，换成盒中的一个法师标记。
sw-race-tritons-ability = 征服靠海或靠湖的区域时少用 1 个标记（至少 1 个）。
sw-race-trolls-ability = 每个征服的区域放一个巨魔巢穴：防御力 +1，衰落后依然保留。
sw-race-wizards-ability = 每占领一个有魔法之源的区域多得 1 枚金币。

## 特殊能力
sw-power-alchemist = 炼金
sw-power-berserk = 狂暴
sw-power-bivouacking = 扎营
sw-power-commando = 突击
sw-power-diplomat = 外交
sw-power-dragon_master = 驯龙
sw-power-flying = 飞行
sw-power-forest = 森林
sw-power-fortified = 要塞
sw-power-heroic = 英勇
sw-power-hill = 山丘
sw-power-merchant = 商人
sw-power-mounted = 骑乘
sw-power-pillaging = 掠夺
sw-power-seafaring = 航海
sw-power-spirit = 灵魂
sw-power-stout = 坚毅
sw-power-swamp = 沼泽
sw-power-underworld = 地底
sw-power-wealthy = 富有

sw-power-alchemist-ability = 活跃期间每回合多得 2 枚金币。
sw-power-berserk-ability = 每次征服前先掷强化骰，再选择目标；掷出的点数减少所需标记。
sw-power-bivouacking-ability = 重新部署时在自己的区域里放置最多 5 个营地：每个防御力 +1，法师也无法替换那里的标记。
sw-power-commando-ability = 每次征服少用 1 个标记（至少 1 个）。
sw-power-diplomat-ability = 回合结束时，指定一个本回合没被你进攻的对手：在你的下一回合之前，他的种族不能进攻你的活跃种族。
sw-power-dragon_master-ability = 每回合一次，只用 1 个标记就能征服一个区域；龙留在那里，任何人都不能进攻。
sw-power-flying-ability = 可以征服任何陆地区域，不必相邻。
sw-power-forest-ability = 活跃期间每占领一个森林区域多得 1 枚金币。
sw-power-fortified-ability = 每回合建一座要塞（共 6 座）：防御力 +1，衰落后依然有效；活跃期间每座多得 1 枚金币。
sw-power-heroic-ability = 征服结束后放置两位英雄：英雄所在的区域任何人都不能进攻。
sw-power-hill-ability = 活跃期间每占领一个山丘区域多得 1 枚金币。
sw-power-merchant-ability = 活跃种族每占领一个区域多得 1 枚金币。
sw-power-mounted-ability = 征服山丘和农田区域时少用 1 个标记（至少 1 个）。
sw-power-pillaging-ability = 本回合每征服一个非空区域，多得 1 枚金币。
sw-power-seafaring-ability = 可以征服并占领海洋和湖泊，衰落后依然有效。
sw-power-spirit-ability = 衰落后不占用“只能有一个衰落种族”的名额，一直留到被消灭为止。
sw-power-stout-ability = 普通回合计分之后，可以立即宣布衰落。
sw-power-swamp-ability = 活跃期间每占领一个沼泽区域多得 1 枚金币。
sw-power-underworld-ability = 征服有洞穴的区域时少用 1 个标记，而且对你来说，所有洞穴都彼此相邻。
sw-power-wealthy-ability = 用这个种族进行的第一回合结束时，一次性获得 7 枚金币。

## 事件（座位参数会换成玩家名和颜色，例如“玩家 1（黄方）”）
sw-turn-start = 第 { $turn } 回合：轮到{ $seat }。
sw-picked = { $seat }选择了{ $power }{ $race }（{ $tokens } 个标记）。
sw-picked-private =
    { $paid ->
        [0] 你免费选了这个组合
       *[other] 你付了 { $paid } 枚金币
    }{ $taken ->
        [0] {""}
       *[other] ，并拿走了组合上的 { $taken } 枚金币
    }。你现在有 { $total } 枚金币。
sw-conquered = { $seat }用 { $tokens } 个{ $race }标记征服了第 { $region } 区。
sw-defender-lost = { $back ->
        [0] { $seat }失去了第 { $region } 区（{ $race }）：区里仅有的 1 个标记被移走。
       *[other] { $seat }失去了第 { $region } 区（{ $race }）：{ $lost ->
            [0] 没有损失标记
           *[other] { $lost } 个标记放回盒中
        }，{ $back } 个收回手中。
    }
sw-race-vanished = { $seat }的{ $race }从地图上消失了。
sw-declined = { $seat }宣布{ $race }衰落。
sw-abandoned = { $seat }放弃了第 { $region } 区（{ $race }）。
sw-final-roll = { $seat }对第 { $region } 区发起最后一次征服，强化骰掷出 { $die }。{ $result ->
        [won] 成功占领。
       *[failed] 标记不够，征服结束。
    }
sw-berserk-roll = { $seat }掷强化骰（狂暴）：{ $die }。
sw-dragon = { $seat }派龙进攻第 { $region } 区。
sw-converted = { $seat }的法师替换了{ $victim }在第 { $region } 区的{ $race }标记。
sw-skeletons-grow = { $seat }的骷髅多召来 { $count } 个标记。
sw-fortress = { $seat }在第 { $region } 区建了一座要塞。
sw-heroes = { $seat }的英雄守护第 { $regions } 区。
sw-camps = { $seat }放置了 { $count } 个营地。
sw-ally = { $seat }与{ $ally }议和：在{ $seat }的下一回合之前，{ $ally }不能进攻{ $seat }的活跃种族。
sw-redeployed = { $seat }重新部署了标记。
sw-scored = { $seat }领取了本回合的金币。
sw-scored-private = 本回合你获得 { $gained } 枚金币，现在共有 { $total } 枚金币。
sw-game-over = 游戏结束，{ $winner }获胜。

## 拒绝原因
sw-err-bad-action = 这个行动的格式不对。
sw-err-game-over = 游戏已经结束了。
sw-err-not-your-turn = 还没轮到你行动。
sw-err-wrong-phase = 现在不能这么做。
sw-err-coins = 这个组合要 { $cost } 枚金币，你的金币不够。
sw-err-decline-late = 只能在回合开始、还没征服之前宣布衰落。
sw-err-abandon-late = 只能在征服之前放弃区域。
sw-err-no-region = 没有这个区域。
sw-err-own-region = 你的活跃种族已经占领了这个区域。
sw-err-water = 只有拥有航海能力的种族才能征服海洋和湖泊。
sw-err-unreachable = 你的种族从现在的位置打不到第 { $region } 区。
sw-err-protected = 第 { $region } 区受到保护（英雄、龙、地洞或营地）。
sw-err-peace = 这个区域的主人与你议和了，在对方的下一回合之前，你不能进攻这里。
sw-err-tokens = 第 { $region } 区需要 { $cost } 个标记，你手中只有 { $have } 个。
sw-err-no-tokens = 你手中没有标记。
sw-err-roll-range = 只有差 1 到 3 个标记时才能进行最后一次征服（需要 { $cost } 个，你有 { $have } 个）。
sw-err-berserk-roll = 狂暴是在选择目标之前掷骰，不能再为最后一次征服掷骰。
sw-err-berserk-rolled = 这次征服你已经掷过骰了。
sw-err-dragon-used = 龙本回合已经出击过了。
sw-err-convert-target = 法师只能替换敌方活跃种族的单个标记。
sw-err-convert-once = 你的法师本回合已经对这名玩家施过法了。
sw-err-box-empty = 盒中已经没有了。
sw-err-no-power = 你的活跃种族没有“{ $power }”能力。
sw-err-no-race = 只有{ $race }才能这么做。
sw-err-not-yours = 第 { $region } 区不属于你的活跃种族。
sw-err-fortress-placed = 你本回合已经建过要塞了。
sw-err-fortress-there = 第 { $region } 区已经有要塞了。
sw-err-hero-count = { $count ->
    [1] 请把英雄放在你唯一的区域上。
   *[other] 请把两位英雄放在你的两个不同区域上。
}
sw-err-camp-count = 你只有 { $limit } 个营地。
sw-err-ally-chosen = 你本回合已经选过议和对象了。
sw-err-ally-target = 只能与拥有活跃种族、并且本回合没被你进攻过的对手议和。
sw-err-layout-region = 你现在不能在第 { $region } 区放置标记。
sw-err-layout-min = 你占领的每个区域至少要留 1 个标记（第 { $region } 区）。
sw-err-layout-total = 这个部署放了 { $placed } 个标记，你需要放 { $expected } 个。
sw-err-hand-not-empty = 你手中还有标记没放。
sw-err-amazons-owed = 亚马逊人必须留够标记来归还借来的 4 个，同时每个区域仍要留 1 个。
