"""The parts of the Sun Tzu board a player can name and a move can change (issue 26): the five
provinces, the score track round the marker, each commander's panel, the event and the
reserve. Each area's state is what the board draws there, from the public view only, so two
views' areas differ exactly where the pictures differ (the table outlines those, and cuts
them out for a phone) and a sealed order changes none of them before its reveal."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from bot.engine.base import View
from bot.games.suntzu.render.layout import (
    PROVINCES_BOX,
    commander_box,
    event_box,
    reserve_box,
    track_window,
)
from bot.games.suntzu.render.provinces import battle_order, province_boxes
from bot.games.suntzu.render.words import SIDES
from bot.i18n import Text
from bot.render.board_frame import BoardArea


def board_areas(view: View, locale: str) -> list[BoardArea]:
    """Every area of the board ``view`` draws; the boxes do not depend on ``locale`` (nor on
    the table's frame), only the names' language does, through their catalog keys."""
    provinces = view["provinces"]
    order = battle_order(view)
    boxes = province_boxes(PROVINCES_BOX, len(provinces))
    areas = [
        BoardArea(
            f"province-{province['id']}",
            Text(f"suntzu-area-province-{province['id']}"),
            box,
            province_state(view, province, order.get(province["id"])),
        )
        for province, box in zip(provinces, boxes, strict=True)
    ]
    marker = int(view["marker"])
    areas.append(BoardArea("track", Text("suntzu-area-track"), track_window(marker), marker))
    for seat, side in enumerate(SIDES):
        state = commander_state(view, seat)
        area = BoardArea(
            f"commander-{side}", Text(f"suntzu-area-commander-{side}"), commander_box(seat), state
        )
        areas.append(area)
    event = (view.get("event"), len(view.get("events_resolved") or []))
    areas.append(BoardArea("event", Text("suntzu-area-event"), event_box(), event))
    reserve = (tuple(view.get("reserve") or (0, 0)), tuple(view.get("out") or (0, 0)))
    areas.append(BoardArea("reserve", Text("suntzu-area-reserve"), reserve_box(), reserve))
    return areas


def province_state(
    view: View, province: dict[str, Any], fought: tuple[int, dict[str, Any]] | None
) -> Hashable:
    """Armies, edge slots, plaques (which one scores next), the cards revealed here and the
    battle fought here this round (its number and outcome)."""
    battle = None
    if fought is not None:
        number, record = fought
        outcome = ("winner", "diff", "plague", "lost")
        battle = (number, *(record.get(key) for key in outcome))
    return (
        tuple(province["armies"]),
        tuple(province["edge"]),
        tuple(province["plaque"]),
        view.get("scoring_index"),
        tuple(province.get("played") or (None, None)),
        battle,
    )


def commander_state(view: View, seat: int) -> Hashable:
    """The panel's figures and pills, and its warlords as far as they are public. Not whether
    the game waits for the seat: that is the table's news, not a change on the board."""
    result = view.get("result") or {}
    picks = view.get("chooser") == seat and view.get("phase") in ("order", "battle")
    return (
        view["pools"][seat],
        view["hand_sizes"][seat],
        view["deck_sizes"][seat],
        frozen((view.get("warlords") or [None, None])[seat]),
        frozen((view.get("extra_warlords") or [None, None])[seat]),
        view.get("phase") == "warlord",  # "being chosen" rather than "chosen, still secret"
        bool(view.get("beginner")),
        picks,
        seat in (result.get("winners") or []),
    )


def frozen(record: dict[str, Any] | None) -> Hashable:
    """A public warlord record as a hashable value."""
    return None if record is None else tuple(sorted(record.items()))
