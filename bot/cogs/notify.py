"""The Discord side of escalating reminders (decided in :mod:`bot.table.nudges`): the DMs and
the channel ping of a due reminder, and the end of an abandoned game (``/game notify``, where
a member sets their quiet hours and how they are told, is bot/cogs/notify_command.py).

Each due timer is replaced by the one that follows it in a single store write before anything
is sent, so a restart loses no timer and fires none twice (at worst one stage's messages are
not sent, never sent twice).
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord

from bot.cogs.delivery import resolve_channel, send_dm
from bot.cogs.follow import tell_followers
from bot.cogs.timers import handles
from bot.engine.base import RuleError
from bot.i18n import t
from bot.store import Timer
from bot.table import Table, presenter
from bot.table.fork_words import game_title
from bot.table.nudges import (
    ABANDON,
    QuietHours,
    abandon_due,
    abandon_payload,
    moved_at,
    plan,
)
from bot.table.service import REMINDER

if TYPE_CHECKING:
    from bot.cogs.host import Host

log = logging.getLogger(__name__)


async def quiet_hours(bot: Host, user_ids: list[int]) -> dict[int, QuietHours]:
    found = await bot.service.quiet_hours(user_ids)
    return {user: QuietHours(*hours) for user, hours in found.items()}


# -- a due reminder ----------------------------------------------------------------------


@handles(REMINDER)
async def nudge(bot: Host, timer: Timer, now: datetime) -> None:
    """A game's reminder fell due: DM or ping the players it waits for, as its stage says,
    and set the next reminder (or, after the last, the abandon timer)."""
    service = bot.service
    interval = service.reminder_after
    payload = timer.payload
    table = await _current(bot, timer)
    if table is None or interval is None or not table.waiting_humans():
        await service.replace_timer(timer.id)
        return
    users = [table.user_of(seat) for seat in sorted(table.waiting_humans())]
    decided = plan(
        payload,
        users,
        await quiet_hours(bot, users),
        now=now,
        due_at=timer.due_at,
        interval=interval,
    )
    following: tuple[str, datetime, dict[str, Any]] | None = None
    if decided.next_due is not None:
        following = (REMINDER, decided.next_due, decided.next_payload)
    elif decided.stopped and decided.since is not None:
        days = await service.abandon_days(table.game.guild_id)
        due = abandon_due(decided.since, days, now)
        if due is not None:
            following = (ABANDON, due, abandon_payload(table.game.version, decided.since))
    kind, due_at, after = following if following is not None else (None, None, None)
    if not await service.replace_timer(timer.id, kind, due_at, table.id, after):
        return  # fired already (by another call of the dispatcher)
    for user in decided.dm:
        await _dm(bot, table, user)
    if decided.ping:
        await bot.desk.remind(table)


async def _current(bot: Host, timer: Timer) -> Table | None:
    """The timer's game while it is running at the version the timer was set for."""
    if timer.game_id is None:
        return None
    try:
        table = await bot.service.load_game(timer.game_id)
    except RuleError:
        return None
    if not table.running or table.game.version != timer.payload.get("version"):
        return None
    return table


async def _dm(bot: Host, table: Table, user: int) -> None:
    seat = table.seat_of(user)
    locale = bot.desk.seat_locale(table, seat) if seat is not None else "en"
    words = t(
        locale,
        "nudge-dm",
        game=game_title(table, locale),
        channel=f"<#{table.game.channel_id}>",
    )
    words = f"{words}\n{t(locale, 'catchup-hint')}"
    try:
        sent = await send_dm(bot, user, content=words)
    except discord.HTTPException:
        log.warning("reminder DM to user %s failed", user)
        return
    if sent is None:
        log.info("reminder DM to user %s refused (closed DMs)", user)


# -- an abandoned game -------------------------------------------------------------------


@handles(ABANDON)
async def abandon(bot: Host, timer: Timer, now: datetime) -> None:
    """Nobody moved for the server's abandon_days: end the game with its result and say so."""
    service = bot.service
    table = await _current(bot, timer)
    if table is None:
        await service.replace_timer(timer.id)
        return
    days = await service.abandon_days(table.game.guild_id)
    since = moved_at(timer.payload, timer.due_at, service.reminder_after or timedelta(0))
    due = abandon_due(since, days, now)
    if due is None:  # the server switched abandonment off since
        await service.replace_timer(timer.id)
        return
    if due > now:  # the server allowed more days since
        await service.replace_timer(timer.id, ABANDON, due, table.id, timer.payload)
        return
    kept = days if days is not None else round((now - since).total_seconds() / 86400)
    ended = await service.end_abandoned(table.id, table.game.version, timer.id, kept)
    if ended is None:
        return
    await _announce(bot, ended, kept)
    await bot.desk.refresh_prompts(ended, skip=set())  # no controls outlive the game


async def _announce(bot: Host, table: Table, days: int) -> None:
    channel = await resolve_channel(bot, table.game.channel_id)
    if channel is None:
        return
    locale = await bot.desk.channel_locale(table)
    lines = [t(locale, "nudge-abandoned", days=days), *presenter.final_lines(table, locale)]
    lines += presenter.record_lines(table, locale)
    blocks = presenter.chunks(lines, presenter.POST_BLOCK_LIMIT) or [""]
    title = game_title(table, locale)
    quiet = discord.AllowedMentions.none()
    for block in blocks[:-1]:
        await channel.send(
            embed=discord.Embed(title=title, description=block), allowed_mentions=quiet
        )
    embed = discord.Embed(title=title, description=blocks[-1])
    kwargs: dict[str, Any] = {"embed": embed, "allowed_mentions": quiet}
    if table.game.state is not None:
        # the board, and beside it the end's files (the story chart), as any end posts them
        board = await bot.desk.board_file(table, locale)
        kwargs["files"] = [board, *await bot.desk.final_files(table, locale)]
        embed.set_image(url="attachment://board.png")
    notice = t(locale, "nudge-abandoned-notice", days=days)  # issue 25: the end's followers
    message = await channel.send(content=notice, **kwargs)
    if table.game.state is not None:
        await bot.desk.add_replay_later(table, locale, message)  # drawn after: the post waits not
    await tell_followers(bot, table, message.id, locale)
