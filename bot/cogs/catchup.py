"""``/game catchup``: what happened since the asker's last move in this channel's game, and
the board with what changed marked; privately, and only for a player of the game (the digest
holds the asker's own private news)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.cogs.locales import user_locale
from bot.engine.base import RuleError
from bot.i18n import t
from bot.i18n.translator import cmd
from bot.table.catchup import digest_lines, gather
from bot.table.fork_words import game_title

if TYPE_CHECKING:
    from bot.cogs.host import Host

EMBED_LIMIT = 4000  # characters of the answer's embed (Discord allows 4096)


def catchup_commands(bot: Host) -> list[app_commands.Command[Any, ..., None]]:
    """The command, for the ``/game`` group."""

    @app_commands.command(
        name=cmd("catchup", "cmd-game-catchup"),
        description=cmd(
            "What happened since your last move (only you see it)", "cmd-game-catchup-desc"
        ),
    )
    async def catchup(interaction: discord.Interaction) -> None:
        locale = user_locale(interaction)
        assert interaction.channel_id is not None  # /game is guild-only: always in a channel
        table = await bot.service.require(interaction.channel_id)
        # A bystander is refused here, before anything is read: a digest is a player's own.
        seat = await bot.service.seat_for(table, interaction.user.id)
        if table.game.state is None:
            raise RuleError("error-game-not-started")
        await interaction.response.defer(ephemeral=True, thinking=True)
        digest = await gather(bot.service, table, seat)
        embed = discord.Embed(
            title=t(locale, "catchup-title", game=game_title(table, locale)),
            description="\n".join(digest_lines(table, digest, locale, EMBED_LIMIT)),
        )
        picture = None if digest.quiet else await bot.desk.catchup_file(table, digest, locale)
        if picture is None:
            await interaction.followup.send(embed=embed, ephemeral=True)
            return
        embed.set_image(url="attachment://catchup.png")
        await interaction.followup.send(embed=embed, file=picture, ephemeral=True)

    return [catchup]
