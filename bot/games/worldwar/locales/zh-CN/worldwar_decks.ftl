# 世界大战：各种牌组——任务、内政卡、政治事件、妖术、武将、君主、主公技与宝物
# （bot/games/worldwar/decks.md）。

## 武将与君主的四项数值
ww-stat-might = 武力
ww-stat-intellect = 智力
ww-stat-command = 统率
ww-stat-charm = 魅力

## 任务（秘密，以私信送达）
ww-mission-occupy-na-af = 占领整个北美洲与整个非洲。
ww-mission-occupy-as-sa = 占领整个亚洲与整个南美洲。
ww-mission-occupy-as-af = 占领整个亚洲与整个非洲。
ww-mission-occupy-na-oc = 占领整个北美洲与整个大洋洲。
ww-mission-occupy-eu-sa-any = 占领整个欧洲、整个南美洲，以及任选的另一整个大洲。
ww-mission-occupy-eu-oc-any = 占领整个欧洲、整个大洋洲，以及任选的另一整个大洲。
ww-mission-occupy-24 = 占领 24 个地区（都城也算）。
ww-mission-occupy-18-strong = 占领 18 个地区，每个至少驻有 2 个单位。
ww-mission-occupy-heartland = 同时占领美国东部、美国西部、西伯利亚与雅库茨克。
ww-mission-eliminate-black = 黑色军队被消灭（由谁消灭皆可）。
ww-mission-eliminate-blue = 蓝色军队被消灭（由谁消灭皆可）。
ww-mission-eliminate-yellow = 黄色军队被消灭（由谁消灭皆可）。
ww-mission-eliminate-red = 红色军队被消灭（由谁消灭皆可）。
ww-mission-eliminate-green = 绿色军队被消灭（由谁消灭皆可）。
ww-mission-eliminate-left = 发任务时坐在你左手边的玩家被消灭（由谁消灭皆可）。
ww-mission-capture-black = 黑色君主被活捉（由谁活捉皆可）。
ww-mission-capture-blue = 蓝色君主被活捉（由谁活捉皆可）。
ww-mission-capture-yellow = 黄色君主被活捉（由谁活捉皆可）。
ww-mission-capture-red = 红色君主被活捉（由谁活捉皆可）。
ww-mission-capture-green = 绿色君主被活捉（由谁活捉皆可）。
ww-mission-other-engines = 同时拥有至少 4 辆投石车与 4 座井栏。
ww-mission-other-rich-lands = 占领 7 个经济产值在 30 以上的地区。
ww-mission-other-two-capitals = 亲自攻陷两座敌方都城（攻陷后选择割地赔款或占领皆可）。
ww-mission-other-war-chest = 在某一轮结束时持有至少 800 军粮。
ww-mission-other-two-lords = 亲自活捉两位敌方君主。
ww-mission-other-economy = 占领的地区经济产值合计达到 380 以上。
ww-mission-other-grand-army = 在都城以外的地图上拥有 90 个战斗单位。

## 任务类别
ww-mission-kind-occupy = 占地
ww-mission-kind-eliminate = 消灭
ww-mission-kind-capture = 活捉君主
ww-mission-kind-other = 其他

## 内政卡：名称与效果
ww-card-conscription = 征兵令
ww-card-conscription-text = 在你的一个地区放置 3 名免费士兵。
ww-card-militia = 民兵
ww-card-militia-text = 放置 4 名免费士兵，分别放在你的 4 个不同地区。
ww-card-royal-guard = 御林军
ww-card-royal-guard-text = 在你的君主所在的地区放置 3 名免费士兵。
ww-card-border-levy = 边境募兵
ww-card-border-levy-text = 在你的一个与敌人相邻的地区放置 2 名免费士兵。
ww-card-harvest = 丰收
ww-card-harvest-text = 获得 60 军粮。
ww-card-treasury = 国库
ww-card-treasury-text = 获得 120 军粮。
ww-card-land-tax = 田赋
ww-card-land-tax-text = 你每占领一个地区，获得 4 军粮。
ww-card-tribute = 朝贡
ww-card-tribute-text = 你每占领一整个大洲，获得 40 军粮。
ww-card-raid-convoy = 劫粮
ww-card-raid-convoy-text = 从你选择的一名玩家手中夺取 40 军粮（不足则全部夺取）。
ww-card-war-levy = 战争捐
ww-card-war-levy-text = 其他每名玩家各付给你 15 军粮（不足则全部付出）。
ww-card-forced-march = 急行军
ww-card-forced-march-text = 额外调动一次：一支部队经由你自己的地区最多移动 3 步。
ww-card-supply-lines = 补给线
ww-card-supply-lines-text = 额外调动两次，每次在你自己的相邻地区之间移动 1 步。
ww-card-war-cry = 呐喊
ww-card-war-cry-text = 你本回合的下一次进攻：你点数最高的 3 颗骰子各 +1。
ww-card-ambush = 伏兵
ww-card-ambush-text = 在你被进攻时打出：你防守时点数最高的 2 颗骰子各 +1。
ww-card-battle-plan = 作战计划
ww-card-battle-plan-text = 你本回合的下一次进攻：掷骰后可重掷你的至多 3 颗骰子。
ww-card-blitz = 闪击
ww-card-blitz-text = 你本回合的每一次进攻：你点数最高的 1 颗骰子 +1。
ww-card-earthworks = 土木工事
ww-card-earthworks-text = 直到你的下个回合，你的一个地区最先的 2 次损失不计。
ww-card-citadel = 坚城
ww-card-citadel-text = 直到你的下个回合，你的都城最先的 4 次损失不计。
ww-card-informant = 密探
ww-card-informant-text = 查看你选择的一名玩家的秘密任务。
ww-card-scouts = 斥候
ww-card-scouts-text = 查看你选择的一名玩家手上的内政卡。
ww-card-rally = 振奋
ww-card-rally-text = 本回合获得 2 个行动点。
ww-card-horse-fair = 马市
ww-card-horse-fair-text = 本轮购买时：每匹战马便宜 30 军粮。
ww-card-foundry = 铸炮厂
ww-card-foundry-text = 本轮购买时：每门大炮便宜 50 军粮。
ww-card-siege-works = 攻城器械
ww-card-siege-works-text = 在你的一个地区放置一辆免费投石车。
ww-card-watch-post = 望楼
ww-card-watch-post-text = 在你的一个地区放置一座免费井栏。
ww-card-saboteurs = 破坏队
ww-card-saboteurs-text = 摧毁与你相邻的一个敌方地区中的一辆投石车或一座井栏。
ww-card-bombardment = 炮击
ww-card-bombardment-text = 与你相邻的一个敌方地区损失 2 个单位（不会损失最后一个）。
ww-card-dispatches = 急报
ww-card-dispatches-text = 抽 2 张内政卡。
ww-card-veto = 否决
ww-card-veto-text = 在其他玩家打出内政卡时打出：该卡无效。
ww-card-envoy = 使节
ww-card-envoy-text = 你选择的一名玩家在你的下个回合之前不得进攻你。
ww-card-secret-passage = 密道
ww-card-secret-passage-text = 将你的君主移到你的任一个地区。
ww-card-prisoner-exchange = 交换俘虏
ww-card-prisoner-exchange-text = 你被俘的君主回到你的都城，不必支付赎金。
ww-card-bodyguard = 贴身侍卫
ww-card-bodyguard-text = 在你的君主所在地区失守时打出：君主逃回你的都城，不会被活捉。
ww-card-reaction = 反应卡：可在你的回合以外打出。

## 政治事件
ww-event-golden-age = 黄金时代
ww-event-golden-age-text = 本轮欧洲地区的税收 ×1.5。
ww-event-monsoon = 及时季风
ww-event-monsoon-text = 本轮亚洲地区的税收 ×1.5。
ww-event-trade-winds = 贸易风
ww-event-trade-winds-text = 本轮南美洲地区的税收 ×1.5。
ww-event-drought = 大旱
ww-event-drought-text = 本轮非洲地区的税收减半。
ww-event-market-crash = 股市崩盘
ww-event-market-crash-text = 本轮北美洲地区的税收减半。
ww-event-call-to-arms = 全民皆兵
ww-event-call-to-arms-text = 每名玩家在自己的地区放置 2 名免费士兵。
ww-event-storm-season = 风暴季节
ww-event-storm-season-text = 下一轮任何军队都不得经由海路移动或进攻。
ww-event-audit = 查账
ww-event-audit-text = 军粮最多的玩家失去 20% 的军粮（无条件舍去）。
ww-event-relief = 救济
ww-event-relief-text = 军粮最少的玩家获得 60 军粮。
ww-event-arms-fair = 军火展
ww-event-arms-fair-text = 本轮购买时：战马便宜 20 军粮。
ww-event-steel-shortage = 钢铁短缺
ww-event-steel-shortage-text = 本轮购买时：大炮贵 50 军粮。
ww-event-armistice = 停战协定
ww-event-armistice-text = 下一轮不得进攻任何都城。
ww-event-amnesty = 大赦
ww-event-amnesty-text = 所有被俘的君主回到各自的都城，不必支付赎金。
ww-event-zeal = 士气高昂
ww-event-zeal-text = 下一轮每名玩家多 1 个行动点。
ww-event-overstretch = 战线过长
ww-event-overstretch-text = 占领最多地区的玩家在下一轮少 2 个行动点。
ww-event-plague = 瘟疫
ww-event-plague-text = 都城以外驻有 10 个以上单位的每个地区损失 2 个单位。
ww-event-census = 人口普查
ww-event-census-text = 每名玩家抽 1 张内政卡。
ww-event-engineers = 流浪工匠
ww-event-engineers-text = 占领最少地区的玩家在自己的一个地区放置一辆免费投石车。

## 妖术卡
ww-sorcery-blade-storm = 剑刃风暴
ww-sorcery-blade-storm-text = 比较武力。输家损失 4 个单位。
ww-sorcery-thunder-oath = 雷霆之誓
ww-sorcery-thunder-oath-text = 比较武力，进攻方 +10。输家损失 3 个单位。
ww-sorcery-iron-rain = 铁雨
ww-sorcery-iron-rain-text = 比较武力，随军每辆投石车使进攻方 +5。输家损失 5 个单位。
ww-sorcery-mind-maze = 心智迷宫
ww-sorcery-mind-maze-text = 比较智力。输家损失 4 个单位。
ww-sorcery-star-reading = 观星
ww-sorcery-star-reading-text = 比较智力，召唤法师的一方 +10。输家损失 3 个单位。
ww-sorcery-ghost-fog = 鬼雾
ww-sorcery-ghost-fog-text = 比较智力，防守方 +10。输家损失 4 个单位。
ww-sorcery-war-drums = 战鼓
ww-sorcery-war-drums-text = 比较统率。输家损失 4 个单位。
ww-sorcery-banner-wall = 旌旗如墙
ww-sorcery-banner-wall-text = 比较统率，单位较多的一方 +10。输家损失 3 个单位。
ww-sorcery-shadow-march = 暗影行军
ww-sorcery-shadow-march-text = 比较统率，君主在战场上的一方 +10。输家损失 5 个单位。
ww-sorcery-siren-song = 海妖之歌
ww-sorcery-siren-song-text = 比较魅力。输家损失 3 个单位。
ww-sorcery-golden-tongue = 金舌
ww-sorcery-golden-tongue-text = 比较魅力，君主在战场上的一方 +15。输家损失 4 个单位。
ww-sorcery-moon-veil = 月纱
ww-sorcery-moon-veil-text = 比较魅力，防守都城的一方 +15。输家损失 4 个单位。
ww-sorcery-twin-dragons = 双龙
ww-sorcery-twin-dragons-text = 比较武力加智力。输家损失 5 个单位。
ww-sorcery-sky-chariot = 天车
ww-sorcery-sky-chariot-text = 比较武力加统率。输家损失 6 个单位。
ww-sorcery-veiled-court = 幕后朝廷
ww-sorcery-veiled-court-text = 比较智力加魅力。输家损失 5 个单位。
ww-sorcery-ash-crown = 灰烬之冠
ww-sorcery-ash-crown-text = 比较统率加魅力，该地区每座井栏使防守方 +5。输家损失 5 个单位。
ww-sorcery-mirror-hex = 镜像咒
ww-sorcery-mirror-hex-text = 武力较低的一方获胜。输家损失 3 个单位。
ww-sorcery-fools-luck = 傻人傻福
ww-sorcery-fools-luck-text = 魅力较低的一方获胜。输家损失 3 个单位。
ww-sorcery-grand-ritual = 大祭典
ww-sorcery-grand-ritual-text = 比较四项数值的总和。输家损失 8 个单位。
ww-sorcery-backlash = 反噬
ww-sorcery-backlash-text = 比较统率，召唤法师的一方 −10。输家损失 4 个单位。

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

## 主公技；键名即技能种类
ww-skill-dice = { $side ->
    [attack] 君主所在的部队进攻时
   *[defend] 君主所在的部队防守时
}，你点数最高的 { $dice } 颗骰子各 +{ $n }。
ww-skill-cap = 君主所在的地区可多驻 { $n } 个单位。
ww-skill-spy = 每局 { $uses } 次：查看一名玩家的{ $look ->
    [mission] 秘密任务
   *[hand] 内政卡手牌
}。
ww-skill-duel = 每次妖术对决中你的数值 +{ $n }。
ww-skill-relocate = 迁都只需 { $ap } 个行动点。
ww-skill-recruit = 你的每个回合开始时，在君主所在的地区放置 { $soldiers } 名免费士兵。
ww-skill-action-points = 每个回合 +{ $n } 个行动点。
ww-skill-hand = 内政卡手牌上限 +{ $n }。
ww-skill-escape = 每局 { $uses } 次：君主将被活捉时，改为逃回你的都城。
ww-skill-tax = 税收 +{ $pct }%。
ww-skill-catapult = 你的每辆投石车在战斗前多杀死 { $n } 个单位。
ww-skill-discount = 每{ $unit ->
    [horse] 匹战马
    [cannon] 门大炮
    [soldier] 名士兵
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
