# Small World: the engine's words (race and power names and abilities, events, refusals).

## Races
sw-race-amazons = Amazons
sw-race-dwarves = Dwarves
sw-race-elves = Elves
sw-race-ghouls = Ghouls
sw-race-giants = Giants
sw-race-halflings = Halflings
sw-race-humans = Humans
sw-race-orcs = Orcs
sw-race-ratmen = Ratmen
sw-race-skeletons = Skeletons
sw-race-sorcerers = Sorcerers
sw-race-tritons = Tritons
sw-race-trolls = Trolls
sw-race-wizards = Wizards

sw-race-amazons-ability = Four extra tokens for conquering each turn; they go back to the box before redeployment.
sw-race-dwarves-ability = +1 coin for each Mine region you hold, even in decline.
sw-race-elves-ability = When a region of yours is conquered, all its tokens come back to your hand; none is lost.
sw-race-ghouls-ability = In decline all your tokens stay on the map, and they still conquer, before your active race.
sw-race-giants-ability = Conquests next to a Mountain region you hold cost 1 token less (at least 1).
sw-race-halflings-ability = Enter the map through any land region; your first two conquests get a Hole that nobody can attack.
sw-race-humans-ability = +1 coin for each Farmland region you hold.
sw-race-orcs-ability = +1 coin for each non-empty region you conquered this turn.
sw-race-ratmen-ability = No ability, but many tokens.
sw-race-skeletons-ability = For every two non-empty regions conquered this turn, one more token from the box at redeployment.
sw-race-sorcerers-ability = Once per opponent each turn, replace a lone active enemy token next to you with one of yours from the box.
sw-race-tritons-ability = Conquests of regions on a sea or lake shore cost 1 token less (at least 1).
sw-race-trolls-ability = Each region you conquer gets a Troll Lair: +1 defence, kept in decline.
sw-race-wizards-ability = +1 coin for each Magic region you hold.

## Powers
sw-power-alchemist = Alchemist
sw-power-berserk = Berserk
sw-power-bivouacking = Bivouacking
sw-power-commando = Commando
sw-power-diplomat = Diplomat
sw-power-dragon_master = Dragon Master
sw-power-flying = Flying
sw-power-forest = Forest
sw-power-fortified = Fortified
sw-power-heroic = Heroic
sw-power-hill = Hill
sw-power-merchant = Merchant
sw-power-mounted = Mounted
sw-power-pillaging = Pillaging
sw-power-seafaring = Seafaring
sw-power-spirit = Spirit
sw-power-stout = Stout
sw-power-swamp = Swamp
sw-power-underworld = Underworld
sw-power-wealthy = Wealthy

sw-power-alchemist-ability = +2 coins every turn while active.
sw-power-berserk-ability = Roll the reinforcement die before choosing each target; the roll lowers its cost.
sw-power-bivouacking-ability = While redeploying, set out up to 5 encampments in your regions: +1 defence each, and Sorcerers cannot touch them.
sw-power-commando-ability = Every conquest costs 1 token less (at least 1).
sw-power-diplomat-ability = After your turn, name an opponent you did not attack: their races may not attack your active race until your next turn.
sw-power-dragon_master-ability = Once a turn, take a region with a single token; the Dragon stays there and nobody can attack it.
sw-power-flying-ability = Conquer any land region, adjacent or not.
sw-power-forest-ability = +1 coin for each Forest region you hold while active.
sw-power-fortified-ability = Build one fortress a turn (6 in all): +1 defence, kept in decline, and +1 coin each while active.
sw-power-heroic-ability = After conquering, place your two heroes: nobody can attack their regions.
sw-power-hill-ability = +1 coin for each Hill region you hold while active.
sw-power-merchant-ability = +1 coin for each region your active race holds.
sw-power-mounted-ability = Conquering Hill and Farmland regions costs 1 token less (at least 1).
sw-power-pillaging-ability = +1 coin for each non-empty region you conquered this turn.
sw-power-seafaring-ability = Your race may conquer and hold seas and the lake, even in decline.
sw-power-spirit-ability = In decline this race does not count toward your one race in decline; it stays until conquered.
sw-power-stout-ability = You may go into decline right after scoring a normal turn.
sw-power-swamp-ability = +1 coin for each Swamp region you hold while active.
sw-power-underworld-ability = Cavern regions cost 1 token less, and all Caverns are adjacent to each other for you.
sw-power-wealthy-ability = +7 coins once, at the end of your first turn with this race.

## Events (seat parameters are replaced by the player's name)
sw-turn-start = Turn { $turn }: { $seat } to play.
sw-picked = { $seat } picks { $power } { $race } ({ $tokens } tokens).
sw-picked-private = You paid { $paid ->
        [one] 1 coin
       *[other] { $paid } coins
    } and took { $taken ->
        [one] 1 coin
       *[other] { $taken } coins
    } from the combo. You have { $total } coins.
sw-conquered = { $seat } conquers region { $region } with { $tokens ->
        [one] 1 { $race } token
       *[other] { $tokens } { $race } tokens
    }.
sw-defender-lost = { $back ->
        [0] { $seat } loses region { $region } ({ $race }): its lone token is simply removed.
       *[other] { $seat } loses region { $region } ({ $race }): { $lost ->
            [0] no token lost
            [one] 1 token to the box
           *[other] { $lost } tokens to the box
        }, { $back } back in hand.
    }
sw-race-vanished = The { $race } of { $seat } leave the map.
sw-declined = { $seat } sends the { $race } into decline.
sw-abandoned = { $seat } abandons region { $region } ({ $race }).
sw-final-roll = { $seat } rolls the reinforcement die for region { $region }: { $die }. { $result ->
        [won] The region is taken.
       *[failed] Not enough; conquests end.
    }
sw-berserk-roll = { $seat } rolls the Berserk die: { $die }.
sw-dragon = { $seat } sends the Dragon to region { $region }.
sw-converted = { $seat }'s Sorcerers replace the { $race } token of { $victim } in region { $region }.
sw-skeletons-grow = { $seat }'s Skeletons raise { $count ->
        [one] 1 more token
       *[other] { $count } more tokens
    }.
sw-fortress = { $seat } builds a fortress in region { $region }.
sw-heroes = { $seat }'s heroes guard regions { $regions }.
sw-camps = { $seat } sets out { $count ->
        [one] 1 encampment
       *[other] { $count } encampments
    }.
sw-ally = { $seat } makes peace with { $ally }: they may not attack { $seat }'s active race until { $seat }'s next turn.
sw-redeployed = { $seat } redeploys.
sw-scored = { $seat } collects coins.
sw-scored-private = You earned { $gained ->
        [one] 1 coin
       *[other] { $gained } coins
    } this turn; you have { $total } coins.
sw-game-over = The game is over. Winner: { $winner }.

## Refusals
sw-err-bad-action = That action is not well formed.
sw-err-game-over = The game is over.
sw-err-not-your-turn = It is not your turn to act.
sw-err-wrong-phase = You cannot do that now.
sw-err-coins = That combo costs { $cost } coins; you do not have enough.
sw-err-decline-late = You can go into decline only at the start of your turn, instead of conquering.
sw-err-abandon-late = Regions can be abandoned only before you conquer.
sw-err-no-region = There is no such region.
sw-err-own-region = Your active race already holds that region.
sw-err-water = Seas and the lake can be conquered only with Seafaring.
sw-err-unreachable = You cannot reach region { $region } from where your race stands.
sw-err-protected = Region { $region } is protected (hero, dragon, hole or encampment).
sw-err-peace = You are at peace with that region's owner until their next turn.
sw-err-tokens = Region { $region } costs { $cost } tokens; you have { $have } in hand.
sw-err-no-tokens = You have no token in hand.
sw-err-roll-range = A final conquest needs 1 to 3 tokens more than you hold (needs { $cost }, you have { $have }).
sw-err-berserk-roll = Berserk rolls before choosing; the final-conquest roll is not used.
sw-err-berserk-rolled = You already rolled for this conquest.
sw-err-dragon-used = The Dragon has already attacked this turn.
sw-err-convert-target = Sorcerers can replace only a single active enemy token.
sw-err-convert-once = Your Sorcerers already used their spell on that player this turn.
sw-err-box-empty = There are none left in the box.
sw-err-no-power = Your active race does not have { $power }.
sw-err-no-race = Only the { $race } can do that.
sw-err-not-yours = Region { $region } is not held by your active race.
sw-err-fortress-placed = You already built a fortress this turn.
sw-err-fortress-there = Region { $region } already has a fortress.
sw-err-hero-count = { $count ->
    [one] Put your hero on your one region.
   *[other] Put your two heroes on two different regions of yours.
}
sw-err-camp-count = You have only { $limit } encampments.
sw-err-ally-chosen = You already chose whom to make peace with this turn.
sw-err-ally-target = You can make peace only with an opponent with an active race whom you did not attack this turn.
sw-err-layout-region = You cannot place tokens in region { $region } now.
sw-err-layout-min = Each region you hold keeps at least one token (region { $region }).
sw-err-layout-total = The layout places { $placed } tokens; you have { $expected } to place.
sw-err-hand-not-empty = You still have tokens in hand to place.
sw-err-amazons-owed = The Amazons must keep enough tokens to give back the four they borrowed, with one left in each region.
