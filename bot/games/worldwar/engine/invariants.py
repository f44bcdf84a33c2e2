"""Facts that hold after every action; the tests and the random games check them all."""

from __future__ import annotations

from bot.games.worldwar.engine.battle import ENGINES_PER_CITY, Stack
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.continent_troops import pending, space
from bot.games.worldwar.engine.lords import cap_reach
from bot.games.worldwar.engine.monarchs import monarchs
from bot.games.worldwar.engine.state import (
    MAP,
    ROUNDS,
    State,
    is_capital,
    limit,
    seat_engines,
    seat_units,
    stack,
)

PHASES = ("setup", "turn", "sacrifice", "capital", "refound", "buy", "over")


class InvariantError(AssertionError):
    pass


def check(condition: bool, message: str) -> None:
    if not condition:
        raise InvariantError(message)


def check_invariants(state: State) -> None:
    check(state["phase"] in PHASES, f"unknown phase {state['phase']}")
    check(0 <= state["round"] <= ROUNDS, f"round {state['round']}")
    for tid in MAP.territories:
        cell = state["map"][tid]
        units = stack(state, tid).units
        reach = cap_reach(state, cell["o"])  # ruling W30: a cap lord's surplus may stay
        check(units <= limit(state, tid) + reach, f"{tid}: {units} units over its cap")
        check(0 <= cell["k"] <= ENGINES_PER_CITY, f"{tid}: {cell['k']} catapults")
        check(0 <= cell["w"] <= ENGINES_PER_CITY, f"{tid}: {cell['w']} well-towers")
        if cell["o"] is None:
            check(units == 0 and cell["k"] == cell["w"] == 0, f"{tid}: pieces with no owner")
    for seat, info in enumerate(state["seats"]):
        units = seat_units(state, seat)
        check(
            units == info["gained"] - info["lost"],
            f"seat {seat}: {units} units, but gained {info['gained']} lost {info['lost']}",
        )
        check(
            seat_engines(state, seat) == info["eng_gained"] - info["eng_lost"],
            f"seat {seat}: engines do not add up",
        )
        check(info["grain"] >= 0, f"seat {seat}: negative grain")
        if info["capital"] is not None:
            tid = info["capital"]
            check(state["map"][tid]["o"] == seat, f"seat {seat}: capital {tid} not its own")
        if info["lord"] is not None:
            check(state["map"][info["lord"]]["o"] == seat, f"seat {seat}: lord off its land")
        if info["out"]:
            check(Stack.from_json(info["supply"]).units == 0, f"seat {seat}: out with supply")
        check(min(info["kit"].values()) >= 0, f"seat {seat}: negative machines to place")
    held = [card for info in state["seats"] for card in info["hand"]]
    cards = sorted(state["deck"] + state["discard"] + held)
    check(cards == sorted(decks().domestic_deck()), "domestic cards do not add up")
    events = sorted(state["events"] + state["events_discard"] + state["drawn"])
    check(events == sorted(e.id for e in decks().events), "event cards do not add up")
    sorcery = sorted(state["sorcery"] + state["sorcery_discard"])
    check(sorcery == sorted(c.id for c in decks().sorcery), "sorcery cards do not add up")
    for info in state["seats"]:
        pool = sorted(info["generals"] + info["fallen"])
        mine = sorted(g.id for g in decks().generals_of(info["colour"]))
        check(not pool or pool == mine, f"{info['colour']}: general pool does not add up")
    check_monarchs(state)
    check_continent_troops(state)
    capitals = [info["capital"] for info in state["seats"] if info["capital"]]
    check(len(capitals) == len(set(capitals)), "two capitals on one territory")
    check(all(is_capital(state, t) for t in capitals), "capital bookkeeping")


def check_continent_troops(state: State) -> None:
    """Soldiers a continent raised wait only in their holder's turn, on a continent it still
    holds whole, and always fit there (ruling W37): none can be stranded or lost."""
    raised = pending(state)
    if not raised:
        return
    check(state["phase"] == "turn", f"continent troops outside a turn: {raised}")
    seat = state["turn"]["seat"]
    for continent, n in raised.items():
        whole = all(state["map"][t]["o"] == seat for t in MAP.continents[continent].territories)
        check(whole, f"seat {seat}: troops of {continent}, no longer held whole")
        check(0 < n <= space(state, continent), f"{continent}: {n} soldiers do not fit")


def check_monarchs(state: State) -> None:
    """Lord cards, stats, treasures and reaction debts (the monarch edition and ruling W15)."""
    for seat, info in enumerate(state["seats"]):
        check(info["owed_ap"] >= 0, f"seat {seat}: negative action points owed")
        check(min(info["skill_uses"].values(), default=0) >= 0, f"seat {seat}: skill uses")
        if not monarchs(state):
            empty = not info["lord_offer"] and not info["treasures"] and not info["skill_uses"]
            check(info["lord_card"] is None and info["stats"] is None and empty, "no lords")
            continue
        if info["lord_card"] is not None:
            check(not info["lord_offer"], f"seat {seat}: a lord kept and an offer left")
            check(all(0 <= v <= 100 for v in info["stats"].values()), f"seat {seat}: stats")
        elif state["phase"] != "setup":
            check(False, f"seat {seat}: no lord card after setup")
    every = sorted(lord.id for lord in decks().lords)
    if monarchs(state):
        held = [c for info in state["seats"] for c in [*info["lord_offer"], info["lord_card"]]]
        lords = sorted(state["lord_deck"] + [c for c in held if c is not None])
        check(lords == every, "lord cards do not add up")
        treasures = sorted(state["treasure_deck"] + state["treasure_discard"])
        check(treasures == sorted(t.id for t in decks().treasures), "treasures do not add up")
    else:
        check(not state["lord_deck"] and not state["treasure_deck"], "lord decks unused")
