## 被移除的成員拿回座位：/game replace old:X new:X（議題 30，第 1 部分）。

seat-returned-ok = { $player } 拿回了自己的座位，機器人不再代打。
seat-returned-public = 管理員把座位（{ $seat }）還給了 { $player }，機器人不再代打。
seat-returned-to-you = 管理員把你在 { $channel } 第 { $game } 局的座位還給了你：機器人不再代打，下面的內容又都歸你了。
log-entry-returned = { $by }把座位還給了{ $player }，機器人不再代打。
