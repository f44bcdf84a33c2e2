"""Scenario helpers for the Sun Tzu engine tests (exposed as the ``sz`` fixture)."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from bot.engine.base import setup_rng
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.engine import data

RNG = random.Random(0)
FILLER = "-1"  # −1 against −1 is a tie with no effect: it keeps the other provinces quiet


def start(
    beginner: bool = True, seed: int = 1, wu: str | None = None, chu: str | None = None
) -> dict[str, Any]:
    """A fresh game; in a full game both warlords are chosen (random ones unless named)."""
    state = engine.setup(2, {"beginner": beginner}, setup_rng(seed))
    if not beginner:
        for seat, wid in ((0, wu), (1, chu)):
            choice = wid or data.warlords_of(seat)[0]
            engine.apply(state, seat, {"t": "choose", "w": choice}, RNG)
    return state


def place(state: dict[str, Any], wu: list[str], chu: list[str]) -> list[Any]:
    """Give each side exactly these five cards (plus one spare 2) and lock them in."""
    events: list[Any] = []
    for seat, cards in ((0, wu), (1, chu)):
        state["hands"][seat] = [*list(cards), "2"]
        for p, card in enumerate(cards):
            events += engine.apply(state, seat, {"t": "assign", "p": p, "c": card}, RNG)
    for seat in (0, 1):
        events += engine.apply(state, seat, {"t": "lock"}, RNG)
    return events


def cards_at(p: int, wu_card: str, chu_card: str) -> tuple[list[str], list[str]]:
    """Five cards a side: the given pair in province ``p``, quiet fillers elsewhere."""
    wu = [FILLER] * 5
    chu = [FILLER] * 5
    wu[p], chu[p] = wu_card, chu_card
    return wu, chu


def pass_windows(state: dict[str, Any]) -> list[Any]:
    """Pass every warlord window and fight left to right until the draw phase or the end."""
    events: list[Any] = []
    while state["phase"] in ("before", "after", "order") and not state["chariots_pending"]:
        seat = min(engine.waiting_for(state))
        if state["phase"] == "order":
            action = {"t": "order", "p": state["remaining"][0]}
        else:
            action = {"t": "pass"}
        events += engine.apply(state, seat, action, RNG)
    return events


def advance_to(state: dict[str, Any], phase: str) -> list[Any]:
    """Pass warlord windows and fight left to right until the game reaches ``phase``."""
    events: list[Any] = []
    while state["phase"] != phase and state["phase"] in ("before", "after", "order"):
        seat = min(engine.waiting_for(state))
        if state["phase"] == "order":
            action = {"t": "order", "p": state["remaining"][0]}
        else:
            action = {"t": "pass"}
        events += engine.apply(state, seat, action, RNG)
    return events


def keys(events: list[Any]) -> list[str]:
    return [e.key for e in events]


@pytest.fixture
def sz() -> SimpleNamespace:
    return SimpleNamespace(
        engine=engine,
        rng=RNG,
        start=start,
        place=place,
        cards_at=cards_at,
        pass_windows=pass_windows,
        advance_to=advance_to,
        keys=keys,
        FILLER=FILLER,
    )
