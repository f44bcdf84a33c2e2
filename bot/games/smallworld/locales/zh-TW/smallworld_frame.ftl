# 小世界，issue 26：圖板各區的名稱（焦點圖、/game status area:）與私人圖片的文字。

## Board areas
sw-area-region = 第 { $region } 區 · { $terrain }
sw-area-turns = 回合進度
sw-area-player = { $seat }玩家

## Private picture
sw-private-secret = 只有你看得到這張圖
sw-private-active = 活躍種族
sw-private-declined = 沒落種族
sw-private-ability = { $name }：{ $ability }

## Private summary
sw-me-declined = 沒落種族：{ $races }
