"""``/game pause``, ``/game resume``, ``/game vacation`` and the deadline options of
``/game config`` (issue 14): the commands around :mod:`bot.table.deadlines`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.cogs.checks import is_moderator, option_choice, option_int
from bot.cogs.delivery import resolve_channel
from bot.cogs.locales import user_locale
from bot.cogs.timers import handles
from bot.engine.base import RuleError
from bot.i18n import Text, t
from bot.i18n.translator import cmd
from bot.store import Timer
from bot.table import deadline_passes
from bot.table.deadlines import DEADLINE, MAX_HOURS, POLICIES, VACATION_DAYS, discord_time
from bot.table.missed import MISSED
from bot.table.stall_words import deadline_line

if TYPE_CHECKING:
    from bot.cogs.host import Host

FLAG_MAX = 20
REASON_MAX = 200

POLICY_CHOICES = [
    app_commands.Choice(name=cmd(t("en", f"stall-policy-{p}"), f"stall-policy-{p}"), value=p)
    for p in POLICIES
]


def channel_of(interaction: discord.Interaction) -> int:
    assert interaction.channel_id is not None  # /game is guild-only: always in a channel
    return interaction.channel_id


def one_line(value: object) -> str | None:
    """A moderator's reason as one line (a forged one could carry line breaks)."""
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > REASON_MAX:
        raise RuleError("error-option-text", option=Text("opt-reason"), max=REASON_MAX)
    return " ".join(value.split()) or None


def stall_commands(bot: Host) -> list[app_commands.Command[Any, ..., None]]:
    """The /game subcommands for pausing, resuming and vacations."""

    async def announce(channel_id: int, content: str) -> None:
        channel = await resolve_channel(bot, channel_id)
        if channel is not None:
            await channel.send(content, allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(
        name=cmd("pause", "cmd-game-pause"),
        description=cmd(
            "Stop this game's deadlines; moves wait until it resumes (moderators)",
            "cmd-game-pause-desc",
        ),
    )
    @app_commands.rename(reason=cmd("reason", "opt-reason"))
    @app_commands.describe(reason=cmd("Why the game pauses", "opt-pause-reason-desc"))
    async def pause(
        interaction: discord.Interaction,
        reason: app_commands.Range[str, 1, REASON_MAX] | None = None,
    ) -> None:
        why = one_line(reason)
        table = await bot.service.require(channel_of(interaction))
        moderator = await is_moderator(interaction, bot.service)
        await bot.service.deadlines.pause(table, interaction.user.id, moderator, why)
        await interaction.response.send_message(
            t(user_locale(interaction), "stall-pause-ok"), ephemeral=True
        )
        locale = await bot.desk.channel_locale(table)
        await announce(table.game.channel_id, t(locale, "stall-paused", reason=why or "-"))

    @app_commands.command(
        name=cmd("resume", "cmd-game-resume"),
        description=cmd(
            "Start this game's deadlines again with the time that was left (moderators)",
            "cmd-game-resume-desc",
        ),
    )
    async def resume(interaction: discord.Interaction) -> None:
        table = await bot.service.require(channel_of(interaction))
        moderator = await is_moderator(interaction, bot.service)
        due = await bot.service.deadlines.resume(table, interaction.user.id, moderator)
        await interaction.response.send_message(
            t(user_locale(interaction), "stall-resume-ok"), ephemeral=True
        )
        locale = await bot.desk.channel_locale(table)
        words = t(locale, "stall-resumed")
        note = deadline_line(due, locale)
        await announce(table.game.channel_id, f"{words} {note}".strip())
        reminders = bot.get_cog("Reminders")
        if reminders is not None:
            reminders.wake()  # type: ignore[attr-defined]
        bot.service.bots.wake(table.id)  # a bot seat the pause held moves now

    @app_commands.command(
        name=cmd("vacation", "cmd-game-vacation"),
        description=cmd(
            "Freeze your own deadlines in this game for a few days", "cmd-game-vacation-desc"
        ),
    )
    @app_commands.rename(days=cmd("days", "opt-days"))
    @app_commands.describe(days=cmd("How many days (at most 7 per game)", "opt-days-desc"))
    async def vacation(
        interaction: discord.Interaction, days: app_commands.Range[int, 1, VACATION_DAYS]
    ) -> None:
        chosen = option_int(days, "opt-days", 1, VACATION_DAYS)
        table = await bot.service.require(channel_of(interaction))
        until = await bot.service.deadlines.vacation(table, interaction.user.id, chosen)
        await interaction.response.send_message(
            t(user_locale(interaction), "stall-vacation-ok", until=discord_time(until)),
            ephemeral=True,
        )

    return [pause, resume, vacation]


# -- the deadline options of /game config -------------------------------------------------------


@dataclass(frozen=True)
class StallConfig:
    """The deadline options given to /game config, checked (None: not given)."""

    deadline: int | None = None  # this channel's game, hours (0: none)
    default_deadline: int | None = None  # new games on this server, hours (0: none)
    policy: str | None = None
    flag_after: int | None = None


def read_stall_config(
    deadline: object, default_deadline: object, policy: object, flag_after: object
) -> StallConfig:
    """Check the options before anything is written."""
    policies = {p: Text(f"stall-policy-{p}") for p in POLICIES}
    return StallConfig(
        deadline=None if deadline is None else option_int(deadline, "opt-deadline", 0, MAX_HOURS),
        default_deadline=None
        if default_deadline is None
        else option_int(default_deadline, "opt-default-deadline", 0, MAX_HOURS),
        policy=None if policy is None else option_choice(policy, "opt-deadline-policy", policies),
        flag_after=None
        if flag_after is None
        else option_int(flag_after, "opt-flag-after", 1, FLAG_MAX),
    )


async def apply_stall_config(
    bot: Host, interaction: discord.Interaction, given: StallConfig
) -> str:
    """Write the checked options; the settings as they now are, in the reader's language."""
    service = bot.service
    guild_id = interaction.guild_id
    assert guild_id is not None  # /game is guild-only
    table = await service.load(channel_of(interaction))
    if given.deadline is not None and table is None:
        raise RuleError("error-no-game-here")
    defaults = await service.deadlines.defaults(guild_id)
    if (given.default_deadline, given.policy, given.flag_after) != (None, None, None):
        hours = defaults["deadline_hours"]
        if given.default_deadline is not None:
            hours = given.default_deadline or None
        defaults = {
            "deadline_hours": hours,
            "deadline_policy": given.policy or defaults["deadline_policy"],
            "flag_after": given.flag_after or defaults["flag_after"],
        }
        await service.deadlines.set_defaults(
            guild_id,
            hours=hours,
            policy=defaults["deadline_policy"],
            flag_after=defaults["flag_after"],
        )
    if given.deadline is not None and table is not None:
        await service.deadlines.change(table, interaction.user.id, given.deadline)
        reminders = bot.get_cog("Reminders")
        if reminders is not None:
            reminders.wake()  # type: ignore[attr-defined]
    locale = user_locale(interaction)

    def hours_text(hours: float | None) -> str:
        return t(locale, "stall-hours", hours=int(hours)) if hours else t(locale, "stall-none")

    game_hours = None
    if table is not None:
        game_hours = (await service.deadlines.config(table.id))["hours"]
    return t(
        locale,
        "stall-config-show",
        deadline=hours_text(game_hours) if table is not None else "-",
        default=hours_text(defaults["deadline_hours"]),
        policy=t(locale, f"stall-policy-{defaults['deadline_policy']}"),
        flag=defaults["flag_after"],
    )


@handles(DEADLINE)
async def deadline_passed(bot: Host, timer: Timer, now: datetime) -> None:
    """A move deadline passed: the game's policy acts for the seats still waited for (the
    deadlines leave the timer done), and the channel hears what happened."""
    deadlines = bot.service.deadlines
    fired = await deadline_passes.fire(deadlines, timer)
    if fired is not None:
        told = (
            None if fired.notice is None else await deadline_passes.settle(deadlines, fired.notice)
        )
        await bot.desk.deadline_passed(fired, told)


@handles(MISSED)
async def missed_deadline_told(bot: Host, timer: Timer, now: datetime) -> None:
    """A missed deadline's notice a stop kept from the channel (the bot's moves and the late
    counts were stored): sent now, once (bot.table.missed)."""
    told = await deadline_passes.settle(bot.service.deadlines, timer)
    if told is not None:
        await bot.desk.tell_missed(told)
