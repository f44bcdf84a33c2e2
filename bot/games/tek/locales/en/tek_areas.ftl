# Tiny Epic Kingdoms: the parts of the board players name (/game status area:, issue 26)
tek-area-kingdom = { $seat } kingdom
tek-area-seat = { $seat } player's panel
tek-area-actions = Action card
tek-area-tower = Tower card
tek-area-war = War
tek-seat-with-faction = { $colour } · { $faction }
