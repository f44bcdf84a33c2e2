"""``/game notify``: how a member is told that a game waits for them (a mention, a DM, or
only the daily digest; per server or for one game), their quiet hours for reminders and the
time of their daily digest. Everything is checked before anything is written."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands

from bot.cogs.checks import option_choice, option_text
from bot.cogs.locales import user_locale
from bot.engine.base import RuleError
from bot.i18n import Text, command_mention, t
from bot.i18n.translator import cmd
from bot.store import Timer
from bot.table import Table
from bot.table.digest import DIGEST_AT_MAX, clock, parse_digest_at
from bot.table.notices import Choices
from bot.table.notify_modes import DEFAULT_MODE, MODES, Mode
from bot.table.nudges import (
    ZONE_MAX,
    parse_quiet,
    parse_zone,
)

if TYPE_CHECKING:
    from bot.cogs.host import Host


QUIET_MAX = 20  # characters of the quiet option ("23:30-07:00" has 11)
OFF = "off"
CLEAR = "clear"  # the mode choice that takes a choice back (the default applies again)
SCOPES = ("server", "game")


# -- /game notify ------------------------------------------------------------------------

MODE_CHOICES = [
    app_commands.Choice(name=cmd(t("en", f"notify-mode-{mode}"), f"notify-mode-{mode}"), value=mode)
    for mode in (*MODES, CLEAR)
]
SCOPE_CHOICES = [
    app_commands.Choice(
        name=cmd(t("en", f"notify-scope-{scope}"), f"notify-scope-{scope}"), value=scope
    )
    for scope in SCOPES
]
MODE_LABELS = {mode: Text(f"notify-mode-{mode}") for mode in (*MODES, CLEAR)}
SCOPE_LABELS = {scope: Text(f"notify-scope-{scope}") for scope in SCOPES}


@dataclass(frozen=True)
class NotifyOptions:
    """The options of ``/game notify`` as given (raw: a forged interaction may send anything)."""

    quiet: object = None
    tz: object = None
    mode: object = None
    scope: object = None
    digest_at: object = None


Notify = Callable[[discord.Interaction, NotifyOptions], Awaitable[None]]


def notify_command(handler: Notify) -> app_commands.Command[Any, ..., None]:
    """``/game notify [quiet] [tz] [mode] [scope] [digest_at]``: how a member is told that a
    game waits for them, their quiet hours and their daily digest's time."""

    @app_commands.rename(
        quiet=cmd("quiet", "opt-quiet"),
        tz=cmd("tz", "opt-tz"),
        mode=cmd("mode", "opt-notify-mode"),
        scope=cmd("scope", "opt-notify-scope"),
        digest_at=cmd("digest_at", "opt-digest-at"),
    )
    @app_commands.describe(
        quiet=cmd("Quiet hours, like 22-08 (off: none)", "opt-quiet-desc"),
        tz=cmd("Your time zone, like Asia/Taipei", "opt-tz-desc"),
        mode=cmd("How you are told a game waits for you", "opt-notify-mode-desc"),
        scope=cmd("This server (default) or this channel's game", "opt-notify-scope-desc"),
        digest_at=cmd("Local time of your daily digest, like 18:00", "opt-digest-at-desc"),
    )
    @app_commands.choices(mode=MODE_CHOICES, scope=SCOPE_CHOICES)
    async def callback(
        interaction: discord.Interaction,
        quiet: app_commands.Range[str, 1, QUIET_MAX] | None = None,
        tz: app_commands.Range[str, 1, ZONE_MAX] | None = None,
        mode: str | None = None,
        scope: str | None = None,
        digest_at: app_commands.Range[str, 1, DIGEST_AT_MAX] | None = None,
    ) -> None:
        await handler(interaction, NotifyOptions(quiet, tz, mode, scope, digest_at))

    return app_commands.Command(
        name=cmd("notify", "cmd-game-notify"),
        description=cmd("How you are told of your turns", "cmd-game-notify-desc"),
        callback=callback,
    )


@dataclass(frozen=True)
class Wanted:
    """``/game notify``'s options, checked: what to write (None: leave as it is)."""

    quiet: tuple[int, int] | None
    quiet_off: bool
    zone: str | None
    digest_at: int | None
    mode: str | None
    scope: str


def read_options(given: NotifyOptions) -> Wanted:
    """Every option checked, before anything is written."""
    quiet = None
    quiet_off = False
    if given.quiet is not None:
        value = option_text(given.quiet, "opt-quiet", QUIET_MAX).strip()
        quiet_off = value.lower() == OFF
        quiet = None if quiet_off else parse_quiet(value)
    zone = parse_zone(option_text(given.tz, "opt-tz", ZONE_MAX)) if given.tz is not None else None
    digest_at = None
    if given.digest_at is not None:
        digest_at = parse_digest_at(option_text(given.digest_at, "opt-digest-at", DIGEST_AT_MAX))
    mode = option_choice(given.mode, "opt-notify-mode", MODE_LABELS) if given.mode else None
    scope = "server"
    if given.scope is not None:
        scope = option_choice(given.scope, "opt-notify-scope", SCOPE_LABELS)
    return Wanted(quiet, quiet_off, zone, digest_at, mode, scope)


async def seated_game(bot: Host, interaction: discord.Interaction) -> Table | None:
    """This channel's game if the caller holds a seat in it."""
    if interaction.guild_id is None or interaction.channel_id is None:
        return None
    table = await bot.service.load(interaction.channel_id)
    if table is None or table.seat_of(interaction.user.id) is None:
        return None
    return table


async def set_notify(bot: Host, interaction: discord.Interaction, given: NotifyOptions) -> None:
    """Set, clear or show (no options) how the caller is told of their turns, their quiet
    hours and digest time; privately. Everything is checked before anything is written."""
    locale = user_locale(interaction)
    notices = bot.service.notices
    user = interaction.user.id
    guild_id = interaction.guild_id
    wanted = read_options(given)
    table = await seated_game(bot, interaction)
    if wanted.scope == "game" and table is None:
        await _refuse_game_scope(bot, interaction)
    if wanted.scope == "game" and table is not None:
        seat = table.seat_of(user)
        if seat is not None and table.seats[seat].autopilot:
            # Kicked: the game tells this seat's holder of no turn, so a choice would do nothing.
            raise RuleError("notify-error-seat-played-by-bot")
    if wanted.mode is not None and guild_id is None:
        raise RuleError("notify-error-no-server")
    current = await notices.choices(user, guild_id, table.id if table else None)
    times = _new_times(current, wanted)
    changed = False
    if times != (current.quiet_stored, current.digest_stored):
        await notices.set_times(user, *times)
        changed = True
    if wanted.mode is not None and guild_id is not None:
        game_id = table.id if wanted.scope == "game" and table is not None else None
        mode = None if wanted.mode == CLEAR else cast(Mode, wanted.mode)
        await notices.set_mode(user, guild_id, game_id, mode)
        changed = True
    timer = await notices.digest_timer(user)
    if changed:
        timer = await notices.schedule_digest(user, datetime.now(UTC))
    shown = await notices.choices(user, guild_id, table.id if table else None)
    words = "\n".join(_shown(locale, shown, guild_id, table, timer))
    await interaction.response.send_message(words, ephemeral=True)


async def _refuse_game_scope(bot: Host, interaction: discord.Interaction) -> None:
    """``scope:game`` where there is no game, or the caller has no seat in it."""
    here = None
    if interaction.guild_id is not None and interaction.channel_id is not None:
        here = await bot.service.load(interaction.channel_id)
    if here is None:
        raise RuleError("notify-error-no-game")
    raise RuleError("notify-error-no-seat", follow=command_mention("game follow"))


def _new_times(
    current: Choices, wanted: Wanted
) -> tuple[tuple[int, int, str] | None, tuple[int, str] | None]:
    """The quiet hours and digest time to store. One zone for both: a new ``tz`` is written
    to each, and a member's zone outlives quiet hours they switch off."""
    zone = wanted.zone or current.zone
    quiet = current.quiet_stored
    if wanted.quiet_off:
        quiet = None
    elif wanted.quiet is not None:
        quiet = (*wanted.quiet, zone)
    elif quiet is not None and wanted.zone is not None:
        quiet = (quiet[0], quiet[1], zone)
    digest = current.digest_stored
    keep_zone = wanted.quiet_off and current.quiet is not None and digest is None
    if wanted.digest_at is not None or wanted.zone is not None or keep_zone:
        minute = wanted.digest_at if wanted.digest_at is not None else current.digest_at
        digest = (minute, zone)
    return quiet, digest


def _shown(
    locale: str, shown: Choices, guild_id: int | None, table: Table | None, timer: Timer | None
) -> list[str]:
    """What ``/game notify`` answers: the caller's choices as they now are."""
    lines = []
    if guild_id is not None:
        mode = Text(f"notify-mode-{shown.server_mode or DEFAULT_MODE}")
        lines.append(t(locale, "notify-show-server", mode=mode))
    if table is not None and shown.game_mode is not None:
        lines.append(t(locale, "notify-show-game", mode=Text(f"notify-mode-{shown.game_mode}")))
    if shown.quiet is None:
        lines.append(t(locale, "nudge-quiet-none"))
    else:
        lines.append(
            t(locale, "nudge-quiet-show", hours=shown.quiet.label(), zone=shown.quiet.zone)
        )
    lines.append(t(locale, "notify-show-digest", time=clock(shown.digest_at), zone=shown.zone))
    if timer is not None:
        lines.append(t(locale, "notify-show-digest-next", at=str(int(timer.due_at.timestamp()))))
    return lines
