# 小世界，issue 26：地图各部分的名称（焦点图、/game status area:）与私人图片的文字。

## Board areas
sw-area-region = 第 { $region } 区 · { $terrain }
sw-area-turns = 回合进度
sw-area-player = { $seat }玩家

## Private picture
sw-private-secret = 只有你能看到这张图
sw-private-active = 活跃种族
sw-private-declined = 衰落种族
sw-private-ability = { $name }：{ $ability }

## Private summary
sw-me-declined = 衰落种族：{ $races }
