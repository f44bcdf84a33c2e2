# 平台测试用的小游戏（tests/platform/highcard）：自带的消息目录。
highcard-title = 比大小
highcard-rules = 每一轮每人盖着出一张牌，最大的牌得一分。共三轮。
highcard-not-in-hand = 你手上没有 { $card } 这张牌。
highcard-reveal = 打出的牌：{ $cards }。{ $winner }赢得这一轮。
highcard-left = 你还剩 { $n } 张牌。
highcard-card = 出 { $c }
highcard-your-move = 选一张牌盖着打出。
highcard-seat = 座位 { $n }
highcard-hand = 手牌：{ $cards }
highcard-step = 出一张牌
highcard-option-beginner = 新手变体
