"""What the World War pictures print in words: every word comes from the catalogs (keys
``ww-board-*`` and ``ww-private-*`` of worldwar_board.ftl; territory and continent names from
worldwar_map.ftl; cards and missions from worldwar_decks.ftl). Armies are named by colour."""

from __future__ import annotations

from collections.abc import Iterable

from bot.games.worldwar.engine.content.decks import COLOURS as ARMY_NAMES
from bot.i18n import list_join, t


def colour_name(locale: str, seat: int) -> str:
    """A seat's army by its colour: Black, Blue …"""
    return t(locale, f"ww-board-colour-{ARMY_NAMES[seat % len(ARMY_NAMES)]}")


def colour_list(locale: str, seats: Iterable[int]) -> str:
    return list_join(locale, [colour_name(locale, seat) for seat in seats])


def territory_name(locale: str, tid: str) -> str:
    return t(locale, f"ww-territory-{tid}")


def continent_name(locale: str, cid: str) -> str:
    return t(locale, f"ww-continent-{cid}")


def card_name(locale: str, card: str) -> str:
    return t(locale, f"ww-card-{card}")


def card_text(locale: str, card: str) -> str:
    return t(locale, f"ww-card-{card}-text")


def mission_text(locale: str, mission: str) -> str:
    return t(locale, f"ww-mission-{mission}")


def mission_kind(locale: str, kind: str) -> str:
    return t(locale, f"ww-mission-kind-{kind}")
