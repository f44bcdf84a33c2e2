# /game replay animated:true（議題 31 第 2 部分）：私下隨時看動畫重播。

opt-replay-animated = 動畫
opt-replay-animated-desc = 整局的動畫，每段一張畫面，直到最新一步
replay-animated-text = 第 { $id } 局，共 { $moves } 步：動畫重播，只有公開的圖板（只有你看得到）。
replay-animated-no-moves = 這局還沒有人走過任何一步，沒有東西可以做成動畫。等有人走了一步再來看。
replay-animated-failed = 動畫重播暫時畫不出來。請過一分鐘再試，或用 { $cmd_game_replay } 一步步回看。
