# Small World, issue 26: the names of the board's areas (focus pictures, /game status area:)
# and the words of the private picture.

## Board areas
sw-area-region = Region { $region } · { $terrain }
sw-area-turns = Turn track
sw-area-player = { $seat } player

## Private picture (only the seat it is sent to sees it)
sw-private-secret = Only you see this picture
sw-private-active = Active race
sw-private-declined = In decline
sw-private-ability = { $name }: { $ability }

## Private summary (the text beside the picture)
sw-me-declined = In decline: { $races }
