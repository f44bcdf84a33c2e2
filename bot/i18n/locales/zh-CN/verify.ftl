## 可验证的对局（issue 15）：频道里的承诺、对局记录、/game verify

## 对局进行中，发在频道里
verify-seed-commitment = 🔒 本局随机密钥的承诺：`{ $commitment }`（SHA-256，加了隐藏的盐值；对局结束时公开密钥和盐值）。
verify-sealed-line = 🔒 { $player }的第 { $number } 步已密封：`{ $commitment }`

## 对局结束时
verify-salt-reveal = 密钥承诺所用的盐值：{ $salt }
verify-record-note = 本局的完整记录（每一步，以及每个密封步骤和对应的盐值）见附件 { $file }：可以用 { $cmd_game_verify } 或 `python -m bot verify { $file }` 核查。

## /game verify
cmd-game-verify = 核查
cmd-game-verify-desc = 核查对局记录文件：按规则重放每一步，逐一核对承诺
opt-record = 记录文件
opt-record-desc = 对局最后一条消息附带的 record-<id>.json 文件
verify-too-big = 文件太大了，不像是对局记录（上限 { $size } MB）。
verify-download-failed = 没能从 Discord 下载这个文件，请再试一次。

## 核查报告
verify-ok = ✅ 第 { $game_id } 局（{ $game }）的记录核查通过：按规则重放了 { $moves } 步，所有承诺都对得上。
verify-failed = ❌ 第 { $game_id } 局的记录核查未通过：
verify-unreadable = ❌ 机器人无法核查这份文件，它不是对局记录：
verify-scores = 最终分数：{ $scores }
verify-board-hash = 最终版图的哈希：`{ $hash }`
verify-compare = 请和频道里发过的内容对照：密钥承诺 `{ $commitment }`
verify-compare-sealed = 密封的步骤：{ $moves }
verify-sealed-item = 第 { $number } 步 { $player } `{ $commitment }`
verify-more = 还有 { $count } 个
verify-stored-same = 这份记录和本服务器机器人存档的第 { $game_id } 局一模一样。
verify-stored-differs = 这份记录和本服务器机器人存档的第 { $game_id } 局不一样：从第 { $number } 步开始出现差异（第 0 步指开局）。

## 可能出现的问题（第 0 步指开局）
verify-malformed = 记录读取失败：字段“{ $field }”缺失或格式不对。
verify-not-json = 这个文件不是 JSON 文本。
verify-unknown-game = 这份记录里的游戏不是本机器人主持的：{ $game }。
verify-secret = 开局：公开的密钥和承诺对不上。
verify-no-secret-commitment = 开局：记录里没有密钥的承诺（这局早于承诺机制上线），所以无法用开局时的承诺核对密钥。
verify-setup = 开局：用记录里的密钥和选项无法开出这局游戏。
verify-numbering = 第 { $number } 步：记录里标的编号是 { $found }。
verify-illegal = 第 { $number } 步：规则不允许这么走（{ $reason }）。
verify-commitment = 第 { $number } 步：密封的步骤或盐值和承诺对不上。
verify-unsealed = 第 { $number } 步：密封的步骤缺少承诺。
verify-public = 第 { $number } 步：这一步之后大家看到的内容和记录不一致。
verify-after-end = 第 { $number } 步：此时游戏已经结束了。
verify-result = 结局（第 { $number } 步之后）：分数或胜者和记录不一致（重放得出的是 { $found }）。
verify-board = 结局（第 { $number } 步之后）：最终版图和记录不一致。
verify-undone-commitment = 第 { $number } 步（已收回）：和它的承诺对不上。
