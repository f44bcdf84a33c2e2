# /game fork（issue 31）：从另一局的某一步开出的推演局。
cmd-game-fork = 分支
cmd-game-fork-desc = 从本频道某一局的某一步开一局推演（管理员）
opt-fork-move = 步数
opt-fork-move-desc = 推演从第几步之后开始（0：开局）
opt-fork-game = 局号
opt-fork-game-desc = 第几局（默认：本频道正在进行的那局，没有就取最近一局）
opt-fork-seats = 座位
opt-fork-seats-desc = 这局推演由谁来下（默认：原来的玩家）
opt-fork-level-desc = 机器人的难度（默认：服务器的设置）
opt-fork-where = 位置
opt-fork-where-desc = 推演在哪里进行（默认：新开一个子区）
fork-seats-same = 原来的玩家
fork-seats-bots = 所有座位都交给机器人
fork-where-thread = 在本频道新开子区
fork-where-channel = 新开一个频道

fork-title = { $game }：第 { $origin } 局第 { $move } 步之后的推演
fork-name = { $game }第 { $origin } 局第 { $move } 步之后的推演
fork-start-finished = 🔀 这是一局推演：从第 { $origin } 局第 { $move } 步之后的局面开始，一切和当时一样（那局已经结束，里面的秘密都已公开）。这局不计入战绩，也不进排行榜。
fork-start-running = 🔀 这是一局推演：从第 { $origin } 局第 { $move } 步之后的局面开始，而那局还在进行。只保留当时大家都看得到的东西；每位玩家自己才知道的（手牌、任务、手上的钱）、暗中的选择和背面朝上的牌堆，全部重新发放，所以这局不会透露那局的秘密。这局不计入战绩，也不进排行榜。
fork-made = 第 { $origin } 局第 { $move } 步之后的推演已在 { $channel } 开始。

fork-error-not-here = 第 { $game_id } 局不是在本频道进行的。只能从本频道自己的对局开分支；不填局号就会从本频道正在进行的那局开分支（没有就取最近一局）。
fork-error-not-started = 第 { $game_id } 局还没开始，还没有任何一步可以分支。
fork-error-seats = 推演的座位只有两种：原来的玩家，或者所有座位都交给机器人。
fork-error-move = 第 { $game_id } 局的步数范围是 0 到 { $max }，请在这个范围里选（0 是开局）。
fork-error-over = 第 { $game_id } 局在第 { $move } 步之后已经结束，从那里没什么可下的了。请选更早的一步。
fork-error-no-redeal = { $game }（第 { $game_id } 局）正在进行时不能分支：这款游戏没法把藏起来的东西（手牌、背面朝上的牌堆）重新发一遍，按真实局面推演就会把它们泄露出去。等这局结束后再分支吧。
fork-error-sealed = 第 { $game_id } 局还在进行，不能从第 { $move } 步之后分支：之前的第 { $sealed } 步是尚未揭晓的暗中选择，推演会把它揭晓出来。请选在它之前的一步，或者所有选择都揭晓之后的一步。
fork-error-permission-thread = 我没有权限在本频道开子区（需要“创建公开子区”和“在子区中发送消息”）。请找管理员，或者改为分支到新频道。
fork-error-permission-channel = 我没有权限在这个服务器新建频道（需要“管理频道”）。请找管理员，或者改为分支到本频道的子区。

verify-fork-of-finished = 这是一局推演：从第 { $game_id } 局第 { $move } 步之后的局面开始，与那局结束时公开的情况一致。
verify-fork-of-running = 这是一局推演：从第 { $game_id } 局第 { $move } 步之后的局面开始，只保留大家都看得到的东西，藏起来的全部重新发放。
verify-fork-start = 开局局面与记录中原局那一步公开的样子不符。
verify-not-a-fork = 这份记录不是推演局的，没有原局可供比对。
verify-origin-unchecked = 推演局自己的记录没有通过核查，因此不与原局比对。
verify-origin-other = 原局的记录不是第 { $game_id } 局的，而推演局写明来自第 { $game_id } 局。
verify-origin-invalid = 第 { $game_id } 局的记录没有通过核查，或者没有下到推演开始的那一步。
verify-origin-board = 推演局写的局面，第 { $game_id } 局第 { $number } 步之后从未出现过。
verify-origin-public = 推演局的开局与第 { $game_id } 局第 { $number } 步之后的样子不一致：版图不同。
verify-origin-state = 推演局的开局不是第 { $game_id } 局第 { $number } 步之后的局面：有隐藏的部分不同（已结束对局的推演，会原样从当时的局面开始）。
verify-origin-same = 它的开局与第 { $game_id } 局那一步的局面一致。
verify-origin-unknown = 推演局写明的原局（第 { $game_id } 局）不属于本服务器，无法比对开局。

stats-what-if = 另外还下过 { $count } 局推演（从另一局的某一步分支出来的对局），不计入以上任何数字。
