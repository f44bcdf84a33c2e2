## 平台：大廳、管理、私訊與錯誤訊息。

cmd-game = 遊戲
cmd-game-desc = 在這個頻道主持一局桌遊
cmd-game-new = 新局
cmd-game-new-desc = 在這個頻道開一個新遊戲的大廳（管理員）
cmd-game-join = 加入
cmd-game-join-desc = 在這個頻道的大廳入座
cmd-game-leave = 離開
cmd-game-leave-desc = 離開這個頻道的大廳
cmd-game-start = 開始
cmd-game-start-desc = 安排座位並開始遊戲（管理員）
cmd-game-kick = 移除
cmd-game-kick-desc = 移除一位玩家；進行中的遊戲由機器人代打（管理員）
cmd-game-status = 狀態
cmd-game-status-desc = 顯示圖板與輪到誰
cmd-game-hand = 查看
cmd-game-hand-desc = 你的私密資訊與可做的選擇（只有你看得到）
cmd-game-log = 紀錄
cmd-game-log-desc = 這個頻道的遊戲最近發生了什麼
cmd-game-list = 列表
cmd-game-list-desc = 這個伺服器進行中的遊戲
cmd-game-rules = 規則
cmd-game-rules-desc = 遊戲規則摘要
cmd-game-end = 結束
cmd-game-end-desc = 立即結束這個頻道的遊戲並公開所有祕密（管理員）
cmd-game-config = 設定
cmd-game-config-desc = 設定管理員身分組與這個頻道的語言（管理員）

opt-game = 遊戲
opt-game-desc = 哪一個遊戲
opt-seed = 種子
opt-seed-desc = 固定亂數種子以重玩一局（這樣隱藏的牌就不再保密）
opt-beginner = 初學
opt-beginner-desc = 孫子兵法：初學規則（每方 21 支軍隊，沒有 +2／+3，沒有軍閥）
opt-player = 玩家
opt-player-desc = 要移除的玩家
opt-count = 數量
opt-count-desc = 顯示幾步
opt-reason = 原因
opt-reason-desc = 遊戲結束的原因
opt-moderator-role = 管理員身分組
opt-moderator-role-desc = 擁有這個身分組的成員可以主持遊戲
opt-language = 語言
opt-language-desc = 這個頻道遊戲貼文使用的語言

option-beginner = 初學規則
language-en = English
language-zh-TW = 繁體中文
language-zh-CN = 简体中文

lobby-title = { $game } — 大廳
lobby-body = 已入座 { $count } 人（{ $min }–{ $max } 人）。按 **加入** 入座；由管理員按 **開始**。
lobby-no-players = 還沒有人加入。
lobby-options = 選項
lobby-footer = 第 { $id } 局
game-seed = 這局的種子（重玩時，在 { $cmd_game_new } 填入「種子」）：{ $seed }
game-secret = 這局的隨機密鑰，對局期間不公開（供查核）：{ $secret }
lobby-button-join = 加入
lobby-button-leave = 離開
lobby-button-start = 開始
lobby-joined = 你已入座，目前共 { $count } 位玩家。
lobby-left = 你已離開大廳。
kicked = { $player } 已被移出遊戲。

seat-name = { $name }（{ $label }）
game-started = 遊戲開始！座位：{ $players }。
reminder = ⏰ { $game }還在等人。{ $waiting }
waiting-for = 輪到你了：{ $players }
prompt-header = { $channel } 的 **{ $game }** — 你是{ $seat }。
prompt-waiting-others = 現在沒有要做的事；輪到你時我會通知你。
private-image-alt = 你的私密卡牌與選擇
board-alt = { $game }第 { $move } 步後的圖板
dm-closed = { $player }，我無法傳私訊給你。請在這個頻道使用 { $cmd_game_hand } 查看你的私密資訊並行動。
status-line = 第 { $move } 步。{ $count ->
    [0] 目前不需等待任何人。
   *[other] 等待：{ $players }
}
status-lobby = 大廳等待中
status-running = 進行中
status-finished = 已結束
status-ended = 已中止
log-title = 最近的行動
log-empty = 還沒有發生任何事。
list-line = { $channel } — { $game } — { $status } — { $count } 位玩家
list-empty = 這個伺服器目前沒有進行中的遊戲。
config-show = 管理員身分組：{ $role } · 這個頻道的語言：{ $language }

result-normal = 遊戲結束。
result-score-line = { $winner ->
    [yes] 🏆
   *[no] ▫️
} { $player }：{ $score }
reveal-seat = 公開{ $player }的祕密：
game-ended-by-moderator = 管理員結束了這局遊戲。原因：{ $reason }
ended-ok = 遊戲已結束。

error-no-such-game = 這局遊戲已經不存在。
error-no-game-here = 這個頻道沒有遊戲。管理員可以用 { $cmd_game_new } 開一局。
error-game-not-started = 遊戲還沒開始。人數足夠後，由管理員用 { $cmd_game_start } 開始。
error-not-moderator = 只有管理員可以這麼做：需要「管理伺服器」或「管理頻道」權限，或具有用 { $cmd_game_config } 指定的身分組。
error-unknown-game = 我不認識「{ $game }」這個遊戲。請從清單中選擇。
error-option-not-for-game = 選項「{ $option }」不適用於{ $game }。
error-channel-busy = 這個頻道已經有一局遊戲。請先下完這局，或請管理員用 { $cmd_game_end } 結束它；也可以改到其他頻道或討論串開局。
error-already-started = 遊戲已經開始，座位不能再變動。
error-already-joined = 你已經在這局遊戲中入座。
error-table-full = 座位已滿（{ $max } 人）。
error-not-a-player = 你沒有參加這局遊戲。下一局開大廳時再加入吧。
error-target-not-a-player = 這位成員沒有在這局遊戲中入座。
error-leave-after-start = 遊戲進行中，無法離開。請管理員用 { $cmd_game_kick } 把你移出，機器人會代打你的座位。
error-player-count = 這個遊戲需要 { $min }–{ $max } 位玩家；目前有 { $count } 位。
error-game-not-running = 這局遊戲已不在進行中。
error-bad-action = 我看不懂這個行動。請用按鈕和選單，或用 { $cmd_game_hand } 來選。
error-not-your-turn = 現在還沒輪到你。輪到你時我會通知你。
error-not-your-prompt = 這些控制項是給 { $channel } 第 { $game } 局另一位玩家的。請到那裡用 { $cmd_game_hand } 叫出你自己的。
error-nothing-changed = 沒有變更：目前已經是這樣了。
error-board-moved-on = 你還在選的時候，對局已經往下進行了。請看你最新收到的訊息，或用 { $cmd_game_hand } 重新選擇。
error-bad-layout = 我看不懂「{ $part }」。請以「領地：兵力」的格式寫出每個領地的兵力，例如 `5:3 9:1`。
error-lobby-not-posted = 我無法在這個頻道張貼大廳，所以沒有開新局。請確認我在這裡可以傳送訊息與嵌入內容，再用一次 { $cmd_game_new }。
error-bad-input = 這個指令有些值無效；請檢查各選項的說明。
error-unexpected = 我這邊出了點問題。遊戲沒有任何改變，請再試一次。

demo-player = 玩家 { $number }
demo-title = { $game } — 離線示範，種子 { $seed }
demo-written = 示範已寫入 { $path }
error-controls-stale = ⏩ 這些控制項產生之後，遊戲已經有了進展——以下是你目前的選項。
error-controls-unknown = 這些控制項已經失效。請在對局的頻道用 { $cmd_game_hand } 取得你目前的選項。
error-seat-played-by-bot = 你在這局的座位現在由機器人代打（或已交給別人），不再接受你的行動。
error-seat-private-played-by-bot = 你在這局的座位現在由機器人代打，這個座位的手牌和祕密不再顯示給你。
error-seed-range = 種子必須是 0 到 { $max } 之間的整數。
error-control-other-channel = 這些控制項屬於另一個頻道的對局。
waiting-for-step = { $players } 請{ $step }
step-default = 行動

## 機器人自行檢查的選項值（偽造的互動會略過 Discord 用戶端的檢查）
error-option-range = 選項「{ $option }」必須是 { $min } 到 { $max } 之間的整數。
error-option-text = 選項「{ $option }」必須是文字，最多 { $max } 個字元。
error-option-choice = 選項「{ $option }」只能是下列其中之一：{ $allowed }。
error-option-role = 選項「{ $option }」必須是這個伺服器的身分組。
error-bad-number = 我看不懂「{ $value }」這個數字。請輸入 0 到 { $max } 之間的整數，或從清單中選擇。
error-layout-number = 「{ $part }」中的領地編號與兵力必須是 0 到 { $max } 之間的整數。
error-layout-too-long = 部署最多只能有 { $max } 組「領地：兵力」，你寫了 { $count } 組。
error-config-role-needs-manage-server = 只有具備「管理伺服器」（或「管理員」）權限的成員，才能設定或更改管理員身分組。
error-config-role-everyone = `@everyone` 不能當作管理員身分組，否則每位成員都會成為管理員。請選擇只有管理員才有的身分組。
