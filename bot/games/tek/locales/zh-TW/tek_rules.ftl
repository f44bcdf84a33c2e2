# 史詩小帝國：規則摘要與引擎的文字（種族、魔法、事件、錯誤訊息）。用詞依 bot/games/tek/glossary.md。

tek-rules =
    {"**"}史詩小帝國**——一個小王國、一座高塔、一條魔法軌與七個米寶。在領土卡間擴展勢力，建造、研發，暗中比拚戰力或結成同盟，遊戲結束時分數最高者獲勝。

    {"**"}準備。**每位玩家有一個種族（決定魔法能力）、一張自選使用哪一面的起始領土卡、共 6 個起始資源（建議 3 食物、2 魔力、1 礦石，也可任意組合），並把 2 個米寶放在起始領土卡的同一個區域。區域以卡片位置與區域號碼編號（13 是第 1 張卡的第 3 區）。平原產食物、山脈產礦石、森林產魔力，廢墟不產資源。每張領土卡有一個城堡區域。

    {"**"}一個回合。**持有大高塔的行動玩家在尚未使用的行動上放下盾牌並執行（也可以不執行）。接著其他玩家從行動玩家左手邊起依順時鐘依序選擇跟隨這個行動，或收集資源，每個人都看得到前面玩家的選擇（開啟「同時跟隨」選項時，大家同時暗中選擇，進行得較快）：每個有自己米寶的區域產 1 個資源，廢墟裡每個搜尋中的米寶可自選 1 個資源，只剩最後一個米寶的玩家再多自選 1 個。五個盾牌都放下後清空行動卡。大高塔依順時鐘傳給下一位。

    {"**"}行動。**巡邏：1 個米寶移到同一張領土卡的相鄰區域，不能越過河流或峭壁。搜索：1 個米寶移到另一張領土卡的任一區域（不能進出封閉區域）。建造：花費礦石把高塔提升 1 級。研發：花費魔力把魔法提升 1 級，已得到的魔法能力一直保留。擴張：新米寶加入單獨的一個米寶，花費的食物等於地圖上的米寶數加 1。交易：任意數量，一換一。同一區域最多 2 個同色米寶；任何人都不能進入其他玩家最後一個米寶所在的區域；進入廢墟的米寶倒下搜尋。

    {"**"}戰爭。**進入只有另一種顏色的區域就會爆發戰爭。雙方暗中選擇 0～11 的戰力——每個魔力算 2 點、礦石 1 點、食物 0 點，再加上魔法加成——然後同時公開。雙方都要支付；戰力高者獲勝，平手時守方獲勝。只有一方舉白旗（0）時，舉白旗者落敗但不用支付；雙方都舉白旗則結成同盟，共享這個區域。同盟之間發生戰爭，同盟就全面破裂。落敗者可以花費等於地圖上米寶數的食物逃離到相鄰區域，否則那裡的米寶陣亡。

    {"**"}遊戲結束。**有玩家的 7 個米寶都在地圖上、高塔達到第 6 級或魔法達到第 5 級時，行動卡放滿後遊戲結束。計分：廢墟以外的每個米寶 1 分，每占領一個城堡 2 分（同盟共享時各 1 分），每級魔法 1 分再加上種族的第 5 級加分，以及高塔的分數。平手時依序比較米寶數、高塔、魔法、資源總數；仍然平手則不分勝負，沒有人獲勝。兩人遊戲時中間有一個由中立米寶守衛的失落的王國（每占領它的一個區域、每擊敗一個中立米寶各得 1 分）；五人遊戲時，每次清空行動卡後由下下一位玩家開始。

## 種族
tek-faction-riverfolk = 河民
tek-faction-stonecutters = 石匠會
tek-faction-skyweavers = 織空者
tek-faction-ashen = 灰燼軍團
tek-faction-moonwardens = 月守族
tek-faction-tidecallers = 喚潮者
tek-faction-ironbound = 鐵誓族
tek-faction-mirewalkers = 沼行者
tek-faction-sunharvest = 日穫族
tek-faction-lanternkeepers = 掌燈人
tek-faction-thornguard = 荊衛
tek-faction-caravaners = 商隊
tek-faction-frostpeak = 霜峰族

## 魔法能力（第 1～4 級改變規則，第 5 級在結束時加分）
tek-power-cross = 巡邏與逃離可以越過{ $edge ->
        [river] 河流
       *[cliff] 峭壁
    }
tek-power-unseal = 搜索可以進出封閉區域
tek-power-war_bonus = { $when ->
        [attack] 進攻時
        [defend] 防守時
       *[any] 每場戰爭
    }戰力 +{ $n }
tek-power-war_rate = 戰爭中每個{ $res ->
        [f] 食物
        [m] 魔力
       *[o] 礦石
    }算 { $n } 點
tek-power-collect_bonus = 每次收集資源時再得 { $n } { $res ->
        [f] 食物
        [m] 魔力
       *[o] 礦石
    }
tek-power-terrain_bonus = 收集資源時每個{ $terrain ->
        [plains] 平原
        [mountains] 山脈
        [forest] 森林
       *[ruins] 廢墟
    }區域多產 { $n } 個
tek-power-ruins_bonus = 每個搜尋中的區域多 { $n } 個自選資源
tek-power-trade_bonus = 每次交易多得 { $n } 個換來的資源
tek-power-build_discount = 建造少花 { $n } 礦石
tek-power-expand_discount = 擴張少花 { $n } 食物
tek-power-follow_gain = 每次跟隨行動時再得 { $n } { $res ->
        [f] 食物
        [m] 魔力
       *[o] 礦石
    }
tek-power-stack = 同一區域最多可有 { $n } 個你的米寶
tek-power-free_flight = 逃離不用花費食物
tek-power-tie_win = 戰爭平手時你獲勝（進攻時也是）
tek-power-ally_gain = 每次結成或維持同盟時再得 { $n } { $res ->
        [f] 食物
        [m] 魔力
       *[o] 礦石
    }
tek-power-score_terrain = 結束時每占領一個{ $terrain ->
        [plains] 平原
        [mountains] 山脈
        [forest] 森林
       *[ruins] 廢墟
    }區域 +{ $n } 分
tek-power-score_tower = 結束時每級高塔 +{ $n } 分
tek-power-score_resources = 結束時每剩 { $per } 個資源 +1 分
tek-power-score_capital = 結束時每占領一個城堡 +{ $n } 分
tek-power-score_cards = 結束時每張有你米寶的領土卡 +{ $n } 分
tek-power-score_allies = 結束時每個盟友 +{ $n } 分
tek-power-score_ruins = 結束時每占領一個廢墟區域 +{ $n } 分
tek-power-score_flat = 結束時 +{ $n } 分

## 事件（座位參數會換成玩家名稱）
tek-ev-faction = { $seat }選了{ $faction }。
tek-ev-side = { $seat }的起始領土卡使用第 { $side ->
        [0] 1
       *[other] 2
    } 面。
tek-ev-stock = { $seat }的起始資源為 { $amounts }。
tek-ev-home = { $seat }把 2 個米寶放在第 { $region } 區。
tek-ev-leader = { $seat }拿到大高塔，準備選擇行動。
tek-ev-pass = { $seat }在「{ $action }」上放下盾牌，但什麼也沒做。
tek-ev-stand = { $seat }讓第 { $region } 區搜尋中的米寶站起來。
tek-ev-patrol = { $seat }從第 { $from } 區巡邏到第 { $to } 區。
tek-ev-quest = { $seat }從第 { $from } 區搜索到第 { $to } 區。
tek-ev-build = { $cost ->
        [0] { $seat }的高塔免費提升到第 { $level } 級。
       *[other] { $seat }把高塔建到第 { $level } 級（{ $cost } 礦石）。
    }
tek-ev-research = { $cost ->
        [0] { $seat }的魔法免費提升到第 { $level } 級。
       *[other] { $seat }研發第 { $level } 級魔法（{ $cost } 魔力）。
    }
tek-ev-expand = { $seat }擴張：在第 { $region } 區增加 1 個米寶（{ $cost } 食物）。
tek-ev-trade = { $seat }拿 { $n } { $give }換 { $n } { $get }。
tek-ev-gain = { $n ->
        [0] { $seat }的{ $res }已經滿了（最多 9 個），這次沒拿到。
       *[other] { $seat }獲得 { $n } { $res }。
    }
tek-ev-chosen = { $seat }已暗中做出選擇。
tek-ev-collect = { $total ->
        [0] { $seat }收集資源，但什麼也沒拿到。
       *[other] { $seat }收集了 { $amounts }。
    }
tek-ev-redo = 前面的行動結算後，{ $seat }暗中選的行動已經無法執行，要重新選擇。
tek-ev-token = { $seat }在第 { $region } 區發現探索標記：{ $token }。
tek-ev-recruit = { $seat }在第 { $region } 區募得 1 個米寶。
tek-ev-ambush = 伏擊！{ $seat }在第 { $region } 區失去 1 個米寶。
tek-ev-ambush-spared = 第 { $region } 區遭到伏擊，但{ $seat }最後一個米寶逃過一劫。
tek-ev-war = 第 { $region } 區爆發戰爭：{ $attacker }進攻{ $defender }。雙方暗中選擇戰力。
tek-ev-war-neutral = { $attacker }在第 { $region } 區進攻失落的王國的中立米寶。
tek-ev-bid = { $seat }已選好戰力。
tek-ev-reveal = 第 { $region } 區的戰爭：{ $attacker }公開戰力 { $attack }，{ $defender }公開戰力 { $defend }。
tek-ev-reveal-neutral = { $attacker }在第 { $region } 區對中立米寶公開戰力 { $value }。
tek-ev-paid = { $seat }支付 { $amounts }。
tek-ev-war-won = { $winner }在第 { $region } 區的戰爭中擊敗{ $loser }。
tek-ev-neutral-defeated = { $seat }在第 { $region } 區擊敗 1 個中立米寶。
tek-ev-alliance = { $attacker }與{ $defender }都舉白旗：兩人結成同盟，共享第 { $region } 區。
tek-ev-alliance-kept = { $attacker }與{ $defender }再次都舉白旗：兩人在第 { $region } 區維持同盟。
tek-ev-alliance-broken = { $attacker }與{ $defender }的同盟破裂；兩人共享的每個區域都依這場戰爭的結果處理。
tek-ev-lost = { $seat }在第 { $region } 區失去 { $n } 個米寶。
tek-ev-perish = { $seat }沒有逃離：{ $n } 個米寶在第 { $region } 區陣亡。
tek-ev-flee = { $seat }從第 { $from } 區逃離到第 { $to } 區（{ $cost } 食物）。
tek-ev-rescued = { $seat }原本會失去所有米寶：保留 1 個，移到最近的空區域（第 { $region } 區）。
tek-ev-end-meeples = { $seat }的 7 個米寶都已在地圖上：行動卡放滿後遊戲結束。
tek-ev-end-tower = { $seat }的高塔已建到第 6 級：行動卡放滿後遊戲結束。
tek-ev-end-magic = { $seat }的魔法已達第 5 級：行動卡放滿後遊戲結束。
tek-ev-cleared = 五個盾牌都已放下：清空行動卡。
tek-ev-game-over = 遊戲結束，{ $count ->
        [0] 所有決勝規則比完仍然平手：不分勝負，沒有人獲勝。
        [1] { $winner }獲勝。
       *[other] { $winner }並列獲勝。
    }

## 錯誤訊息
tek-err-bad-action = 這個行動的格式不正確。
tek-err-game-over = 遊戲已經結束。
tek-err-not-your-turn = 現在還沒輪到你。
tek-err-wrong-phase = 現在不能這麼做。
tek-err-faction-taken = 這個種族已經有人選了。
tek-err-setup-done = 這一步準備你已經做過了。
tek-err-stock = 起始資源總數必須是 { $total }。
tek-err-side-first = 請先選擇起始領土卡要使用的一面。
tek-err-home-region = 第 { $region } 區不在你的起始領土卡上。
tek-err-used = 「{ $action }」上已經有盾牌了。
tek-err-follow-kind = 你只能跟隨「{ $action }」，或收集資源。
tek-err-region = 沒有第 { $region } 區。
tek-err-no-meeple = 你在第 { $region } 區沒有站立的米寶。
tek-err-no-searching = 你在第 { $region } 區沒有搜尋中的米寶。
tek-err-not-adjacent = 第 { $region } 區不是同一張領土卡上的相鄰區域。
tek-err-river = 中間隔著河流：不能巡邏到第 { $region } 區。
tek-err-cliff = 中間隔著峭壁：不能巡邏到第 { $region } 區。
tek-err-same-card = 第 { $region } 區在同一張領土卡上：這是巡邏，不是搜索。
tek-err-sealed = 第 { $region } 區被水域或峭壁封閉：搜索不能進出這個區域。
tek-err-stack = 那個區域放不下更多你的米寶了。
tek-err-last-meeple = 那個區域有其他玩家最後一個米寶：任何人都不能進入。
tek-err-third-colour = 那個區域已經有兩種顏色的米寶，第三種顏色不能進入。
tek-err-last-attack = 你只剩最後一個米寶，不能用它發動戰爭。
tek-err-neutral-cost = 你的戰力無法高於剩下的中立米寶數，所以不能進攻它們。
tek-err-no-supply = 你的 7 個米寶都已在地圖上。
tek-err-expand-region = 新米寶只能放在只有 1 個自己米寶的區域（第 { $region } 區不行）。
tek-err-food = 需要 { $cost } 食物，你的食物不夠。
tek-err-ore = 需要 { $cost } 礦石，你的礦石不夠。
tek-err-mana = 需要 { $cost } 魔力，你的魔力不夠。
tek-err-tower-top = 你的高塔已經是第 6 級。
tek-err-magic-top = 你的魔法已經是第 5 級。
tek-err-trade-amount = 你沒有 { $n } 個這種資源可以換。
tek-err-trade-cap = 每種資源最多 9 個，換來 { $n } 個會超出上限。
tek-err-picks = 收集資源時必須選擇剛好 { $n } 個自選資源。
tek-err-bid-value = 戰力必須是 0～11 的整數。
tek-err-bid-neutral = 對中立米寶的戰力必須高於剩下的中立米寶數，而且不能舉白旗。
tek-err-bid-payment = 用這些資源湊不出剛好這個戰力。
tek-err-bid-done = 你已經選好戰力了。
tek-err-flee-region = 你不能逃離到第 { $region } 區。
