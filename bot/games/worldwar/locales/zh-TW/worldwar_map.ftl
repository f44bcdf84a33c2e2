# 世界大戰：地圖上的名稱（領地與大洲）。
# 地圖資料在 bot/games/worldwar/engine/content/map.json；用詞依 bot/games/worldwar/glossary.md。

## 大洲
ww-continent-north-america = 北美洲
ww-continent-south-america = 南美洲
ww-continent-europe = 歐洲
ww-continent-africa = 非洲
ww-continent-asia = 亞洲
ww-continent-oceania = 大洋洲

## 領地（依大洲排列）
# 北美洲
ww-territory-alaska = 阿拉斯加
ww-territory-west-canada = 加拿大西部
ww-territory-east-canada = 加拿大東部
ww-territory-greenland = 格陵蘭
ww-territory-west-usa = 美國西部
ww-territory-east-usa = 美國東部
ww-territory-mexico = 墨西哥
# 南美洲
ww-territory-colombia = 哥倫比亞
ww-territory-peru = 秘魯
ww-territory-brazil = 巴西
ww-territory-argentina = 阿根廷
# 歐洲
ww-territory-britain = 英國
ww-territory-france = 法國
ww-territory-iberia = 伊比利半島
ww-territory-germany = 德國
ww-territory-italy = 義大利
ww-territory-scandinavia = 斯堪地那維亞
ww-territory-eastern-europe = 東歐
ww-territory-russia = 俄羅斯
# 非洲
ww-territory-north-africa = 北非
ww-territory-egypt = 埃及
ww-territory-west-africa = 西非
ww-territory-central-africa = 中非
ww-territory-east-africa = 東非
ww-territory-south-africa = 南非
# 亞洲
ww-territory-turkey = 土耳其
ww-territory-middle-east = 中東
ww-territory-central-asia = 中亞
ww-territory-siberia = 西伯利亞
ww-territory-yakutsk = 雅庫茨克
ww-territory-far-east = 遠東
ww-territory-mongolia = 蒙古
ww-territory-china = 中國
ww-territory-japan = 日本
ww-territory-india = 印度
ww-territory-southeast-asia = 東南亞
# 大洋洲
ww-territory-indonesia = 印尼
ww-territory-west-australia = 澳洲西部
ww-territory-east-australia = 澳洲東部
ww-territory-new-zealand = 紐西蘭
