# 平台測試用的小遊戲（tests/platform/highcard）：自帶的訊息目錄。
highcard-title = 比大小
highcard-rules = 每一輪每人蓋著出一張牌，最大的牌得一分。共三輪。
highcard-not-in-hand = 你手上沒有 { $card } 這張牌。
highcard-reveal = 打出的牌：{ $cards }。{ $winner }贏得這一輪。
highcard-left = 你還剩 { $n } 張牌。
highcard-card = 出 { $c }
highcard-your-move = 選一張牌蓋著打出。
highcard-seat = 座位 { $n }
highcard-hand = 手牌：{ $cards }
highcard-step = 出一張牌
highcard-option-beginner = 初學變體
