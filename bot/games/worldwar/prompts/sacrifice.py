"""The defender's question after a roll (rulings B5 and W25): which engines pay the losses.

The seed (item 15): "该城的玩家可以选择,死兵马还是死井栏或投石车". The battle waits in the
``sacrifice`` phase for the defender alone; its view's ``pending`` holds the losses owed
(``owed``), the units standing there (``standing``) and the territory (``where``). Each answer
is a legal action ``{"t":"sacrifice","k":catapults,"w":well-towers}`` and reads with the units
it would cost; the prompt also says what happens when the deadline passes (the autopilot's
answer: B5's choice, the fewest units lost). The arithmetic shown is the engine's own
(``battle.pay_exactly`` and ``battle.pay_losses``), so the words cannot drift from the rule.
"""

from __future__ import annotations

from typing import Any

from bot.engine.base import Action, View
from bot.games.worldwar.engine.battle import Stack, pay_exactly, pay_losses
from bot.games.worldwar.prompts.words import (
    count_text,
    describe_action,
    engines_words,
    seat_label,
    territory_text,
)
from bot.i18n import Text

PENDING_FIELDS = ("owed", "standing", "where")


def _pending(view: View) -> dict[str, Any] | None:
    pending = view.get("pending") or {}
    return pending if all(f in pending for f in PENDING_FIELDS) else None


def engines_text(catapults: int, towers: int) -> Text:
    """ "2 catapults, 1 well-tower", or "no engine"."""
    given = [count_text(unit, n) for unit, n in (("catapult", catapults), ("tower", towers)) if n]
    return engines_words(given)


def units_lost(view: View, action: Action) -> int | None:
    """The units the answer would cost, read from the view's pending battle."""
    pending = _pending(view)
    if pending is None:
        return None
    standing = Stack.from_json(pending["standing"])
    k, w = int(action.get("k") or 0), int(action.get("w") or 0)
    try:
        return pay_exactly(standing, int(pending["owed"]), k, w).units
    except ValueError:
        return None


def sacrifice_label(view: View, action: Action) -> Text:
    """One answer as a menu entry: what is given up and the units still lost."""
    engines = engines_text(int(action.get("k") or 0), int(action.get("w") or 0))
    lost = units_lost(view, action)
    if lost is None:
        return describe_action(action)
    return Text("ww-sac-choice", {"engines": engines, "units": Text("ww-units", {"n": lost})})


def default_answer(view: View) -> tuple[int, int] | None:
    """(catapults, well-towers) the deadline's autopilot gives up: B5's fewest units."""
    pending = _pending(view)
    if pending is None:
        return None
    cell = (view.get("map") or {}).get(pending["where"]) or {}
    standing = Stack.from_json(pending["standing"])
    paid = pay_losses(
        standing, int(pending["owed"]), int(cell.get("k") or 0), int(cell.get("w") or 0)
    )
    return paid.catapults, paid.towers


def sacrifice_lines(view: View) -> list[Text]:
    """The question: who attacked where, the losses owed, the units there, the price of each
    engine, the well-towers' fate, and the answer the deadline gives."""
    pending = _pending(view)
    if pending is None:
        return [Text("ww-sac-turn-short")]
    players = int(view.get("players") or 5)
    attacker = pending.get("attacker")
    standing = Stack.from_json(pending["standing"])
    cell = (view.get("map") or {}).get(pending["where"]) or {}
    catapults, towers = int(cell.get("k") or 0), int(cell.get("w") or 0)
    lines = [
        Text(
            "ww-sac-turn",
            {
                "attacker": seat_label(int(attacker), players) if isinstance(attacker, int) else "",
                "territory": territory_text(pending["where"]),
                "owed": int(pending["owed"]),
                "units": Text("ww-units", {"n": standing.units}),
                "engines": engines_text(catapults, towers),
            },
        ),
        Text("ww-sac-towers-pass"),
    ]
    default = pay_losses(standing, int(pending["owed"]), catapults, towers)
    params = {
        "engines": engines_text(default.catapults, default.towers),
        "units": Text("ww-units", {"n": default.units}),
    }
    lines.append(Text("ww-sac-default", params))
    return lines
