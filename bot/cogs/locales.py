"""Which language to use for private answers: the reader's. (A post's language, the channel's,
is ``Desk.channel_locale``.)"""

from __future__ import annotations

import discord

from bot.i18n import normalize_locale


def user_locale(interaction: discord.Interaction) -> str:
    return normalize_locale(str(interaction.locale))
