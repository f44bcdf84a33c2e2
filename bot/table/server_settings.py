"""The settings the table service itself keeps for the cogs (``/game config``): who moderates
a server and which language a server's or a channel's posts use. Declared here, once, with
their scope, type and default (:mod:`bot.store.settings`); the deadline and reminder settings
are declared beside their features (:mod:`bot.table.deadlines`, :mod:`bot.table.nudges`)."""

from __future__ import annotations

from bot.store.settings import Setting, register

# The role whose members may moderate games on the server (None: only Manage Server/Channels).
MODERATOR_ROLE: Setting[int | None] = register("server", "moderator_role", int, None)
# The language of a server's posts (None: the channel's, else English). Nothing sets it yet;
# declared so the values older databases hold keep their name.
SERVER_LOCALE: Setting[str | None] = register("server", "locale", str, None)
# The language of a channel's posts (None: the server's, else English).
CHANNEL_LOCALE: Setting[str | None] = register("channel", "locale", str, None)
