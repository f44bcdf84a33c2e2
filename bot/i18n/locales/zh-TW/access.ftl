## 圖板的文字描述、/game stats 與 /game leaderboard

opt-status-text = text
opt-status-text-desc = 用文字描述圖板，不顯示圖片

## 孫子
suntzu-alt-status = 第 { $round } 輪（共 { $rounds } 輪），{ $phase }；等待：{ $seats }。
suntzu-alt-side = { $side }：兵力池 { $pool } 支軍隊，預備 { $reserve } 支；手牌 { $hand } 張，牌庫 { $deck } 張；軍閥：{ $warlord }。
suntzu-alt-province-name = { $hanzi } { $latin }
suntzu-alt-province = { $province }（價值 { $value }）：軍隊 吳 { $wu }、楚 { $chu }；邊境 吳 { $wuedge }、楚 { $chuedge }
suntzu-alt-province-cards = { $province }；出牌 吳 { $wucard }、楚 { $chucard }
suntzu-alt-event = 事件：{ $event }（已結算 { $done }/{ $total }）。
suntzu-alt-battles = 戰役：{ $battles }。
suntzu-alt-battle = { $province } 由 { $side } 以 { $diff } 勝出
suntzu-alt-battle-tie = { $province } 平手

## 小小世界
sw-alt-status = 第 { $turn } 回合（共 { $turns } 回合）：{ $seats }，{ $doing }。
sw-alt-over = 遊戲結束。勝者：{ $seats }。
sw-alt-phase-pick = 正在挑選種族
sw-alt-phase-conquer = 正在征服
sw-alt-phase-redeploy = 正在重新部署
sw-alt-phase-stout = 正在決定是否以頑強衰退
sw-alt-phase-defenders = 正在安置退回的守軍
sw-alt-phase-other = 正在行動
sw-alt-seat = { $seat }：{ $active }；{ $regions } 個區域，地圖上 { $tokens } 個標記
sw-alt-active = { $combo }（手上 { $hand } 個）
sw-alt-more = { $line }；{ $more }
sw-alt-declined = 衰退中：{ $races }
sw-alt-coins = { $coins } 枚金幣
sw-alt-market = 可選種族：{ $combos }。
sw-alt-roll = 上次增援骰：{ $die }。

## 史詩小帝國
tek-alt-status = 第 { $round } 輪；等待：{ $seats }。
tek-alt-over = 遊戲結束。勝者：{ $seats }。
tek-alt-scored = { $line } 得分：{ $points }。
tek-alt-last-war = 上一場戰爭在區域 { $region }：{ $attacker } 對 { $defender }，{ $winner } 獲勝。
tek-alt-nobody = 無人

## /game stats 與 /game leaderboard
cmd-game-stats = stats
cmd-game-stats-desc = 在這個伺服器玩過與贏過的遊戲
cmd-game-leaderboard = leaderboard
cmd-game-leaderboard-desc = 在這個伺服器某款遊戲贏最多的人
opt-member = member
opt-member-desc = 查看誰的數據（省略則為你自己）
stats-title = { $member } 在這個伺服器的遊戲
stats-line = { $game }：玩了 { $played } 局，贏了 { $won } 局
stats-overall = 總計：玩了 { $played } 局，贏了 { $won } 局
stats-none = { $member } 在這個伺服器還沒有完成的遊戲。
stats-note = 由管理員結束的遊戲算作玩過，不算贏。
leaderboard-title = { $game } 排行榜
leaderboard-line = { $rank }. { $member }：{ $played } 局中贏了 { $won } 局
leaderboard-empty = 這個伺服器還沒有人完成過 { $game }。
