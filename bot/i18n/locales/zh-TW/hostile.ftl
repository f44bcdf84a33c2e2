## Hostile input (issue 23): malformed moves, and games whose seed a moderator fixed

error-action-values = 這個行動裡有無效的值：數字必須是有限值，絕對值不超過 { $max }；文字不超過 { $length } 個字元。請用按鈕和選單操作，或用 { $cmd_game_hand }。
lobby-fixed-seed = ⚠️ **重玩種子：隱藏資訊並不保密。** 這局的種子由管理員指定，而種子總數很少，任何人都能從開局推算出每一張暗牌和之後的每一次抽取。請當作練習或重玩：這局不計入 { $stats }：不算個人戰績，也不進排行榜。
