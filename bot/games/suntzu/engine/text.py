"""Helpers that build the catalog references used in event params."""

from __future__ import annotations

from typing import Any

from bot.engine.base import Event
from bot.games.suntzu.engine.data import PROVINCES


def side(seat: int) -> dict[str, Any]:
    return {"key": f"suntzu-side-{seat}"}


def province(p: int) -> dict[str, Any]:
    return {"key": f"suntzu-province-{PROVINCES[p]}"}


# Fluent cannot select on the string "-1", so the catalogs choose a card's name by its face.
_FACES = {"P": "plague", "-1": "minus"}


def card(value: str) -> dict[str, Any]:
    return {
        "key": "suntzu-card-name",
        "params": {"card": value, "face": _FACES.get(value, "plain")},
    }


def warlord(wid: str) -> dict[str, Any]:
    return {"key": f"suntzu-warlord-{wid}"}


def event_card(eid: str) -> dict[str, Any]:
    return {"key": f"suntzu-event-{eid}"}


def public(key: str, **params: Any) -> Event:
    return Event(key, params)


def private(seat: int, key: str, **params: Any) -> Event:
    return Event(key, params, (seat,))
