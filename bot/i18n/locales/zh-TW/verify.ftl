## 可驗證的對局（issue 15）：頻道中的承諾、對局紀錄、/game verify

## 對局進行時，在頻道中
verify-seed-commitment = 🔒 本局隨機密鑰的承諾：`{ $commitment }`（加了隱藏鹽值的 SHA-256；密鑰與鹽值在對局結束時公開）。
verify-sealed-line = 🔒 { $player }的第 { $number } 步已密封：`{ $commitment }`

## 對局結束時
verify-salt-reveal = 密鑰承諾的鹽值：{ $salt }
verify-record-note = 本局完整紀錄（每一步，以及各密封步驟與其鹽值）已附在 { $file }：可用 { $cmd_game_verify } 或 `python -m bot verify { $file }` 查核。

## /game verify
cmd-game-verify = 查核
cmd-game-verify-desc = 查核對局紀錄檔：依規則重播每一步，並核對每個承諾
opt-record = 紀錄檔
opt-record-desc = 附在對局最後一則貼文的 record-<id>.json 檔案
verify-too-big = 這個檔案太大，不像對局紀錄（最多 { $size } MB）。
verify-download-failed = 無法從 Discord 下載這個檔案，請再試一次。

## 查核報告
verify-ok = ✅ 第 { $game_id } 局（{ $game }）的紀錄查核無誤：依規則重播了 { $moves } 步，每個承諾都相符。
verify-failed = ❌ 第 { $game_id } 局的紀錄查核不符：
verify-unreadable = ❌ 這不是機器人能查核的對局紀錄：
verify-scores = 最終分數：{ $scores }
verify-board-hash = 最終圖板（雜湊）：`{ $hash }`
verify-compare = 請與頻道中的內容比對：密鑰的承諾 `{ $commitment }`
verify-compare-sealed = 密封步驟：{ $moves }
verify-sealed-item = 第 { $number } 步 { $player } `{ $commitment }`
verify-more = 另有 { $count } 個
verify-stored-same = 這份紀錄與本伺服器機器人儲存的第 { $game_id } 局完全相同。
verify-stored-differs = 這份紀錄與本伺服器機器人儲存的第 { $game_id } 局不同：從第 { $number } 步開始不一致（第 0 步即開局）。

## 可能的問題（第 0 步即開局）
verify-malformed = 無法讀取紀錄：欄位「{ $field }」缺少或有誤。
verify-not-json = 這個檔案不是 JSON 文字。
verify-unknown-game = 這份紀錄的遊戲不由本機器人主持：{ $game }。
verify-secret = 開局：公開的密鑰與其承諾不符。
verify-no-secret-commitment = 開局：紀錄中沒有密鑰的承諾（承諾機制推出前的對局），因此無法以開局時的承諾核對密鑰。
verify-setup = 開局：無法以紀錄中的密鑰與選項開始這局遊戲。
verify-numbering = 第 { $number } 步：紀錄中的編號是 { $found }。
verify-illegal = 第 { $number } 步：規則不允許這一步（{ $reason }）。
verify-commitment = 第 { $number } 步：密封的步驟或其鹽值與承諾不符。
verify-unsealed = 第 { $number } 步：密封的步驟沒有承諾。
verify-public = 第 { $number } 步：這一步之後眾人所見與紀錄不同。
verify-after-end = 第 { $number } 步：這時遊戲已經結束。
verify-result = 結局（第 { $number } 步之後）：分數或勝者與紀錄不同（重播結果為 { $found }）。
verify-board = 結局（第 { $number } 步之後）：最終圖板與紀錄不同。
verify-undone-commitment = 第 { $number } 步（已收回）：與其承諾不符。
