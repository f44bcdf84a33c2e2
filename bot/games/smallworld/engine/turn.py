"""The flow of a turn: ready troops, hand over from Ghouls, redeploy, decline, score, next seat."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import Event, RuleError
from bot.games.smallworld.engine.conquest import race_text
from bot.games.smallworld.engine.data import POWERS_KEPT_IN_DECLINE
from bot.games.smallworld.engine.geography import geography
from bot.games.smallworld.engine.market import (
    discard_badge,
    lend_amazon_tokens,
    retire,
    retire_if_gone,
)
from bot.games.smallworld.engine.outcome import final_result
from bot.games.smallworld.engine.scoring import score_turn
from bot.games.smallworld.engine.state import (
    Force,
    State,
    active_force,
    declined_ghouls,
    forces,
    from_box,
    has_power,
    new_turn_state,
    region,
    regions_of,
    to_box,
)

# --- starting --------------------------------------------------------------------------------


def start_turn(state: State, seat: int) -> list[Event]:
    state["active"] = seat
    state["turn_state"] = new_turn_state()
    state["last_roll"] = None
    # A Diplomat's peace lasts until the Diplomat's next turn.
    state["seats"][seat]["ally"] = None
    events = [Event("sw-turn-start", {"seat": seat, "turn": state["turn"]})]
    ghouls = declined_ghouls(state, seat)
    if ghouls is not None and regions_of(state, "ghouls"):
        state["turn_state"]["force"] = "ghouls"
        state["phase"] = "conquer"
    else:
        begin_active(state)
    return events


def begin_active(state: State) -> None:
    state["turn_state"]["force"] = "active"
    state["phase"] = "pick" if active_force(state, state["active"]) is None else "conquer"


def spare_tokens(state: State, race: str) -> int:
    """Tokens a race can take back at the start of its turn: all but one per region."""
    return sum(region(state, rid)["tokens"] - 1 for rid in regions_of(state, race))


def gather_spares(state: State, force: Force) -> None:
    for rid in regions_of(state, force["race"]):
        reg = region(state, rid)
        force["hand"] += reg["tokens"] - 1
        reg["tokens"] = 1


def ready_troops(state: State) -> None:
    """Take the acting force's spare tokens in hand (done lazily, at its first move)."""
    turn = state["turn_state"]
    seat = state["active"]
    if turn["force"] == "ghouls":
        ghouls = declined_ghouls(state, seat)
        if ghouls is not None and not turn["ghouls_readied"]:
            turn["ghouls_readied"] = True
            gather_spares(state, ghouls)
        return
    force = active_force(state, seat)
    if force is None or turn["readied"]:
        return
    turn["readied"] = True
    gather_spares(state, force)
    if force["race"] == "amazons":
        force["hand"] += lend_amazon_tokens(state)


def available_tokens(state: State) -> int:
    """The acting force's hand once its troops are readied (without readying them)."""
    turn = state["turn_state"]
    seat = state["active"]
    if turn["force"] == "ghouls":
        ghouls = declined_ghouls(state, seat)
        if ghouls is None:
            return 0
        spare = 0 if turn["ghouls_readied"] else spare_tokens(state, "ghouls")
        return ghouls["hand"] + spare
    force = active_force(state, seat)
    if force is None:
        return 0
    if turn["readied"]:
        return force["hand"]
    bonus = min(4, state["box"]["amazons"]) if force["race"] == "amazons" else 0
    return force["hand"] + spare_tokens(state, force["race"]) + bonus


# --- ending conquests ------------------------------------------------------------------------


def end_conquest(state: State) -> list[Event]:
    if state["turn_state"]["force"] == "ghouls":
        begin_active(state)
        return []
    return enter_redeploy(state)


def enter_redeploy(state: State) -> list[Event]:
    seat = state["active"]
    force = active_force(state, seat)
    events: list[Event] = []
    state["turn_state"]["berserk"] = None
    if force is not None and force["race"] == "amazons":
        return_amazon_tokens(state, force)
    if force is not None and force["race"] == "skeletons":
        extra = from_box(state, "skeletons", state["turn_state"]["non_empty"] // 2)
        force["hand"] += extra
        if extra:
            events.append(Event("sw-skeletons-grow", {"seat": seat, "count": extra}))
    state["phase"] = "redeploy"
    return events


def return_amazon_tokens(state: State, force: Force) -> None:
    """The four lent tokens go back: from the hand first, then from crowded regions."""
    owed = state["turn_state"]["amazon_bonus"]
    state["turn_state"]["amazon_bonus"] = 0
    from_hand = min(owed, force["hand"])
    force["hand"] -= from_hand
    owed -= from_hand
    to_box(state, "amazons", from_hand)
    while owed > 0:
        crowded = [rid for rid in regions_of(state, "amazons") if region(state, rid)["tokens"] > 1]
        if not crowded:
            break
        rid = max(crowded, key=lambda r: (region(state, r)["tokens"], -r))
        region(state, rid)["tokens"] -= 1
        to_box(state, "amazons", 1)
        owed -= 1


# --- redeploying -----------------------------------------------------------------------------


# The races a seat places now, each with its regions in number order.
Holdings = list[tuple[Force, list[int]]]


def movable_forces(state: State, seat: int, own_turn: bool) -> list[Force]:
    """Races whose tokens the seat places now: on its own turn, the active race and Ghouls in
    decline may move freely; otherwise only races with tokens back in hand."""
    return [force for force, _held in holdings_to_place(state, seat, own_turn)]


def holdings_to_place(state: State, seat: int, own_turn: bool) -> Holdings:
    """The races :func:`movable_forces` names, with their regions: a redeployment scans the map
    once per race for its layout and its checks (at every turn of every playout)."""
    result = []
    for force, declined in forces(state, seat):
        # The map is scanned only for a race that would move (most races in decline would not).
        if force["hand"] > 0 or (own_turn and (not declined or force["race"] == "ghouls")):
            held = regions_of(state, force["race"])
            if held:
                result.append((force, held))
    return result


def pending_hand(state: State, seat: int) -> bool:
    """Whether the seat has tokens in hand that must go onto regions it still holds."""
    # A plain loop rather than any() over a generator: asked for every seat after every turn.
    for force, _declined in forces(state, seat):
        if force["hand"] > 0 and regions_of(state, force["race"]):
            return True
    return False


def parse_layout(raw: Any) -> dict[int, int]:
    if not isinstance(raw, dict):
        raise RuleError("sw-err-bad-action")
    layout: dict[int, int] = {}
    for key, value in raw.items():
        try:
            rid = int(key)
        except (TypeError, ValueError):
            raise RuleError("sw-err-bad-action") from None
        if not isinstance(value, int) or isinstance(value, bool):
            raise RuleError("sw-err-bad-action")
        layout[rid] = value
    return layout


def apply_layout(state: State, holdings: Holdings, raw: Any) -> None:
    """Check and apply a token layout: regions not named keep their tokens, every region of a
    moving race keeps at least one, and each race places exactly what it has."""
    layout = parse_layout(raw)
    owned = {rid for _force, held in holdings for rid in held}
    for rid, count in layout.items():
        if rid not in owned:
            raise RuleError("sw-err-layout-region", region=rid)
        if count < 1:
            raise RuleError("sw-err-layout-min", region=rid)
    for force, held in holdings:
        have = sum(region(state, rid)["tokens"] for rid in held) + force["hand"]
        placed = sum(layout.get(rid, region(state, rid)["tokens"]) for rid in held)
        if placed != have:
            raise RuleError("sw-err-layout-total", expected=have, placed=placed)
    for rid, count in layout.items():
        region(state, rid)["tokens"] = count
    for force, _held in holdings:
        force["hand"] = 0


def default_layout(state: State, holdings: Holdings) -> dict[str, int]:
    """Spread each race evenly, extra tokens first where enemies can reach."""
    layout: dict[str, int] = {}
    for force, held in holdings:
        total = sum(region(state, rid)["tokens"] for rid in held) + force["hand"]
        ranked = sorted(held, key=lambda rid: (-exposure(state, rid), rid))
        counts = dict.fromkeys(ranked, 1)
        for index in range(total - len(ranked)):
            counts[ranked[index % len(ranked)]] += 1
        layout.update({str(rid): count for rid, count in counts.items()})
    return layout


def exposure(state: State, rid: int) -> int:
    """How many land neighbours are not the occupant's (a rough threat measure)."""
    regions = state["regions"]
    owner = regions[str(rid)]["owner"]
    # The land neighbours' keys come worked out from the board: layouts rank every region held.
    return len([key for key in geography(state).land_near[rid] if regions[key]["owner"] != owner])


# --- declining -------------------------------------------------------------------------------


def decline(state: State, seat: int, rng: random.Random) -> list[Event]:
    """Flip the banner: one token per region stays (Ghouls keep all), the badge goes."""
    seats = state["seats"][seat]
    force = seats["active"]
    assert force is not None
    events = [Event("sw-declined", {"seat": seat, "race": race_text(force["race"])})]
    if force["power"] != "spirit":
        for old in [item for item in seats["declined"] if item["power"] != "spirit"]:
            retire(state, seat, old, rng)
            events.append(Event("sw-race-vanished", {"seat": seat, "race": race_text(old["race"])}))
    race = force["race"]
    for rid in regions_of(state, race):
        reg = region(state, rid)
        if race != "ghouls":
            to_box(state, race, reg["tokens"] - 1)
            reg["tokens"] = 1
        reg["declined"] = True
        for marker in ("dragon", "hero", "hole", "camp"):
            reg[marker] = 0
    to_box(state, race, force["hand"])
    kept = force["power"] if force["power"] in POWERS_KEPT_IN_DECLINE else None
    if kept is None:
        discard_badge(state, force["power"], rng)
    declined: Force = {"race": race, "power": kept, "hand": 0}
    seats["declined"].append(declined)
    seats["active"] = None
    seats["ally"] = None
    state["turn_state"]["declined_now"] = True
    if retire_if_gone(state, seat, declined, rng):
        events.append(Event("sw-race-vanished", {"seat": seat, "race": race_text(race)}))
    return events


# --- closing the turn ------------------------------------------------------------------------


def finish_turn(state: State, rng: random.Random) -> list[Event]:
    seat = state["active"]
    events = score_turn(state, seat)
    force = active_force(state, seat)
    if has_power(force, "stout", False) and not state["turn_state"]["declined_now"]:
        state["phase"] = "stout"
        return events
    return events + after_turn(state, rng)


def after_turn(state: State, rng: random.Random) -> list[Event]:
    """Defenders place the tokens they got back; a race in decline with nowhere to go leaves."""
    events: list[Event] = []
    for seat in range(state["players"]):
        for force, declined in list(forces(state, seat)):
            if declined and force["hand"] and not regions_of(state, force["race"]):
                to_box(state, force["race"], force["hand"])
                force["hand"] = 0
                if retire_if_gone(state, seat, force, rng):
                    events.append(
                        Event("sw-race-vanished", {"seat": seat, "race": race_text(force["race"])})
                    )
    if any(pending_hand(state, seat) for seat in range(state["players"])):
        state["phase"] = "defenders"
        return events
    return events + advance(state)


def advance(state: State) -> list[Event]:
    following = (state["active"] + 1) % state["players"]
    if following == state["first"]:
        if state["turn"] >= state["turns"]:
            return end_game(state)
        state["turn"] += 1
    return start_turn(state, following)


def end_game(state: State) -> list[Event]:
    state["phase"] = "over"
    state["result"] = final_result(state)
    return [Event("sw-game-over", {"winner": state["result"]["winners"]})]
