# /game fork（issue 31）：從另一局的某一步開出的推演局。
cmd-game-fork = 分支
cmd-game-fork-desc = 從本頻道某一局的某一步開一局推演（管理員）
opt-fork-move = 步數
opt-fork-move-desc = 推演從第幾步之後開始（0：開局）
opt-fork-game = 局號
opt-fork-game-desc = 第幾局（預設：本頻道進行中的那局，沒有的話就是最近一局）
opt-fork-seats = 座位
opt-fork-seats-desc = 由誰來下這局推演（預設：原班玩家）
opt-fork-level-desc = 機器人的難度（預設：伺服器的設定）
opt-fork-where = 地點
opt-fork-where-desc = 推演在哪裡進行（預設：新的討論串）
fork-seats-same = 原班玩家
fork-seats-bots = 每個座位都由機器人來下
fork-where-thread = 本頻道新開的討論串
fork-where-channel = 新開的頻道

fork-title = { $game }：第 { $origin } 局第 { $move } 步之後的推演
fork-name = { $game }第 { $origin } 局第 { $move } 步之後的推演
fork-start-finished = 🔀 這是一局推演：從第 { $origin } 局第 { $move } 步之後的局面開始，一切照當時的樣子（那局已經結束，裡面已經沒有祕密）。這局不計入戰績，也不上排行榜。
fork-start-running = 🔀 這是一局推演：從第 { $origin } 局第 { $move } 步之後的局面開始，而那局還在進行。只留下當時大家都看得到的東西；每位玩家自己才知道的（手牌、任務、手上的錢）、暗中的選擇和蓋著的牌堆，全部重新發過，所以這局透露不了那局的祕密。這局不計入戰績，也不上排行榜。
fork-made = 第 { $origin } 局第 { $move } 步之後的推演已經在 { $channel } 開始了。

fork-error-not-here = 第 { $game_id } 局不是在這個頻道下的。只能從本頻道的對局開分支；不填局號的話，就從本頻道進行中的那局開分支（沒有的話就是最近一局）。
fork-error-not-started = 第 { $game_id } 局還沒開始，還沒有任何一步可以分支。
fork-error-seats = 推演的座位只能是原班玩家，或是每個座位都由機器人來下。
fork-error-move = 第 { $game_id } 局的步數是 0 到 { $max }，請在這個範圍內選一步（0 是開局）。
fork-error-over = 第 { $game_id } 局在第 { $move } 步之後就結束了，從那裡沒有東西可以下。請選更早的一步。
fork-error-no-redeal = { $game }（第 { $game_id } 局）還在進行時不能分支：這個遊戲沒辦法把藏起來的東西（手牌、蓋著的牌堆）重新發過，而照真實局面推演就會把它們洩漏出去。等這局結束後再分支吧。
fork-error-sealed = 第 { $game_id } 局還在進行，不能從第 { $move } 步之後分支：第 { $move } 步以前的第 { $sealed } 步是還沒揭曉的暗中選擇，推演會把它揭曉出來。請選它之前的一步，或選所有選擇都揭曉之後的一步。
fork-error-permission-thread = 我沒有權限在這個頻道開討論串（需要「建立公開討論串」和「在討論串中傳送訊息」）。請找管理員幫忙，或改成分支到新的頻道。
fork-error-permission-channel = 我沒有權限在這個伺服器開新頻道（需要「管理頻道」）。請找管理員幫忙，或改成分支到本頻道的討論串。

verify-fork-of-finished = 這是一局推演：從第 { $game_id } 局第 { $move } 步之後的局面開始，照那局結束時所知的樣子。
verify-fork-of-running = 這是一局推演：從第 { $game_id } 局第 { $move } 步之後的局面開始，只留下大家都看得到的東西，藏起來的全部重新發過。
verify-fork-start = 開局的局面和紀錄所說的原局在那一步公開的樣子不同。
verify-not-a-fork = 這份紀錄不是推演局的紀錄，沒有原局可以比對。
verify-origin-unchecked = 推演局本身的紀錄查核沒有通過，所以不和原局比對。
verify-origin-other = 原局的紀錄不是第 { $game_id } 局的紀錄，而推演局說它來自第 { $game_id } 局。
verify-origin-invalid = 第 { $game_id } 局的紀錄查核沒有通過，或是沒有下到推演開始的那一步。
verify-origin-board = 推演局所說的局面，第 { $game_id } 局在第 { $number } 步之後從來沒有出現過。
verify-origin-public = 推演局的開局和第 { $game_id } 局第 { $number } 步之後的樣子不一樣：圖板不同。
verify-origin-state = 推演局的開局不是第 { $game_id } 局第 { $number } 步之後的局面：有看不到的地方不同（已結束對局的推演，會照當時的局面原樣開始）。
verify-origin-same = 它的開局和第 { $game_id } 局那一步的局面相符。
verify-origin-unknown = 推演局所說的原局（第 { $game_id } 局）不是這個伺服器的對局，無法比對它的開局。

stats-what-if = 另外還下過 { $count } 局推演（從另一局的某一步分支出來的對局），不計入以上任何數字。
