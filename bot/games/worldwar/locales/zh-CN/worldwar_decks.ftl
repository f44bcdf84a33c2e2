# 世界大战：各种牌——任务卡、内政卡、政治事件卡、妖术卡、武将、君主、主公技和宝物
# （bot/games/worldwar/decks.md）。

## 武将和君主的四项数值
ww-stat-might = 武力
ww-stat-intellect = 智力
ww-stat-command = 统率
ww-stat-charm = 魅力

## 任务卡（扣着不给人看，用私信发）
ww-mission-occupy-na-af = 占领北美洲和非洲全境。
ww-mission-occupy-as-sa = 占领亚洲和南美洲全境。
ww-mission-occupy-as-af = 占领亚洲和非洲全境。
ww-mission-occupy-na-oc = 占领北美洲和大洋洲全境。
ww-mission-occupy-eu-sa-any = 占领欧洲和南美洲全境，再随便拿下一个大洲。
ww-mission-occupy-eu-oc-any = 占领欧洲和大洋洲全境，再随便拿下一个大洲。
ww-mission-occupy-24 = 占 24 块领地（首都算在内）。
ww-mission-occupy-18-strong = 占 18 块领地，每块至少驻 2 个战斗单位。
ww-mission-occupy-heartland = 美国东部、美国西部、西伯利亚、雅库茨克四块地同时在手。
ww-mission-eliminate-black = { ww-seat-black }被消灭（谁动的手都算）。
ww-mission-eliminate-blue = { ww-seat-blue }被消灭（谁动的手都算）。
ww-mission-eliminate-yellow = { ww-seat-yellow }被消灭（谁动的手都算）。
ww-mission-eliminate-red = { ww-seat-red }被消灭（谁动的手都算）。
ww-mission-eliminate-green = { ww-seat-green }被消灭（谁动的手都算）。
ww-mission-eliminate-left = 发任务卡时坐你左手边的玩家被消灭（谁动的手都算）。
ww-mission-capture-black = { ww-seat-black }的君主被活捉（谁捉的都算）。
ww-mission-capture-blue = { ww-seat-blue }的君主被活捉（谁捉的都算）。
ww-mission-capture-yellow = { ww-seat-yellow }的君主被活捉（谁捉的都算）。
ww-mission-capture-red = { ww-seat-red }的君主被活捉（谁捉的都算）。
ww-mission-capture-green = { ww-seat-green }的君主被活捉（谁捉的都算）。
ww-mission-other-engines = 手上同时有至少 4 辆投石车和 4 座井栏。
ww-mission-other-rich-lands = 占 7 块经济产值 30 以上的领地。
ww-mission-other-two-capitals = 亲手攻陷两座敌方首都（攻陷后割地赔款还是占领都行）。
ww-mission-other-war-chest = 某一轮打完时手上有至少 800 军粮。
ww-mission-other-two-lords = 亲手活捉两个敌方君主。
ww-mission-other-economy = 所占领地的经济产值加起来到 380 以上。
ww-mission-other-grand-army = 首都以外的地图上有 90 个战斗单位。

## 任务卡类别
ww-mission-kind-occupy = 占地
ww-mission-kind-eliminate = 杀人
ww-mission-kind-capture = 捉拿君主
ww-mission-kind-other = 其他

## 内政卡：名称和效果
ww-card-conscription = 征兵令
ww-card-conscription-text = 在自己一块领地上白放 3 个小兵。
ww-card-militia = 民兵
ww-card-militia-text = 白放 4 个小兵，分在自己 4 块不同的领地上。
ww-card-royal-guard = 御林军
ww-card-royal-guard-text = 在君主所在的领地白放 3 个小兵。
ww-card-border-levy = 边境募兵
ww-card-border-levy-text = 在自己一块挨着敌人的领地上白放 2 个小兵。
ww-card-harvest = 丰收
ww-card-harvest-text = 拿 60 军粮。
ww-card-treasury = 国库
ww-card-treasury-text = 拿 120 军粮。
ww-card-land-tax = 田赋
ww-card-land-tax-text = 每占一块领地，拿 4 军粮。
ww-card-tribute = 朝贡
ww-card-tribute-text = 每占满一个大洲，拿 40 军粮。
ww-card-raid-convoy = 劫粮
ww-card-raid-convoy-text = 挑一名玩家，抢他 40 军粮（不够就全抢走）。
ww-card-war-levy = 战争捐
ww-card-war-levy-text = 其他玩家每人交给你 15 军粮（不够就全交）。
ww-card-forced-march = 急行军
ww-card-forced-march-text = 多调一次兵：一队兵马沿自己的领地最多走 3 步。
ww-card-supply-lines = 补给线
ww-card-supply-lines-text = 多调两次兵，每次在自己挨着的两块领地之间走 1 步。
ww-card-war-cry = 呐喊
ww-card-war-cry-text = 这回合下一次进攻：点数最大的 3 颗骰子各加 1。
ww-card-ambush = 伏兵
ww-card-ambush-text = 被人进攻时打出：防守时点数最大的 2 颗骰子各加 1。
ww-card-battle-plan = 作战计划
ww-card-battle-plan-text = 这回合下一次进攻：掷完后可以挑至多 3 颗骰子重掷。
ww-card-blitz = 闪击
ww-card-blitz-text = 这回合每次进攻：点数最大的 1 颗骰子加 1。
ww-card-earthworks = 土木工事
ww-card-earthworks-text = 到你下个回合为止，自己一块领地的头 2 个损失不算。
ww-card-citadel = 坚城
ww-card-citadel-text = 到你下个回合为止，首都的头 4 个损失不算。
ww-card-informant = 密探
ww-card-informant-text = 偷看一名玩家的任务卡。
ww-card-scouts = 斥候
ww-card-scouts-text = 偷看一名玩家手上的内政卡。
ww-card-rally = 振奋
ww-card-rally-text = 这回合多 2 个行动点。
ww-card-horse-fair = 马市
ww-card-horse-fair-text = 这一轮招兵买马时：每匹马便宜 30 军粮。
ww-card-foundry = 铸炮厂
ww-card-foundry-text = 这一轮招兵买马时：每门大炮便宜 50 军粮。
ww-card-siege-works = 攻城器械
ww-card-siege-works-text = 在自己一块领地上白放一辆投石车。
ww-card-watch-post = 望楼
ww-card-watch-post-text = 在自己一块领地上白放一座井栏。
ww-card-saboteurs = 破坏队
ww-card-saboteurs-text = 挑一块挨着你的敌方领地，毁掉那里的一辆投石车或一座井栏。
ww-card-bombardment = 炮击
ww-card-bombardment-text = 挑一块挨着你的敌方领地，打掉 2 个战斗单位（最后 1 个打不掉）。
ww-card-dispatches = 急报
ww-card-dispatches-text = 摸 2 张内政卡。
ww-card-veto = 否决
ww-card-veto-text = 别人出内政卡时打出：那张卡作废。
ww-card-envoy = 使节
ww-card-envoy-text = 挑一名玩家，到你下个回合之前他不能打你。
ww-card-secret-passage = 密道
ww-card-secret-passage-text = 把君主挪到自己任意一块领地。
ww-card-prisoner-exchange = 交换俘虏
ww-card-prisoner-exchange-text = 被捉的君主回到首都，不用交赎金。
ww-card-bodyguard = 贴身侍卫
ww-card-bodyguard-text = 君主所在的领地失守时打出：君主逃回首都，不会被活捉。
ww-card-reaction = 反应卡：别人的回合里也能打出。

## 政治事件卡
ww-event-golden-age = 黄金时代
ww-event-golden-age-text = 这一轮欧洲的税收 ×1.5。
ww-event-monsoon = 风调雨顺
ww-event-monsoon-text = 这一轮亚洲的税收 ×1.5。
ww-event-trade-winds = 信风
ww-event-trade-winds-text = 这一轮南美洲的税收 ×1.5。
ww-event-drought = 大旱
ww-event-drought-text = 这一轮非洲的税收减半。
ww-event-market-crash = 股灾
ww-event-market-crash-text = 这一轮北美洲的税收减半。
ww-event-call-to-arms = 全民皆兵
ww-event-call-to-arms-text = 每人在自己的领地上白放 2 个小兵。
ww-event-storm-season = 风暴季节
ww-event-storm-season-text = 下一轮海路不通：谁也不能走海路调兵或进攻。
ww-event-audit = 查账
ww-event-audit-text = 军粮最多的玩家交出 20% 的军粮（零头不算）。
ww-event-relief = 救济
ww-event-relief-text = 军粮最少的玩家拿 60 军粮。
ww-event-arms-fair = 军火展
ww-event-arms-fair-text = 这一轮招兵买马时：马便宜 20 军粮。
ww-event-steel-shortage = 钢铁短缺
ww-event-steel-shortage-text = 这一轮招兵买马时：大炮贵 50 军粮。
ww-event-armistice = 停战协定
ww-event-armistice-text = 下一轮谁的首都都不许打。
ww-event-amnesty = 大赦
ww-event-amnesty-text = 被捉的君主全部回到各自的首都，不用交赎金。
ww-event-zeal = 士气高昂
ww-event-zeal-text = 下一轮每人多 1 个行动点。
ww-event-overstretch = 战线过长
ww-event-overstretch-text = 领地最多的玩家下一轮少 2 个行动点。
ww-event-plague = 瘟疫
ww-event-plague-text = 首都以外，驻有 10 个以上战斗单位的领地各死 2 个。
ww-event-census = 人口普查
ww-event-census-text = 每人摸 1 张内政卡。
ww-event-engineers = 流浪工匠
ww-event-engineers-text = 领地最少的玩家在自己一块领地上白放一辆投石车。

## 妖术卡
ww-sorcery-blade-storm = 剑刃风暴
ww-sorcery-blade-storm-text = 比武力。输的一方死 4 个战斗单位。
ww-sorcery-thunder-oath = 雷霆之誓
ww-sorcery-thunder-oath-text = 比武力，进攻方 +10。输的一方死 3 个。
ww-sorcery-iron-rain = 铁雨
ww-sorcery-iron-rain-text = 比武力，随军的投石车每辆给进攻方 +5。输的一方死 5 个。
ww-sorcery-mind-maze = 心智迷宫
ww-sorcery-mind-maze-text = 比智力。输的一方死 4 个。
ww-sorcery-star-reading = 观星
ww-sorcery-star-reading-text = 比智力，请法师的一方 +10。输的一方死 3 个。
ww-sorcery-ghost-fog = 鬼雾
ww-sorcery-ghost-fog-text = 比智力，防守方 +10。输的一方死 4 个。
ww-sorcery-war-drums = 战鼓
ww-sorcery-war-drums-text = 比统率。输的一方死 4 个。
ww-sorcery-banner-wall = 旌旗如墙
ww-sorcery-banner-wall-text = 比统率，战斗单位多的一方 +10。输的一方死 3 个。
ww-sorcery-shadow-march = 暗影行军
ww-sorcery-shadow-march-text = 比统率，君主在场的一方 +10。输的一方死 5 个。
ww-sorcery-siren-song = 海妖之歌
ww-sorcery-siren-song-text = 比魅力。输的一方死 3 个。
ww-sorcery-golden-tongue = 金舌
ww-sorcery-golden-tongue-text = 比魅力，君主在场的一方 +15。输的一方死 4 个。
ww-sorcery-moon-veil = 月纱
ww-sorcery-moon-veil-text = 比魅力，守首都的一方 +15。输的一方死 4 个。
ww-sorcery-twin-dragons = 双龙
ww-sorcery-twin-dragons-text = 比武力加智力。输的一方死 5 个。
ww-sorcery-sky-chariot = 天车
ww-sorcery-sky-chariot-text = 比武力加统率。输的一方死 6 个。
ww-sorcery-veiled-court = 幕后朝廷
ww-sorcery-veiled-court-text = 比智力加魅力。输的一方死 5 个。
ww-sorcery-ash-crown = 灰烬之冠
ww-sorcery-ash-crown-text = 比统率加魅力，这块领地上每座井栏给防守方 +5。输的一方死 5 个。
ww-sorcery-mirror-hex = 镜像咒
ww-sorcery-mirror-hex-text = 武力低的一方赢。输的一方死 3 个。
ww-sorcery-fools-luck = 傻人有傻福
ww-sorcery-fools-luck-text = 魅力低的一方赢。输的一方死 3 个。
ww-sorcery-grand-ritual = 大祭典
ww-sorcery-grand-ritual-text = 比四项数值加起来的总和。输的一方死 8 个。
ww-sorcery-backlash = 反噬
ww-sorcery-backlash-text = 比统率，请法师的一方 −10。输的一方死 4 个。

## 武将（每种颜色 12 名）
ww-general-raven-marshal = 渡鸦元帅
ww-general-obsidian-lancer = 黑曜枪骑
ww-general-midnight-blade = 午夜剑客
ww-general-ink-strategist = 墨池军师
ww-general-iron-crow = 铁鸦
ww-general-dusk-rider = 暮色骑手
ww-general-ebony-shield = 乌木盾卫
ww-general-nightjar-scout = 夜鹰斥候
ww-general-soot-sapper = 煤灰工兵
ww-general-dark-herald = 玄石传令
ww-general-coal-drummer = 炭火鼓手
ww-general-shade-captain = 暗影队长
ww-general-tide-admiral = 潮汐提督
ww-general-azure-sage = 苍穹贤者
ww-general-frost-lancer = 寒霜枪骑
ww-general-sapphire-envoy = 蓝宝使节
ww-general-wave-breaker = 破浪者
ww-general-storm-petrel = 海燕
ww-general-deepwater-captain = 深水舰长
ww-general-sky-archer = 天空射手
ww-general-harbour-warden = 港口守卫
ww-general-mist-weaver = 织雾师
ww-general-coral-guard = 珊瑚卫士
ww-general-cerulean-gunner = 蔚蓝炮手
ww-general-sun-marshal = 烈日元帅
ww-general-golden-counsel = 金言谋士
ww-general-sand-lion = 沙漠雄狮
ww-general-amber-lancer = 琥珀枪骑
ww-general-dune-rider = 沙丘骑手
ww-general-lantern-keeper = 掌灯人
ww-general-brass-gunner = 黄铜炮手
ww-general-wheat-steward = 麦田总管
ww-general-dawn-herald = 黎明传令
ww-general-honey-tongue = 蜜语使者
ww-general-topaz-guard = 黄玉卫士
ww-general-clay-sapper = 陶土工兵
ww-general-flame-marshal = 烈焰元帅
ww-general-ruby-seer = 红玉先知
ww-general-crimson-lancer = 赤红枪骑
ww-general-ember-strategist = 余烬军师
ww-general-scarlet-duelist = 猩红剑士
ww-general-cinder-rider = 灰烬骑手
ww-general-rose-envoy = 玫瑰使节
ww-general-forge-captain = 熔炉队长
ww-general-blaze-gunner = 烈火炮手
ww-general-red-scribe = 赤衣书记
ww-general-phoenix-guard = 凤凰卫士
ww-general-torch-sapper = 火把工兵
ww-general-jade-marshal = 翡翠元帅
ww-general-willow-sage = 垂柳贤者
ww-general-thorn-lancer = 荆棘枪骑
ww-general-moss-ranger = 青苔游侠
ww-general-oak-shield = 橡木盾卫
ww-general-reed-scout = 芦苇斥候
ww-general-pine-captain = 青松队长
ww-general-ivy-envoy = 常春藤使节
ww-general-meadow-rider = 草原骑手
ww-general-viper-strategist = 青蛇军师
ww-general-bamboo-archer = 竹林射手
ww-general-spring-drummer = 春雷鼓手

## 君主（君主版）
ww-lord-iron-regent = 铁血摄政
ww-lord-silver-oracle = 银月先知
ww-lord-desert-khan = 沙海可汗
ww-lord-storm-queen = 风暴女王
ww-lord-forest-warden = 翠林守护者
ww-lord-ember-duchess = 赤焰女公爵
ww-lord-old-admiral = 老提督
ww-lord-masked-chancellor = 假面宰相
ww-lord-merchant-prince = 黄金商王
ww-lord-wandering-saint = 流浪圣者

## 主公技；键名就是技能种类
ww-skill-dice = { $side ->
    [attack] 君主所在的部队进攻时
   *[defend] 君主所在的部队防守时
}，点数最大的 { $dice } 颗骰子各加 { $n }。
ww-skill-cap = 君主所在的领地可以多驻 { $n } 个战斗单位。
ww-skill-spy = 每局 { $uses } 次：偷看一名玩家的{ $look ->
    [mission] 任务卡
   *[hand] 内政卡
}。
ww-skill-duel = 斗妖术时你的数值每次 +{ $n }。
ww-skill-relocate = 迁都只花 { $ap } 个行动点。
ww-skill-recruit = 每个回合开始时，在君主所在的领地白放 { $soldiers } 个小兵。
ww-skill-action-points = 每个回合多 { $n } 个行动点。
ww-skill-hand = 内政卡手牌上限多 { $n } 张。
ww-skill-escape = 每局 { $uses } 次：君主要被活捉时，改成逃回首都。
ww-skill-tax = 收税多 { $pct }%。
ww-skill-catapult = 你的投石车开打前每辆多砸死 { $n } 个。
ww-skill-discount = 每{ $unit ->
    [horse] 匹马
    [cannon] 门大炮
    [soldier] 个小兵
    [catapult] 辆投石车
   *[well_tower] 座井栏
}便宜 { $n } 军粮。

## 宝物（君主版）
ww-treasure-war-banner = 战旗
ww-treasure-dragon-blade = 龙纹刀
ww-treasure-sage-scroll = 贤者卷轴
ww-treasure-pearl-necklace = 珍珠项链
ww-treasure-silk-robe = 丝袍
ww-treasure-iron-helm = 铁盔
ww-treasure-star-map = 星图
ww-treasure-ruby-crown = 红宝石王冠
ww-treasure-golden-spurs = 金马刺
ww-treasure-ancient-bow = 古弓
ww-treasure-jade-seal = 玉印
ww-treasure-lucky-coin = 幸运钱币
ww-treasure-steppe-charger = 草原骏马
ww-treasure-crystal-ball = 水晶球
ww-treasure-gilded-armour = 镀金战甲
ww-treasure-lion-mantle = 狮皮披风
ww-treasure-cipher-book = 密码本
ww-treasure-royal-signet = 王室印戒
ww-treasure-phoenix-feather = 凤凰羽
ww-treasure-twin-swords = 双剑
ww-treasure-silver-harp = 银竖琴
ww-treasure-field-glass = 望远镜
ww-treasure-herbal-elixir = 草药仙丹
ww-treasure-court-fan = 宫扇
ww-treasure-oracle-bones = 占卜骨
ww-treasure-thunder-hammer = 雷神之锤
ww-treasure-war-elephant = 战象
ww-treasure-cursed-mirror = 诅咒之镜
ww-treasure-powder-keg = 漏火药桶
ww-treasure-plague-cloak = 瘟疫斗篷
ww-treasure-mod = { $stat } { $n }

# 点名某一方的任务卡，私信里的说法：那一方的名称会换成玩家的名字（与上面的任务卡同一句话）
ww-mission-side-eliminate = { $side }被消灭（谁动的手都算）。
ww-mission-side-capture = { $side }的君主被活捉（谁捉的都算）。
