"""``/game fork move:<n> [game] [seats] [level] [where] [deadline_hours]`` (issue 31 part 3):
a moderator starts a what-if game from the position after move ``n`` of a running or finished
game of the channel, in a new thread of the channel (the default) or a new channel, with the
origin's move deadline unless ``deadline_hours`` names another (0: none).

The fork is checked first (:meth:`bot.table.forks.Forks.plan`: rights, the game, the move, a
running game's re-deal), so a refused fork opens no thread; then the bot's permission to open
one is checked (Discord's ``app_permissions`` in this channel), the thread or channel is made,
the fork is stored and started there, and its first post goes out like any game's. The
moderator is answered privately with a link to it.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from bot.cogs.checks import is_moderator, option_choice, option_int
from bot.cogs.locales import user_locale
from bot.cogs.newgame import level_choices, level_option
from bot.engine.base import RuleError
from bot.i18n import Text, t, text
from bot.i18n.translator import cmd
from bot.table.deadlines import MAX_HOURS
from bot.table.forks import BOTS, SAME

if TYPE_CHECKING:
    from bot.cogs.host import Host

log = logging.getLogger(__name__)

MOVE_MAX = 10**9  # far beyond any game's length; the service says the real range
GAME_MAX = 2**63 - 1  # a game id as the store keeps it
THREAD = "thread"
CHANNEL = "channel"
ARCHIVE_MINUTES: Literal[10080] = 10080  # a week without a post before Discord archives the thread
NAME_MAX = 100  # Discord's limit for a thread's or channel's name

SEATS_WORDS = {SAME: Text("fork-seats-same"), BOTS: Text("fork-seats-bots")}
WHERE_WORDS = {THREAD: Text("fork-where-thread"), CHANNEL: Text("fork-where-channel")}


def _choices(words: dict[str, Text]) -> list[app_commands.Choice[str]]:
    return [
        app_commands.Choice(name=cmd(t("en", label.key), label.key), value=value)
        for value, label in words.items()
    ]


def _can_open(interaction: discord.Interaction, where: str) -> bool:
    """Whether the bot may open a thread (or a channel) from this channel."""
    allowed = interaction.app_permissions
    if where == THREAD:
        return allowed.create_public_threads and allowed.send_messages_in_threads
    return allowed.manage_channels


async def _open(interaction: discord.Interaction, where: str, name: str) -> Any:
    """Make the fork's thread in this channel (its parent, when asked in a thread), or a new
    text channel beside it; Discord's refusal becomes the same private refusal."""
    channel = interaction.channel
    parent = channel.parent if isinstance(channel, discord.Thread) else channel
    try:
        if where == THREAD and isinstance(parent, discord.TextChannel):
            return await parent.create_thread(
                name=name,
                type=discord.ChannelType.public_thread,
                auto_archive_duration=ARCHIVE_MINUTES,
            )
        if where == CHANNEL and interaction.guild is not None:
            category = parent.category if isinstance(parent, discord.TextChannel) else None
            return await interaction.guild.create_text_channel(name=name, category=category)
    except discord.Forbidden:
        pass
    raise RuleError(f"fork-error-permission-{where}")


def fork_commands(bot: Host) -> list[app_commands.Command[Any, ..., None]]:
    """``/game fork``, for the /game group (guild only, like the whole group)."""

    @app_commands.command(
        name=cmd("fork", "cmd-game-fork"),
        description=cmd(
            "Start a what-if game from a move of this channel's game (moderators)",
            "cmd-game-fork-desc",
        ),
    )
    @app_commands.rename(
        move=cmd("move", "opt-fork-move"),
        game=cmd("game", "opt-fork-game"),
        seats=cmd("seats", "opt-fork-seats"),
        level=cmd("level", "opt-bot-level"),
        where=cmd("where", "opt-fork-where"),
        deadline=cmd("deadline_hours", "opt-deadline"),
    )
    @app_commands.describe(
        move=cmd("The move after which the what-if starts (0: the start)", "opt-fork-move-desc"),
        game=cmd(
            "The game's number (default: this channel's running game, else its last one)",
            "opt-fork-game-desc",
        ),
        seats=cmd("Who plays the what-if (default: the same players)", "opt-fork-seats-desc"),
        level=cmd("How well the bots play (default: the server's setting)", "opt-fork-level-desc"),
        where=cmd("Where the what-if is played (default: a new thread)", "opt-fork-where-desc"),
        deadline=cmd(
            "Hours per move in the what-if (0: none; default: as in the game it comes from)",
            "opt-fork-deadline-desc",
        ),
    )
    @app_commands.choices(
        seats=_choices(SEATS_WORDS), where=_choices(WHERE_WORDS), level=level_choices()
    )
    async def fork(
        interaction: discord.Interaction,
        move: app_commands.Range[int, 0, MOVE_MAX],
        game: app_commands.Range[int, 1, GAME_MAX] | None = None,
        seats: str | None = None,
        level: str | None = None,
        where: str | None = None,
        deadline: app_commands.Range[int, 0, MAX_HOURS] | None = None,
    ) -> None:
        locale = user_locale(interaction)
        # Read as a forged interaction could send them: each option checked like the others'.
        number = option_int(move, "opt-fork-move", 0, MOVE_MAX)
        origin_id = None if game is None else option_int(game, "opt-fork-game", 1, GAME_MAX)
        who = SAME if seats is None else option_choice(seats, "opt-fork-seats", SEATS_WORDS)
        place = THREAD if where is None else option_choice(where, "opt-fork-where", WHERE_WORDS)
        # None: the origin's deadline carries over (bot/table/forks.py)
        hours = None if deadline is None else option_int(deadline, "opt-deadline", 0, MAX_HOURS)
        # /game is guild-only: a guild and a channel are always there.
        assert interaction.guild_id is not None and interaction.channel_id is not None
        plan = await bot.service.plan_fork(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            moderator=await is_moderator(interaction, bot.service),
            move=number,
            game_id=origin_id,
            seats=who,
            level=level_option(level),
            deadline=hours,
        )
        if not _can_open(interaction, place):
            raise RuleError(f"fork-error-permission-{place}")
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel_locale = await bot.desk.channel_locale(plan.origin)
        title = text(channel_locale, plan.origin.spec.title)
        words = t(channel_locale, "fork-name", game=title, origin=str(plan.origin.id), move=number)
        opened = await _open(interaction, place, words[:NAME_MAX])
        try:
            outcome = await bot.service.make_fork(plan, opened.id, interaction.user.id)
        except Exception:
            # Nothing was stored: the empty thread or channel goes with the refusal.
            await _close(opened)
            raise
        configured = await bot.service.channel_locale(interaction.channel_id)
        if configured:  # the what-if speaks the language of the channel it came from
            await bot.service.set_channel_locale(interaction.guild_id, opened.id, configured)
        await bot.desk.publish(outcome)
        await interaction.followup.send(
            t(locale, "fork-made", channel=opened.mention, origin=str(plan.origin.id), move=number),
            ephemeral=True,
        )

    return [fork]


async def _close(opened: Any) -> None:
    try:
        await opened.delete()
    except discord.HTTPException:
        log.warning("the empty what-if channel %s could not be deleted", opened.id)
