# World War: the rules summary for /game rules (the full rules: bot/games/worldwar/rules.md).
ww-rules =
    In **World War**, 4 or 5 armies (black, blue, yellow, red, green) fight over a world map of 40 territories on 6 continents for at most **6 rounds**. Each army has a **secret mission** (occupy, eliminate a colour, capture a lord, or another feat); the game ends at once when a mission is complete, else after round 6, and the highest score wins.

    {"**"}Setup**: the order is rolled; territories are dealt, the first one is your capital with 15 soldiers of its own. Everyone at once keeps one of two missions, places soldiers and horses (at most 12 units a territory) and puts the lord on the front. You start with 200 grain and 6 domestic-affairs cards.

    {"**"}Your turn** has 8 action points: a domestic-affairs card costs 1, an attack 1 (won or lost), moving the capital 2. Round 1 starts with 3 free soldiers. Attack a neighbouring territory with units (soldier 1, horse 5, cannon 10): one die per unit, at most 13 for the attacker, 12 for a defender and 15 for a capital; dice are sorted and compared in pairs, the higher kills, a tie kills the attacker. An attacking lord's ties kill nobody; a defending lord's 2s and 3s count one more. Catapults (3) and well-towers (5) kill before the roll; after it, the defender chooses which of its engines to give up instead of troops (a catapult pays 3 losses, a well-tower 5; well-towers it keeps pass to a conqueror), unless the table chose quick_sacrifice. Once you move troops, you attack no more. At the end, refill your hand to 6.

    {"**"}Capitals** may be attacked from round 3. The conqueror chooses **reparations** (200 grain and two territories) or **occupation** (the loser founds a new capital and rolls +1 against the occupier for the rest of the game). Taken twice by different enemies, a player is out. A captured lord costs 100 grain ransom.

    {"**"}Continents**: a continent you hold whole scores its bonus (20–70) at the end and, at the start of each of your turns, gives you its bonus ÷ 10 in soldiers (2–7), placed first on your territories there (not the capital; those without room are lost), unless the table turned continent_troops off.

    {"**"}After each round**: two political events, tax by the economic values you hold, then everyone buys at once: soldier 20, horse 80, cannon 150, catapult 100, well-tower 100. **Scores**: mission 100, each whole continent its bonus, each enemy lord and each enemy capital taken 50, each catapult and well-tower 5. Grain is public; missions are revealed at the end.

    {"**"}Sorcery and reactions**: instead of dice, an attacker sending 5 units or more may summon a mage: a duel of generals (in the monarch edition, of the lords) decided by a drawn sorcery card. Reaction cards in your hand (Ambush, Bodyguard, Veto) are played for you at their moment, even outside your turn; the action point is taken from your next turn.

    {"**"}Monarch edition** (chosen at { $cmd_game_new }): each player keeps one of two lord cards with four stats and lord skills; after each round every lord finds a treasure that changes its stats (a few are harmful).
