"""The parts of the Tiny Epic Kingdoms board a player can name and a move can change (issue 26):
each region of a face-up territory card (its hex), each kingdom (a whole card, a name for its
seven regions), each seat's row, the action card, the tower card and the war box.

Every area's ``state`` is what the board draws there, read from the same public view keys as
the picture, so two views' areas differ exactly where the picture does. The boxes come from
the board's layout, which no frame moves.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from bot.engine.base import View
from bot.games.tek.prompts.words import region_text, seat_label
from bot.games.tek.render.board import layout
from bot.games.tek.render.geometry import CARD_H, CARD_W, HEX_W, R, card_origins, hex_corners
from bot.games.tek.render.geometry import region_centre as centre_on_card
from bot.games.tek.render.map import Face, faces
from bot.games.tek.render.panel import ACTION_H, GAP, PANEL_W, SEAT_H, TOWER_H, WAR_H
from bot.games.tek.render.seats import seat_tags
from bot.i18n import Text
from bot.render.board_frame import BoardArea


def frozen(value: Any) -> Hashable:
    """A view's JSON made hashable (dicts as sorted pairs, lists as tuples)."""
    if isinstance(value, dict):
        return tuple(sorted((str(key), frozen(item)) for key, item in value.items()))
    if isinstance(value, list | tuple):
        return tuple(frozen(item) for item in value)
    return value if isinstance(value, Hashable) else repr(value)


def board_areas(view: View, locale: str) -> list[BoardArea]:
    """The board's areas in ``locale``'s layout: kingdoms (groups) and their regions, then the
    action card, the tower card, the war and the seats' rows."""
    parts = layout(view, locale)
    players = len(view.get("seats") or [])
    cards = faces(view)
    origins = card_origins(len(cards), parts.map_at)
    regions = {int(region["id"]): region for region in view.get("regions") or []}
    areas: list[BoardArea] = []
    for card, (x, y) in zip(cards, origins, strict=True):
        if card.owner is None:
            kingdom = Text("tek-board-lost-kingdom")
        else:
            kingdom = Text("tek-area-kingdom", {"seat": seat_label(card.owner, players)})
        box = (x, y, x + CARD_W, y + CARD_H)
        areas.append(BoardArea(f"kingdom-{card.slot}", kingdom, box, group=True))
        if isinstance(card, Face):  # a card still face down shows no regions to name
            for n in range(1, 8):
                rid = card.slot * 10 + n
                areas.append(_region(view, regions.get(rid, {}), rid, (x, y)))
    left, top = parts.panel_at
    right = left + PANEL_W
    actions = (left, top, right, top + ACTION_H)
    areas.append(BoardArea("actions", Text("tek-area-actions"), actions, _actions_state(view)))
    top += ACTION_H + GAP
    tower = (left, top, right, top + TOWER_H)
    towers = tuple(int(info.get("tower") or 0) for info in view.get("seats") or [])
    areas.append(BoardArea("tower", Text("tek-area-tower"), tower, towers))
    top += TOWER_H + GAP
    war = (left, top, right, top + WAR_H)
    areas.append(BoardArea("war", Text("tek-area-war"), war, _war_state(view)))
    top += WAR_H + GAP
    for seat, info in enumerate(view.get("seats") or []):
        row = (left, top, right, top + SEAT_H)
        name = Text("tek-area-seat", {"seat": seat_label(seat, players)})
        areas.append(BoardArea(f"seat-{seat}", name, row, _seat_state(view, seat, info)))
        top += SEAT_H + 8
    return areas


def _region(view: View, region: dict[str, Any], rid: int, origin: tuple[float, float]) -> BoardArea:
    """A region's hex: its terrain, meeples (standing or searching), token, war and alliance."""
    x, y = centre_on_card(origin, rid % 10)
    box = (x - HEX_W / 2, y - R, x + HEX_W / 2, y + R)
    war = view.get("war") or {}
    meeples = tuple(sorted((int(seat), bool(down)) for seat, down in region.get("meeples") or []))
    owners = tuple(sorted({seat for seat, _down in meeples}))
    alliances = {tuple(sorted((int(a), int(b)))) for a, b in view.get("alliances") or []}
    state = (
        region.get("terrain"),
        bool(region.get("capital")),
        meeples,
        bool(region.get("token")),
        war.get("region") is not None and int(war["region"]) == rid,
        len(owners) == 2 and owners in alliances,
    )
    outline = tuple(hex_corners((x, y)))
    return BoardArea(f"region-{rid}", region_text(view, rid), box, state, outline)


def _actions_state(view: View) -> Hashable:
    """The shields in their order, and the action framed now (crossed out when passed)."""
    current = view.get("action") if view.get("phase") in ("follow", "war", "flee") else None
    return (frozen(view.get("shields") or []), current, bool(view.get("passed")) and bool(current))


def _war_state(view: View) -> Hashable:
    """The war being fought (who has bid), the flight, or the last war's values."""
    phase = view.get("phase")
    war = view.get("war") or {}
    shown_war = {key: war.get(key) for key in ("region", "attacker", "defender", "bid")}
    return (
        frozen(shown_war) if war else None,
        frozen(view.get("flee")) if phase == "flee" else None,
        frozen(view.get("last_war")),
    )


def _seat_state(view: View, seat: int, info: dict[str, Any]) -> Hashable:
    """What a seat's row draws: faction, tracks, magic and its next cost, tower, meeples,
    allies, what it is doing now, and at the end its score."""
    keys = ("faction", "res", "magic", "tower", "meeples", "supply", "kills")
    drawn = {key: info.get(key) for key in keys}
    drawn["research"] = (info.get("costs") or {}).get("research")
    treasures = sum(
        1
        for item in view.get("found") or []
        if item.get("seat") == seat and item.get("kind") == "treasure"
    )
    allies = sorted(
        int(b) if int(a) == seat else int(a)
        for a, b in view.get("alliances") or []
        if seat in (int(a), int(b))
    )
    result = view.get("result") or {}
    scores = result.get("scores")
    score = frozen(scores[seat]) if isinstance(scores, list) and seat < len(scores) else None
    leading = view.get("leader") == seat and view.get("phase") not in ("faction", "setup")
    tags = tuple(kind + ":" + text for kind, text in seat_tags(view, "en", seat, info))
    return (frozen(drawn), treasures, tuple(allies), score, leading, tags)
