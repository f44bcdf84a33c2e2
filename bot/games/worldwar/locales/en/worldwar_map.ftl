# World War: the names on the map (territories and continents).
# The map itself is bot/games/worldwar/engine/content/map.json; the terms are in bot/games/worldwar/glossary.md.

## Continents
ww-continent-north-america = North America
ww-continent-south-america = South America
ww-continent-europe = Europe
ww-continent-africa = Africa
ww-continent-asia = Asia
ww-continent-oceania = Oceania

## Territories, by continent
# North America
ww-territory-alaska = Alaska
ww-territory-west-canada = West Canada
ww-territory-east-canada = East Canada
ww-territory-greenland = Greenland
ww-territory-west-usa = West USA
ww-territory-east-usa = East USA
ww-territory-mexico = Mexico
# South America
ww-territory-colombia = Colombia
ww-territory-peru = Peru
ww-territory-brazil = Brazil
ww-territory-argentina = Argentina
# Europe
ww-territory-britain = Britain
ww-territory-france = France
ww-territory-iberia = Iberia
ww-territory-germany = Germany
ww-territory-italy = Italy
ww-territory-scandinavia = Scandinavia
ww-territory-eastern-europe = Eastern Europe
ww-territory-russia = Russia
# Africa
ww-territory-north-africa = North Africa
ww-territory-egypt = Egypt
ww-territory-west-africa = West Africa
ww-territory-central-africa = Central Africa
ww-territory-east-africa = East Africa
ww-territory-south-africa = South Africa
# Asia
ww-territory-turkey = Turkey
ww-territory-middle-east = Middle East
ww-territory-central-asia = Central Asia
ww-territory-siberia = Siberia
ww-territory-yakutsk = Yakutsk
ww-territory-far-east = Far East
ww-territory-mongolia = Mongolia
ww-territory-china = China
ww-territory-japan = Japan
ww-territory-india = India
ww-territory-southeast-asia = Southeast Asia
# Oceania
ww-territory-indonesia = Indonesia
ww-territory-west-australia = West Australia
ww-territory-east-australia = East Australia
ww-territory-new-zealand = New Zealand
