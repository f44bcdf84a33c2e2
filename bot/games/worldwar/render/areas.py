"""The parts of the World War board a player can name (issue 26): every territory, each
continent (a group of territories, offered by ``/game status area:``), each army's card, the
last battle and the political events. For each: where it lies on the board, the outline the
board draws round it when a move changed it, and its state, a fingerprint of what the board
shows there (two views' states differ exactly where the picture does).

The boxes depend on the view only (the card row's height, a box's rows), never on the frame:
the legend's room is kept whatever the players' names are.
"""

from __future__ import annotations

import json
from collections.abc import Hashable, Mapping
from functools import lru_cache
from typing import Any

from bot.engine.base import View
from bot.games.worldwar.engine.content.decks import COLOURS as ARMY_NAMES
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.render import battle_box, events_box
from bot.games.worldwar.render.geometry import continent_box
from bot.games.worldwar.render.layout import layout
from bot.games.worldwar.render.legend import holders
from bot.games.worldwar.render.map import labels
from bot.games.worldwar.render.panel import active_seat, seat_boxes
from bot.games.worldwar.render.pieces import PIECES, shields_on
from bot.i18n import Text
from bot.render.board_frame import BoardArea, Box, Point


def board_areas(view: View, locale: str) -> list[BoardArea]:
    """The board's areas in ``locale``'s layout (the names' labels decide the territories'
    boxes): territories, then continents, then the armies' cards and the two sea boxes."""
    parts = layout(view)
    origin = parts.map_at
    territories = territory_areas(view, locale, origin)
    found = list(territories.values())
    for continent in world().continents.values():
        found.append(
            BoardArea(
                continent.id,
                Text(f"ww-continent-{continent.id}"),
                continent_box(continent.id),
                holders(view).get(continent.id),
                group=True,
            )
        )
    seats = view.get("seats") or []
    for seat, box in enumerate(seat_boxes(view, parts.seats_at, world().width)):
        found.append(
            BoardArea(
                f"army-{ARMY_NAMES[seat]}",
                Text(f"ww-area-seat-{ARMY_NAMES[seat]}"),
                box,
                _seat_state(view, seat, seats[seat]),
            )
        )
    battle = battle_box.box_of(view, locale, origin)
    if battle is not None:
        state = json.dumps(view.get("last_battle"), sort_keys=True, default=str)
        found.append(BoardArea("battle", Text("ww-board-battle-title"), battle, state))
    events = events_box.box_of(view, locale, origin)
    if events is not None:
        state = json.dumps([view.get("drawn"), view.get("fx")], sort_keys=True, default=str)
        found.append(BoardArea("events", Text("ww-area-events"), events, state))
    return found


def territory_areas(view: View, locale: str, origin: Point) -> dict[str, BoardArea]:
    """Each territory: its land and its name's label (which may reach over the sea), its
    outline, and what stands there."""
    placed = _placed(locale, origin)
    seats = view.get("seats") or []
    capitals = {info.get("capital"): seat for seat, info in enumerate(seats) if info.get("capital")}
    lords = {info.get("lord"): seat for seat, info in enumerate(seats) if info.get("lord")}
    shields = shields_on(view)
    owners: Mapping[str, Any] = view.get("map") or {}
    found = {}
    for tid, (box, outline) in placed.items():
        info = owners.get(tid) or {}
        units = info.get("u") or {}
        state: Hashable = (
            info.get("o"),
            tuple(int(units.get(kind) or 0) for kind in PIECES),
            int(info.get("k") or 0),
            int(info.get("w") or 0),
            capitals.get(tid),
            lords.get(tid),
            tuple(shields.get(tid, ())),
        )
        found[tid] = BoardArea(tid, Text(f"ww-territory-{tid}"), box, state, outline)
    return found


@lru_cache(maxsize=8)
def _placed(locale: str, origin: Point) -> dict[str, tuple[Box, tuple[Point, ...]]]:
    """Each territory's box (its land and its name's label in ``locale``) and outline, the
    map's corner at ``origin``: the same on every board of a game, so worked out once."""
    ox, oy = origin
    printed = labels(locale)
    placed = {}
    for tid, territory in world().territories.items():
        xs = [x for x, _ in territory.polygon]
        ys = [y for _, y in territory.polygon]
        left, top, right, bottom = printed[tid][2].box
        box = (
            ox + min(min(xs), left),
            oy + min(min(ys), top),
            ox + max(max(xs), right),
            oy + max(max(ys), bottom),
        )
        placed[tid] = (box, tuple((ox + x, oy + y) for x, y in territory.polygon))
    return placed


def _seat_state(view: View, seat: int, info: Mapping[str, Any]) -> Hashable:
    """What an army's card shows: its public keys (grain, units, lords, tags …), how many
    territories and engines it holds, whether it plays or is awaited, its score at the end."""
    owners: Mapping[str, Any] = view.get("map") or {}
    mine = [spot for spot in owners.values() if spot.get("o") == seat]
    engines = sum(int(spot.get("k") or 0) + int(spot.get("w") or 0) for spot in mine)
    waiting = seat in [int(s) for s in view.get("waiting") or []]
    result = view.get("result") or {}
    scores = result.get("scores") or []
    fx_ap = ((view.get("fx") or {}).get("ap") or {}).get(str(seat))
    return (
        json.dumps(info, sort_keys=True, default=str),
        len(mine),
        engines,
        active_seat(view) == seat,
        waiting,
        seat in [int(s) for s in view.get("completed") or []],
        scores[seat] if seat < len(scores) else None,
        fx_ap,
    )
