# World War: continent troops (ruling W37). A continent held whole gives its holder soldiers
# at the start of each of its turns, placed first, on its own territories of that continent.

ww-ev-continent-troops = { $seat } holds { NAME("ww-continent", $continent) }: +{ $n } { $n ->
        [one] soldier
       *[other] soldiers
    }{ $lost ->
        [0] .
       *[other] ; { $lost } more find no room there.
    }
ww-ev-continent-troops-none = { $seat } holds { NAME("ww-continent", $continent) }, but its { $lost } soldiers find no room there.
ww-err-troops-first = First place the { $n } { $n ->
        [one] soldier
       *[other] soldiers
    } that { NAME("ww-continent", $continent) } gives you, on your own territories there (not the capital).
ww-err-troops-where = { NAME("ww-territory", $territory) } is not in { NAME("ww-continent", $continent) }: a continent's soldiers go on your own territories of that continent.
ww-err-troops-count = { NAME("ww-continent", $continent) } gives you soldiers only, { $n } still to place: place 1 to { $n } at a time.
ww-ui-troops-place = First place the soldiers your continents give you ({ $troops }), each on your own territories of its continent (not the capital).
ww-ui-troops-item = { NAME("ww-continent", $continent) }: { $n } { $n ->
        [one] soldier
       *[other] soldiers
    }
ww-ui-troops-placeholder = { NAME("ww-continent", $continent) }: { $n } { $n ->
        [one] soldier
       *[other] soldiers
    } to place: where, and how many…

## Option of /game new
opt-continent-troops = continent_troops
opt-continent-troops-desc = World War: a whole continent raises soldiers each turn (bonus ÷ 10; off: points only)
option-continent-troops = continent troops (a whole continent raises soldiers each turn)
