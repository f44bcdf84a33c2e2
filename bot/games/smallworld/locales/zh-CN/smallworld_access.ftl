## 小小世界
sw-alt-status = 第 { $turn } 回合（共 { $turns } 回合）：{ $seats }，{ $doing }。
sw-alt-over = 游戏结束，{ $seats }获胜。
sw-alt-phase-pick = 正在挑选种族
sw-alt-phase-conquer = 正在征服
sw-alt-phase-redeploy = 正在重新部署
sw-alt-phase-stout = 正在决定是否以坚毅宣布衰落
sw-alt-phase-defenders = 正在安置退回的守军
sw-alt-phase-other = 正在行动
sw-alt-seat = { $seat }：{ $active }；{ $regions } 个区域，地图上 { $tokens } 个标记
sw-alt-active = { $combo }（手上 { $hand } 个标记）
sw-alt-more = { $line }；{ $more }
sw-alt-declined = 衰落中：{ $races }
sw-alt-coins = { $coins } 枚金币
sw-alt-market = 可选种族：{ $combos }。
sw-alt-roll = 上次强化骰：{ $die }。
