"""Issue 23, item 17: a batch of pieces in one action. The legal actions list, per territory
and kind, one piece and the most that fit (the supply and the room when placing; the room and
the grain when buying), so a seat's setup takes a few actions instead of one per piece; any
other count stays a free action, checked by ``apply``. The autopilot still takes one piece at
a time, so its games (and the balance figures) are what they were."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.engine.base import RuleError, setup_rng
from bot.games.worldwar.engine import ENGINE as ww
from bot.games.worldwar.engine.battle import Stack
from bot.games.worldwar.engine.state import owned, room, stack
from bot.games.worldwar.prompts import prompt as prompts
from bot.games.worldwar.prompts.menus import menu_choice
from bot.i18n import SUPPORTED, Text, text
from bot.prompts.base import Select
from bot.table.service import canonical_action

from .helpers import Dice, put
from .test_economy import buy_phase


def dealt(seed: int = 3) -> dict[str, Any]:
    return ww.setup(4, {"edition": "generals"}, setup_rng(seed))


def places(state: dict[str, Any], seat: int, tid: str) -> list[dict[str, Any]]:
    return [a for a in ww.legal_actions(state, seat) if a["t"] == "place" and a["a"] == tid]


def test_setup_lists_one_piece_and_the_most_that_fit() -> None:
    state = dealt()
    tid = next(t for t in owned(state, 0) if t != state["seats"][0]["capital"])
    assert state["seats"][0]["supply"] == {"soldiers": 6, "horses": 6, "cannons": 0}
    # one soldier stands there: 11 units of room, so 6 soldiers (the supply) or 2 horses
    assert places(state, 0, tid) == [
        {"t": "place", "a": tid, "s": 1},
        {"t": "place", "a": tid, "s": 6},
        {"t": "place", "a": tid, "h": 1},
        {"t": "place", "a": tid, "h": 2},
    ]
    ww.apply(state, 0, {"t": "place", "a": tid, "h": 2}, Dice([]))
    assert stack(state, tid) == Stack(1, 2) and state["seats"][0]["supply"]["horses"] == 4
    # one unit of room is left: a single soldier, no batch
    assert places(state, 0, tid) == [{"t": "place", "a": tid, "s": 1}]
    ww.check_invariants(state)


def test_a_batch_beyond_the_supply_or_the_room_is_refused() -> None:
    state = dealt()
    tid = next(t for t in owned(state, 0) if t != state["seats"][0]["capital"])
    with pytest.raises(RuleError, match="ww-err-supply"):
        ww.apply(state, 0, {"t": "place", "a": tid, "s": 7}, Dice([]))
    with pytest.raises(RuleError, match="ww-err-full"):
        ww.apply(state, 0, {"t": "place", "a": tid, "h": 3}, Dice([]))
    with pytest.raises(RuleError, match="ww-err-bad-action"):
        ww.apply(state, 0, {"t": "place", "a": tid, "s": -2, "h": 3}, Dice([]))
    assert stack(state, tid) == Stack(1)


def test_the_buy_step_lists_as_many_as_fit_and_the_grain_pays_for() -> None:
    state = buy_phase()
    tid = next(t for t in owned(state, 0) if t != state["seats"][0]["capital"])
    put(state, tid, 0, 2)
    state["seats"][0]["grain"] = 130
    buys = [a for a in ww.legal_actions(state, 0) if a["t"] == "buy" and a["a"] == tid]
    by_unit = {u: [a["n"] for a in buys if a["u"] == u] for u in ("soldier", "horse", "catapult")}
    # 10 units of room: 6 soldiers for 120 of the 130 grain; 2 horses fit, 1 is paid for;
    # one catapult (100 grain)
    assert by_unit == {"soldier": [1, 6], "horse": [1], "catapult": [1]}
    ww.apply(state, 0, {"t": "buy", "u": "soldier", "a": tid, "n": 6}, Dice([]))
    assert stack(state, tid) == Stack(8) and state["seats"][0]["grain"] == 10
    assert room(state, tid) == 4
    ww.check_invariants(state)


def test_the_autopilot_still_places_and_buys_one_piece_at_a_time() -> None:
    state = dealt(5)
    for step in range(200):
        waiting = ww.waiting_for(state)
        if not waiting or state["round"] > 1:
            break
        seat = min(waiting)
        action = ww.autopilot(state, seat, random.Random(step))
        if action["t"] in ("place", "buy"):
            assert all(action.get(f, 1) == 1 for f in ("s", "h", "c", "n")), action
        ww.apply(state, seat, action, random.Random(step))


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_setup_and_buy_selects_say_how_many(locale: str) -> None:
    state = dealt()
    prompt = prompts.prompt(ww.view(state, 0), ww.legal_actions(state, 0))
    assert prompt is not None
    labels = [text(locale, c.label) for row in prompt.rows if isinstance(row, Select)
              for c in row.choices]  # fmt: skip
    six = text(locale, Text("ww-n-soldier", {"n": 6}))
    assert sum(label.endswith(six) for label in labels) >= 5, labels
    state = buy_phase()
    view = ww.view(state, 0)
    buy = next(
        a
        for a in ww.legal_actions(state, 0)
        if a["t"] == "buy" and a["u"] == "soldier" and a["n"] > 1
    )
    label = text(locale, menu_choice(view, buy).label)
    assert text(locale, Text("ww-n-soldier", {"n": buy["n"]})) in label
    assert re.search(rf"(^|\D){20 * buy['n']}\D", label), label


def test_a_log_of_single_pieces_still_replays_as_the_engines_own_actions() -> None:
    """Records made before the batches placed and bought one piece per action: each of those
    actions is still the engine's own (``canonical_action``, which ``bot/table/verify.py``
    checks every logged move against), and so are batches and counts the lists leave out."""
    state = dealt(5)
    for step in range(400):
        if state["round"] > 1 and state["phase"] == "turn":
            break
        seat = min(ww.waiting_for(state))
        action = ww.autopilot(state, seat, random.Random(step))
        assert canonical_action(ww, state, seat, action) == action
        ww.apply(state, seat, action, random.Random(step))
    fresh = dealt(5)
    tid = next(t for t in owned(fresh, 0) if t != fresh["seats"][0]["capital"])
    typed = {"t": "place", "a": tid, "s": 3}  # a count no list offers, as /ww place sends it
    assert canonical_action(ww, fresh, 0, typed) == typed
