# 世界大戰：各種牌組——任務、內政卡、政治事件、妖術、武將、君主、主公技與寶物
# （bot/games/worldwar/decks.md）。

## 武將與君主的四項數值
ww-stat-might = 武力
ww-stat-intellect = 智力
ww-stat-command = 統率
ww-stat-charm = 魅力

## 任務（祕密，以私訊送達）
ww-mission-occupy-na-af = 占領整個北美洲與整個非洲。
ww-mission-occupy-as-sa = 占領整個亞洲與整個南美洲。
ww-mission-occupy-as-af = 占領整個亞洲與整個非洲。
ww-mission-occupy-na-oc = 占領整個北美洲與整個大洋洲。
ww-mission-occupy-eu-sa-any = 占領整個歐洲、整個南美洲，以及任選的另一整個大洲。
ww-mission-occupy-eu-oc-any = 占領整個歐洲、整個大洋洲，以及任選的另一整個大洲。
ww-mission-occupy-24 = 占領 24 塊領地（首都也算）。
ww-mission-occupy-18-strong = 占領 18 塊領地，每塊至少駐有 2 個單位。
ww-mission-occupy-heartland = 同時占領美國東部、美國西部、西伯利亞與雅庫茨克。
ww-mission-eliminate-black = { ww-seat-black }被消滅（不論是誰消滅的）。
ww-mission-eliminate-blue = { ww-seat-blue }被消滅（不論是誰消滅的）。
ww-mission-eliminate-yellow = { ww-seat-yellow }被消滅（不論是誰消滅的）。
ww-mission-eliminate-red = { ww-seat-red }被消滅（不論是誰消滅的）。
ww-mission-eliminate-green = { ww-seat-green }被消滅（不論是誰消滅的）。
ww-mission-eliminate-left = 發任務時坐在你左手邊的玩家被消滅（不論是誰消滅的）。
ww-mission-capture-black = { ww-seat-black }的君主被活捉（不論是誰活捉的）。
ww-mission-capture-blue = { ww-seat-blue }的君主被活捉（不論是誰活捉的）。
ww-mission-capture-yellow = { ww-seat-yellow }的君主被活捉（不論是誰活捉的）。
ww-mission-capture-red = { ww-seat-red }的君主被活捉（不論是誰活捉的）。
ww-mission-capture-green = { ww-seat-green }的君主被活捉（不論是誰活捉的）。
ww-mission-other-engines = 同時擁有至少 4 輛投石車與 4 座井欄。
ww-mission-other-rich-lands = 占領 7 塊經濟產值在 30 以上的領地。
ww-mission-other-two-capitals = 親自攻陷兩座敵方首都（攻陷後選擇割地賠款或占領皆可）。
ww-mission-other-war-chest = 在某一輪結束時持有至少 800 軍糧。
ww-mission-other-two-lords = 親自活捉兩位敵方君主。
ww-mission-other-economy = 占領的領地經濟產值合計達到 380 以上。
ww-mission-other-grand-army = 在首都以外的地圖上擁有 90 個戰鬥單位。

## 任務類別
ww-mission-kind-occupy = 占地
ww-mission-kind-eliminate = 消滅
ww-mission-kind-capture = 活捉君主
ww-mission-kind-other = 其他

## 內政卡：名稱與效果
ww-card-conscription = 徵兵令
ww-card-conscription-text = 在你的一塊領地放置 3 名免費士兵。
ww-card-militia = 民兵
ww-card-militia-text = 放置 4 名免費士兵，分別放在你的 4 塊不同領地。
ww-card-royal-guard = 御林軍
ww-card-royal-guard-text = 在你的君主所在的領地放置 3 名免費士兵。
ww-card-border-levy = 邊境募兵
ww-card-border-levy-text = 在你的一塊與敵人相鄰的領地放置 2 名免費士兵。
ww-card-harvest = 豐收
ww-card-harvest-text = 獲得 60 軍糧。
ww-card-treasury = 國庫
ww-card-treasury-text = 獲得 120 軍糧。
ww-card-land-tax = 田賦
ww-card-land-tax-text = 你每占領一塊領地，獲得 4 軍糧。
ww-card-tribute = 朝貢
ww-card-tribute-text = 你每占領一整個大洲，獲得 40 軍糧。
ww-card-raid-convoy = 劫糧
ww-card-raid-convoy-text = 從你選擇的一名玩家手中奪取 40 軍糧（不足則全部奪取）。
ww-card-war-levy = 戰爭捐
ww-card-war-levy-text = 其他每名玩家各付給你 15 軍糧（不足則全部付出）。
ww-card-forced-march = 急行軍
ww-card-forced-march-text = 額外調動一次：一支部隊經由你自己的領地最多移動 3 步。
ww-card-supply-lines = 補給線
ww-card-supply-lines-text = 額外調動兩次，每次在你自己的相鄰領地之間移動 1 步。
ww-card-war-cry = 吶喊
ww-card-war-cry-text = 你本回合的下一次進攻：你點數最高的 3 顆骰子各 +1。
ww-card-ambush = 伏兵
ww-card-ambush-text = 在你被進攻時打出：你防守時點數最高的 2 顆骰子各 +1。
ww-card-battle-plan = 作戰計畫
ww-card-battle-plan-text = 你本回合的下一次進攻：擲骰後可重擲你的至多 3 顆骰子。
ww-card-blitz = 閃擊
ww-card-blitz-text = 你本回合的每一次進攻：你點數最高的 1 顆骰子 +1。
ww-card-earthworks = 土木工事
ww-card-earthworks-text = 直到你的下個回合，你的一塊領地最先的 2 次損失不計。
ww-card-citadel = 堅城
ww-card-citadel-text = 直到你的下個回合，你的首都最先的 4 次損失不計。
ww-card-informant = 密探
ww-card-informant-text = 查看你選擇的一名玩家的祕密任務。
ww-card-scouts = 斥候
ww-card-scouts-text = 查看你選擇的一名玩家手上的內政卡。
ww-card-rally = 振奮
ww-card-rally-text = 本回合獲得 2 個行動點。
ww-card-horse-fair = 馬市
ww-card-horse-fair-text = 本輪購買時：每匹戰馬便宜 30 軍糧。
ww-card-foundry = 鑄砲廠
ww-card-foundry-text = 本輪購買時：每門大砲便宜 50 軍糧。
ww-card-siege-works = 攻城器械
ww-card-siege-works-text = 在你的一塊領地放置一輛免費投石車。
ww-card-watch-post = 望樓
ww-card-watch-post-text = 在你的一塊領地放置一座免費井欄。
ww-card-saboteurs = 破壞隊
ww-card-saboteurs-text = 摧毀與你相鄰的一塊敵方領地中的一輛投石車或一座井欄。
ww-card-bombardment = 砲擊
ww-card-bombardment-text = 與你相鄰的一塊敵方領地損失 2 個單位（不會損失最後一個）。
ww-card-dispatches = 急報
ww-card-dispatches-text = 抽 2 張內政卡。
ww-card-veto = 否決
ww-card-veto-text = 在其他玩家打出內政卡時打出：該卡無效。
ww-card-envoy = 使節
ww-card-envoy-text = 你選擇的一名玩家在你的下個回合之前不得進攻你。
ww-card-secret-passage = 密道
ww-card-secret-passage-text = 將你的君主移到你的任一塊領地。
ww-card-prisoner-exchange = 交換俘虜
ww-card-prisoner-exchange-text = 你被俘的君主回到你的首都，不必支付贖金。
ww-card-bodyguard = 貼身侍衛
ww-card-bodyguard-text = 在你的君主所在領地失守時打出：君主逃回你的首都，不會被活捉。
ww-card-reaction = 反應卡：可在你的回合以外打出。

## 政治事件
ww-event-golden-age = 黃金時代
ww-event-golden-age-text = 本輪歐洲領地的稅收 ×1.5。
ww-event-monsoon = 及時季風
ww-event-monsoon-text = 本輪亞洲領地的稅收 ×1.5。
ww-event-trade-winds = 貿易風
ww-event-trade-winds-text = 本輪南美洲領地的稅收 ×1.5。
ww-event-drought = 大旱
ww-event-drought-text = 本輪非洲領地的稅收減半。
ww-event-market-crash = 股市崩盤
ww-event-market-crash-text = 本輪北美洲領地的稅收減半。
ww-event-call-to-arms = 全民皆兵
ww-event-call-to-arms-text = 每名玩家在自己的領地放置 2 名免費士兵。
ww-event-storm-season = 風暴季節
ww-event-storm-season-text = 下一輪各軍都不能走海路調兵或進攻。
ww-event-audit = 查帳
ww-event-audit-text = 軍糧最多的玩家失去 20% 的軍糧（無條件捨去）。
ww-event-relief = 救濟
ww-event-relief-text = 軍糧最少的玩家獲得 60 軍糧。
ww-event-arms-fair = 軍火展
ww-event-arms-fair-text = 本輪購買時：戰馬便宜 20 軍糧。
ww-event-steel-shortage = 鋼鐵短缺
ww-event-steel-shortage-text = 本輪購買時：大砲貴 50 軍糧。
ww-event-armistice = 停戰協定
ww-event-armistice-text = 下一輪不得進攻任何首都。
ww-event-amnesty = 大赦
ww-event-amnesty-text = 所有被俘的君主回到各自的首都，不必支付贖金。
ww-event-zeal = 士氣高昂
ww-event-zeal-text = 下一輪每名玩家多 1 個行動點。
ww-event-overstretch = 戰線過長
ww-event-overstretch-text = 占領最多領地的玩家在下一輪少 2 個行動點。
ww-event-plague = 瘟疫
ww-event-plague-text = 首都以外駐有 10 個以上單位的每塊領地損失 2 個單位。
ww-event-census = 人口普查
ww-event-census-text = 每名玩家抽 1 張內政卡。
ww-event-engineers = 流浪工匠
ww-event-engineers-text = 占領最少領地的玩家在自己的一塊領地放置一輛免費投石車。

## 妖術卡
ww-sorcery-blade-storm = 劍刃風暴
ww-sorcery-blade-storm-text = 比較武力。輸家損失 4 個單位。
ww-sorcery-thunder-oath = 雷霆之誓
ww-sorcery-thunder-oath-text = 比較武力，進攻方 +10。輸家損失 3 個單位。
ww-sorcery-iron-rain = 鐵雨
ww-sorcery-iron-rain-text = 比較武力，隨軍每輛投石車使進攻方 +5。輸家損失 5 個單位。
ww-sorcery-mind-maze = 心智迷宮
ww-sorcery-mind-maze-text = 比較智力。輸家損失 4 個單位。
ww-sorcery-star-reading = 觀星
ww-sorcery-star-reading-text = 比較智力，召喚法師的一方 +10。輸家損失 3 個單位。
ww-sorcery-ghost-fog = 鬼霧
ww-sorcery-ghost-fog-text = 比較智力，防守方 +10。輸家損失 4 個單位。
ww-sorcery-war-drums = 戰鼓
ww-sorcery-war-drums-text = 比較統率。輸家損失 4 個單位。
ww-sorcery-banner-wall = 旌旗如牆
ww-sorcery-banner-wall-text = 比較統率，單位較多的一方 +10。輸家損失 3 個單位。
ww-sorcery-shadow-march = 暗影行軍
ww-sorcery-shadow-march-text = 比較統率，君主在戰場上的一方 +10。輸家損失 5 個單位。
ww-sorcery-siren-song = 海妖之歌
ww-sorcery-siren-song-text = 比較魅力。輸家損失 3 個單位。
ww-sorcery-golden-tongue = 金舌
ww-sorcery-golden-tongue-text = 比較魅力，君主在戰場上的一方 +15。輸家損失 4 個單位。
ww-sorcery-moon-veil = 月紗
ww-sorcery-moon-veil-text = 比較魅力，防守首都的一方 +15。輸家損失 4 個單位。
ww-sorcery-twin-dragons = 雙龍
ww-sorcery-twin-dragons-text = 比較武力加智力。輸家損失 5 個單位。
ww-sorcery-sky-chariot = 天車
ww-sorcery-sky-chariot-text = 比較武力加統率。輸家損失 6 個單位。
ww-sorcery-veiled-court = 幕後朝廷
ww-sorcery-veiled-court-text = 比較智力加魅力。輸家損失 5 個單位。
ww-sorcery-ash-crown = 灰燼之冠
ww-sorcery-ash-crown-text = 比較統率加魅力，該領地每座井欄使防守方 +5。輸家損失 5 個單位。
ww-sorcery-mirror-hex = 鏡像咒
ww-sorcery-mirror-hex-text = 武力較低的一方獲勝。輸家損失 3 個單位。
ww-sorcery-fools-luck = 傻人傻福
ww-sorcery-fools-luck-text = 魅力較低的一方獲勝。輸家損失 3 個單位。
ww-sorcery-grand-ritual = 大祭典
ww-sorcery-grand-ritual-text = 比較四項數值的總和。輸家損失 8 個單位。
ww-sorcery-backlash = 反噬
ww-sorcery-backlash-text = 比較統率，召喚法師的一方 −10。輸家損失 4 個單位。

## 武將（每種顏色 12 名）
ww-general-raven-marshal = 渡鴉元帥
ww-general-obsidian-lancer = 黑曜槍騎
ww-general-midnight-blade = 午夜劍客
ww-general-ink-strategist = 墨池軍師
ww-general-iron-crow = 鐵鴉
ww-general-dusk-rider = 暮色騎手
ww-general-ebony-shield = 烏木盾衛
ww-general-nightjar-scout = 夜鷹斥候
ww-general-soot-sapper = 煤灰工兵
ww-general-dark-herald = 玄石傳令
ww-general-coal-drummer = 炭火鼓手
ww-general-shade-captain = 暗影隊長
ww-general-tide-admiral = 潮汐提督
ww-general-azure-sage = 蒼穹賢者
ww-general-frost-lancer = 寒霜槍騎
ww-general-sapphire-envoy = 藍寶使節
ww-general-wave-breaker = 破浪者
ww-general-storm-petrel = 海燕
ww-general-deepwater-captain = 深水艦長
ww-general-sky-archer = 天空射手
ww-general-harbour-warden = 港口守衛
ww-general-mist-weaver = 織霧師
ww-general-coral-guard = 珊瑚衛士
ww-general-cerulean-gunner = 蔚藍砲手
ww-general-sun-marshal = 烈日元帥
ww-general-golden-counsel = 金言謀士
ww-general-sand-lion = 沙漠雄獅
ww-general-amber-lancer = 琥珀槍騎
ww-general-dune-rider = 沙丘騎手
ww-general-lantern-keeper = 掌燈人
ww-general-brass-gunner = 黃銅砲手
ww-general-wheat-steward = 麥田總管
ww-general-dawn-herald = 黎明傳令
ww-general-honey-tongue = 蜜語使者
ww-general-topaz-guard = 黃玉衛士
ww-general-clay-sapper = 陶土工兵
ww-general-flame-marshal = 烈焰元帥
ww-general-ruby-seer = 紅玉先知
ww-general-crimson-lancer = 赤紅槍騎
ww-general-ember-strategist = 餘燼軍師
ww-general-scarlet-duelist = 猩紅劍士
ww-general-cinder-rider = 灰燼騎手
ww-general-rose-envoy = 玫瑰使節
ww-general-forge-captain = 熔爐隊長
ww-general-blaze-gunner = 烈火砲手
ww-general-red-scribe = 赤衣書記
ww-general-phoenix-guard = 鳳凰衛士
ww-general-torch-sapper = 火把工兵
ww-general-jade-marshal = 翡翠元帥
ww-general-willow-sage = 垂柳賢者
ww-general-thorn-lancer = 荊棘槍騎
ww-general-moss-ranger = 青苔遊俠
ww-general-oak-shield = 橡木盾衛
ww-general-reed-scout = 蘆葦斥候
ww-general-pine-captain = 青松隊長
ww-general-ivy-envoy = 長春藤使節
ww-general-meadow-rider = 草原騎手
ww-general-viper-strategist = 青蛇軍師
ww-general-bamboo-archer = 竹林射手
ww-general-spring-drummer = 春雷鼓手

## 君主（君主版）
ww-lord-iron-regent = 鐵血攝政
ww-lord-silver-oracle = 銀月先知
ww-lord-desert-khan = 沙海可汗
ww-lord-storm-queen = 風暴女王
ww-lord-forest-warden = 翠林守護者
ww-lord-ember-duchess = 赤焰女公爵
ww-lord-old-admiral = 老提督
ww-lord-masked-chancellor = 假面宰相
ww-lord-merchant-prince = 黃金商王
ww-lord-wandering-saint = 流浪聖者

## 主公技；鍵名即技能種類
ww-skill-dice = { $side ->
    [attack] 君主所在的部隊進攻時
   *[defend] 君主所在的部隊防守時
}，你點數最高的 { $dice } 顆骰子各 +{ $n }。
ww-skill-cap = 君主所在的領地可多駐 { $n } 個單位。
ww-skill-spy = 每局 { $uses } 次：查看一名玩家的{ $look ->
    [mission] 祕密任務
   *[hand] 內政卡手牌
}。
ww-skill-duel = 每次妖術對決中你的數值 +{ $n }。
ww-skill-relocate = 遷都只需 { $ap } 個行動點。
ww-skill-recruit = 你的每個回合開始時，在君主所在的領地放置 { $soldiers } 名免費士兵。
ww-skill-action-points = 每個回合 +{ $n } 個行動點。
ww-skill-hand = 內政卡手牌上限 +{ $n }。
ww-skill-escape = 每局 { $uses } 次：君主將被活捉時，改為逃回你的首都。
ww-skill-tax = 稅收 +{ $pct }%。
ww-skill-catapult = 你的每輛投石車在戰鬥前多殺死 { $n } 個單位。
ww-skill-discount = 每{ $unit ->
    [horse] 匹戰馬
    [cannon] 門大砲
    [soldier] 名士兵
    [catapult] 輛投石車
   *[well_tower] 座井欄
}便宜 { $n } 軍糧。

## 寶物（君主版）
ww-treasure-war-banner = 戰旗
ww-treasure-dragon-blade = 龍紋刀
ww-treasure-sage-scroll = 賢者卷軸
ww-treasure-pearl-necklace = 珍珠項鍊
ww-treasure-silk-robe = 絲袍
ww-treasure-iron-helm = 鐵盔
ww-treasure-star-map = 星圖
ww-treasure-ruby-crown = 紅寶石王冠
ww-treasure-golden-spurs = 金馬刺
ww-treasure-ancient-bow = 古弓
ww-treasure-jade-seal = 玉印
ww-treasure-lucky-coin = 幸運錢幣
ww-treasure-steppe-charger = 草原駿馬
ww-treasure-crystal-ball = 水晶球
ww-treasure-gilded-armour = 鍍金戰甲
ww-treasure-lion-mantle = 獅皮披風
ww-treasure-cipher-book = 密碼本
ww-treasure-royal-signet = 王室印戒
ww-treasure-phoenix-feather = 鳳凰羽
ww-treasure-twin-swords = 雙劍
ww-treasure-silver-harp = 銀豎琴
ww-treasure-field-glass = 望遠鏡
ww-treasure-herbal-elixir = 草藥仙丹
ww-treasure-court-fan = 宮扇
ww-treasure-oracle-bones = 占卜骨
ww-treasure-thunder-hammer = 雷神之鎚
ww-treasure-war-elephant = 戰象
ww-treasure-cursed-mirror = 詛咒之鏡
ww-treasure-powder-keg = 漏火藥桶
ww-treasure-plague-cloak = 瘟疫斗篷
ww-treasure-mod = { $stat } { $n }

# 點名某一方的任務卡，私訊裡的說法：那一方的名稱會換成玩家的名字（與上面的任務卡同一句話）
ww-mission-side-eliminate = { $side }被消滅（不論是誰消滅的）。
ww-mission-side-capture = { $side }的君主被活捉（不論是誰活捉的）。
