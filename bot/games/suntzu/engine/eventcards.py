"""The five event cards: when the face-up card triggers, and what it does."""

from __future__ import annotations

from typing import Any

from bot.engine.base import Event
from bot.games.suntzu.engine import armies, text
from bot.games.suntzu.engine.data import (
    CHAMPION_CARD,
    CHAMPION_COST,
    CHU,
    EDGE_SLOTS_FOR_CHARIOTS,
    HERO_CARD,
    HERO_COST,
    PLAGUES_FOR_EPIDEMIC,
    SEATS,
    WU,
)
from bot.games.suntzu.engine.ending import finish

State = dict[str, Any]
Battle = dict[str, Any]


def edge_slots(state: State, seat: int) -> int:
    return sum(1 for slot in state["edge"] if slot[seat] > 0)


def _losing_with(battle: Battle, card: str) -> list[int]:
    """Seats that played ``card`` in a fought battle and did not win it."""
    if battle["plague"]:
        return []
    return [s for s in SEATS if battle["cards"][s] == card and battle["winner"] != s]


def _triggered(state: State, eid: str, battle: Battle | None) -> bool:
    if eid == "epidemic":
        return state["plague_plays"] >= PLAGUES_FOR_EPIDEMIC
    if eid == "chariots":
        return any(edge_slots(state, s) >= EDGE_SLOTS_FOR_CHARIOTS for s in SEATS)
    if battle is None:
        return False
    if eid == "champion":
        return bool(_losing_with(battle, CHAMPION_CARD))
    if eid == "hero":
        return bool(_losing_with(battle, HERO_CARD))
    if eid == "light_infantry":
        return battle["cards"] == ["1", "1"]
    raise ValueError(eid)


def trailing(state: State) -> int | None:
    """The side behind on the score track; at the centre, the one with fewer armies on board."""
    if state["marker"] != 0:
        return WU if state["marker"] > 0 else CHU
    wu, chu = armies.on_board(state, WU), armies.on_board(state, CHU)
    if wu == chu:
        return None
    return WU if wu < chu else CHU


def _resolve(state: State, eid: str, battle: Battle | None, events: list[Event]) -> None:
    if eid == "epidemic":
        for s in SEATS:
            paid = armies.pay_reserve(state, s, 1)
            events.append(text.public("suntzu-ev-epidemic", side=text.side(s), count=paid))
    elif eid == "chariots":
        seats = [s for s in SEATS if edge_slots(state, s) >= EDGE_SLOTS_FOR_CHARIOTS]
        for s in seats:
            gains = not state["beginner"]
            if gains:
                state["chariots_pending"].append(s)
            events.append(
                text.public("suntzu-ev-chariots", side=text.side(s), gains=str(gains).lower())
            )
    elif eid in ("champion", "hero"):
        assert battle is not None
        card, cost = (CHAMPION_CARD, CHAMPION_COST) if eid == "champion" else (HERO_CARD, HERO_COST)
        for s in _losing_with(battle, card):
            paid = armies.pay_reserve(state, s, cost)
            events.append(text.public(f"suntzu-ev-{eid}", side=text.side(s), count=paid))
    elif eid == "light_infantry":
        assert battle is not None
        seat = trailing(state)
        p = battle["p"]
        if seat is None:
            events.append(text.public("suntzu-ev-light-infantry-none", province=text.province(p)))
        else:
            # One army joins the province exactly as if the trailing side had won there by 1.
            back, placed = armies.win(state, seat, p, 1)
            events.append(
                text.public(
                    "suntzu-ev-light-infantry",
                    side=text.side(seat),
                    province=text.province(p),
                    back=back,
                    placed=placed,
                )
            )


def check(state: State, events: list[Event], battle: Battle | None = None) -> None:
    """Resolve the face-up event if it triggers, turn up the next, and repeat.

    A battle can only trigger the card that was face up while it was fought; standing
    conditions (Epidemic, Chariots) trigger as soon as they hold, even on a card just turned up.
    """
    while state["event"] is not None and state["phase"] != "over":
        eid = state["event"]
        if not _triggered(state, eid, battle):
            return
        events.append(text.public("suntzu-ev-event-triggered", event=text.event_card(eid)))
        _resolve(state, eid, battle, events)
        state["events_resolved"].append(eid)
        battle = None
        if state["event_deck"]:
            state["event"] = state["event_deck"].pop(0)
            events.append(text.public("suntzu-ev-event-up", event=text.event_card(state["event"])))
        else:
            state["event"] = None
            finish(state, events, "suntzu-end-events")
