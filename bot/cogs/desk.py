"""The one path every interaction takes: run the request, answer it, tell everyone else.

Cogs and components call into the :class:`Desk`; it turns table-service outcomes into channel
posts (narrative, board image, pings), DMs (private events, hand image, controls) and private
answers, and it is the single error path: rule errors and refusals become ephemeral
explanations in the reader's language; anything unexpected is logged with its traceback and
answered politely, with the game state untouched.

The desk is put together from one class per job, each in its own module:

- bot/cogs/errors.py — answering errors (and stale controls);
- bot/cogs/lobby.py — the lobby message and the start;
- bot/cogs/intake.py — moves made by a click or a slash command;
- bot/cogs/dms.py — private messages and keeping their controls current;
- bot/cogs/posts.py — channel posts, reminders, missed deadlines;
- bot/cogs/turn_posts.py — one channel message per turn, edited while the turn goes on;
- bot/cogs/deskbase.py — what they share (the bot, pictures, languages).

Callers keep using the one ``Desk`` object (``bot.desk``).
"""

from __future__ import annotations

from bot.cogs.deskbase import COLOUR
from bot.cogs.errors import Errors
from bot.cogs.intake import Intake
from bot.cogs.lobby import Lobby

__all__ = ["COLOUR", "Desk"]


class Desk(Errors, Lobby, Intake):
    """Every job of the desk on one object: the cogs and controls call ``bot.desk``."""
