## Hostile input (issue 23): malformed moves, and games whose seed a moderator fixed

error-action-values = 這個行動裡有我不接受的值：數字必須是有限的，大小不超過 { $max }；文字不超過 { $length } 個字元。請使用按鈕與選單，或 { $cmd_game_hand }。
lobby-fixed-seed = ⚠️ **重玩種子：隱藏資訊並不保密。** 這局的種子由管理員指定，而種子的數量少到任何人都能從開局推算出每一張隱藏的牌與之後的每次抽取。請當作練習或重玩：這局不計入 { $stats } 與 { $leaderboard }。
