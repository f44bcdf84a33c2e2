"""``/suntzu``: Sun Tzu's moves as commands (see ``bot.prompts.commands``).

Placement, order, draws and warlords are DM controls, and ``play`` offers the same controls
ephemerally in the channel; special support, legal at any time, is also a command of its own.
"""

from __future__ import annotations

from bot.prompts.commands import CommandGroup, Move, Param

CARD = Param("card", "card", "opt-card", "c")

COMMANDS = CommandGroup(
    name="suntzu",
    key="cmd-suntzu",
    moves=(
        Move("play", "cmd-suntzu-play", show_hand=True),
        Move("support", "cmd-suntzu-support", ("support",), (CARD,)),
    ),
)
