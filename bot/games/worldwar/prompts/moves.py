"""``/ww``: World War's moves as commands (see ``bot.prompts.commands``).

The autocomplete offers the seat's legal actions of the move's types, labelled as the DM's
menus label them (``bot.games.worldwar.prompts.menus.menu_choice``), and lists every legal
move, also when a DM's select has to leave some out.

``/ww attack`` and ``/ww march`` take a territory to leave (``from``) and one to reach (``to``),
typed as their ids or picked from the autocomplete (which offers the legal ones, or a whole
legal attack), and how many soldiers, horses and cannons go, whether the lord goes and how many
catapults go along. ``/ww buy`` takes the kind, the territory and a count; ``/ww place`` a
territory and how many soldiers, horses and cannons of the supply go there. ``/ww move`` takes
any legal action from a list (setup choices included); ``/ww card`` a card with its target;
``/ww capital`` moving the capital and the choices after a capital falls.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.base import Action, View
from bot.games.worldwar.prompts.menus import menu_choice
from bot.games.worldwar.prompts.words import territory_text, unit_text
from bot.prompts.base import Choice
from bot.prompts.commands import CommandGroup, Completer, Move, Param, Typed


def _typed(ids: list[str], typed: str, kind: str) -> list[Typed]:
    """The distinct ids (in the order met) that start with or contain what was typed."""
    needle = typed.casefold().strip()
    seen = list(dict.fromkeys(ids))
    hits = [i for i in seen if i.startswith(needle)] + [
        i for i in seen if needle in i and not i.startswith(needle)
    ]
    label = unit_text if kind == "unit" else territory_text
    return [Typed(i, label(i)) for i in hits]


def _field_completer(field: str, kind: str = "territory") -> Completer:
    """Offers the ids of ``field`` in the legal actions (and, for territories, the whole legal
    actions, so that one pick makes the move)."""

    def complete(view: View, legal: list[Action], typed: str) -> Sequence[Choice | Typed]:
        ids = [str(a[field]) for a in legal if field in a]
        offers: list[Choice | Typed] = list(_typed(ids, typed, kind))
        if kind == "territory":
            offers += [menu_choice(view, a) for a in legal]
        return offers

    return complete


FROM = Param("card", "origin", "opt-ww-from", "a", complete=_field_completer("a"))
TO = Param("card", "target", "opt-ww-to", "b", complete=_field_completer("b"))
TROOPS = (
    Param("amount", "soldiers", "opt-ww-soldiers", "s", required=False),
    Param("amount", "horses", "opt-ww-horses", "h", required=False),
    Param("amount", "cannons", "opt-ww-cannons", "c", required=False),
    Param("amount", "lord", "opt-ww-lord", "l", required=False),
    Param("amount", "catapults", "opt-ww-catapults", "k", required=False),
)

# 1: summon a mage (a sorcery duel instead of the dice; 5 units or more must go).
MAGE = Param("amount", "mage", "opt-ww-mage", "m", required=False)

COMMANDS = CommandGroup(
    name="ww",
    key="cmd-ww",
    menu_choice=menu_choice,
    moves=(
        Move("play", "cmd-ww-play", show_hand=True),
        Move("move", "cmd-ww-move", params=(Param("action", "action", "opt-ww-action"),)),
        Move("attack", "cmd-ww-attack", ("attack",), (FROM, TO, *TROOPS, MAGE)),
        Move("march", "cmd-ww-march", ("move",), (FROM, TO, *TROOPS)),
        Move("card", "cmd-ww-card", ("card",), (Param("action", "card", "opt-ww-card"),)),
        Move(
            "capital",
            "cmd-ww-capital",
            ("capital", "occupy", "repar", "refound"),
            (Param("action", "choice", "opt-ww-choice"),),
        ),
        Move(
            "buy",
            "cmd-ww-buy",
            ("buy",),
            (
                Param("card", "unit", "opt-ww-unit", "u", complete=_field_completer("u", "unit")),
                Param("card", "where", "opt-ww-where", "a", complete=_field_completer("a")),
                Param("amount", "count", "opt-ww-count", "n", required=False),
            ),
        ),
        # A batch of pieces in one command (setup, a continent's soldiers and the free ones,
        # the buy phase): any count the rules allow, where the DM's selects list one or all.
        Move(
            "place",
            "cmd-ww-place",
            ("place",),
            (
                Param("card", "where", "opt-ww-where", "a", complete=_field_completer("a")),
                *TROOPS[:3],
            ),
        ),
        Move("end", "cmd-ww-end", ("end",)),
        Move("done", "cmd-ww-done", ("done",)),
    ),
)
