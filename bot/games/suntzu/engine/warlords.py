"""Warlords: which uses are legal in a window, and what each one does.

``state["warlords"][seat]`` is the warlord chosen before round 1 and ``state["extra"][seat]``
the one the Chariots event may add; each is ``{"id", "used", "revealed"}`` (or None).
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Action, Event
from bot.games.suntzu.engine import text
from bot.games.suntzu.engine.data import (
    ADJACENT,
    NUMBER_CARDS,
    PLAGUE,
    PROVINCES,
    WARLORDS,
    warlords_of,
)

State = dict[str, Any]

HIGH_CARDS = NUMBER_CARDS[6:]  # 7, 8, 9, 10
START_ONLY = "head_start"


def records(state: State, seat: int) -> list[dict[str, Any]]:
    found = [state["warlords"][seat], state["extra"][seat]]
    return [r for r in found if r is not None and r["id"] is not None]


def _unused(state: State, seat: int) -> list[str]:
    return [r["id"] for r in records(state, seat) if not r["used"]]


def has_unused(state: State, seat: int) -> bool:
    """Public knowledge: whether ``seat`` still holds a warlord it has not used."""
    return bool(_unused(state, seat))


def _own_card_at(state: State, seat: int, card: str) -> int | None:
    """The province where ``seat``'s played ``card`` still lies on the table."""
    for p, pair in enumerate(state["played"]):
        if pair[seat] == card and p != state["virtual"][seat] and p not in state["taken"][seat]:
            return p
    return None


def _uses(state: State, seat: int, wid: str) -> list[Action]:
    enemy = 1 - seat
    board = state["board"]
    provinces = range(len(PROVINCES))
    if wid == "march":
        return [
            {"t": "warlord", "w": wid, "p": p, "q": q}
            for p in provinces
            if board[p][seat] > 0
            for q in ADJACENT[p]
            if board[q][enemy] == 0
        ]
    if wid == "reinforce":
        if state["pool"][seat] == 0:
            return []
        return [{"t": "warlord", "w": wid, "p": p} for p in provinces if board[p][seat] > 0]
    if wid == "remove_enemy":
        return [{"t": "warlord", "w": wid, "p": p} for p in provinces if board[p][enemy] > 0]
    if wid == "double_six":
        source = _own_card_at(state, seat, "6")
        if source is None or state["virtual"][seat] is not None:
            return []
        return [{"t": "warlord", "w": wid, "p": p} for p in state["remaining"] if p != source]
    if wid in ("plague_shield", "plague_fury"):
        # One Plague warlord per province: Physician and Pestilence contradict each other.
        marked = state["shield"] + state["fury"]
        return [
            {"t": "warlord", "w": wid, "p": p}
            for p in state["remaining"]
            if PLAGUE in state["played"][p] and p not in marked
        ]
    if wid == "high_six":
        return [
            {"t": "warlord", "w": wid, "c": card}
            for card in HIGH_CARDS
            if _own_card_at(state, seat, card) is not None
        ]
    if wid in ("minus_recycle", "plague_recycle"):
        card = "-1" if wid == "minus_recycle" else PLAGUE
        return [{"t": "warlord", "w": wid}] if _own_card_at(state, seat, card) is not None else []
    return []


def actions(state: State, seat: int, window: str) -> list[Action]:
    """Every legal warlord use for ``seat`` in the window named ``window`` ("before"/"after")."""
    found: list[Action] = []
    for wid in _unused(state, seat):
        info = WARLORDS[wid]
        limit = info["limit"]
        if window not in info["when"]:  # type: ignore[operator]
            continue
        if limit is not None and state["round"] > limit:
            continue
        found.extend(_uses(state, seat, wid))
    return found


def _mark_used(state: State, seat: int, wid: str) -> None:
    for record in records(state, seat):
        if record["id"] == wid and not record["used"]:
            record["used"] = True
            record["revealed"] = True
            return
    raise ValueError(wid)


def _recycle(state: State, seat: int, card: str) -> dict[str, Any]:
    """Put a played card under the deck; the deck's top card is discarded first (our ruling)."""
    p = _own_card_at(state, seat, card)
    assert p is not None
    state["taken"][seat].append(p)
    deck = state["decks"][seat]
    discarded = deck.pop(0) if deck else None
    if discarded is not None:
        state["discards"][seat].append(discarded)
    deck.append(card)
    nothing = {"key": "suntzu-deck-was-empty", "params": {}}
    return {"card": text.card(card), "discarded": text.card(discarded) if discarded else nothing}


def use(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """Carry out a legal warlord use (the caller has checked it against :func:`actions`)."""
    wid = action["w"]
    _mark_used(state, seat, wid)
    enemy = 1 - seat
    params: dict[str, Any] = {"side": text.side(seat), "warlord": text.warlord(wid)}
    p = action.get("p")
    if p is not None:
        params["province"] = text.province(p)
    if wid == "march":
        q = action["q"]
        state["board"][p][seat] -= 1
        state["board"][q][seat] += 1
        params["to"] = text.province(q)
    elif wid == "reinforce":
        state["pool"][seat] -= 1
        state["board"][p][seat] += 1
    elif wid == "remove_enemy":
        state["board"][p][enemy] -= 1
        state["pool"][enemy] += 1
    elif wid == "double_six":
        replaced = state["played"][p][seat]
        state["hands"][seat].append(replaced)
        state["played"][p][seat] = "6"
        state["virtual"][seat] = p
        params["card"] = text.card(replaced)
    elif wid == "plague_shield":
        state["shield"].append(p)
    elif wid == "plague_fury":
        state["fury"].append(p)
    elif wid == "high_six":
        card = action["c"]
        at = _own_card_at(state, seat, card)
        assert at is not None
        state["taken"][seat].append(at)
        state["hands"][seat].append(card)
        params["card"] = text.card(card)
    elif wid in ("minus_recycle", "plague_recycle"):
        params.update(_recycle(state, seat, "-1" if wid == "minus_recycle" else PLAGUE))
    events.append(text.public(f"suntzu-ev-warlord-{wid.replace('_', '-')}", **params))


def chariots_options(state: State, seat: int) -> list[str]:
    """Warlords the Chariots event may add: the seat's others, except the start-only one."""
    taken = {r["id"] for r in records(state, seat)}
    return [w for w in warlords_of(seat) if w not in taken and w != START_ONLY]
