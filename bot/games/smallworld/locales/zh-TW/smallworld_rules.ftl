# 小世界：規則引擎的文字（種族與特殊技能的名稱和能力、事件、拒絕原因）。
# 用詞依 bot/games/smallworld/glossary.md（台灣用語，取自種子 000 的規則介紹）。

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
sw-race-sorcerers = 法師
sw-race-tritons = 人魚
sw-race-trolls = 巨魔
sw-race-wizards = 巫師

sw-race-amazons-ability = 每回合多 4 個兵力專供征服，重新部署前放回盒中。
sw-race-dwarves-ability = 每占有一塊有礦坑的領地多收入 1 元，沒落後依舊有效。
sw-race-elves-ability = 領地被征服時，上面的兵力全數收回手上，不會損失。
sw-race-ghouls-ability = 沒落後所有兵力都留在地圖上，而且仍可征服，在你的活躍種族之前行動。
sw-race-giants-ability = 征服與自家高山領地相鄰的領地時少用 1 個兵力（至少 1 個）。
sw-race-halflings-ability = 可從任何陸地領地登陸；最先征服的兩塊領地各放一個地洞，誰都不能進攻。
sw-race-humans-ability = 每占有一塊農田領地多收入 1 元。
sw-race-orcs-ability = 本回合每征服一塊有人占領的領地，多收入 1 元。
sw-race-ratmen-ability = 沒有特長，以量取勝。
sw-race-skeletons-ability = 本回合每征服兩塊有人占領的領地，重新部署時從盒中多拿 1 個兵力。
sw-race-sorcerers-ability = 每回合對每位對手各一次：把相鄰領地中敵方活躍種族單獨的一個兵力，換成盒中的一個法師兵力。
sw-race-tritons-ability = 征服海邊或湖邊的領地時少用 1 個兵力（至少 1 個）。
sw-race-trolls-ability = 每塊征服的領地放置一個巨魔洞穴：防禦力 +1，沒落後依舊有效。
sw-race-wizards-ability = 每占有一塊有魔法之源的領地多收入 1 元。

## 特殊技能
sw-power-alchemist = 煉金
sw-power-berserk = 狂暴
sw-power-bivouacking = 紮營
sw-power-commando = 突擊
sw-power-diplomat = 外交
sw-power-dragon_master = 馴龍
sw-power-flying = 飛行
sw-power-forest = 森林
sw-power-fortified = 碉堡
sw-power-heroic = 英勇
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

sw-power-alchemist-ability = 活躍時每回合多收入 2 元。
sw-power-berserk-ability = 每次征服前先擲支援骰，再選擇目標；擲出的點數減少所需兵力。
sw-power-bivouacking-ability = 重新部署時在自家領地放置最多 5 個營地：每個防禦力 +1，法師也無法取代那裡的兵力。
sw-power-commando-ability = 每次征服少用 1 個兵力（至少 1 個）。
sw-power-diplomat-ability = 回合結束時，指定一位本回合沒有被你進攻的對手：在你的下一回合之前，他的種族都不能進攻你的活躍種族。
sw-power-dragon_master-ability = 每回合一次，只用 1 個兵力就能征服一塊領地；龍留在該處，誰都不能進攻。
sw-power-flying-ability = 可以征服任何陸地領地，不必相鄰。
sw-power-forest-ability = 活躍時每占有一塊森林領地多收入 1 元。
sw-power-fortified-ability = 每回合建一座碉堡（共 6 座）：防禦力 +1，沒落後依舊有效；活躍時每座多收入 1 元。
sw-power-heroic-ability = 征服結束後放置兩位英雄：英雄所在的領地誰都不能進攻。
sw-power-hill-ability = 活躍時每占有一塊丘陵領地多收入 1 元。
sw-power-merchant-ability = 活躍種族每占有一塊領地多收入 1 元。
sw-power-mounted-ability = 征服丘陵與農田領地時少用 1 個兵力（至少 1 個）。
sw-power-pillaging-ability = 本回合每征服一塊有人占領的領地，多收入 1 元。
sw-power-seafaring-ability = 可以征服並占有海洋與湖泊，沒落後依舊有效。
sw-power-spirit-ability = 沒落後不占用「只能有一個沒落種族」的名額，會一直留到被消滅為止。
sw-power-stout-ability = 一般回合收入之後，可以立即宣告沒落。
sw-power-swamp-ability = 活躍時每占有一塊沼澤領地多收入 1 元。
sw-power-underworld-ability = 征服有山洞的領地時少用 1 個兵力，而且對你來說，所有山洞彼此相鄰。
sw-power-wealthy-ability = 以這個種族進行的第一回合結束時，一次收入 7 元。

## 事件（座位參數會換成玩家名稱與顏色，例如「玩家 1（黃方）」）
sw-turn-start = 第 { $turn } 回合：輪到{ $seat }。
sw-picked = { $seat }選擇了{ $power }{ $race }（{ $tokens } 個兵力）。
sw-picked-private =
    { $paid ->
        [0] 你免費選了這個組合
       *[other] 你付了 { $paid } 元
    }{ $taken ->
        [0] {""}
       *[other] ，並從組合上拿到 { $taken } 元
    }。你現在有 { $total } 元。
sw-conquered = { $seat }派 { $tokens } 個{ $race }征服了第 { $region } 區。
sw-defender-lost = { $back ->
        [0] { $seat }失去第 { $region } 區（{ $race }）：區內僅有的 1 個兵力被移除。
       *[other] { $seat }失去第 { $region } 區（{ $race }）：{ $lost ->
            [0] 沒有損失兵力
           *[other] { $lost } 個兵力放回盒中
        }，{ $back } 個收回手上。
    }
sw-race-vanished = { $seat }的{ $race }從地圖上消失了。
sw-declined = { $seat }宣告{ $race }沒落。
sw-abandoned = { $seat }放棄了第 { $region } 區（{ $race }）。
sw-final-roll = { $seat }最後進攻第 { $region } 區，擲支援骰：{ $die }。{ $result ->
        [won] 成功占領。
       *[failed] 兵力不足，征服結束。
    }
sw-berserk-roll = { $seat }擲支援骰（狂暴）：{ $die }。
sw-dragon = { $seat }派龍進攻第 { $region } 區。
sw-converted = { $seat }的法師取代了{ $victim }在第 { $region } 區的{ $race }兵力。
sw-skeletons-grow = { $seat }的骷髏多召來 { $count } 個兵力。
sw-fortress = { $seat }在第 { $region } 區建了一座碉堡。
sw-heroes = { $seat }的英雄守護第 { $regions } 區。
sw-camps = { $seat }放置了 { $count } 個營地。
sw-ally = { $seat }與{ $ally }議和：在{ $seat }的下一回合之前，{ $ally }不能進攻{ $seat }的活躍種族。
sw-redeployed = { $seat }重新部署了兵力。
sw-scored = { $seat }領取了本回合的收入。
sw-scored-private = 本回合你收入 { $gained } 元，現在共有 { $total } 元。
sw-game-over = 遊戲結束，{ $winner }獲勝。

## 拒絕原因
sw-err-bad-action = 這個行動的格式不正確。
sw-err-game-over = 遊戲已經結束。
sw-err-not-your-turn = 現在還沒輪到你行動。
sw-err-wrong-phase = 現在不能這樣做。
sw-err-coins = 這個組合要 { $cost } 元，你的錢幣不夠。
sw-err-decline-late = 只能在回合開始、還沒征服之前宣告沒落。
sw-err-abandon-late = 只能在征服之前放棄領地。
sw-err-no-region = 沒有這塊領地。
sw-err-own-region = 你的活躍種族已經占有這塊領地。
sw-err-water = 只有具備航海技能的種族才能征服海洋與湖泊。
sw-err-unreachable = 從你的種族目前的位置，到不了第 { $region } 區。
sw-err-protected = 第 { $region } 區受到保護（英雄、龍、地洞或營地）。
sw-err-peace = 這塊領地的主人與你議和了，在對方的下一回合之前，你不能進攻這裡。
sw-err-tokens = 第 { $region } 區需要 { $cost } 個兵力，你手上只有 { $have } 個。
sw-err-no-tokens = 你手上沒有兵力。
sw-err-roll-range = 只有差 1 到 3 個兵力時才能最後進攻（需要 { $cost } 個，你有 { $have } 個）。
sw-err-berserk-roll = 狂暴是在選擇目標之前擲骰，不能再為最後進攻擲骰。
sw-err-berserk-rolled = 這次征服你已經擲過骰了。
sw-err-dragon-used = 龍本回合已經進攻過了。
sw-err-convert-target = 法師只能取代敵方活躍種族單獨的一個兵力。
sw-err-convert-once = 你的法師本回合已經對這位玩家施過法了。
sw-err-box-empty = 盒中已經沒有了。
sw-err-no-power = 你的活躍種族沒有「{ $power }」技能。
sw-err-no-race = 只有{ $race }能這樣做。
sw-err-not-yours = 第 { $region } 區不屬於你的活躍種族。
sw-err-fortress-placed = 你本回合已經建過碉堡了。
sw-err-fortress-there = 第 { $region } 區已經有碉堡了。
sw-err-hero-count = { $count ->
    [1] 請把英雄放在你唯一的領地上。
   *[other] 請把兩位英雄放在你的兩塊不同領地上。
}
sw-err-camp-count = 你只有 { $limit } 個營地。
sw-err-ally-chosen = 你本回合已經選過議和對象了。
sw-err-ally-target = 只能與擁有活躍種族、且本回合沒有被你進攻的對手議和。
sw-err-layout-region = 你現在不能在第 { $region } 區放置兵力。
sw-err-layout-min = 你占有的每塊領地至少要留 1 個兵力（第 { $region } 區）。
sw-err-layout-total = 這個部署放了 { $placed } 個兵力，但你要放的是 { $expected } 個。
sw-err-hand-not-empty = 你手上還有兵力沒放。
sw-err-amazons-owed = 亞馬遜人必須留下足夠的兵力歸還借來的 4 個，同時每塊領地仍要留 1 個。
