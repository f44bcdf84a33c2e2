# The parts of the board a player can name (issue 26): /game status area: and the focus
# pictures. Territories and continents keep their map names (worldwar_map.ftl).
ww-area-seat-black = Black army
ww-area-seat-blue = Blue army
ww-area-seat-yellow = Yellow army
ww-area-seat-red = Red army
ww-area-seat-green = Green army
ww-area-events = Political events
