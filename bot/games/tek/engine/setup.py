"""Setting up: the deal, then factions (chosen in turn order when not dealt), then every seat
at once picks the side of its home card, its starting stock and its home region.

The deal holds no secret: home cards are dealt face unknown (their owners choose the side),
the Lost Kingdom of a two-player game lies on a random face with a neutral on every region,
and the first player (the big tower) is drawn at random. The setup steps are public, as at a
real table; a seat may take them in any order except that the home region comes after the
side. Exploration tokens are laid when a seat places its home meeples (they avoid that region).
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import Event, RuleError
from bot.games.tek.engine.content import NEUTRAL, STOCK, cards, factions_in_play
from bot.games.tek.engine.explore import place_tokens
from bot.games.tek.engine.state import State, add_meeple, board, is_ruins, new_state, seats_around
from bot.games.tek.engine.words import amount_params, faction_word

LOST_KINGDOM = 2  # the slot of the Lost Kingdom in a two-player game
STEPS = ("side", "stock", "home")


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    opts = {
        key: default if options.get(key) is None else bool(options[key])
        for key, default in (("deal_factions", True), ("exploration", False))
    }
    # Kept only when given (the lobby always gives it): without it the state is the one a game
    # made before the option had, sealed choices included (state.quick_follow).
    if options.get("quick_follow") is not None:
        opts["quick_follow"] = bool(options["quick_follow"])
    # The lobby stores every option, so only a game opened before the option existed lacks
    # all_factions: it was dealt from the thirteen, and its replay must deal the same (and
    # give its state no key it did not have).
    if options.get("all_factions") is not None:
        opts["all_factions"] = bool(options["all_factions"])
    lost = 1 if players == 2 else 0
    dealt = rng.sample(sorted(cards()), players + lost)
    slots: list[dict[str, Any]] = [
        {"card": card, "face": None, "owner": seat} for seat, card in enumerate(dealt[:players])
    ]
    if lost:
        slots.append({"card": dealt[players], "face": rng.randrange(2), "owner": None})
    state = new_state(players, opts, slots)
    if lost:
        for rid in board(state).by_slot[LOST_KINGDOM]:
            add_meeple(state, rid, NEUTRAL)
    state["first"] = state["leader"] = rng.randrange(players)
    if opts["deal_factions"]:
        for seat, fid in enumerate(rng.sample(sorted(pool(state)), players)):
            state["seats"][seat]["faction"] = fid
        state["phase"] = "setup"
    else:
        state["phase"] = "faction"
    return state


def pool(state: State) -> list[str]:
    """The factions of this game: all sixteen, or the base box's thirteen (ruling 20)."""
    return factions_in_play(bool(state["options"].get("all_factions", False)))


def chooser(state: State) -> int | None:
    """Whose turn it is to choose a faction (in turn order from the first player)."""
    for seat in seats_around(state, state["first"]):
        if state["seats"][seat]["faction"] is None:
            return seat
    return None


def setup_waiting(state: State) -> set[int]:
    if state["phase"] == "faction":
        seat = chooser(state)
        return set() if seat is None else {seat}
    return {s for s in range(state["players"]) if not all(state["seats"][s]["ready"].values())}


def taken(state: State) -> set[str]:
    return {info["faction"] for info in state["seats"] if info["faction"] is not None}


def setup_actions(state: State, seat: int) -> list[dict[str, Any]]:
    if state["phase"] == "faction":
        return [{"t": "faction", "f": fid} for fid in pool(state) if fid not in taken(state)]
    ready = state["seats"][seat]["ready"]
    actions: list[dict[str, Any]] = []
    if not ready["side"]:
        actions += [{"t": "side", "s": 0}, {"t": "side", "s": 1}]
    if not ready["stock"]:
        actions.append({"t": "stock", "f": 3, "m": 2, "o": 1})  # the suggested mix first
        actions += [
            {"t": "stock", "f": f, "m": m, "o": STOCK - f - m}
            for f in range(STOCK + 1)
            for m in range(STOCK - f + 1)
            if (f, m) != (3, 2)
        ]
    if ready["side"] and not ready["home"]:
        actions += [{"t": "home", "r": rid} for rid in board(state).by_slot[seat]]
    return actions


def _whole(action: dict[str, Any], key: str, low: int, high: int) -> int:
    value = action.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RuleError("tek-err-bad-action")
    return value


def do_setup(state: State, seat: int, action: dict[str, Any], rng: random.Random) -> list[Event]:
    kind = action["t"]
    info = state["seats"][seat]
    if state["phase"] == "faction":
        if kind != "faction":
            raise RuleError("tek-err-wrong-phase")
        fid = action.get("f")
        if fid not in pool(state):
            raise RuleError("tek-err-faction-unknown")
        if fid in taken(state):
            raise RuleError("tek-err-faction-taken")
        info["faction"] = fid
        events = [Event("tek-ev-faction", {"seat": seat, "faction": faction_word(fid)})]
        if chooser(state) is None:
            state["phase"] = "setup"
        return events
    if kind not in STEPS:
        raise RuleError("tek-err-wrong-phase")
    if info["ready"][kind]:
        raise RuleError("tek-err-setup-done")
    if kind == "side":
        side = _whole(action, "s", 0, 1)
        state["slots"][seat]["face"] = side
        events = [Event("tek-ev-side", {"seat": seat, "side": side})]
    elif kind == "stock":
        stock = {res: _whole(action, res, 0, STOCK) for res in ("f", "m", "o")}
        if sum(stock.values()) != STOCK:
            raise RuleError("tek-err-stock", total=STOCK)
        info["res"] = stock
        events = [Event("tek-ev-stock", {"seat": seat, **amount_params(stock)})]
    else:
        if not info["ready"]["side"]:
            raise RuleError("tek-err-side-first")
        rid = action.get("r")
        if rid not in board(state).by_slot[seat]:
            raise RuleError("tek-err-home-region", region=rid)
        for _ in range(2):
            add_meeple(state, rid, seat, is_ruins(state, rid))
        if state["options"]["exploration"]:
            place_tokens(state, seat, rid, rng)
        events = [Event("tek-ev-home", {"seat": seat, "region": rid})]
    info["ready"][kind] = True
    return events


def setup_done(state: State) -> bool:
    return state["phase"] == "setup" and not setup_waiting(state)
