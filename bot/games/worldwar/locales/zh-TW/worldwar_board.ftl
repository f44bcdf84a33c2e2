# 世界大戰：棋盤圖與玩家私人圖上的文字（bot/games/worldwar/render）。
# 領地與大洲的名稱在 worldwar_map.ftl，卡牌與任務在 worldwar_decks.ftl。

## 各軍（座位的顏色）
ww-board-colour-black = 黑軍
ww-board-colour-blue = 藍軍
ww-board-colour-yellow = 黃軍
ww-board-colour-red = 紅軍
ww-board-colour-green = 綠軍

## 標題列
ww-board-title = 世界大戰
ww-board-round = 輪次
ww-board-action-points = 行動點
ww-board-phase-setup = 準備中：各軍保留一張任務卡、布置兵力並放置君主
ww-board-phase-turn = 輪到{ $colour }
ww-board-phase-capital = { $colour }攻下了{ $victim }的首都：割地賠款或占領？
ww-board-phase-refound = { $victim }另立首都
ww-board-phase-buy = 第 { $round } 輪結束，購買中
ww-board-phase-over = 遊戲結束
ww-board-waiting = 等待{ $colours }
ww-board-winners = { $colours }獲勝
ww-board-end-mission = 有人完成了任務
ww-board-end-rounds = 最後一輪已結束
ww-board-end-last = 只剩最後一軍
ww-board-capital-at = 被攻下的首都：{ $territory }

## 圖例
ww-board-legend-bonus = 大洲加分
ww-board-legend-soldier = 士兵 1
ww-board-legend-horse = 戰馬 5
ww-board-legend-cannon = 大砲 10
ww-board-legend-catapult = 投石車
ww-board-legend-tower = 井欄
ww-board-legend-capital = 首都
ww-board-legend-lord = 君主
ww-board-legend-value = 經濟產值
ww-board-legend-sea = 海路

## 各座位
ww-board-seat-grain = 軍糧
ww-board-seat-territories = 領地
ww-board-seat-units = 兵力
ww-board-seat-supply = 待布置
ww-board-seat-engines = 器械
ww-board-seat-capitals = 攻下的首都
ww-board-seat-lords = 俘虜的君主
ww-board-seat-none = 無
ww-board-seat-out = 已出局
ww-board-seat-lord-held = 君主被{ $colour }俘虜
ww-board-seat-grudge = 對{ $colours }骰子 +1
ww-board-seat-playing = 行動中
ww-board-seat-waiting = 選擇中
ww-board-seat-score = { $points } 分
ww-board-seat-mission = 任務
ww-board-seat-mission-done = 任務完成
ww-board-seat-no-lord-card = 尚未選定君主卡
ww-board-seat-treasures = 寶物 { $n }

## 君主卡的四項數值（各軍卡片上的簡寫）
ww-board-stat-might = 武
ww-board-stat-intellect = 智
ww-board-stat-command = 統
ww-board-stat-charm = 魅

## 標籤與事件效果中提到的兵種與器械
ww-board-unit-soldier = 士兵
ww-board-unit-horse = 戰馬
ww-board-unit-cannon = 大砲
ww-board-unit-catapult = 投石車
ww-board-unit-tower = 井欄

## 各軍卡片上的標籤：卡牌留下、持續到其下個回合的效果
ww-board-tag-truce = 停戰：{ $colours }不得進攻
ww-board-tag-ambush = { $reroll ->
    [0] 伏兵：{ $dice } 顆骰子各 +{ $n }
   *[other] 伏兵：重擲 { $reroll } 顆
}
ww-board-tag-discount = { $unit }減 { $n } 軍糧
ww-board-tag-kit = 免費{ $unit } ×{ $n }
ww-board-tag-ransom = 付給{ $colour }贖金 { $grain }
ww-board-tag-owed = 欠 { $n } 行動點
ww-board-tag-ap-next = 下一輪行動點 { $change }

## 上一場戰鬥（海上的小框）
ww-board-battle-title = 上一場戰鬥
ww-board-duel-title = 上一場戰鬥：妖術對決
ww-board-battle-where = { $colour }進攻{ $territory }
ww-board-battle-nobody = 無人領地
ww-board-battle-lost = 損失 { $n }
ww-board-battle-catapults = 投石車先擊殺 { $n }
ww-board-battle-towers = 井欄先擊殺 { $n }
ww-board-battle-shielded = 防禦抵消了 { $n } 個損失
ww-board-battle-machines = 捨棄器械 { $n } 件
ww-board-battle-taken = 攻下{ $territory }
ww-board-battle-repelled = 進攻被擊退
ww-board-duel-toll = 敗方損失 { $n } 點兵力
ww-board-duel-toll-doubled = 敗方損失 { $n } 點兵力（加倍）

## 政治事件（海上的小框）
ww-board-events-title = 第 { $round } 輪後的政治事件
ww-board-fx-sea = 海路封閉：還有 { $rounds } 輪
ww-board-fx-ceasefire = 不得進攻首都：還有 { $rounds } 輪
ww-board-fx-tax = { $continent }稅收 ×{ $factor }
ww-board-fx-price = { $unit } { $change } 軍糧

## 棋盤圖的替代文字（bot/games/worldwar/prompts/board.py）：以文字說明圖上的內容
ww-alt-setup = 準備中：等待{ $colours }。
ww-alt-round = 第 { $round }/{ $rounds } 輪：{ $now }。
ww-alt-turn = 輪到{ $colour }，剩 { $ap } 行動點
ww-alt-capital = { $colour }攻下了{ $victim }的首都（{ $territory }），正在選擇割地賠款或占領
ww-alt-refound = { $victim }另立首都
ww-alt-buy = 購買中，等待{ $colours }
ww-alt-over = 遊戲結束，{ $colours }獲勝。
ww-alt-seat = { $colour }：領地 { $territories }，兵力 { $units }，軍糧 { $grain }，首都{ $capital }
ww-alt-seat-more = { $seat }；{ $more }
ww-alt-no-capital = 無
ww-alt-out = 已出局
ww-alt-holds = 擁有整個{ $continents }
ww-alt-capitals = 攻下{ $colours }的首都
ww-alt-lords = 活捉{ $colours }的君主
ww-alt-held = 君主被{ $colour }俘虜
ww-alt-score = { $points } 分
ww-alt-nobody = 無人
ww-alt-battle = 上一場戰鬥：{ $attacker }進攻{ $territory }（{ $defender }），骰子 { $adice } 對 { $ddice }；{ $attacker }損失 { $alost }，{ $defender }損失 { $dlost }{ $taken ->
    [yes] ；攻下{ $territory }。
   *[other] 。
}
ww-alt-duel = 上一場戰鬥：{ $attacker }以妖術對決進攻{ $territory }（{ $defender }），{ $card }：{ $avalue } 對 { $dvalue }，{ $winner }獲勝，敗方損失 { $toll }{ $taken ->
    [yes] ；攻下{ $territory }。
   *[other] 。
}
ww-alt-events = 第 { $round } 輪後的政治事件：{ $events }。
ww-alt-in-force = 仍然有效：{ $effects }。

## 玩家私人圖（私訊）
ww-private-title = { $colour }：僅限你本人查看
ww-private-mission = 你的祕密任務
ww-private-offer = 從這兩張任務卡中保留一張
ww-private-lord-offer = 從這兩張君主卡中保留一張
ww-private-no-mission = 尚未保留任務
ww-private-mission-done = 已完成
ww-private-hand = 內政卡（{ $count } 張）
ww-private-no-hand = 沒有手牌
ww-private-reaction = 應對
