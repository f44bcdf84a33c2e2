# 世界大戰：棋盤圖與玩家私人圖上的文字（bot/render/worldwar）。
# 領地與大洲的名稱在 worldwar_map.ftl，卡牌與任務在 worldwar_decks.ftl。

## 各軍（座位的顏色）
ww-board-colour-black = 黑色
ww-board-colour-blue = 藍色
ww-board-colour-yellow = 黃色
ww-board-colour-red = 紅色
ww-board-colour-green = 綠色

## 標題列
ww-board-title = 世界大戰
ww-board-round = 輪次
ww-board-action-points = 行動點
ww-board-phase-setup = 準備中：各軍保留一張任務、布置兵力並放置君主
ww-board-phase-turn = 輪到{ $colour }
ww-board-phase-capital = { $colour }攻下了{ $victim }的都城：割地賠款或占領？
ww-board-phase-refound = { $victim }另立都城
ww-board-phase-buy = 第 { $round } 輪結束，購買中
ww-board-phase-over = 遊戲結束
ww-board-waiting = 等待{ $colours }
ww-board-winners = 勝者：{ $colours }
ww-board-end-mission = 有人完成了任務
ww-board-end-rounds = 最後一輪已結束
ww-board-end-last = 只剩最後一軍

## 圖例
ww-board-legend-bonus = 大洲加分
ww-board-legend-soldier = 士兵 1
ww-board-legend-horse = 戰馬 5
ww-board-legend-cannon = 大砲 10
ww-board-legend-catapult = 投石車
ww-board-legend-tower = 井欄
ww-board-legend-capital = 都城
ww-board-legend-lord = 君主
ww-board-legend-value = 經濟產值
ww-board-legend-sea = 海路

## 各座位
ww-board-seat-grain = 軍糧
ww-board-seat-territories = 領地
ww-board-seat-units = 兵力
ww-board-seat-supply = 待布置
ww-board-seat-engines = 器械
ww-board-seat-capitals = 攻下的都城
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

## 玩家私人圖（私訊）
ww-private-title = { $colour }：僅限你本人查看
ww-private-mission = 你的祕密任務
ww-private-offer = 從這兩張任務中保留一張
ww-private-no-mission = 尚未保留任務
ww-private-mission-done = 已完成
ww-private-hand = 內政卡（{ $count } 張）
ww-private-no-hand = 沒有手牌
ww-private-reaction = 應對
