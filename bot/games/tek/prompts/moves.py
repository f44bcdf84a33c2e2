"""``/tek``: Tiny Epic Kingdoms' moves as commands (see ``bot.prompts.commands``).

Every move is declared here; ``bot.cogs.gamecommands`` builds the command group. The
autocomplete offers the seat's legal actions of the move's types, labelled as the DM's menus
label them (``menus.menu_choice`` beside this module): regions with their number and terrain and
the war a move would start, what building, researching, expanding or fleeing costs, what a
collect yields, and each war value with its payment ("5 — 2 mana, 1 ore"). The commands list
every legal move, also when a DM's select has to leave some out (more than 25 quests).

The leader's and the followers' moves have the same shapes, so ``/tek patrol`` serves both;
``/tek follow`` lists only the follower's moves of the leader's action (and ``/tek collect``
the ways to collect). A stock is typed as three amounts; a region (``home``, ``expand``) may
be typed as its number (13) or picked from the list.
"""

from __future__ import annotations

from bot.games.tek.engine.content import ACTIONS
from bot.games.tek.prompts.menus import menu_choice
from bot.prompts.commands import CommandGroup, Move, Param

MOVE = Param("action", "move", "opt-tek-move")
REGION = Param("region", "region", "opt-tek-region", "r")

COMMANDS = CommandGroup(
    name="tek",
    key="cmd-tek",
    menu_choice=menu_choice,
    moves=(
        Move("play", "cmd-tek-play", show_hand=True),
        Move("move", "cmd-tek-move", params=(MOVE,)),
        Move(
            "faction",
            "cmd-tek-faction",
            ("faction",),
            (Param("action", "faction", "opt-tek-faction"),),
        ),
        Move("side", "cmd-tek-side", ("side",), (Param("action", "side", "opt-tek-side"),)),
        Move(
            "stock",
            "cmd-tek-stock",
            ("stock",),
            (
                Param("amount", "food", "opt-tek-food", "f"),
                Param("amount", "mana", "opt-tek-mana", "m"),
                Param("amount", "ore", "opt-tek-ore", "o"),
            ),
        ),
        Move("home", "cmd-tek-home", ("home",), (REGION,)),
        Move("patrol", "cmd-tek-patrol", ("patrol",), (MOVE,)),
        Move("quest", "cmd-tek-quest", ("quest",), (MOVE,)),
        Move("build", "cmd-tek-build", ("build",)),
        Move("research", "cmd-tek-research", ("research",)),
        Move("expand", "cmd-tek-expand", ("expand",), (REGION,)),
        Move("trade", "cmd-tek-trade", ("trade",), (MOVE,)),
        Move("pass", "cmd-tek-pass", ("pass",), (Param("action", "action", "opt-tek-action"),)),
        Move("follow", "cmd-tek-follow", ACTIONS, (MOVE,)),
        # Without picks: {"t": "collect"}, what a seat without free picks collects.
        Move(
            "collect",
            "cmd-tek-collect",
            ("collect",),
            (Param("action", "picks", "opt-tek-picks", required=False),),
        ),
        Move("bid", "cmd-tek-bid", ("bid",), (Param("action", "value", "opt-tek-value"),)),
        Move(
            "flee",
            "cmd-tek-flee",
            ("flee", "perish"),
            (Param("action", "where", "opt-tek-where"),),
        ),
    ),
)
