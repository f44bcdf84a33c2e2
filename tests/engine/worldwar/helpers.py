"""Shared helpers for the World War engine tests: started games, rigged dice, a hand-set map."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.battle import Stack


def table_options(edition: str = "generals", **changed: Any) -> dict[str, Any]:
    """The options ``/game new`` stores for a table opened with only the edition set (every
    other option at its default: continent troops on, the defender asked about its engines),
    with ``changed`` on top. Options without those keys are a game begun before them."""
    options = {option.name: option.default for option in ww.options}
    return {**options, "edition": edition, **changed}


class Dice(random.Random):
    """A generator whose dice come from a list (attacker's dice first, then the defender's)."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        return self.faces.pop(0)


def started(players: int = 4, seed: int = 1, edition: str = "generals") -> dict[str, Any]:
    """A game through setup (every choice by the autopilot), at round 1's first turn with the
    free soldiers already placed, and no reaction card in any hand (:func:`quiet`)."""
    state = ww.setup(players, table_options(edition), setup_rng(seed))
    step = 0
    while state["phase"] == "setup" or any(
        a["t"] == "place" for a in ww.legal_actions(state, min(ww.waiting_for(state)))
    ):
        seat = min(ww.waiting_for(state))
        ww.apply(state, seat, ww.autopilot(state, seat, random.Random(step)), rng_for(seed, step))
        step += 1
    quiet(state)
    return state


REACTIONS = ("ambush", "bodyguard", "veto")


def quiet(state: dict[str, Any]) -> None:
    """Put the reaction cards of every hand back under the deck (a card for each from the
    deck instead), so a test's battle or card is not answered by a card dealt at random:
    those are played for their holders outside their turn (ruling W15)."""
    for info in state["seats"]:
        for k, card in enumerate(info["hand"]):
            if card in REACTIONS:
                swap = next(c for c in state["deck"] if c not in REACTIONS)
                state["deck"].remove(swap)
                state["deck"].append(card)
                info["hand"][k] = swap


def put(state: dict[str, Any], tid: str, seat: int | None, units: int = 1, **cell: int) -> None:
    """Give ``tid`` to ``seat`` with ``units`` soldiers (and ``k``/``w`` engines), keeping the
    ledgers straight so the invariants still hold."""
    old = state["map"][tid]
    if old["o"] is not None:
        info = state["seats"][old["o"]]
        info["gained"] -= Stack.from_json(old["u"]).units
        info["eng_gained"] -= old["k"] + old["w"]
        if info["lord"] == tid:
            info["lord"] = None
        if info["capital"] == tid:
            info["capital"] = None
    k, w = cell.get("k", 0), cell.get("w", 0)
    state["map"][tid] = {"o": seat, "u": Stack(units).to_json(), "k": k, "w": w}
    if seat is not None:
        state["seats"][seat]["gained"] += units
        state["seats"][seat]["eng_gained"] += k + w


def turn_of(state: dict[str, Any], seat: int, ap: int = 8) -> None:
    """Make it ``seat``'s turn in the attack step with ``ap`` action points."""
    state["phase"] = "turn"
    state["turn"] = {"seat": seat, "ap": ap, "step": "attack", "swapped": False, "moves": 0,
                     "fired": {}, "boosts": [], "marches": []}  # fmt: skip
