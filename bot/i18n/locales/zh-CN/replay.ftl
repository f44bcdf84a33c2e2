# /game replay（议题 31 第 1 部分）：私下逐步重放本频道任何一局的任何一步。

cmd-game-replay = 重放
cmd-game-replay-desc = 回看本频道各局的任意一步（仅你可见）
opt-replay-game = 局号
opt-replay-game-desc = 本频道的哪一局（默认：进行中的那局，否则为最近一局）
opt-replay-move = 步数
opt-replay-move-desc = 第几步之后（0：开局时；默认：最新一步）

replay-title = { $game } · 第 { $id } 局 · 重放
replay-position = 第 { $move } 步（共 { $last } 步）· 第 { $turn } 段（共 { $turns } 段）
replay-deal = 开局时的版图，尚未走第一步。
replay-quiet-move = 第 { $move } 步没有在频道里公开任何内容。
replay-waiting = 等待：{ $players }
replay-done = 这一步之后游戏结束。
replay-secrets-title = 🔓 第 { $move } 步之后的秘密
replay-secrets-none = 当时没有人持有秘密。
replay-only-saw = 仅{ $player }可见
replay-alt = { $game }：第 { $move } 步之后的版图。
replay-game-choice = 第 { $id } 局：{ $game }，{ $status }，共 { $moves } 步

replay-turn-back = ⏪ 上一段
replay-move-back = ◀ 上一步
replay-move-forward = 下一步 ▶
replay-turn-forward = 下一段 ⏩
replay-show-secrets = 🔓 显示秘密
replay-hide-secrets = 🔒 仅看公开信息
replay-turn-placeholder = 跳到某一段
replay-turn-option = 第 { $turn } 段：第 { $first }–{ $last } 步
replay-turn-start = 第 { $move } 步（开局）
replay-turn-awaited = 等待：{ $players }

replay-none-here = 本频道还没有已开始的对局，没有可回看的内容。可用 { $cmd_game_new } 开一局。
replay-game-unknown = “{ $game }”不是本频道的对局。请从选项列出的对局中选择一局。
replay-move-range = 那一局没有第 { $move } 步：可查看第 0 步（开局）到第 { $last } 步。
replay-secrets-running = 秘密要等游戏结束后才会显示；游戏进行中，重放只显示所有人都能看到的内容。
replay-bad-id = 这些重放控件不是本机器人生成的。请用 { $cmd_game_replay } 回看对局。
replay-other-channel = 这些重放控件属于其他频道的对局。请在本频道使用 { $cmd_game_replay }。
replay-taken-back = 这一页显示之后，这局有几步被收回或回溯，同一步数现在对应另一张版图。请再用一次 { $cmd_game_replay }。
