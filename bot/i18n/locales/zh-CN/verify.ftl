## 可验证的对局（issue 15）：频道中的承诺、对局记录、/game verify

## 对局进行时，在频道中
verify-seed-commitment = 🔒 本局随机密钥的承诺：`{ $commitment }`（加了隐藏盐值的 SHA-256；密钥与盐值在对局结束时公开）。
verify-sealed-line = 🔒 { $player } 的第 { $number } 步已密封：`{ $commitment }`

## 对局结束时
verify-salt-reveal = 密钥承诺的盐值：{ $salt }
verify-record-note = 本局完整记录（每一步，以及各密封步骤与其盐值）已附在 { $file }：可用 { $cmd_game_verify } 或 `python -m bot verify { $file }` 核查。

## /game verify
cmd-game-verify = 核查
cmd-game-verify-desc = 核查对局记录文件：按规则重放每一步，并核对每个承诺
opt-record = 记录文件
opt-record-desc = 附在对局最后一条消息里的 record-<id>.json 文件
verify-too-big = 这个文件太大，不像对局记录（最多 { $size } MB）。
verify-download-failed = 无法从 Discord 下载这个文件，请再试一次。

## 核查报告
verify-ok = ✅ 第 { $game_id } 局（{ $game }）的记录核查无误：按规则重放了 { $moves } 步，每个承诺都相符。
verify-failed = ❌ 第 { $game_id } 局的记录核查不符：
verify-unreadable = ❌ 这不是机器人能核查的对局记录：
verify-scores = 最终分数：{ $scores }
verify-board-hash = 最终版图（哈希）：`{ $hash }`
verify-compare = 请与频道中的内容比对：密钥的承诺 `{ $commitment }`
verify-compare-sealed = 密封步骤：{ $moves }
verify-sealed-item = 第 { $number } 步 { $player } `{ $commitment }`
verify-more = 另有 { $count } 个
verify-stored-same = 这份记录与本服务器机器人保存的第 { $game_id } 局完全相同。
verify-stored-differs = 这份记录与本服务器机器人保存的第 { $game_id } 局不同：从第 { $number } 步开始不一致（第 0 步即开局）。

## 可能的问题（第 0 步即开局）
verify-malformed = 无法读取记录：字段“{ $field }”缺失或有误。
verify-not-json = 这个文件不是 JSON 文本。
verify-unknown-game = 这份记录的游戏不由本机器人主持：{ $game }。
verify-secret = 开局：公开的密钥与其承诺不符。
verify-no-secret-commitment = 开局：记录中没有密钥的承诺（承诺机制推出前的对局），因此无法用开局时的承诺核对密钥。
verify-setup = 开局：无法用记录中的密钥与选项开始这局游戏。
verify-numbering = 第 { $number } 步：记录中的编号是 { $found }。
verify-illegal = 第 { $number } 步：规则不允许这一步（{ $reason }）。
verify-commitment = 第 { $number } 步：密封的步骤或其盐值与承诺不符。
verify-unsealed = 第 { $number } 步：密封的步骤没有承诺。
verify-public = 第 { $number } 步：这一步之后大家所见与记录不同。
verify-after-end = 第 { $number } 步：这时游戏已经结束。
verify-result = 结局（第 { $number } 步之后）：分数或胜者与记录不同（重放结果为 { $found }）。
verify-board = 结局（第 { $number } 步之后）：最终版图与记录不同。
verify-undone-commitment = 第 { $number } 步（已撤回）：与其承诺不符。
