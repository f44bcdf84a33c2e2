"""What the Tiny Epic Kingdoms pictures print in words: every word comes from the catalogs
(keys ``tek-...``). The numbers are not here: the printed cards and the game's limits come from
the engine (``bot.games.tek.engine.content``), what a seat pays now from its view (``costs``)."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from bot.games.tek.render.palette import SEAT_COLOUR_NAMES
from bot.i18n import t


@cache
def word(locale: str, key: str) -> str:
    """A catalog message without parameters (a name, a label), looked up once per locale: a
    board prints some forty of them, and formatting each again took a tenth of its drawing."""
    return t(locale, key)


def phrase(locale: str, key: str, **params: str | int) -> str:
    """A catalog message with plain parameters (a count, a region, a name), formatted once
    for each locale and values: the board says the same few phrases on every picture."""
    return _phrase(locale, key, tuple(sorted(params.items())))


@lru_cache(maxsize=512)
def _phrase(locale: str, key: str, params: tuple[tuple[str, str | int], ...]) -> str:
    return t(locale, key, **dict(params))


def seat_name(locale: str, seat: int) -> str:
    """A seat's colour as a name: Red, Blue …; the Lost Kingdom's meeples are Neutral."""
    if seat < 0:
        return word(locale, "tek-seat-neutral")
    return word(locale, f"tek-seat-{SEAT_COLOUR_NAMES[seat % len(SEAT_COLOUR_NAMES)]}")


def faction_name(locale: str, faction: str | None) -> str | None:
    return word(locale, f"tek-faction-{faction}") if faction else None


def player_name(locale: str, view: dict[str, Any], seat: int) -> str:
    """How the board names a seat: its faction once chosen, else its colour."""
    if seat < 0:
        return seat_name(locale, seat)
    seats = view.get("seats") or []
    faction = seats[seat].get("faction") if 0 <= seat < len(seats) else None
    return faction_name(locale, faction) or seat_name(locale, seat)


def action_name(locale: str, kind: str) -> str:
    return word(locale, f"tek-action-{kind}")


def terrain_name(locale: str, terrain: str) -> str:
    return word(locale, f"tek-terrain-{terrain}")


def rid_text(rid: object) -> str:
    """A region id as players type it (passed as text: no digit grouping)."""
    return str(rid)
