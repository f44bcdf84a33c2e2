## Hostile input (issue 23): malformed moves, and games whose seed a moderator fixed

error-action-values = 这个操作里有无效的值：数字必须是有限值，绝对值不超过 { $max }；文字不超过 { $length } 个字符。请用按钮和菜单操作，或者用 { $cmd_game_hand }。
lobby-fixed-seed = ⚠️ **指定了重玩种子：隐藏信息不再保密。** 本局的种子是管理员指定的，而种子总数很少，任何人都能根据开局推算出每一张暗牌和之后的每一次抽取。请当作练习或复盘来玩：本局不计入 { $stats }：不算个人战绩，也不进排行榜。
