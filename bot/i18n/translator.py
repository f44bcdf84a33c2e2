"""discord.py's Translator backed by our catalogs: localized command and option names.

Every command, option and choice is declared with ``locale_str(english, key="cmd-...")``; Discord
gets the zh-TW and zh-CN catalog texts as localizations when the commands are synced.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.i18n import has, t

DISCORD_LOCALES = {
    discord.Locale.taiwan_chinese: "zh-TW",
    discord.Locale.chinese: "zh-CN",
}


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext,
    ) -> str | None:
        ours = DISCORD_LOCALES.get(locale)
        key = string.extras.get("key")
        if ours is None or not key or not has(key, ours):
            return None
        return t(ours, key)


def cmd(english: str, key: str) -> app_commands.locale_str:
    """A command/option/choice string with its catalog key.

    The English text in the code is for readers of the code; what Discord shows comes from the
    English catalog when it has the key, so every language is edited in one place.
    """
    return app_commands.locale_str(t("en", key) if has(key, "en") else english, key=key)
