"""``/game stats [member] [game]``: games played and won in this server, or with ``game`` that
game's leaderboard, counted by bot.table.stats from the stored games (answered privately).

Both given: the member's line on that game's leaderboard, their rank wherever they stand, or a
line saying they are not on it. That answers "where do I stand at this game?", which the top
lines of the leaderboard cannot for a member ranked below them; a refusal would answer nothing.
"""

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
    """``/game stats [member] [game]``, for the ``/game`` group: a member's numbers, or with
    ``game`` that game's leaderboard (the member's place on it when both are given). One
    command rather than two: ``/game`` holds at most Discord's 25 subcommands."""

    @app_commands.command(
        name=cmd("stats", "cmd-game-stats"),
        description=cmd(
            "Games played and won in this server, or one game's leaderboard",
            "cmd-game-stats-desc",
        ),
    )
    @app_commands.rename(member=cmd("member", "opt-member"), game=cmd("game", "opt-game"))
    @app_commands.describe(
        member=cmd("Whose numbers (you if left out)", "opt-member-desc"),
        game=cmd(
            "That game's leaderboard instead (with a member: their place on it)",
            "opt-stats-game-desc",
        ),
    )
    @app_commands.choices(game=game_choices())
    async def stats(
        interaction: discord.Interaction,
        member: discord.User | None = None,
        game: str | None = None,
    ) -> None:
        locale = user_locale(interaction)
        guild_id = interaction.guild_id or 0
        if game is None:
            embed = await member_stats(bot, guild_id, member or interaction.user, locale)
        else:
            # Read as a forged interaction could send it: only an offered game passes.
            kind = option_choice(game, "opt-game", {name: get(name).title for name in available()})
            embed = await leaderboard(bot, guild_id, kind, member, locale)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    return [stats]


async def member_stats(
    bot: Host, guild_id: int, who: discord.User | discord.Member, locale: str
) -> discord.Embed:
    """A member's games played and won, per game and overall, and their what-ifs apart."""
    counted = await bot.service.tally(guild_id)
    records = counted.records.get(who.id, {})
    name = plain(who.display_name)
    if not records:
        body = t(locale, "stats-none", member=name)
    else:
        body = "\n".join([*stats_lines(locale, records), "", t(locale, "stats-note")])
    if what_ifs := counted.forks.get(who.id, 0):  # played, said apart, counted nowhere
        body += "\n\n" + t(locale, "stats-what-if", count=what_ifs)
    return discord.Embed(title=t(locale, "stats-title", member=name), description=body)


async def leaderboard(
    bot: Host, guild_id: int, kind: str, member: discord.User | discord.Member | None, locale: str
) -> discord.Embed:
    """A game's leaderboard, its top lines; with ``member`` only that member's line, wherever
    they stand (the top lines would not show a member ranked below them)."""
    title = text(locale, get(kind).title)
    counted = await bot.service.tally(guild_id, ranked=True)
    standings = ranking(counted, kind)
    if member is None:
        shown = standings[:LEADERBOARD_SIZE]
        empty = t(locale, "leaderboard-empty", game=title)
    else:
        shown = [standing for standing in standings if standing.user_id == member.id]
        empty = t(locale, "stats-standing-none", member=plain(member.display_name), game=title)
    lines = [
        t(
            locale,
            "leaderboard-line",
            rank=standing.rank,
            member=plain(standing.name),
            won=standing.record.won,
            played=standing.record.played,
        )
        for standing in shown
    ]
    return discord.Embed(
        title=t(locale, "leaderboard-title", game=title),
        description="\n".join(lines) or empty,
    )
