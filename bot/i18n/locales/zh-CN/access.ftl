## 版图的文字描述、/game stats 与 /game leaderboard

opt-status-text = text
opt-status-text-desc = 用文字描述版图，不显示图片

## 孙子
suntzu-alt-status = 第 { $round } 轮（共 { $rounds } 轮），{ $phase }；等待：{ $seats }。
suntzu-alt-side = { $side }：兵力池 { $pool } 支军队，预备 { $reserve } 支；手牌 { $hand } 张，牌库 { $deck } 张；军阀：{ $warlord }。
suntzu-alt-province-name = { $hanzi } { $latin }
suntzu-alt-province = { $province }（价值 { $value }）：军队 吴 { $wu }、楚 { $chu }；边境 吴 { $wuedge }、楚 { $chuedge }
suntzu-alt-province-cards = { $province }；出牌 吴 { $wucard }、楚 { $chucard }
suntzu-alt-event = 事件：{ $event }（已结算 { $done }/{ $total }）。
suntzu-alt-battles = 战役：{ $battles }。
suntzu-alt-battle = { $province } 由 { $side } 以 { $diff } 胜出
suntzu-alt-battle-tie = { $province } 平手

## 小小世界
sw-alt-status = 第 { $turn } 回合（共 { $turns } 回合）：{ $seats }，{ $doing }。
sw-alt-over = 游戏结束。胜者：{ $seats }。
sw-alt-phase-pick = 正在挑选种族
sw-alt-phase-conquer = 正在征服
sw-alt-phase-redeploy = 正在重新部署
sw-alt-phase-stout = 正在决定是否以顽强衰退
sw-alt-phase-defenders = 正在安置退回的守军
sw-alt-phase-other = 正在行动
sw-alt-seat = { $seat }：{ $active }；{ $regions } 个区域，地图上 { $tokens } 个标记
sw-alt-active = { $combo }（手上 { $hand } 个）
sw-alt-more = { $line }；{ $more }
sw-alt-declined = 衰退中：{ $races }
sw-alt-coins = { $coins } 枚金币
sw-alt-market = 可选种族：{ $combos }。
sw-alt-roll = 上次增援骰：{ $die }。

## 史诗小帝国
tek-alt-status = 第 { $round } 轮；等待：{ $seats }。
tek-alt-over = 游戏结束。胜者：{ $seats }。
tek-alt-scored = { $line } 得分：{ $points }。
tek-alt-last-war = 上一场战争在区域 { $region }：{ $attacker } 对 { $defender }，{ $winner } 获胜。
tek-alt-nobody = 无人

## /game stats 与 /game leaderboard
cmd-game-stats = stats
cmd-game-stats-desc = 在这个服务器玩过与赢过的游戏
cmd-game-leaderboard = leaderboard
cmd-game-leaderboard-desc = 在这个服务器某款游戏赢最多的人
opt-member = member
opt-member-desc = 查看谁的数据（省略则为你自己）
stats-title = { $member } 在这个服务器的游戏
stats-line = { $game }：玩了 { $played } 局，赢了 { $won } 局
stats-overall = 总计：玩了 { $played } 局，赢了 { $won } 局
stats-none = { $member } 在这个服务器还没有完成的游戏。
stats-note = 由管理员结束的游戏算作玩过，不算赢。
leaderboard-title = { $game } 排行榜
leaderboard-line = { $rank }. { $member }：{ $played } 局中赢了 { $won } 局
leaderboard-empty = 这个服务器还没有人完成过 { $game }。
