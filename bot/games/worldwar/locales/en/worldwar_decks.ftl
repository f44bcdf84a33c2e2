# World War: the decks — missions, domestic-affairs cards, political events, sorcery,
# generals, lords, lord skills and treasures (bot/games/worldwar/decks.md).

## The four stats of generals and lords
ww-stat-might = Might
ww-stat-intellect = Intellect
ww-stat-command = Command
ww-stat-charm = Charm

## Missions (secret, sent by DM)
ww-mission-occupy-na-af = Hold all of North America and all of Africa.
ww-mission-occupy-as-sa = Hold all of Asia and all of South America.
ww-mission-occupy-as-af = Hold all of Asia and all of Africa.
ww-mission-occupy-na-oc = Hold all of North America and all of Oceania.
ww-mission-occupy-eu-sa-any = Hold all of Europe, all of South America and one more whole continent of your choice.
ww-mission-occupy-eu-oc-any = Hold all of Europe, all of Oceania and one more whole continent of your choice.
ww-mission-occupy-24 = Hold 24 territories (your capital counts).
ww-mission-occupy-18-strong = Hold 18 territories with at least 2 units in each.
ww-mission-occupy-heartland = Hold East USA, West USA, Siberia and Yakutsk at the same time.
ww-mission-eliminate-black = { ww-seat-black } is eliminated (by anyone).
ww-mission-eliminate-blue = { ww-seat-blue } is eliminated (by anyone).
ww-mission-eliminate-yellow = { ww-seat-yellow } is eliminated (by anyone).
ww-mission-eliminate-red = { ww-seat-red } is eliminated (by anyone).
ww-mission-eliminate-green = { ww-seat-green } is eliminated (by anyone).
ww-mission-eliminate-left = The player on your left when the missions were dealt is eliminated (by anyone).
ww-mission-capture-black = The lord of { ww-seat-black } is captured (by anyone).
ww-mission-capture-blue = The lord of { ww-seat-blue } is captured (by anyone).
ww-mission-capture-yellow = The lord of { ww-seat-yellow } is captured (by anyone).
ww-mission-capture-red = The lord of { ww-seat-red } is captured (by anyone).
ww-mission-capture-green = The lord of { ww-seat-green } is captured (by anyone).
ww-mission-other-engines = Own at least 4 catapults and 4 well-towers at the same time.
ww-mission-other-rich-lands = Hold 7 territories whose economic value is 30 or more.
ww-mission-other-two-capitals = Take two enemy capitals yourself (any choice after the conquest counts).
ww-mission-other-war-chest = End a round with at least 800 grain.
ww-mission-other-two-lords = Capture two enemy lords yourself.
ww-mission-other-economy = Hold territories whose economic values add up to 380 or more.
ww-mission-other-grand-army = Have 90 combat units on the map outside your capital.

## Mission kinds
ww-mission-kind-occupy = Occupy
ww-mission-kind-eliminate = Eliminate
ww-mission-kind-capture = Capture a lord
ww-mission-kind-other = Other

## Domestic-affairs cards: name, then what the card does
ww-card-conscription = Conscription
ww-card-conscription-text = Place 3 free soldiers in one of your territories.
ww-card-militia = Militia
ww-card-militia-text = Place 4 free soldiers, one in each of 4 different territories of yours.
ww-card-royal-guard = Royal Guard
ww-card-royal-guard-text = Place 3 free soldiers in the territory where your lord stands.
ww-card-border-levy = Border Levy
ww-card-border-levy-text = Place 2 free soldiers in a territory of yours that borders an enemy.
ww-card-harvest = Good Harvest
ww-card-harvest-text = Gain 60 grain.
ww-card-treasury = Royal Treasury
ww-card-treasury-text = Gain 120 grain.
ww-card-land-tax = Land Tax
ww-card-land-tax-text = Gain 4 grain for each territory you hold.
ww-card-tribute = Tribute
ww-card-tribute-text = Gain 40 grain for each whole continent you hold.
ww-card-raid-convoy = Raid the Convoy
ww-card-raid-convoy-text = Take 40 grain from a player of your choice (as much as they have).
ww-card-war-levy = War Levy
ww-card-war-levy-text = Every other player pays you 15 grain (as much as they have).
ww-card-forced-march = Forced March
ww-card-forced-march-text = One extra move: a stack goes up to 3 steps through your own territories.
ww-card-supply-lines = Supply Lines
ww-card-supply-lines-text = Two extra moves of one step each between your own territories.
ww-card-war-cry = War Cry
ww-card-war-cry-text = Your next attack this turn: +1 to your 3 highest dice.
ww-card-ambush = Ambush
ww-card-ambush-text = Play when you are attacked: +1 to your 2 highest defending dice.
ww-card-battle-plan = Battle Plan
ww-card-battle-plan-text = Your next attack this turn: after the roll, roll up to 3 of your dice again.
ww-card-blitz = Blitz
ww-card-blitz-text = Every attack you make this turn: +1 to your highest die.
ww-card-earthworks = Earthworks
ww-card-earthworks-text = Until your next turn, the first 2 losses of one of your territories are ignored.
ww-card-citadel = Citadel
ww-card-citadel-text = Until your next turn, the first 4 losses of your capital are ignored.
ww-card-informant = Informant
ww-card-informant-text = Look at the secret mission of a player of your choice.
ww-card-scouts = Scouts
ww-card-scouts-text = Look at the domestic-affairs hand of a player of your choice.
ww-card-rally = Rally
ww-card-rally-text = Gain 2 action points this turn.
ww-card-horse-fair = Horse Fair
ww-card-horse-fair-text = This round's buying: each horse costs 30 grain less.
ww-card-foundry = Foundry
ww-card-foundry-text = This round's buying: each cannon costs 50 grain less.
ww-card-siege-works = Siege Works
ww-card-siege-works-text = Place a free catapult in one of your territories.
ww-card-watch-post = Watch Post
ww-card-watch-post-text = Place a free well-tower in one of your territories.
ww-card-saboteurs = Saboteurs
ww-card-saboteurs-text = Destroy a catapult or well-tower in an enemy territory next to yours.
ww-card-bombardment = Bombardment
ww-card-bombardment-text = An enemy territory next to yours loses 2 units (never its last one).
ww-card-dispatches = Dispatches
ww-card-dispatches-text = Draw 2 domestic-affairs cards.
ww-card-veto = Veto
ww-card-veto-text = Play when another player plays a domestic-affairs card: it has no effect.
ww-card-envoy = Envoy
ww-card-envoy-text = A player of your choice may not attack you until your next turn.
ww-card-secret-passage = Secret Passage
ww-card-secret-passage-text = Move your lord to any territory of yours.
ww-card-prisoner-exchange = Prisoner Exchange
ww-card-prisoner-exchange-text = Your captured lord returns to your capital; no ransom is paid.
ww-card-bodyguard = Bodyguard
ww-card-bodyguard-text = Play when your lord's territory falls: the lord escapes to your capital instead of being captured.
ww-card-reaction = Reaction: may be played outside your turn.

## Political events
ww-event-golden-age = Golden Age
ww-event-golden-age-text = This round's tax from territories in Europe is ×1.5.
ww-event-monsoon = Kind Monsoon
ww-event-monsoon-text = This round's tax from territories in Asia is ×1.5.
ww-event-trade-winds = Trade Winds
ww-event-trade-winds-text = This round's tax from territories in South America is ×1.5.
ww-event-drought = Drought
ww-event-drought-text = This round's tax from territories in Africa is halved.
ww-event-market-crash = Market Crash
ww-event-market-crash-text = This round's tax from territories in North America is halved.
ww-event-call-to-arms = Call to Arms
ww-event-call-to-arms-text = Every player places 2 free soldiers in territories of their own.
ww-event-storm-season = Storm Season
ww-event-storm-season-text = No army may cross a sea link during the next round.
ww-event-audit = Audit
ww-event-audit-text = The player with the most grain loses 20% of it (rounded down).
ww-event-relief = Relief Aid
ww-event-relief-text = The player with the least grain gains 60 grain.
ww-event-arms-fair = Arms Fair
ww-event-arms-fair-text = This round's buying: horses cost 20 grain less.
ww-event-steel-shortage = Steel Shortage
ww-event-steel-shortage-text = This round's buying: cannons cost 50 grain more.
ww-event-armistice = Armistice
ww-event-armistice-text = No capital may be attacked during the next round.
ww-event-amnesty = Amnesty
ww-event-amnesty-text = Every captured lord returns to its capital; no ransom is paid.
ww-event-zeal = Zeal
ww-event-zeal-text = Every player has 1 more action point during the next round.
ww-event-overstretch = Overstretch
ww-event-overstretch-text = The player holding the most territories has 2 fewer action points next round.
ww-event-plague = Plague
ww-event-plague-text = Every territory outside a capital holding 10 or more units loses 2 units.
ww-event-census = Census
ww-event-census-text = Every player draws 1 domestic-affairs card.
ww-event-engineers = Wandering Engineers
ww-event-engineers-text = The player holding the fewest territories places a free catapult in a territory of their own.

## Sorcery cards
ww-sorcery-blade-storm = Blade Storm
ww-sorcery-blade-storm-text = Compare might. The loser loses 4 units.
ww-sorcery-thunder-oath = Thunder Oath
ww-sorcery-thunder-oath-text = Compare might; the attacker +10. The loser loses 3 units.
ww-sorcery-iron-rain = Iron Rain
ww-sorcery-iron-rain-text = Compare might; the attacker +5 for each catapult with the attack. The loser loses 5 units.
ww-sorcery-mind-maze = Mind Maze
ww-sorcery-mind-maze-text = Compare intellect. The loser loses 4 units.
ww-sorcery-star-reading = Star Reading
ww-sorcery-star-reading-text = Compare intellect; the side that summoned the mage +10. The loser loses 3 units.
ww-sorcery-ghost-fog = Ghost Fog
ww-sorcery-ghost-fog-text = Compare intellect; the defender +10. The loser loses 4 units.
ww-sorcery-war-drums = War Drums
ww-sorcery-war-drums-text = Compare command. The loser loses 4 units.
ww-sorcery-banner-wall = Banner Wall
ww-sorcery-banner-wall-text = Compare command; the side with more units +10. The loser loses 3 units.
ww-sorcery-shadow-march = Shadow March
ww-sorcery-shadow-march-text = Compare command; a side whose lord is in the battle +10. The loser loses 5 units.
ww-sorcery-siren-song = Siren Song
ww-sorcery-siren-song-text = Compare charm. The loser loses 3 units.
ww-sorcery-golden-tongue = Golden Tongue
ww-sorcery-golden-tongue-text = Compare charm; a side whose lord is in the battle +15. The loser loses 4 units.
ww-sorcery-moon-veil = Moon Veil
ww-sorcery-moon-veil-text = Compare charm; the defender of a capital +15. The loser loses 4 units.
ww-sorcery-twin-dragons = Twin Dragons
ww-sorcery-twin-dragons-text = Compare might + intellect. The loser loses 5 units.
ww-sorcery-sky-chariot = Sky Chariot
ww-sorcery-sky-chariot-text = Compare might + command. The loser loses 6 units.
ww-sorcery-veiled-court = Veiled Court
ww-sorcery-veiled-court-text = Compare intellect + charm. The loser loses 5 units.
ww-sorcery-ash-crown = Crown of Ash
ww-sorcery-ash-crown-text = Compare command + charm; the defender +5 for each well-tower in the territory. The loser loses 5 units.
ww-sorcery-mirror-hex = Mirror Hex
ww-sorcery-mirror-hex-text = The lower might wins. The loser loses 3 units.
ww-sorcery-fools-luck = Fool's Luck
ww-sorcery-fools-luck-text = The lower charm wins. The loser loses 3 units.
ww-sorcery-grand-ritual = Grand Ritual
ww-sorcery-grand-ritual-text = Compare the sum of all four stats. The loser loses 8 units.
ww-sorcery-backlash = Backlash
ww-sorcery-backlash-text = Compare command; the side that summoned the mage −10. The loser loses 4 units.

## Generals (12 per colour)
ww-general-raven-marshal = Raven Marshal
ww-general-obsidian-lancer = Obsidian Lancer
ww-general-midnight-blade = Midnight Blade
ww-general-ink-strategist = Ink Strategist
ww-general-iron-crow = Iron Crow
ww-general-dusk-rider = Dusk Rider
ww-general-ebony-shield = Ebony Shield
ww-general-nightjar-scout = Nightjar Scout
ww-general-soot-sapper = Soot Sapper
ww-general-dark-herald = Dark Herald
ww-general-coal-drummer = Coal Drummer
ww-general-shade-captain = Shade Captain
ww-general-tide-admiral = Tide Admiral
ww-general-azure-sage = Azure Sage
ww-general-frost-lancer = Frost Lancer
ww-general-sapphire-envoy = Sapphire Envoy
ww-general-wave-breaker = Wave Breaker
ww-general-storm-petrel = Storm Petrel
ww-general-deepwater-captain = Deepwater Captain
ww-general-sky-archer = Sky Archer
ww-general-harbour-warden = Harbour Warden
ww-general-mist-weaver = Mist Weaver
ww-general-coral-guard = Coral Guard
ww-general-cerulean-gunner = Cerulean Gunner
ww-general-sun-marshal = Sun Marshal
ww-general-golden-counsel = Golden Counsel
ww-general-sand-lion = Sand Lion
ww-general-amber-lancer = Amber Lancer
ww-general-dune-rider = Dune Rider
ww-general-lantern-keeper = Lantern Keeper
ww-general-brass-gunner = Brass Gunner
ww-general-wheat-steward = Wheat Steward
ww-general-dawn-herald = Dawn Herald
ww-general-honey-tongue = Honey Tongue
ww-general-topaz-guard = Topaz Guard
ww-general-clay-sapper = Clay Sapper
ww-general-flame-marshal = Flame Marshal
ww-general-ruby-seer = Ruby Seer
ww-general-crimson-lancer = Crimson Lancer
ww-general-ember-strategist = Ember Strategist
ww-general-scarlet-duelist = Scarlet Duelist
ww-general-cinder-rider = Cinder Rider
ww-general-rose-envoy = Rose Envoy
ww-general-forge-captain = Forge Captain
ww-general-blaze-gunner = Blaze Gunner
ww-general-red-scribe = Red-Robed Scribe
ww-general-phoenix-guard = Phoenix Guard
ww-general-torch-sapper = Torch Sapper
ww-general-jade-marshal = Jade Marshal
ww-general-willow-sage = Willow Sage
ww-general-thorn-lancer = Thorn Lancer
ww-general-moss-ranger = Moss Ranger
ww-general-oak-shield = Oak Shield
ww-general-reed-scout = Reed Scout
ww-general-pine-captain = Pine Captain
ww-general-ivy-envoy = Ivy Envoy
ww-general-meadow-rider = Meadow Rider
ww-general-viper-strategist = Viper Strategist
ww-general-bamboo-archer = Bamboo Archer
ww-general-spring-drummer = Spring Drummer

## Lords (monarch edition)
ww-lord-iron-regent = Iron Regent
ww-lord-silver-oracle = Silver Oracle
ww-lord-desert-khan = Desert Khan
ww-lord-storm-queen = Storm Queen
ww-lord-forest-warden = Forest Warden
ww-lord-ember-duchess = Ember Duchess
ww-lord-old-admiral = Old Admiral
ww-lord-masked-chancellor = Masked Chancellor
ww-lord-merchant-prince = Merchant Prince
ww-lord-wandering-saint = Wandering Saint

## Lord skills; the key is the skill's kind
ww-skill-dice = { $side ->
    [attack] When your lord's stack attacks
   *[defend] When your lord's stack defends
}: +{ $n } to your { $dice } highest dice.
ww-skill-cap = The territory where your lord stands holds up to { $n } more units.
ww-skill-spy = { $uses } times a game: look at { $look ->
    [mission] a player's secret mission
   *[hand] a player's domestic-affairs hand
}.
ww-skill-duel = +{ $n } to your value in every sorcery duel.
ww-skill-relocate = Moving your capital costs only { $ap } action point.
ww-skill-recruit = At the start of each of your turns, place { $soldiers } free soldiers in your lord's territory.
ww-skill-action-points = +{ $n } action points each turn.
ww-skill-hand = Your domestic-affairs hand holds { $n } more cards.
ww-skill-escape = { $uses } times a game: when your lord would be captured, it escapes to your capital.
ww-skill-tax = +{ $pct }% tax.
ww-skill-catapult = Each of your catapults kills { $n } more units before a battle.
ww-skill-discount = Each { $unit ->
    [horse] horse
    [cannon] cannon
    [soldier] soldier
    [catapult] catapult
   *[well_tower] well-tower
} costs { $n } grain less.

## Treasures (monarch edition)
ww-treasure-war-banner = War Banner
ww-treasure-dragon-blade = Dragon Blade
ww-treasure-sage-scroll = Sage's Scroll
ww-treasure-pearl-necklace = Pearl Necklace
ww-treasure-silk-robe = Silk Robe
ww-treasure-iron-helm = Iron Helm
ww-treasure-star-map = Star Map
ww-treasure-ruby-crown = Ruby Crown
ww-treasure-golden-spurs = Golden Spurs
ww-treasure-ancient-bow = Ancient Bow
ww-treasure-jade-seal = Jade Seal
ww-treasure-lucky-coin = Lucky Coin
ww-treasure-steppe-charger = Steppe Charger
ww-treasure-crystal-ball = Crystal Ball
ww-treasure-gilded-armour = Gilded Armour
ww-treasure-lion-mantle = Lion Mantle
ww-treasure-cipher-book = Cipher Book
ww-treasure-royal-signet = Royal Signet
ww-treasure-phoenix-feather = Phoenix Feather
ww-treasure-twin-swords = Twin Swords
ww-treasure-silver-harp = Silver Harp
ww-treasure-field-glass = Field Glass
ww-treasure-herbal-elixir = Herbal Elixir
ww-treasure-court-fan = Court Fan
ww-treasure-oracle-bones = Oracle Bones
ww-treasure-thunder-hammer = Thunder Hammer
ww-treasure-war-elephant = War Elephant
ww-treasure-cursed-mirror = Cursed Mirror
ww-treasure-powder-keg = Leaking Powder Keg
ww-treasure-plague-cloak = Plague Cloak
ww-treasure-mod = { $stat } { $n }

# A mission that names a side, as a seat's DM says it: the side's label, which the DM
# turns into its player's name (the cards above say the same with the colour)
ww-mission-side-eliminate = { $side } is eliminated (by anyone).
ww-mission-side-capture = The lord of { $side } is captured (by anyone).
