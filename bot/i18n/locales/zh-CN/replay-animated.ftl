# /game replay animated:true（议题 31 第 2 部分）：私下随时看动画重放。

opt-replay-animated = 动画
opt-replay-animated-desc = 整局的动画，每段一张画面，直到最新一步
replay-animated-text = 第 { $id } 局，共 { $moves } 步：动画重放，只有公开的版图（仅你可见）。
replay-animated-no-moves = 这局还没有人走过任何一步，没有可以做成动画的内容。等有人走了一步再来看。
replay-animated-failed = 动画重放暂时画不出来。请过一分钟再试，或用 { $cmd_game_replay } 一步步回看。
