## 被移除的成员拿回座位：/game replace old:X new:X（议题 30，第 1 部分）。

seat-returned-ok = { $player } 拿回了自己的座位，不再由机器人托管。
seat-returned-public = 管理员把座位（{ $seat }）还给了 { $player }，不再由机器人托管。
seat-returned-to-you = 管理员把你在 { $channel } 第 { $game } 局的座位还给了你：不再由机器人托管，下面的内容又都归你了。
log-entry-returned = { $by }把座位还给了{ $player }，不再由机器人托管。
