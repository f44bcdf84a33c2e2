"""Facts that hold after every action; tests and the random-game runs check them."""

from __future__ import annotations

from collections import Counter

from bot.games.smallworld.engine.data import (
    ENCAMPMENTS,
    FORTRESSES,
    HEROES,
    HOLES,
    LOST_TRIBE_TOKENS,
    POWERS,
    RACES,
    TROLL_LAIRS,
)
from bot.games.smallworld.engine.state import (
    State,
    forces,
    has_power,
    is_water,
    marker_total,
    owner_of_race,
    region,
    region_ids,
    tokens_on_map,
)


class InvariantError(AssertionError):
    pass


def check(condition: bool, message: str) -> None:
    if not condition:
        raise InvariantError(message)


def check_invariants(state: State) -> None:
    check_pieces(state)
    check_regions(state)
    check_cards(state)
    for seat in range(state["players"]):
        check(state["seats"][seat]["coins"] >= 0, f"seat {seat} has negative coins")
        check_declined(state, seat)
    for combo in state["market"]:
        check(combo["coins"] >= 0, "negative coins on the market")


def check_pieces(state: State) -> None:
    hands: Counter[str] = Counter()
    for seat in range(state["players"]):
        for force, _ in forces(state, seat):
            check(force["hand"] >= 0, f"{force['race']}: negative hand")
            hands[force["race"]] += force["hand"]
    for race, (_banner, total) in RACES.items():
        box = state["box"][race]
        check(box >= 0, f"{race}: negative box")
        in_play = tokens_on_map(state, race) + hands[race]
        check(box + in_play == total, f"{race}: {box} in box + {in_play} in play != {total}")
    lost = sum(region(state, rid)["lost_tribe"] for rid in region_ids(state))
    check(lost <= LOST_TRIBE_TOKENS, "too many Lost Tribes")
    for marker, limit in (("lair", TROLL_LAIRS), ("fortress", FORTRESSES), ("dragon", 1)):
        check(marker_total(state, marker) <= limit, f"too many {marker} markers")
    check(marker_total(state, "hero") <= HEROES, "too many heroes")
    check(marker_total(state, "hole") <= HOLES, "too many holes")
    check(marker_total(state, "camp") <= ENCAMPMENTS, "too many encampments")


def check_regions(state: State) -> None:
    for rid in region_ids(state):
        reg = region(state, rid)
        race = reg["race"]
        if race is None:
            check(reg["tokens"] == 0 and reg["owner"] is None, f"region {rid}: tokens, no race")
            for marker in ("lair", "fortress", "camp", "hero", "dragon", "hole"):
                check(reg[marker] == 0, f"region {rid}: {marker} without an occupant")
            continue
        found = owner_of_race(state, race)
        check(found is not None, f"region {rid}: {race} belongs to nobody")
        assert found is not None
        seat, force, declined = found
        check(reg["owner"] == seat and reg["declined"] == declined, f"region {rid}: owner")
        check(reg["tokens"] >= 1 and reg["lost_tribe"] == 0, f"region {rid}: token count")
        if declined and race != "ghouls":
            check(reg["tokens"] == 1, f"region {rid}: a race in decline keeps one token")
        if is_water(state, rid):
            check(has_power(force, "seafaring", declined), f"region {rid}: water without ships")
        if reg["hero"]:
            check(has_power(force, "heroic", declined), f"region {rid}: hero without Heroic")
        if reg["camp"]:
            check(has_power(force, "bivouacking", declined), f"region {rid}: stray encampment")
        if reg["dragon"]:
            check(has_power(force, "dragon_master", declined), f"region {rid}: stray dragon")
        if reg["hole"]:
            check(race == "halflings" and not declined, f"region {rid}: stray hole")
        if reg["lair"]:
            check(race == "trolls", f"region {rid}: stray troll lair")


def check_declined(state: State, seat: int) -> None:
    """One race in decline per seat, plus at most the one that declined with Spirit."""
    declined = state["seats"][seat]["declined"]
    ordinary = [force for force in declined if force["power"] != "spirit"]
    check(len(ordinary) <= 1, f"seat {seat} has {len(ordinary)} ordinary races in decline")
    check(len(declined) - len(ordinary) <= 1, f"seat {seat} has two Spirit races")
    for force in declined:
        check(force["power"] in (None, "seafaring", "spirit"), f"{force['race']}: badge kept")


def check_cards(state: State) -> None:
    races = list(state["race_stack"]) + [combo["race"] for combo in state["market"]]
    powers = (
        list(state["power_stack"])
        + list(state["power_discard"])
        + [combo["power"] for combo in state["market"]]
    )
    for seat in range(state["players"]):
        for force, _ in forces(state, seat):
            races.append(force["race"])
            if force["power"] is not None:
                powers.append(force["power"])
    check(sorted(races) == sorted(RACES), "every race banner is in exactly one place")
    check(sorted(powers) == sorted(POWERS), "every power badge is in exactly one place")
