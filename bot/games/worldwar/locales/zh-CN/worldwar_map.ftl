# 世界大战：地图上的名称（领地与大洲）。
# 地图数据在 bot/games/worldwar/engine/content/map.json；用词依 bot/games/worldwar/glossary.md。

## 大洲
ww-continent-north-america = 北美洲
ww-continent-south-america = 南美洲
ww-continent-europe = 欧洲
ww-continent-africa = 非洲
ww-continent-asia = 亚洲
ww-continent-oceania = 大洋洲

## 领地（按大洲排列）
# 北美洲
ww-territory-alaska = 阿拉斯加
ww-territory-west-canada = 加拿大西部
ww-territory-east-canada = 加拿大东部
ww-territory-greenland = 格陵兰
ww-territory-west-usa = 美国西部
ww-territory-east-usa = 美国东部
ww-territory-mexico = 墨西哥
# 南美洲
ww-territory-colombia = 哥伦比亚
ww-territory-peru = 秘鲁
ww-territory-brazil = 巴西
ww-territory-argentina = 阿根廷
# 欧洲
ww-territory-britain = 英国
ww-territory-france = 法国
ww-territory-iberia = 伊比利亚半岛
ww-territory-germany = 德国
ww-territory-italy = 意大利
ww-territory-scandinavia = 斯堪的纳维亚
ww-territory-eastern-europe = 东欧
ww-territory-russia = 俄罗斯
# 非洲
ww-territory-north-africa = 北非
ww-territory-egypt = 埃及
ww-territory-west-africa = 西非
ww-territory-central-africa = 中非
ww-territory-east-africa = 东非
ww-territory-south-africa = 南非
# 亚洲
ww-territory-turkey = 土耳其
ww-territory-middle-east = 中东
ww-territory-central-asia = 中亚
ww-territory-siberia = 西伯利亚
ww-territory-yakutsk = 雅库茨克
ww-territory-far-east = 远东
ww-territory-mongolia = 蒙古
ww-territory-china = 中国
ww-territory-japan = 日本
ww-territory-india = 印度
ww-territory-southeast-asia = 东南亚
# 大洋洲
ww-territory-indonesia = 印度尼西亚
ww-territory-west-australia = 澳大利亚西部
ww-territory-east-australia = 澳大利亚东部
ww-territory-new-zealand = 新西兰
