"""``/game stats [member]`` and ``/game leaderboard game:``: games played and won in this
server, counted by bot.table.stats from the stored games (answered privately)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.cogs.checks import option_choice
from bot.cogs.locales import user_locale
from bot.cogs.newgame import game_choices
from bot.games import available, get
from bot.i18n import t, text
from bot.i18n.translator import cmd
from bot.table.stats import overall, ranking

if TYPE_CHECKING:
    from bot.cogs.host import Host

LEADERBOARD_SIZE = 20  # lines of a leaderboard (an embed holds far more; a reader wants the top)


def plain(name: str) -> str:
    """A member's name as text, not markdown (a name like ``**x**`` stays as written)."""
    return discord.utils.escape_markdown(discord.utils.escape_mentions(name))


def stats_lines(locale: str, records: dict[str, Any]) -> list[str]:
    """A line per game the member played (in the games' order), then the overall line."""
    lines = [
        with_bots(
            locale,
            t(
                locale,
                "stats-line",
                game=text(locale, get(kind).title),
                played=records[kind].played,
                won=records[kind].won,
            ),
            records[kind].bots,
        )
        for kind in available()
        if kind in records
    ]
    total = overall(records)
    lines.append(
        with_bots(
            locale, t(locale, "stats-overall", played=total.played, won=total.won), total.bots
        )
    )
    return lines


def with_bots(locale: str, line: str, bots: int) -> str:
    """A stats line with its games against bots marked (issue 30), when it has any."""
    return line if not bots else f"{line} {t(locale, 'stats-with-bots', count=bots)}"


def stats_commands(bot: Host) -> list[app_commands.Command[Any, ..., None]]:
    """The two commands, for the ``/game`` group."""

    @app_commands.command(
        name=cmd("stats", "cmd-game-stats"),
        description=cmd("Games played and won in this server", "cmd-game-stats-desc"),
    )
    @app_commands.rename(member=cmd("member", "opt-member"))
    @app_commands.describe(member=cmd("Whose numbers (you if left out)", "opt-member-desc"))
    async def stats(interaction: discord.Interaction, member: discord.User | None = None) -> None:
        locale = user_locale(interaction)
        who = member or interaction.user
        counted = await bot.service.tally(interaction.guild_id or 0)
        records = counted.records.get(who.id, {})
        name = plain(who.display_name)
        if not records:
            body = t(locale, "stats-none", member=name)
        else:
            body = "\n".join([*stats_lines(locale, records), "", t(locale, "stats-note")])
        if what_ifs := counted.forks.get(who.id, 0):  # played, said apart, counted nowhere
            body += "\n\n" + t(locale, "stats-what-if", count=what_ifs)
        embed = discord.Embed(title=t(locale, "stats-title", member=name), description=body)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(
        name=cmd("leaderboard", "cmd-game-leaderboard"),
        description=cmd(
            "Who has won the most games of one kind in this server", "cmd-game-leaderboard-desc"
        ),
    )
    @app_commands.rename(game=cmd("game", "opt-game"))
    @app_commands.describe(game=cmd("Which game", "opt-game-desc"))
    @app_commands.choices(game=game_choices())
    async def leaderboard(interaction: discord.Interaction, game: str) -> None:
        locale = user_locale(interaction)
        kind = option_choice(game, "opt-game", {name: get(name).title for name in available()})
        title = text(locale, get(kind).title)
        counted = await bot.service.tally(interaction.guild_id or 0, ranked=True)
        lines = [
            t(
                locale,
                "leaderboard-line",
                rank=standing.rank,
                member=plain(standing.name),
                won=standing.record.won,
                played=standing.record.played,
            )
            for standing in ranking(counted, kind)[:LEADERBOARD_SIZE]
        ]
        embed = discord.Embed(
            title=t(locale, "leaderboard-title", game=title),
            description="\n".join(lines) or t(locale, "leaderboard-empty", game=title),
        )
        await interaction.response.send_message(embed=embed, ephemeral=True)

    return [stats, leaderboard]
