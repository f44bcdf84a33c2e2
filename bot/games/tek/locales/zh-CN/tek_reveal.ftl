tek-reveal-bid = 秘密出的战力（还没公开）：{ $bid }
tek-reveal-pending = 秘密选的操作（还没公开）：{ $choice }
