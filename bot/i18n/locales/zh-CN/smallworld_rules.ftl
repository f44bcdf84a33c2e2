# 小世界：规则引擎的文字（种族与异能名称、能力、事件、拒绝原因）。

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
sw-race-sorcerers = 术士
sw-race-tritons = 人鱼
sw-race-trolls = 巨魔
sw-race-wizards = 法师

sw-race-amazons-ability = 每回合多 4 个标记用来进攻，重新部署前放回盒中。
sw-race-dwarves-ability = 每占有一个矿坑领地多得 1 元，没落后依旧有效。
sw-race-elves-ability = 领地被占领时，所有标记拿回手中，不必放回盒中。
sw-race-ghouls-ability = 没落时所有标记都留在地图上，且仍可进攻，须在活跃种族之前进行。
sw-race-giants-ability = 从自家高山领地进攻相邻土地时少用 1 个标记（至少 1 个）。
sw-race-halflings-ability = 可从任何陆地登陆；前两个征服的领地放置地洞，他人无法进攻。
sw-race-humans-ability = 每占有一个农田领地多得 1 元。
sw-race-orcs-ability = 本回合每攻下一个有人占领的领地多得 1 元。
sw-race-ratmen-ability = 没有特长，以量取胜。
sw-race-skeletons-ability = 本回合每攻下两个有人占领的领地，重新部署时从盒中多拿 1 个标记。
sw-race-sorcerers-ability = 每回合对每位对手一次：以盒中的术士标记取代相邻领地中单独一个敌方活跃标记。
sw-race-tritons-ability = 进攻海边或湖边的领地少用 1 个标记（至少 1 个）。
sw-race-trolls-ability = 每个征服的领地放置洞穴：防御力 +1，没落后依旧有效。
sw-race-wizards-ability = 每占有一个魔法领地多得 1 元。

## 异能
sw-power-alchemist = 炼金术士
sw-power-berserk = 狂暴
sw-power-bivouacking = 扎营
sw-power-commando = 突击
sw-power-diplomat = 外交
sw-power-dragon_master = 驯龙
sw-power-flying = 飞行
sw-power-forest = 森林
sw-power-fortified = 碉堡
sw-power-heroic = 英雄
sw-power-hill = 丘陵
sw-power-merchant = 商人
sw-power-mounted = 骑乘
sw-power-pillaging = 掠夺
sw-power-seafaring = 航海
sw-power-spirit = 灵魂
sw-power-stout = 坚毅
sw-power-swamp = 沼泽
sw-power-underworld = 地底
sw-power-wealthy = 富有

sw-power-alchemist-ability = 活跃时每回合多得 2 元。
sw-power-berserk-ability = 每次进攻前先掷支援骰，再选择目标；点数减少所需标记。
sw-power-bivouacking-ability = 重新部署时在自家领地放置最多 5 个营地：每个防御力 +1，且不受术士能力影响。
sw-power-commando-ability = 每次进攻少用 1 个标记（至少 1 个）。
sw-power-diplomat-ability = 回合结束时指定一位本回合未被你攻击的对手：直到你下回合前，他不能攻击你的活跃种族。
sw-power-dragon_master-ability = 每回合一次，只用 1 个标记占领一块领地；龙留在该处，无人能进攻。
sw-power-flying-ability = 可进攻任何陆地领地，不必相邻。
sw-power-forest-ability = 活跃时每占有一个森林领地多得 1 元。
sw-power-fortified-ability = 每回合建一座碉堡（共 6 座）：防御力 +1（没落后依旧有效），活跃时每座多得 1 元。
sw-power-heroic-ability = 进攻结束后放置两位英雄：他们所在的领地无人能进攻。
sw-power-hill-ability = 活跃时每占有一个丘陵领地多得 1 元。
sw-power-merchant-ability = 活跃种族每占有一个领地多得 1 元。
sw-power-mounted-ability = 进攻丘陵与农田少用 1 个标记（至少 1 个）。
sw-power-pillaging-ability = 本回合每攻下一个有人占领的领地多得 1 元。
sw-power-seafaring-ability = 可征服并占有海洋与湖泊，没落后依旧有效。
sw-power-spirit-ability = 没落时不占没落种族的名额，直到被消灭为止都留在地图上。
sw-power-stout-ability = 一般回合的收入阶段结束后，可立即宣告没落。
sw-power-swamp-ability = 活跃时每占有一个沼泽领地多得 1 元。
sw-power-underworld-ability = 进攻山洞领地少用 1 个标记，且所有山洞彼此视为相邻。
sw-power-wealthy-ability = 第一回合结束时一次性多得 7 元。

## 事件（座位参数会换成玩家名称）
sw-turn-start = 第 { $turn } 回合：轮到 { $seat }。
sw-picked = { $seat } 选择了 { $power }{ $race }（{ $tokens } 个标记）。
sw-picked-private = 你支付 { $paid } 元，并从该组合拿到 { $taken } 元。你现在有 { $total } 元。
sw-conquered = { $seat } 以 { $tokens } 个{ $race }标记征服了第 { $region } 区。
sw-defender-lost = { $back ->
        [0] { $seat } 失去第 { $region } 区（{ $race }）：唯一的标记直接移除。
       *[other] { $seat } 失去第 { $region } 区（{ $race }）：{ $lost ->
            [0] 没有损失标记
           *[other] { $lost } 个标记放回盒中
        }，{ $back } 个拿回手中。
    }
sw-race-vanished = { $seat } 的{ $race }离开了地图。
sw-declined = { $seat } 宣告{ $race }没落。
sw-abandoned = { $seat } 放弃了第 { $region } 区（{ $race }）。
sw-final-roll = { $seat } 为第 { $region } 区掷支援骰：{ $die }。{ $result ->
        [won] 成功占领。
       *[failed] 兵力不足，进攻结束。
    }
sw-berserk-roll = { $seat } 掷狂暴骰：{ $die }。
sw-dragon = { $seat } 派龙前往第 { $region } 区。
sw-converted = { $seat } 的术士取代了 { $victim } 在第 { $region } 区的{ $race }标记。
sw-skeletons-grow = { $seat } 的骷髅多召来 { $count } 个标记。
sw-fortress = { $seat } 在第 { $region } 区建造碉堡。
sw-heroes = { $seat } 的英雄守护第 { $regions } 区。
sw-camps = { $seat } 放置了 { $count } 个营地。
sw-ally = { $seat } 与 { $ally } 议和：直到 { $seat } 的下个回合前，{ $ally } 不能攻击其活跃种族。
sw-redeployed = { $seat } 重新部署了兵力。
sw-scored = { $seat } 领取了收入。
sw-scored-private = 本回合你获得 { $gained } 元，现在共有 { $total } 元。
sw-game-over = 游戏结束。获胜者：{ $winner }。

## 拒绝原因
sw-err-bad-action = 这个动作的格式不正确。
sw-err-game-over = 游戏已经结束。
sw-err-not-your-turn = 现在不是你行动的时候。
sw-err-wrong-phase = 现在不能这样做。
sw-err-coins = 这个组合要 { $cost } 元，你的钱不够。
sw-err-decline-late = 只能在回合开始时宣告没落，代替进攻。
sw-err-abandon-late = 只能在进攻之前放弃领地。
sw-err-no-region = 没有这个区域。
sw-err-own-region = 你的活跃种族已经占有这个区域。
sw-err-water = 只有具备航海异能才能征服海洋与湖泊。
sw-err-unreachable = 你的种族无法从目前位置到达第 { $region } 区。
sw-err-protected = 第 { $region } 区受到保护（英雄、龙、地洞或营地）。
sw-err-peace = 在该区域拥有者的下个回合前，你们处于和平状态。
sw-err-tokens = 第 { $region } 区需要 { $cost } 个标记，你手上只有 { $have } 个。
sw-err-no-tokens = 你手上没有标记。
sw-err-roll-range = 最后进攻只能在差 1 到 3 个标记时进行（需要 { $cost } 个，你有 { $have } 个）。
sw-err-berserk-roll = 狂暴在选择目标前掷骰，不使用最后进攻的掷骰。
sw-err-berserk-rolled = 这次进攻你已经掷过骰了。
sw-err-dragon-used = 龙本回合已经攻击过了。
sw-err-convert-target = 术士只能取代单独一个敌方活跃标记。
sw-err-convert-once = 你的术士本回合已对该玩家施法过了。
sw-err-box-empty = 盒中已经没有了。
sw-err-no-power = 你的活跃种族没有{ $power }异能。
sw-err-no-race = 只有{ $race }能这样做。
sw-err-not-yours = 第 { $region } 区不属于你的活跃种族。
sw-err-fortress-placed = 你本回合已经建过碉堡了。
sw-err-fortress-there = 第 { $region } 区已经有碉堡。
sw-err-hero-count = { $count ->
    [1] 请把英雄放在你唯一的领地上。
   *[other] 请把两个英雄放在你的两个不同领地上。
}
sw-err-camp-count = 你只有 { $limit } 个营地。
sw-err-ally-chosen = 你本回合已经选择了议和对象。
sw-err-ally-target = 只能与本回合未被你攻击、且拥有活跃种族的对手议和。
sw-err-layout-region = 你现在不能在第 { $region } 区放置标记。
sw-err-layout-min = 你占有的每个区域至少要留 1 个标记（第 { $region } 区）。
sw-err-layout-total = 这个部署放置了 { $placed } 个标记，你需要放置 { $expected } 个。
sw-err-hand-not-empty = 你手上还有标记要放置。
sw-err-amazons-owed = 亚马逊人必须留下足够的标记归还借来的 4 个，且每个领地仍要留 1 个。
