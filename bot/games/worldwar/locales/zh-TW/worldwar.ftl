# 世界大戰：名稱、提示、行動描述、事件、拒絕訊息與指令。
# 地名在 worldwar_map.ftl，卡牌與任務在 worldwar_decks.ftl，規則在 worldwar_rules.ftl。
# 用語見 bot/games/worldwar/glossary.md；名稱選擇器在檔案最後。

ww-title = 世界大戰

## 各軍（座位的顏色）
ww-seat-black = 黑軍
ww-seat-blue = 藍軍
ww-seat-yellow = 黃軍
ww-seat-red = 紅軍
ww-seat-green = 綠軍

## 兵種與數量
ww-unit-soldier = 士兵
ww-unit-horse = 戰馬
ww-unit-cannon = 大砲
ww-unit-catapult = 投石車
ww-unit-tower = 井欄
ww-n-soldier = { $n } 名士兵
ww-n-horse = { $n } 匹戰馬
ww-n-cannon = { $n } 門大砲
ww-n-catapult = { $n } 輛投石車
ww-n-tower = { $n } 座井欄
ww-n-lord = 君主
ww-n-mage = 法師
ww-n-sacrifice = 可先折損 { $n } 輛投石車抵傷亡
ww-nothing = 無
ww-units = { $n } 點兵力
ww-grain = { $n } 軍糧
ww-look-mission = 任務
ww-look-hand = 手牌

## 行動（遊戲紀錄、自動完成與敘述）
ww-do-mission = 保留任務：{ $mission }
ww-do-place = 在{ $territory }布置 { $pieces }
ww-do-lord = 把君主放在{ $territory }
ww-do-attack = 從{ $from }以 { $pieces }進攻{ $to }
ww-do-move = 把 { $pieces }從{ $from }調往{ $to }
ww-do-capital = 遷都到{ $territory }
ww-do-swap = 更換{ $cards }
ww-do-card = 打出{ $card }
ww-do-card-target = 對{ $target }打出{ $card }
ww-do-end = 結束回合
ww-do-occupy = 占領首都
ww-do-repar = 割地賠款：200 軍糧與{ $territories }
ww-do-repar-none = 割地賠款：200 軍糧
ww-do-refound = 在{ $territory }另立首都
ww-do-buy = 購買 { $pieces }，放在{ $territory }
ww-do-build = 在{ $territory }建造免費的{ $unit }
ww-do-done = 購買完畢
ww-do-unknown = 無法辨識的行動

## 提示
ww-ui-mission-offer = 從兩張任務卡中保留一張，其他人看不到：
ww-ui-mission-line = { $n }. { $kind }：{ $mission }
ww-ui-mission-placeholder = 保留一張任務卡……
ww-ui-mission-choice = 保留任務 { $n }（{ $kind }）
ww-ui-setup-supply = 尚待布置：{ $pieces }。不可放在首都；每塊領地最多 12 點兵力。
ww-ui-setup-lord = 把君主放在前線的領地（與敵軍相鄰）。
ww-ui-place-placeholder = 布置{ $unit }到……
ww-ui-place-choice = { $territory }（{ $units }）
ww-ui-lord-placeholder = 把君主放在……
ww-ui-turn = 第 { $round } 輪，輪到你：還有 { $ap } 個行動點。
ww-ui-turn-place = 請先布置兵力：{ $pieces }。
ww-ui-turn-moved = 你已調兵：本回合不能再進攻。
ww-ui-attack-placeholder = 進攻（1 個行動點）……
ww-ui-attack-choice = { $from } → { $to }：{ $sent }對上 { $units }（{ $defender }）
ww-ui-attack-empty = { $from } → { $to }：{ $sent }，無人防守
ww-ui-with-mage = { $label }，召喚法師
ww-ui-card-placeholder = 打出內政卡（1 個行動點）……
ww-ui-move-placeholder = 調兵（免費，之後不能再進攻）……
ww-ui-move-choice = { $from } → { $to }：{ $pieces }
ww-ui-other-placeholder = 更換內政卡或遷都……
ww-ui-capital-choice = 遷都到{ $territory }（2 個行動點）
ww-ui-swap-choice = 更換{ $card }（每回合一次）
ww-ui-end = 結束回合
ww-ui-more = 共 { $total } 項，這裡只列出 { $shown } 項；用 { $command } 查看全部。
ww-ui-capital-turn = 你在{ $territory }攻下了{ $victim }的首都：要割地賠款（200 軍糧與對方兩塊領地）還是占領？
ww-ui-occupy = 占領首都
ww-ui-repar-placeholder = 割地賠款：選擇要拿下的兩塊領地……
ww-ui-repar-choice = { $first }與{ $second }
ww-ui-repar-one = 割地賠款：200 軍糧與{ $territory }
ww-ui-repar-none = 割地賠款：200 軍糧
ww-ui-refound-turn = 你的首都被占領了：請在你的領地中另立首都。
ww-ui-refound-placeholder = 新的首都……
ww-ui-buy-turn = 第 { $round } 輪結束，開始購買：你有 { $grain } 軍糧。
ww-ui-prices = 價格：士兵 { $soldier }，戰馬 { $horse }，大砲 { $cannon }，投石車 { $catapult }，井欄 { $tower }。
ww-ui-buy-place = 請先布置：{ $pieces }。
ww-ui-buy-kit = 請先建造免費的器械。
ww-ui-buy-placeholder = 購買{ $unit }（{ $price } 軍糧），放在……
ww-ui-buy-choice = { $territory }（{ $units }）
ww-ui-build-placeholder = 建造免費的器械……
ww-ui-build-choice = { $territory }的{ $unit }
ww-ui-done = 購買完畢

## 自己的祕密
ww-me-mission = 你的任務：{ $mission }
ww-me-offer = 發給你的任務（保留一張）：{ $missions }
ww-me-hand = { $count ->
    [0] 手上沒有內政卡。
   *[other] 你的內政卡（{ $count } 張）：{ $cards }
}
ww-me-seen-mission = 第 { $round } 輪，{ $seat }的任務：{ $mission }
ww-me-seen-hand = 第 { $round } 輪，{ $seat }的手牌：{ $cards }
ww-me-seen-nothing = 第 { $round } 輪，你查看了{ $seat }：沒有可看的。
ww-me-grain = 軍糧：{ $grain }

## 遊戲在等什麼（頻道中顯示）
ww-step-setup = 保留任務、布置兵力與君主
ww-step-turn = 進行回合
ww-step-capital = 選擇割地賠款或占領
ww-step-refound = 另立首都
ww-step-buy = 購買兵力與器械

## 事件
ww-ev-order = 擲骰排定行動順序：{ $order }。
ww-ev-capital = { $seat }抽到{ NAME("ww-territory", $territory) }作為首都。
ww-ev-mission-kept = { $seat }保留了一張祕密任務卡。
ww-ev-place = { $seat }在{ NAME("ww-territory", $territory) }布置了 { $units } 點兵力。
ww-ev-lord = { $seat }把君主放在{ NAME("ww-territory", $territory) }。
ww-ev-round = 第 { $round } 輪開始。
ww-ev-turn = 輪到{ $seat }（第 { $round } 輪）。
ww-ev-free = { $seat }獲得 { $n } 名免費士兵。
ww-ev-swap = { $seat }更換了 { $n } 張內政卡。
ww-ev-battle = { $seat }從{ NAME("ww-territory", $from) }進攻{ NAME("ww-territory", $to) }。{ $catapult_kills ->
    [0] {""}
   *[other] 投石車先擊殺 { $catapult_kills } 點兵力。
}{ $tower_kills ->
    [0] {""}
   *[other] 井欄先擊殺 { $tower_kills } 點兵力。
}{ $rolled ->
    [0] 不必擲骰。
   *[other] 骰子 { $attacker_dice } 對 { $defender_dice }；{ $attacker_losses ->
        [0] 進攻方無損失
       *[other] 進攻方損失 { $attacker_losses } 點兵力
    }，{ $defender_losses ->
        [0] 防守方無損失
       *[other] 防守方損失 { $defender_losses } 點兵力
    }。
}{ $attacker_lord ->
    [true] 進攻方君主隨軍出征，平手時雙方都不陣亡。
   *[other] {""}
}{ $defender_lord ->
    [true] 防守方君主坐鎮，擲出的 2、3 點各加 1。
   *[other] {""}
}
ww-ev-duel = { $seat }從{ NAME("ww-territory", $from) }召喚法師進攻{ NAME("ww-territory", $to) }：{ NAME("ww-sorcery", $card) }，{ $attacker_value } 對 { $defender_value }；{ $winner ->
    [attacker] 進攻方
   *[other] 防守方
}獲勝，敗方損失 { $toll } 點兵力。
ww-ev-conquer = { $seat }從{ $victim }手中奪下{ NAME("ww-territory", $territory) }。
ww-ev-lord-taken = { $seat }活捉了{ $victim }的君主！
ww-ev-ransom = { $seat }付給{ $captor } { $grain } 軍糧贖金，君主返回首都。
ww-ev-capital-taken = { $seat }攻下了{ $victim }在{ NAME("ww-territory", $at) }的首都！
ww-ev-occupy = { $seat }占領了{ $victim }在{ NAME("ww-territory", $at) }的首都，兩軍結仇：此後{ $victim }與它交戰，擲骰都 +1。
ww-ev-reparations = { $victim }向{ $seat }割地賠款：{ $grain } 軍糧與兩塊領地。
ww-ev-refound = { $seat }在{ NAME("ww-territory", $territory) }另立首都。
ww-ev-eliminated = { $seat }出局了（{ $by }）。
ww-ev-move = { $seat }把 { $units } 點兵力{ $lord ->
    [true] 與君主
   *[other] {""}
}從{ NAME("ww-territory", $from) }調往{ NAME("ww-territory", $to) }。
ww-ev-relocate = { $seat }從{ NAME("ww-territory", $from) }遷都到{ NAME("ww-territory", $to) }。
ww-ev-round-end = 第 { $round } 輪結束。
ww-ev-tax = { $seat }徵稅，得 { $grain } 軍糧。
ww-ev-buy-phase = 第 { $round } 輪結束，各方同時購買兵力。
ww-ev-buy = { $seat }購買了 { $n } { ww-name-unit-counted }，放在{ NAME("ww-territory", $territory) }。
ww-ev-buy-done = { $seat }購買完畢。
ww-ev-mission-done = { $seat }完成了任務：{ NAME("ww-mission", $mission) }
ww-ev-card = { $seat }打出{ NAME("ww-card", $card) }。
ww-ev-seen = 第 { $round } 輪：你看了{ $seat }的{ $look ->
    [mission] 任務
   *[other] 手牌
}，內容在你的私人摘要裡。
ww-ev-event = 政治事件：{ NAME("ww-event", $event) }。
ww-ev-build = { $seat }在{ NAME("ww-territory", $territory) }建造了一{ ww-name-unit-counted }。
ww-ev-lord-escaped = { $seat }的君主逃回首都{ NAME("ww-territory", $territory) }。
ww-ev-game-over = 遊戲結束（{ $reason ->
    [ww-result-mission] { ww-result-mission }
    [ww-result-last] { ww-result-last }
   *[other] { ww-result-rounds }
}），{ $winners }獲勝。
ww-result-mission = 有人完成了任務
ww-result-rounds = 六輪已結束
ww-result-last = 只剩最後一軍

## 拒絕
ww-err-game-over = 遊戲已經結束。
ww-err-bad-action = 看不懂這個行動。
ww-err-not-your-turn = 現在不是你的回合。
ww-err-wrong-phase = 目前的階段不能這樣做。
ww-err-territory = { NAME("ww-territory", $territory) }不是地圖上的領地。
ww-err-not-yours = { NAME("ww-territory", $territory) }不是你的領地。
ww-err-mission-kept = 你已經保留了一張任務卡。
ww-err-mission-offer = 這張任務卡不是發給你的。
ww-err-capital-place = 首都（{ NAME("ww-territory", $territory) }）不能布置兵力。
ww-err-supply = 你沒有這些待布置的兵力。
ww-err-full = { NAME("ww-territory", $territory) }容納不下（每塊領地最多 12 點兵力，首都 15）。
ww-err-lord-placed = 你的君主已經在地圖上。
ww-err-not-front = { NAME("ww-territory", $territory) }不在前線。
ww-err-grain = 這要花 { $cost } 軍糧，你只有 { $grain }。
ww-err-engines = { NAME("ww-territory", $territory) }放不下這件器械（每種最多 3 件）。
ww-err-not-connected = { NAME("ww-territory", $territory) }無法經由你自己的領地到達。
ww-err-capital-move = 首都的兵力不能進出。
ww-err-pieces = { NAME("ww-territory", $territory) }沒有這些兵力。
ww-err-leave-one = { NAME("ww-territory", $territory) }至少要留下 1 點兵力。
ww-err-no-lord = 你的君主不在{ NAME("ww-territory", $territory) }。
ww-err-action-points = 這要花 { $cost } 個行動點，你只剩 { $left } 個。
ww-err-moved = 你本回合已調兵，不能再進攻。
ww-err-not-adjacent = { NAME("ww-territory", $territory) }和你的領地不相鄰。
ww-err-own-territory = { NAME("ww-territory", $territory) }已經是你的領地。
ww-err-capital-early = 從第 { $round } 輪起才能進攻首都。
ww-err-ceded = 割地賠款請選擇對方另外兩塊領地。
ww-err-place-first = 請先布置兵力。
ww-err-swapped = 你本回合已經更換過內政卡。
ww-err-not-in-hand = { NAME("ww-card", $card) }不在你的手牌中。
ww-err-player = 不能選擇這位玩家。
ww-err-reaction = 這張卡只能在別人行動時拿來反制。
ww-err-no-ransom = 沒有可以退還的贖金。
ww-err-sea-closed = 本輪海路封閉：無法經由海路到達{ NAME("ww-territory", $territory) }。
ww-err-ceasefire = 停戰中：本輪不能進攻。
ww-err-summon = 召喚法師至少要派出 { $need } 點兵力，你只派出 { $units }。
ww-err-truce = { $seat ->
    [0] { ww-seat-black }
    [1] { ww-seat-blue }
    [2] { ww-seat-yellow }
    [3] { ww-seat-red }
    [4] { ww-seat-green }
   *[other] 這位玩家
}受到休戰保護，你不能進攻。

## /ww 指令與選項
cmd-ww = 世界大戰
cmd-ww-desc = 世界大戰：進攻、調兵、打出內政卡、購買
cmd-ww-play = 查看
cmd-ww-play-desc = 你這一步的任務、手牌與選項（只有你看得到）
cmd-ww-move = 行動
cmd-ww-move-desc = 從清單中選一個可執行的行動
cmd-ww-attack = 進攻
cmd-ww-attack-desc = 進攻相鄰的領地（1 個行動點）
cmd-ww-march = 調兵
cmd-ww-march-desc = 在自己的領地之間調兵（免費，之後不能再進攻）
cmd-ww-card = 內政卡
cmd-ww-card-desc = 打出一張內政卡（1 個行動點）
cmd-ww-capital = 首都
cmd-ww-capital-desc = 遷都，或攻下首都後做選擇（割地賠款、占領、另立首都）
cmd-ww-buy = 購買
cmd-ww-buy-desc = 在購買階段購買兵力或器械
cmd-ww-end = 結束
cmd-ww-end-desc = 結束你的回合（手牌補滿 6 張）
cmd-ww-done = 購買完畢
cmd-ww-done-desc = 結束購買
opt-ww-action = 行動
opt-ww-action-desc = 輸入文字，篩選你可執行的行動
opt-ww-from = 出發
opt-ww-from-desc = 兵力離開的領地
opt-ww-to = 目標
opt-ww-to-desc = 兵力前往的領地
opt-ww-soldiers = 士兵
opt-ww-soldiers-desc = 派出幾名士兵（每名 1 點兵力）
opt-ww-horses = 戰馬
opt-ww-horses-desc = 派出幾匹戰馬（每匹 5 點兵力）
opt-ww-cannons = 大砲
opt-ww-cannons-desc = 派出幾門大砲（每門 10 點兵力）
opt-ww-lord = 君主
opt-ww-lord-desc = 填 1 表示君主同行
opt-ww-catapults = 投石車
opt-ww-catapults-desc = 同行的投石車數量
opt-ww-mage = 法師
opt-ww-mage-desc = 填 1 召喚法師：以妖術對決代替擲骰（至少派出 5 個戰鬥單位）
opt-ww-card = 卡牌
opt-ww-card-desc = 手牌中的卡牌與其目標
opt-ww-choice = 選擇
opt-ww-choice-desc = 輸入文字以篩選你的選項
opt-ww-unit = 兵種
opt-ww-unit-desc = 士兵、戰馬、大砲、投石車或井欄
opt-ww-where = 地點
opt-ww-where-desc = 接收的自己領地
opt-ww-count = 數量
opt-ww-count-desc = 數量（不填則為 1）

## Issue 23 (item 16): the lord goes along with an attack
ww-ui-attack-lord-choice = { $from } → { $to }：{ $sent }與君主對上 { $units }（{ $defender }）
ww-ui-attack-lord-empty = { $from } → { $to }：{ $sent }與君主，無人防守
ww-ui-attack-lord-detail = 君主隨軍出征：平手時雙方都無人陣亡；若出征的兵力全滅，君主被俘。
ww-board-battle-lord = 進攻方君主隨軍：平手無人陣亡
ww-board-battle-defender-lord = 防守方君主坐鎮：2、3 點各加 1

## Issue 23 (item 17): a batch of pieces in one choice
ww-ui-place-count-placeholder = 還有 { $left }待布置：放在哪裡、放多少……
ww-ui-place-count-choice = { $territory }（{ $units }）：{ $pieces }
ww-ui-buy-count-placeholder = { $unit }單價 { $price } 軍糧：放在哪裡、買多少……
ww-ui-buy-count-choice = { $territory }（{ $units }）：{ $pieces }，{ $cost } 軍糧
cmd-ww-place = 布置
cmd-ww-place-desc = 把待布置的兵力放到一塊領地，數量由你決定

## Names of the ids the engine puts in events and refusals (generated selectors)
ww-name-unit = { $unit ->
    [soldier] { ww-unit-soldier }
    [horse] { ww-unit-horse }
    [cannon] { ww-unit-cannon }
    [catapult] { ww-unit-catapult }
    [tower] { ww-unit-tower }
    [well_tower] { ww-unit-tower }
   *[other] { $unit }
}

# 數量後面的兵種名，帶量詞：名士兵、匹戰馬、門大砲、輛投石車、座井欄
ww-name-unit-counted = { $unit ->
    [soldier] 名{ ww-unit-soldier }
    [horse] 匹{ ww-unit-horse }
    [cannon] 門{ ww-unit-cannon }
    [catapult] 輛{ ww-unit-catapult }
    [tower] 座{ ww-unit-tower }
    [well_tower] 座{ ww-unit-tower }
   *[other] { $unit }
}
