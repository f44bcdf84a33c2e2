## 小小世界
sw-alt-status = 第 { $turn } 回合（共 { $turns } 回合）：{ $seats }，{ $doing }。
sw-alt-over = 遊戲結束，{ $seats }獲勝。
sw-alt-phase-pick = 正在挑選種族
sw-alt-phase-conquer = 正在征服
sw-alt-phase-redeploy = 正在重新部署
sw-alt-phase-stout = 正在決定是否以堅毅宣告沒落
sw-alt-phase-defenders = 正在安置退回的守軍
sw-alt-phase-other = 正在行動
sw-alt-seat = { $seat }：{ $active }；{ $regions } 塊領地，地圖上 { $tokens } 個兵力
sw-alt-active = { $combo }（手上兵力 { $hand }）
sw-alt-more = { $line }；{ $more }
sw-alt-declined = 沒落中：{ $races }
sw-alt-coins = { $coins } 元
sw-alt-market = 可選種族：{ $combos }。
sw-alt-roll = 上次支援骰：{ $die }。
