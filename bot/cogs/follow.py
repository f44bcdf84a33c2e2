"""``/game follow [how]`` for spectators (``how:stop`` stops following), and the one DM at a
game's end to those who chose it (issue 25). What is allowed is decided in
:mod:`bot.table.following`.

Stopping is a choice of ``how`` rather than a command of its own: ``/game`` holds at most
Discord's 25 subcommands, and a member looks for "stop" where they chose how to follow.

The DM is written in the language the follower's Discord spoke when they followed: outside an
interaction Discord does not say a member's language, and a spectator may well read another
language than the channel's (which is used only for a follow stored without one).
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from typing import Any

import discord
from discord import app_commands

from bot.cogs.checks import game_channel, option_choice
from bot.cogs.client import Client
from bot.cogs.delivery import send_dm
from bot.cogs.locales import user_locale
from bot.engine.base import RuleError
from bot.games import get
from bot.i18n import Text, list_join, t, text
from bot.i18n.translator import cmd
from bot.table import Table
from bot.table.followers import HOWS, How
from bot.table.following import start_following, stop_following, to_tell
from bot.table.fork_words import game_title
from bot.table.narration import result_lines
from bot.table.service import ABANDONED

log = logging.getLogger(__name__)

DEFAULT_HOW: How = "end"
STOP = "stop"  # the choice of ``how`` that stops following (no way of following: not a How)
HOW_LABELS: dict[str, Text] = {how: Text(f"follow-how-{how}") for how in (*HOWS, STOP)}
HOW_CHOICES = [
    app_commands.Choice(name=cmd(t("en", label.key), label.key), value=how)
    for how, label in HOW_LABELS.items()
]


def follow_commands(bot: Client) -> list[app_commands.Command[Any, ..., None]]:
    """``/game follow [how]`` (``how:stop`` to stop), for the /game group."""

    @app_commands.rename(how=cmd("how", "opt-follow-how"))
    @app_commands.describe(how=cmd("How to hear of the game", "opt-follow-how-desc"))
    @app_commands.choices(how=HOW_CHOICES)
    async def follow(interaction: discord.Interaction, how: str = DEFAULT_HOW) -> None:
        # Read as a forged interaction could send it: only an offered choice passes.
        if option_choice(how, "opt-follow-how", HOW_LABELS) == STOP:
            await unfollow_game(bot, interaction)
        else:
            await follow_game(bot, interaction, how)

    return [
        app_commands.Command(
            name=cmd("follow", "cmd-game-follow"),
            description=cmd(
                "Follow this channel's game without a seat, or stop following it",
                "cmd-game-follow-desc",
            ),
            callback=follow,
        ),
    ]


async def follow_game(bot: Client, interaction: discord.Interaction, how: object) -> None:
    """Follow the channel's game ``how``, privately; a refusal changes nothing."""
    locale = user_locale(interaction)
    chosen = next(h for h in HOWS if h == option_choice(how, "opt-follow-how", HOW_LABELS))
    channel_id = game_channel(interaction)
    if interaction.guild_id is None:
        raise RuleError("error-no-game-here")
    table, change = await start_following(
        bot.service.games, interaction.guild_id, channel_id, interaction.user.id, chosen, locale
    )
    # A follow "in the digest" needs the member's digest timer; one "at the end" may end it.
    await bot.service.notices.schedule_digest(interaction.user.id, datetime.now(UTC))
    words = t(
        locale,
        f"follow-{change}",
        game=game_title(table, locale),
        channel=f"<#{channel_id}>",
        how=chosen,
    )
    await interaction.response.send_message(words, ephemeral=True)


async def unfollow_game(bot: Client, interaction: discord.Interaction) -> None:
    """``how:stop``: stop following the channel's game, privately; say so when there was
    nothing to stop."""
    locale = user_locale(interaction)
    channel_id = game_channel(interaction)
    stopped = await stop_following(bot.service.games, channel_id, interaction.user.id)
    if stopped:
        await bot.service.notices.schedule_digest(interaction.user.id, datetime.now(UTC))
        games = list_join(locale, [text(locale, get(kind).title) for kind in stopped])
        words = t(locale, "unfollow-done", game=games, channel=f"<#{channel_id}>")
    else:
        words = t(locale, "unfollow-none")
    await interaction.response.send_message(words, ephemeral=True)


# -- the end of a followed game ----------------------------------------------------------


def end_post_link(table: Table, message_id: int | None) -> str:
    """Where the end was posted (the channel, when the post is not known)."""
    link = f"https://discord.com/channels/{table.game.guild_id}/{table.game.channel_id}"
    return link if message_id is None else f"{link}/{message_id}"


def end_dm(table: Table, locale: str, end_message_id: int | None) -> str:
    """The follower's DM: which game, how it ended, its scores (public once it is over), and
    the link to the end post."""
    if table.game.status == "finished":
        how = "finished"
    elif table.game.end_reason == ABANDONED:
        how = "abandoned"
    else:
        how = "moderator"
    game = game_title(table, locale)
    lines = [t(locale, f"follow-end-{how}", game=game, channel=f"<#{table.game.channel_id}>")]
    lines += result_lines(table, locale) or [t(locale, "follow-end-no-result")]
    lines.append(t(locale, "follow-end-link", link=end_post_link(table, end_message_id)))
    lines.append(t(locale, "follow-end-forgotten"))
    return "\n".join(lines)


async def tell_followers(
    client: Client, table: Table, end_message_id: int | None, channel_locale: str
) -> None:
    """The game is over: one DM to each member who follows it to hear of its end, then they
    follow it no more. Nothing while the game is active, so a caller may pass every post.
    The followers are forgotten before the DMs go, so none is ever sent twice.
    ``channel_locale`` speaks to a follower whose language was not stored."""
    if table.game.active:
        return
    told = await to_tell(client.service.games, table)
    for user, follower in sorted(told.items()):
        words = end_dm(table, follower.locale or channel_locale, end_message_id)
        try:
            sent = await send_dm(
                client, user, content=words, allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException:
            log.warning("end-of-game DM to follower %s failed", user)
            continue
        if sent is None:
            log.info("end-of-game DM to follower %s refused (closed DMs)", user)
