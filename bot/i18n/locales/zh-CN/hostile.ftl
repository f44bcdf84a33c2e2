## Hostile input (issue 23): malformed moves, and games whose seed a moderator fixed

error-action-values = 这个行动里有我不接受的值：数字必须是有限的，大小不超过 { $max }；文字不超过 { $length } 个字符。请使用按钮与菜单，或 { $cmd_game_hand }。
lobby-fixed-seed = ⚠️ **重玩种子：隐藏信息并不保密。** 这局的种子由管理员指定，而种子的数量少到任何人都能从开局推算出每一张隐藏的牌与之后的每次抽取。请当作练习或重玩：这局不计入 { $stats } 与 { $leaderboard }。
