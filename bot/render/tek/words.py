"""What the Tiny Epic Kingdoms pictures print: every word comes from the catalogs (keys
``tek-...``), plus the fixed facts of the printed cards (the tower card, each faction's magic
costs) read once from the engine's content files."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from bot.i18n import t
from bot.render.tek.palette import SEAT_COLOUR_NAMES

CONTENT = Path(__file__).resolve().parents[2] / "engine" / "tek" / "content"
ACTION_KINDS = (
    "patrol",
    "quest",
    "build",
    "research",
    "expand",
    "trade",
)  # the card, left to right
TERRAINS = ("plains", "mountains", "forest", "ruins")
RESOURCES = ("f", "m", "o")
TRACK_TOP = 9  # a resource track runs 0-9
MAGIC_TOP = 5
TOWER_TOP = 6
MEEPLES = 7  # per colour


@cache
def _content(name: str) -> dict[str, Any]:
    result: dict[str, Any] = json.loads((CONTENT / name).read_text(encoding="utf-8"))
    return result


def tower_card() -> tuple[list[int], list[int]]:
    """The tower card: the ore to reach levels 1-6 and the points each level scores."""
    data = _content("tower.json")
    return [int(n) for n in data["cost"]], [int(n) for n in data["points"]]


def territory_cards() -> list[dict[str, Any]]:
    """The eight territory cards as the content file prints them."""
    cards: list[dict[str, Any]] = _content("territories.json")["cards"]
    return cards


def magic_costs(faction: str | None) -> list[int] | None:
    """The mana a faction pays for magic levels 1-5 (None: no faction yet, or unknown)."""
    for entry in _content("factions.json")["factions"]:
        if entry["id"] == faction:
            return [int(n) for n in entry["magic"]]
    return None


def seat_name(locale: str, seat: int) -> str:
    """A seat's colour as a name: Red, Blue …; the Lost Kingdom's meeples are Neutral."""
    if seat < 0:
        return t(locale, "tek-seat-neutral")
    return t(locale, f"tek-seat-{SEAT_COLOUR_NAMES[seat % len(SEAT_COLOUR_NAMES)]}")


def faction_name(locale: str, faction: str | None) -> str | None:
    return t(locale, f"tek-faction-{faction}") if faction else None


def player_name(locale: str, view: dict[str, Any], seat: int) -> str:
    """How the board names a seat: its faction once chosen, else its colour."""
    if seat < 0:
        return seat_name(locale, seat)
    seats = view.get("seats") or []
    faction = seats[seat].get("faction") if 0 <= seat < len(seats) else None
    return faction_name(locale, faction) or seat_name(locale, seat)


def action_name(locale: str, kind: str) -> str:
    return t(locale, f"tek-action-{kind}")


def terrain_name(locale: str, terrain: str) -> str:
    return t(locale, f"tek-terrain-{terrain}")


def rid_text(rid: object) -> str:
    """A region id as players type it (passed as text: no digit grouping)."""
    return str(rid)
