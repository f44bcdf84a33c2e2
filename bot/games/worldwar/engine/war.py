"""Attacks: one dice roll per attack (battle.py), conquest, lords taken, capitals taken.

An attack detaches the sent pieces (with the lord and catapults if asked) from the origin;
after the roll a defender owing losses with engines there is asked which engines pay them
(:func:`sacrifice`, ruling W25: the battle waits in the ``sacrifice`` phase), then
(:func:`finish_battle`) the survivors move into a conquered territory or go back home.
Taking a capital leaves the conqueror a choice (reparations or occupation, :func:`choose`); a
double capture by different enemies or the loss of every territory puts a player out
(:func:`eliminate`).
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import Event, RuleError
from bot.games.worldwar.engine import battle as battle_rules
from bot.games.worldwar.engine import reactions, sorcery
from bot.games.worldwar.engine.army import count, own, pieces, territory
from bot.games.worldwar.engine.battle import (
    BattleResult,
    Payment,
    Side,
    Stack,
    battle,
    copy_record,
    units_of,
)
from bot.games.worldwar.engine.lords import catapult_bonus, dice_boost, escape
from bot.games.worldwar.engine.missions import capture_completes
from bot.games.worldwar.engine.state import (
    ATTACK_COST,
    CAPITAL_ROUND,
    CEDED,
    GARRISON,
    MAP,
    RANSOM,
    REPARATIONS,
    SORTED_LINKS,
    State,
    add,
    engine_room,
    err,
    gain_units,
    holds_any,
    is_capital,
    links,
    lord_at,
    lose_units,
    owned,
    set_stack,
    split,
    stack,
    sub,
)
from bot.games.worldwar.engine.table_options import defender_asked


def barred(state: State, seat: int, src: str, dst: str) -> RuleError | None:
    """Why ``seat`` may not attack ``dst`` from ``src`` whatever it sends, if it may not:
    adjacency (no sea link while the sea is closed), its own land, a capital before round 3
    or during a ceasefire, a truce card of the defender, an attack out of a capital."""
    if dst not in MAP.territories[src].links:
        return err("not-adjacent", territory=dst)
    if dst not in links(state, src):
        return err("sea-closed", territory=dst)
    enemy = state["map"][dst]["o"]
    if enemy == seat:
        return err("own-territory", territory=dst)
    if is_capital(state, src):
        return err("capital-move")
    if is_capital(state, dst):  # asked once: the playouts ask this of every pair they weigh
        if state["round"] < CAPITAL_ROUND:
            return err("capital-early", round=CAPITAL_ROUND)
        if state["fx"]["ceasefire"]:
            return err("ceasefire")
    if enemy is not None and seat in state["seats"][enemy]["truce"]:
        return err("truce", seat=enemy)
    return None


def attack(state: State, seat: int, action: dict[str, Any], rng: random.Random) -> list[Event]:
    """One attack, one roll (ruling B8); costs an action point won or lost."""
    turn = state["turn"]
    if turn["step"] != "attack":
        raise err("moved")
    if turn["ap"] < ATTACK_COST:
        raise err("action-points", cost=ATTACK_COST, left=turn["ap"])
    src, dst = territory(action, "a"), territory(action, "b")
    own(state, seat, src)
    refusal = barred(state, seat, src, dst)
    if refusal is not None:
        raise refusal
    enemy = state["map"][dst]["o"]
    defended_capital = is_capital(state, dst)
    sent = pieces(action)
    try:
        left = sub(stack(state, src), sent)
    except ValueError:
        raise err("pieces", territory=src) from None
    if sent.units == 0 or left.units < 1:
        raise err("leave-one", territory=src)
    catapults = count(action, "k")
    if catapults > state["map"][src]["k"]:
        raise err("engines", territory=src)
    give = count(action, "g")  # catapults the attacker will sacrifice for losses (W25)
    if give > catapults:
        raise err("engines", territory=src)
    summon = bool(action.get("m"))
    if summon and not sorcery.can_summon(sent.units):
        raise err("summon", units=sent.units, need=sorcery.SUMMON_UNITS)
    info = state["seats"][seat]
    with_lord = bool(action.get("l"))
    if with_lord and info["lord"] != src:
        raise err("no-lord", territory=src)
    spent = min(catapults, turn["fired"].get(dst, 0))
    turn["fired"][dst] = max(turn["fired"].get(dst, 0), catapults)
    turn["ap"] -= ATTACK_COST
    set_stack(state, src, left)
    state["map"][src]["k"] -= catapults
    if with_lord:
        info["lord"] = None
    defender_stack = stack(state, dst)
    defender_lord = enemy is not None and state["seats"][enemy]["lord"] == dst
    boosts = turn["boosts"]
    turn["boosts"] = [b for b in boosts if b["scope"] == "turn"]
    guard = state["seats"][enemy] if enemy is not None else None
    ambush = guard["ambush"] if guard is not None else []
    if guard is not None:
        guard["ambush"] = []
    cell = state["map"][dst]
    attacking_side = Side(
        sent,
        lord=with_lord,
        grudge=enemy is not None and enemy in info["grudge"],
        catapults=catapults,
        spent_catapults=spent,
        give_catapults=give,
        boost=tuple((b["n"], b["dice"]) for b in boosts)
        + (dice_boost(state, seat, "attack") if with_lord else ()),
        reroll=sum(b["reroll"] for b in boosts),
        catapult_bonus=catapult_bonus(state, seat),
    )
    defending_side = Side(
        defender_stack,
        lord=defender_lord,
        grudge=enemy is not None and seat in state["seats"][enemy]["grudge"],
        catapults=cell["k"],
        towers=cell["w"],
        give_catapults=cell["k"] if enemy is not None else 0,  # ruling W25
        give_towers=cell["w"] if enemy is not None else 0,
        boost=tuple((b["n"], b["dice"]) for b in ambush)
        + (dice_boost(state, enemy, "defend") if defender_lord else ()),
        reroll=sum(b["reroll"] for b in ambush),
        shield=guard["shields"].get(dst, 0) if guard is not None else 0,
    )
    result: BattleResult | sorcery.DuelResult | None = None
    if summon:
        result = sorcery.resolve(
            state, seat, enemy, attacking_side, defending_side, rng, capital=defended_capital
        )
    reacted: list[Event] = []
    # The defenders left standing after the engines fire: an ambush changes only the dice
    # (boost, reroll), not what pre_kills reads (stacks, engines, shield), so read once.
    _, _, a_left, standing, _ = sorcery.pre_kills(attacking_side, defending_side)
    if result is None:
        rolls = a_left.units > 0 and standing.units > 0
        defending_side, reacted = reactions.ambush(
            state, enemy, defending_side, rolls, bool(ambush), dst
        )
        result = battle(attacking_side, defending_side, rng, capital=defended_capital)
    kind = "ww-ev-duel" if isinstance(result, sorcery.DuelResult) else "ww-ev-battle"
    fought = {"seat": seat, "defender": enemy, "from": src, "to": dst, **result.to_json()}
    # Whose lord was in the battle: the report says so, because an attacking lord makes a tie
    # kill nobody (B1) and a defending one raises 2s and 3s (B2), which the dice alone hide.
    fought["attacker_lord"], fought["defender_lord"] = with_lord, defender_lord
    battle_state = {
        "attacker": seat,
        "defender": enemy,
        "from": src,
        "where": dst,
        "kind": kind,
        "fought": fought,
        "force": sent.to_json(),
        "defence": defender_stack.to_json(),
        "standing": standing.to_json(),
        "owed": result.defender_owed,
        "k": catapults,
        "l": with_lord,
        "capital": defended_capital,
    }
    if (
        enemy is not None
        and result.defender_owed > 0
        and cell["k"] + cell["w"] > 0
        and defender_asked(state)
    ):
        # The seed lets the defender choose ("该城的玩家可以选择,死兵马还是死井栏或投石车"):
        # the battle waits for its answer (W25); nothing is paid until then.
        state["phase"] = "sacrifice"
        state["pending"] = battle_state
        asked = {"seat": enemy, "attacker": seat, "territory": dst, "owed": result.defender_owed}
        return [*reacted, Event("ww-ev-sacrifice-asked", asked)]
    return reacted + finish_battle(state, battle_state, result.defender_paid)


def sacrifice(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    """The defender's answer ``{"t":"sacrifice","k":catapults,"w":well-towers}``: exactly
    these engines pay the losses first (a catapult 3, a well-tower 5), units the rest; no more
    engines than stand there, none given up for nothing (B5). Then the battle ends as it
    would have and the attacker's turn goes on."""
    pending = state["pending"]
    catapults, towers = count(action, "k"), count(action, "w")
    cell = state["map"][pending["where"]]
    owed = pending["owed"]
    if (
        catapults > cell["k"]
        or towers > cell["w"]
        or not battle_rules.sacrifice_allowed(owed, catapults, towers)
    ):
        raise err("sacrifice", catapults=cell["k"], towers=cell["w"], owed=owed)
    standing = Stack.from_json(pending["standing"])
    paid = battle_rules.pay_exactly(standing, owed, catapults, towers)
    state["phase"], state["pending"] = "turn", None
    chosen = {"seat": seat, "territory": pending["where"], "catapults": catapults,
              "towers": towers, "units": paid.units}  # fmt: skip
    return [Event("ww-ev-sacrificed", chosen), *finish_battle(state, pending, paid)]


def default_sacrifice(state: State) -> dict[str, Any]:
    """What the defender gives up when it does not answer (the deadline, the autopilot):
    B5's choice among all its engines there, the fewest units lost."""
    pending = state["pending"]
    cell = state["map"][pending["where"]]
    standing = Stack.from_json(pending["standing"])
    paid = battle_rules.pay_losses(standing, pending["owed"], cell["k"], cell["w"])
    return {"t": "sacrifice", "k": paid.catapults, "w": paid.towers}


def finish_battle(state: State, fight: dict[str, Any], paid: Payment) -> list[Event]:
    """Apply one battle's outcome, the defender's losses paid with ``paid``: casualties,
    engines given up, then the attacker moves in, goes home or waits on a fallen capital."""
    seat, enemy, src, dst = fight["attacker"], fight["defender"], fight["from"], fight["where"]
    # A new dict with the defender's payment (the keys already there keep their places), not a
    # deep copy: the battle's record ``fight`` is dropped with this call (built by attack, or
    # the pending choice just cleared), and the board's copy below is a deep one.
    fought = {
        **fight["fought"],
        "defender_paid": paid.to_json(),
        "defender_wiped_out": paid.survivors.units == 0,
    }
    info, cell = state["seats"][seat], state["map"][dst]
    # the units sent and defending, counted off the record without building Stacks
    sent_units, defence_units = units_of(fight["force"]), units_of(fight["defence"])
    catapults, with_lord = fight["k"], fight["l"]
    defender_lord, defended_capital = fought["defender_lord"], fight["capital"]
    attacker_paid = fought["attacker_paid"]
    if enemy is not None and fought["shielded"]:
        state["seats"][enemy]["shields"][dst] -= fought["shielded"]
    survivors, defenders = Stack.from_json(attacker_paid["survivors"]), paid.survivors
    lose_units(state, seat, sent_units - survivors.units)
    if enemy is not None:
        lose_units(state, enemy, defence_units - defenders.units)
    set_stack(state, dst, defenders)
    catapults -= attacker_paid["catapults"]
    info["eng_lost"] += attacker_paid["catapults"]
    if enemy is not None:
        cell["k"] -= paid.catapults
        cell["w"] -= paid.towers
        state["seats"][enemy]["eng_lost"] += paid.catapults + paid.towers
    state["last_battle"] = {"kind": fight["kind"], **copy_record(fought)}  # the board's dice
    events = [Event(fight["kind"], fought)]
    if survivors.units == 0:
        if catapults:
            info["eng_lost"] += catapults
        if with_lord:
            events += take_lord(state, seat, enemy)
        return events
    if defenders.units > 0:
        set_stack(state, src, add(stack(state, src), survivors))
        state["map"][src]["k"] += catapults
        if with_lord:
            info["lord"] = src
        return events
    if defended_capital and enemy is not None:
        state["phase"] = "capital"
        state["pending"] = {
            "conqueror": seat,
            "victim": enemy,
            "where": dst,
            "from": src,
            "force": survivors.to_json(),
            "k": catapults,
            "l": with_lord,
        }
        info["capitals"].append(enemy)
        state["seats"][enemy]["taken_by"].append(seat)
        events.append(Event("ww-ev-capital-taken", {"seat": seat, "victim": enemy, "at": dst}))
        if defender_lord:
            events += take_lord(state, enemy, seat)
        return events
    events += conquer(state, seat, dst, survivors, catapults, with_lord)
    if enemy is not None and not holds_any(state, enemy):
        events += eliminate(state, enemy, seat)
    return events


def conquer(
    state: State, seat: int, dst: str, force: Stack, catapults: int, with_lord: bool
) -> list[Event]:
    """The attacker moves in: its survivors, catapults and lord; well-towers left standing
    pass to it ("如果没有损失井栏,则被进攻方占领之后归为他有"); the loser's catapults withdraw
    to a neighbouring territory of his with room, or are lost; a lord there is taken."""
    cell = state["map"][dst]
    enemy = cell["o"]
    events = [Event("ww-ev-conquer", {"seat": seat, "victim": enemy, "territory": dst})]
    if enemy is not None:
        loser = state["seats"][enemy]
        loser["shields"].pop(dst, None)
        if cell["w"]:
            loser["eng_lost"] += cell["w"]
            state["seats"][seat]["eng_gained"] += cell["w"]
        retreat = cell["k"]
        for other in SORTED_LINKS[dst] if retreat else ():  # sorted(links), sorted once
            if retreat and state["map"][other]["o"] == enemy:
                moved = min(retreat, engine_room(state, other, "catapult"))
                state["map"][other]["k"] += moved
                retreat -= moved
        loser["eng_lost"] += retreat
        cell["k"] = 0
        if loser["lord"] == dst:
            events += take_lord(state, enemy, seat)
    cell["o"] = seat
    set_stack(state, dst, force)
    cell["k"] += catapults
    if with_lord:
        state["seats"][seat]["lord"] = dst
    return events


def take_lord(state: State, victim: int, captor: int | None) -> list[Event]:
    """A lord is taken; unless the capture completes someone's mission, the victim pays a
    ransom of 100 (what he has, if less) and the lord returns to his capital (ruling W7)."""
    info = state["seats"][victim]
    where, info["lord"] = info["lord"], None
    if captor is None:
        return []
    if info["bodyguard"] and where is not None and info["capital"] not in (None, where):
        info["bodyguard"] = False  # ruling W15: the lord escapes to the capital
        info["lord"] = info["capital"]
        return [Event("ww-ev-lord-escaped", {"seat": victim, "territory": info["capital"]})]
    # What costs nothing first: the lord's escape skill (W34), then a Bodyguard in hand (W15).
    escaped = escape(state, victim, where) or reactions.bodyguard(state, victim, where)
    if escaped:
        return escaped
    info["held_by"] = captor
    if victim not in state["seats"][captor]["lords"]:
        state["seats"][captor]["lords"].append(victim)
    events = [Event("ww-ev-lord-taken", {"seat": captor, "victim": victim})]
    if capture_completes(state, victim):
        return events
    paid = min(RANSOM, info["grain"])
    info["grain"] -= paid
    state["seats"][captor]["grain"] += paid
    if paid:
        info["ransoms"].append([captor, paid, state["round"]])
    info["held_by"] = None
    pending = state["pending"] or {}
    homes = [t for t in [info["capital"], *owned(state, victim)] if t is not None]
    homes = [t for t in homes if t != pending.get("where") and lord_at(state, t) is None]
    info["lord"] = homes[0] if homes else None
    events.append(Event("ww-ev-ransom", {"seat": victim, "captor": captor, "grain": paid}))
    return events


def choose(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    """The conqueror of a capital chooses: ``{"t":"occupy"}`` or ``{"t":"repar","a","b"}``."""
    pending = state["pending"]
    victim, where = pending["victim"], pending["where"]
    force = Stack.from_json(pending["force"])
    state["pending"] = None
    state["phase"] = "turn"
    events: list[Event]
    if action["t"] == "occupy":
        state["seats"][victim]["capital"] = None
        if seat not in state["seats"][victim]["grudge"]:
            state["seats"][victim]["grudge"].append(seat)
        events = [Event("ww-ev-occupy", {"seat": seat, "victim": victim, "at": where})]
        events += conquer(state, seat, where, force, pending["k"], pending["l"])
        if len(set(state["seats"][victim]["taken_by"])) >= 2 or not holds_any(state, victim):
            return events + eliminate(state, victim, seat)
        state["phase"] = "refound"
        state["pending"] = {"victim": victim}
        return events
    ceded = reparation_choice(state, victim, action)
    info, loser = state["seats"][seat], state["seats"][victim]
    paid = min(REPARATIONS, loser["grain"])
    loser["grain"] -= paid
    info["grain"] += paid
    state["map"][pending["from"]]["k"] += pending["k"]
    set_stack(state, where, Stack(GARRISON))
    gain_units(state, victim, GARRISON)
    events = [Event("ww-ev-reparations", {"seat": seat, "victim": victim, "grain": paid})]
    shares = [force]
    if len(ceded) == CEDED and force.units >= CEDED:
        taken, rest = split(force, force.units // 2)
        shares = [rest, taken]
    if not ceded:  # nothing to cede: the survivors go home
        origin = pending["from"]
        set_stack(state, origin, add(stack(state, origin), force))
    for k, tid in enumerate(ceded):
        share = shares[k] if k < len(shares) else Stack()
        if share.units == 0:  # one survivor, two territories: the second stays the victim's
            continue
        given = stack(state, tid)
        loser["supply"] = add(Stack.from_json(loser["supply"]), given).to_json()
        set_stack(state, tid, Stack())
        events += conquer(state, seat, tid, share, 0, pending["l"] and k == 0)
    if pending["l"] and not ceded:
        info["lord"] = pending["from"]
    if len(set(loser["taken_by"])) >= 2:
        events += eliminate(state, victim, seat)
    return events


def reparation_choice(state: State, victim: int, action: dict[str, Any]) -> list[str]:
    """The two territories named (fewer if the victim holds fewer besides the capital)."""
    choices = [t for t in owned(state, victim) if not is_capital(state, t)]
    wanted = [action.get("a"), action.get("b")][: min(CEDED, len(choices))]
    if len(set(wanted)) != len(wanted) or any(t not in choices for t in wanted):
        raise err("ceded")
    return [str(t) for t in wanted]


def refound(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    """The occupied player founds a new capital on one of his territories
    ("对手选择在另外一个地方建都"); its troops become the garrison, none are added."""
    tid = territory(action, "a")
    own(state, seat, tid)
    state["seats"][seat]["capital"] = tid
    state["pending"] = None
    state["phase"] = "turn"
    return [Event("ww-ev-refound", {"seat": seat, "territory": tid})]


def eliminate(state: State, victim: int, by: int | None) -> list[Event]:
    """A player is out: his pieces and engines are removed (counted lost) and his territories
    lie empty, to be taken by any attack without a roll (ruling W8)."""
    info = state["seats"][victim]
    info["out"] = True
    info["capital"] = None
    if info["lord"] is not None:
        info["lord"] = None
    for tid in owned(state, victim):
        cell = state["map"][tid]
        lose_units(state, victim, stack(state, tid).units)
        info["eng_lost"] += cell["k"] + cell["w"]
        cell.update({"o": None, "u": Stack().to_json(), "k": 0, "w": 0})
    lose_units(state, victim, Stack.from_json(info["supply"]).units)
    info["supply"] = Stack().to_json()
    info["eng_lost"] += sum(info["kit"].values())
    info["kit"] = {kind: 0 for kind in info["kit"]}
    if state["phase"] == "refound" and state["pending"]["victim"] == victim:
        state["pending"] = None
        state["phase"] = "turn"
    return [Event("ww-ev-eliminated", {"seat": victim, "by": by})]
