# 小世界：規則引擎的文字（種族與異能名稱、能力、事件、拒絕原因）。

## 種族
sw-race-amazons = 亞馬遜人
sw-race-dwarves = 矮人
sw-race-elves = 精靈
sw-race-ghouls = 食屍鬼
sw-race-giants = 巨人
sw-race-halflings = 半身人
sw-race-humans = 人類
sw-race-orcs = 獸人
sw-race-ratmen = 鼠人
sw-race-skeletons = 骷髏
sw-race-sorcerers = 術士
sw-race-tritons = 人魚
sw-race-trolls = 巨魔
sw-race-wizards = 法師

sw-race-amazons-ability = 每回合多 4 個標記用來進攻，重新部署前放回盒中。
sw-race-dwarves-ability = 每占有一個礦坑領地多得 1 元，沒落後依舊有效。
sw-race-elves-ability = 領地被占領時，所有標記拿回手中，不必放回盒中。
sw-race-ghouls-ability = 沒落時所有標記都留在地圖上，且仍可進攻，須在活躍種族之前進行。
sw-race-giants-ability = 從自家高山領地進攻相鄰土地時少用 1 個標記（至少 1 個）。
sw-race-halflings-ability = 可從任何陸地登陸；前兩個征服的領地放置地洞，他人無法進攻。
sw-race-humans-ability = 每占有一個農田領地多得 1 元。
sw-race-orcs-ability = 本回合每攻下一個有人占領的領地多得 1 元。
sw-race-ratmen-ability = 沒有特長，以量取勝。
sw-race-skeletons-ability = 本回合每攻下兩個有人占領的領地，重新部署時從盒中多拿 1 個標記。
sw-race-sorcerers-ability = 每回合對每位對手一次：以盒中的術士標記取代相鄰領地中單獨一個敵方活躍標記。
sw-race-tritons-ability = 進攻海邊或湖邊的領地少用 1 個標記（至少 1 個）。
sw-race-trolls-ability = 每個征服的領地放置洞穴：防禦力 +1，沒落後依舊有效。
sw-race-wizards-ability = 每占有一個魔法領地多得 1 元。

## 異能
sw-power-alchemist = 煉金術士
sw-power-berserk = 狂暴
sw-power-bivouacking = 紮營
sw-power-commando = 突擊
sw-power-diplomat = 外交
sw-power-dragon_master = 馴龍
sw-power-flying = 飛行
sw-power-forest = 森林
sw-power-fortified = 碉堡
sw-power-heroic = 英雄
sw-power-hill = 丘陵
sw-power-merchant = 商人
sw-power-mounted = 騎乘
sw-power-pillaging = 掠奪
sw-power-seafaring = 航海
sw-power-spirit = 靈魂
sw-power-stout = 堅毅
sw-power-swamp = 沼澤
sw-power-underworld = 地底
sw-power-wealthy = 富有

sw-power-alchemist-ability = 活躍時每回合多得 2 元。
sw-power-berserk-ability = 每次進攻前先擲支援骰，再選擇目標；點數減少所需標記。
sw-power-bivouacking-ability = 重新部署時在自家領地放置最多 5 個營地：每個防禦力 +1，且不受術士能力影響。
sw-power-commando-ability = 每次進攻少用 1 個標記（至少 1 個）。
sw-power-diplomat-ability = 回合結束時指定一位本回合未被你攻擊的對手：直到你下回合前，他不能攻擊你的活躍種族。
sw-power-dragon_master-ability = 每回合一次，只用 1 個標記占領一塊領地；龍留在該處，無人能進攻。
sw-power-flying-ability = 可進攻任何陸地領地，不必相鄰。
sw-power-forest-ability = 活躍時每占有一個森林領地多得 1 元。
sw-power-fortified-ability = 每回合建一座碉堡（共 6 座）：防禦力 +1（沒落後依舊有效），活躍時每座多得 1 元。
sw-power-heroic-ability = 進攻結束後放置兩位英雄：他們所在的領地無人能進攻。
sw-power-hill-ability = 活躍時每占有一個丘陵領地多得 1 元。
sw-power-merchant-ability = 活躍種族每占有一個領地多得 1 元。
sw-power-mounted-ability = 進攻丘陵與農田少用 1 個標記（至少 1 個）。
sw-power-pillaging-ability = 本回合每攻下一個有人占領的領地多得 1 元。
sw-power-seafaring-ability = 可征服並占有海洋與湖泊，沒落後依舊有效。
sw-power-spirit-ability = 沒落時不占沒落種族的名額，直到被消滅為止都留在地圖上。
sw-power-stout-ability = 一般回合的收入階段結束後，可立即宣告沒落。
sw-power-swamp-ability = 活躍時每占有一個沼澤領地多得 1 元。
sw-power-underworld-ability = 進攻山洞領地少用 1 個標記，且所有山洞彼此視為相鄰。
sw-power-wealthy-ability = 第一回合結束時一次性多得 7 元。

## 事件（座位參數會換成玩家名稱）
sw-turn-start = 第 { $turn } 回合：輪到 { $seat }。
sw-picked = { $seat } 選擇了 { $power }{ $race }（{ $tokens } 個標記）。
sw-picked-private = 你支付 { $paid } 元，並從該組合拿到 { $taken } 元。你現在有 { $total } 元。
sw-conquered = { $seat } 以 { $tokens } 個{ $race }標記征服了第 { $region } 區。
sw-defender-lost = { $back ->
        [0] { $seat } 失去第 { $region } 區（{ $race }）：唯一的標記直接移除。
       *[other] { $seat } 失去第 { $region } 區（{ $race }）：{ $lost ->
            [0] 沒有損失標記
           *[other] { $lost } 個標記放回盒中
        }，{ $back } 個拿回手中。
    }
sw-race-vanished = { $seat } 的{ $race }離開了地圖。
sw-declined = { $seat } 宣告{ $race }沒落。
sw-abandoned = { $seat } 放棄了第 { $region } 區（{ $race }）。
sw-final-roll = { $seat } 為第 { $region } 區擲支援骰：{ $die }。{ $result ->
        [won] 成功占領。
       *[failed] 兵力不足，進攻結束。
    }
sw-berserk-roll = { $seat } 擲狂暴骰：{ $die }。
sw-dragon = { $seat } 派龍前往第 { $region } 區。
sw-converted = { $seat } 的術士取代了 { $victim } 在第 { $region } 區的{ $race }標記。
sw-skeletons-grow = { $seat } 的骷髏多召來 { $count } 個標記。
sw-fortress = { $seat } 在第 { $region } 區建造碉堡。
sw-heroes = { $seat } 的英雄守護第 { $regions } 區。
sw-camps = { $seat } 放置了 { $count } 個營地。
sw-ally = { $seat } 與 { $ally } 議和：直到 { $seat } 的下個回合前，{ $ally } 不能攻擊其活躍種族。
sw-redeployed = { $seat } 重新部署了兵力。
sw-scored = { $seat } 領取了收入。
sw-scored-private = 本回合你獲得 { $gained } 元，現在共有 { $total } 元。
sw-game-over = 遊戲結束。獲勝者：{ $winner }。

## 拒絕原因
sw-err-bad-action = 這個動作的格式不正確。
sw-err-game-over = 遊戲已經結束。
sw-err-not-your-turn = 現在不是你行動的時候。
sw-err-wrong-phase = 現在不能這樣做。
sw-err-coins = 這個組合要 { $cost } 元，你的錢不夠。
sw-err-decline-late = 只能在回合開始時宣告沒落，代替進攻。
sw-err-abandon-late = 只能在進攻之前放棄領地。
sw-err-no-region = 沒有這個區域。
sw-err-own-region = 你的活躍種族已經占有這個區域。
sw-err-water = 只有具備航海異能才能征服海洋與湖泊。
sw-err-unreachable = 你的種族無法從目前位置到達第 { $region } 區。
sw-err-protected = 第 { $region } 區受到保護（英雄、龍、地洞或營地）。
sw-err-peace = 在該區域擁有者的下個回合前，你們處於和平狀態。
sw-err-tokens = 第 { $region } 區需要 { $cost } 個標記，你手上只有 { $have } 個。
sw-err-no-tokens = 你手上沒有標記。
sw-err-roll-range = 最後進攻只能在差 1 到 3 個標記時進行（需要 { $cost } 個，你有 { $have } 個）。
sw-err-berserk-roll = 狂暴在選擇目標前擲骰，不使用最後進攻的擲骰。
sw-err-berserk-rolled = 這次進攻你已經擲過骰了。
sw-err-dragon-used = 龍本回合已經攻擊過了。
sw-err-convert-target = 術士只能取代單獨一個敵方活躍標記。
sw-err-convert-once = 你的術士本回合已對該玩家施法過了。
sw-err-box-empty = 盒中已經沒有了。
sw-err-no-power = 你的活躍種族沒有{ $power }異能。
sw-err-no-race = 只有{ $race }能這樣做。
sw-err-not-yours = 第 { $region } 區不屬於你的活躍種族。
sw-err-fortress-placed = 你本回合已經建過碉堡了。
sw-err-fortress-there = 第 { $region } 區已經有碉堡。
sw-err-hero-count = { $count ->
    [1] 請把英雄放在你唯一的領地上。
   *[other] 請把兩個英雄放在你的兩個不同領地上。
}
sw-err-camp-count = 你只有 { $limit } 個營地。
sw-err-ally-chosen = 你本回合已經選擇了議和對象。
sw-err-ally-target = 只能與本回合未被你攻擊、且擁有活躍種族的對手議和。
sw-err-layout-region = 你現在不能在第 { $region } 區放置標記。
sw-err-layout-min = 你占有的每個區域至少要留 1 個標記（第 { $region } 區）。
sw-err-layout-total = 這個部署放置了 { $placed } 個標記，你需要放置 { $expected } 個。
sw-err-hand-not-empty = 你手上還有標記要放置。
sw-err-amazons-owed = 亞馬遜人必須留下足夠的標記歸還借來的 4 個，且每個領地仍要留 1 個。
