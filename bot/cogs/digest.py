"""The daily digest's DM (issue 25): when a member's digest timer falls due, one DM lists every
running game waiting for them (on any server: the game, where it is, what it waits for, since
when, and a link to its current turn post) and the games they follow that way (whose move it
is, or that it ended), then the next day's timer is set.

The timer is replaced by the next one in one store write before anything is sent (as every
timer handler does, :mod:`bot.cogs.notify`): a restart loses no digest and sends none twice.
When the member no longer takes the digest the timer ends instead; with nothing to list no DM
goes out.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

import discord

from bot.cogs.delivery import send_dm
from bot.cogs.timers import handles
from bot.engine.base import RuleError
from bot.i18n import list_join, t, text
from bot.store import Timer
from bot.table import Table
from bot.table.bot_names import marked_name
from bot.table.digest import DIGEST
from bot.table.fork_words import game_title

if TYPE_CHECKING:
    from bot.cogs.host import Host

log = logging.getLogger(__name__)

__all__ = ["DIGEST", "send_digest"]

CONTENT_LIMIT = 2000  # Discord's limit of a message's content
LINK = "https://discord.com/channels/{guild}/{channel}"


@dataclass(frozen=True)
class Listed:
    """What one digest says, and the followed games it tells the end of (followed no more)."""

    waiting: list[str]
    followed: list[str]
    ended: list[int]
    locale: str


@handles(DIGEST)
async def send_digest(bot: Host, timer: Timer, now: datetime) -> None:
    """A member's digest fell due: set the next one, then DM what waits for them."""
    service = bot.service
    user = timer.payload.get("user")
    if not isinstance(user, int) or isinstance(user, bool):
        await service.replace_timer(timer.id)
        return
    listed = await gather(bot, user, now)
    due = await service.notices.next_digest(user, now)
    kind = DIGEST if due is not None else None
    if not await service.replace_timer(timer.id, kind, due, None, {"user": user}):
        return  # fired already, or the member's choice replaced it meanwhile
    if listed.waiting or listed.followed:
        await _send(bot, user, listed)
    for game_id in listed.ended:
        await service.notices.unfollow(game_id, user)


async def gather(bot: Host, user: int, now: datetime) -> Listed:
    """Every running game waiting for ``user`` and every game they follow with the digest, in
    the member's language (their seats' language, else the one they followed a game in,
    else the bot's default)."""
    notices = bot.service.notices
    seated: list[tuple[Table, int, datetime]] = []
    for entry in await notices.running_games_of(user):
        table = await _table(bot, entry.game.id)
        if table is not None and not entry.autopilot:
            seated.append((table, entry.seat, entry.since))
    following = sorted((await notices.followed_by(user)).items())
    spoken = [table.seats[seat].locale for table, seat, _ in seated]
    locale = next((found for found in spoken if found), None)
    if locale is None:  # a spectator: the language they followed a game in
        locale = await notices.follower_locale(user)
    locale = locale or bot.settings.default_locale
    waiting = [
        await _waiting_line(bot, table, seat, since, now, locale)
        for table, seat, since in seated
        if seat in table.waiting_humans()
    ]
    followed: list[str] = []
    ended: list[int] = []
    for game_id, how in following:
        if how != "digest":
            continue
        table = await _table(bot, game_id)
        if table is None:
            ended.append(game_id)  # gone: nothing left to follow
        elif table.running:
            followed.append(await _followed_line(bot, table, locale))
        elif table.game.status in ("finished", "ended"):
            followed.append(await _ended_line(bot, table, locale))
            ended.append(game_id)
    return Listed(waiting, followed, ended, locale)


async def _table(bot: Host, game_id: int) -> Table | None:
    try:
        return await bot.service.load_game(game_id)
    except RuleError:
        return None


async def _link(bot: Host, table: Table) -> str:
    """The game's current turn post, else its channel."""
    post = await bot.service.notices.turn_post(table.id)
    link = LINK.format(guild=table.game.guild_id, channel=table.game.channel_id)
    return f"{link}/{post.message_id}" if post is not None else link


def _where(bot: Host, table: Table, locale: str) -> str:
    """The server and channel; the channel alone for a server this process does not see (a
    digest is shard 0's; the link still leads there)."""
    channel = f"<#{table.game.channel_id}>"
    guild = bot.get_guild(table.game.guild_id)
    if guild is None:
        return channel
    return t(locale, "digest-where", server=guild.name, channel=channel)


def _asked(table: Table, seat: int, locale: str) -> str:
    """What the game asks of the seat ("place your cards"), or just that it is their move."""
    label = table.spec.step_label
    if label is None:
        return t(locale, "digest-your-move")
    return text(locale, label(table.spec.engine.view(table.state, None), seat))


def _waited(since: datetime, now: datetime, locale: str) -> str:
    hours = max(0, int((now - since).total_seconds() // 3600))
    if hours < 48:
        return t(locale, "digest-waiting-hours", hours=hours)
    return t(locale, "digest-waiting-days", days=hours // 24)


async def _waiting_line(
    bot: Host, table: Table, seat: int, since: datetime, now: datetime, locale: str
) -> str:
    return t(
        locale,
        "digest-game-waiting",
        game=game_title(table, locale),
        where=_where(bot, table, locale),
        asked=_asked(table, seat, locale),
        waited=_waited(since, now, locale),
        link=await _link(bot, table),
    )


async def _followed_line(bot: Host, table: Table, locale: str) -> str:
    names = [marked_name(table.seats[seat], locale) for seat in sorted(table.waiting())]
    return t(
        locale,
        "digest-game-followed",
        game=game_title(table, locale),
        where=_where(bot, table, locale),
        players=list_join(locale, names) if names else "-",
        link=await _link(bot, table),
    )


async def _ended_line(bot: Host, table: Table, locale: str) -> str:
    return t(
        locale,
        "digest-game-ended",
        game=game_title(table, locale),
        where=_where(bot, table, locale),
        link=await _link(bot, table),
    )


def compose(listed: Listed) -> str:
    """The digest's words, within one message (what does not fit is counted, not lost)."""
    locale = listed.locale
    blocks: list[str] = [t(locale, "digest-title")]
    if listed.waiting:
        blocks += [t(locale, "digest-waiting-heading"), *listed.waiting]
    if listed.followed:
        blocks += [t(locale, "digest-followed-heading"), *listed.followed]
    kept: list[str] = []
    for index, line in enumerate(blocks):
        more = t(locale, "digest-more", count=len(blocks) - index)
        if len("\n".join([*kept, line, more])) > CONTENT_LIMIT:
            kept.append(more)
            break
        kept.append(line)
    return "\n".join(kept)


async def _send(bot: Host, user: int, listed: Listed) -> None:
    try:
        sent = await send_dm(
            bot, user, content=compose(listed), allowed_mentions=discord.AllowedMentions.none()
        )
    except discord.HTTPException:
        log.warning("digest DM to user %s failed", user)
        return
    if sent is None:
        log.info("digest DM to user %s refused (closed DMs)", user)
