"""``/game replace``: a moderator gives a running game's seat to another member.

The service changes the seat (:meth:`TableService.replace`); this module tells everyone: the new
holder gets the seat's private message and live controls by DM, made exactly as any DM prompt
of the desk (``Desk.private_payload``), the former holder's DM loses its controls and its
secrets and says why, the channel gets a short notice without secrets, and the moderator a
private answer.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.cogs.checks import game_channel, is_moderator, option_int
from bot.cogs.delivery import reply, resolve_channel, send_dm
from bot.cogs.late_defer import defer_if_slow
from bot.cogs.locales import user_locale
from bot.engine.base import RuleError
from bot.i18n import t, text
from bot.table import Replaced
from bot.table.bot_names import mention

if TYPE_CHECKING:
    from bot.cogs.desk import Desk

log = logging.getLogger(__name__)


MAX_BOT_NUMBER = 99  # "Bot 99": far more bots than any game has seats, a bound for a forged one


async def replace_seat(
    desk: Desk,
    interaction: discord.Interaction,
    old: discord.abc.User | None,
    new: discord.Member | None,
    bot: int | None = None,
    level: str | None = None,
) -> None:
    """Run ``/game replace`` for ``interaction`` and deliver its news: the seat of ``old`` (a
    member) or of ``bot`` (a bot's number) goes to ``new`` (a member) or to a bot at ``level``
    (issue 30). One of each pair, or a private refusal that says so."""
    service = desk.service
    moderator = await is_moderator(interaction, service)
    if not moderator:
        raise RuleError("error-not-moderator")
    if (old is None) == (bot is None) or (new is None) == (level is None):
        raise RuleError("error-replace-which")
    if bot is not None:
        # A forged number may be any JSON value (a string, a bool that reads as 1).
        bot = option_int(bot, "opt-replace-bot", 1, MAX_BOT_NUMBER)
    table = await service.require(game_channel(interaction))
    # Discord tells nobody a member's language; the channel's is the best guess for their DMs.
    locale = await desk.channel_locale(table)
    old_id = old.id if old is not None else -(bot or 0)
    # A seat given to a bot is played before this returns, perhaps longer than Discord waits.
    async with defer_if_slow(interaction, ephemeral=True, thinking=True):
        replaced: Replaced = await service.replace(
            table.game.channel_id,
            old_id,
            new.id if new is not None else 0,
            new.display_name if new is not None else "",
            locale,
            moderator,
            new_is_bot=new.bot if new is not None else False,
            by=interaction.user.id,
            level=level,
        )
    mine = user_locale(interaction)
    if replaced.returned:
        answer = t(mine, "seat-returned-ok", player=mention(replaced.former, mine))
    else:
        answer = t(
            mine,
            "replaced-ok",
            old=mention(replaced.former, mine),
            new=mention(replaced.table.seats[replaced.seat], mine),
        )
    await reply(interaction, content=answer, ephemeral=True)
    await hand_over(desk, replaced)


async def hand_over(desk: Desk, replaced: Replaced) -> None:
    """Tell the former holder, the new holder and the channel that a seat changed hands."""
    table, seat, former = replaced.table, replaced.seat, replaced.former
    game = str(table.id)
    channel = f"<#{table.game.channel_id}>"
    holder = table.seats[seat]
    # The former holder's DM: no controls, no picture, none of the seat's secrets any more
    # (unless the seat went back to them: they are the new holder too).
    if former.prompt_message_id is not None and not replaced.returned:
        old_locale = former.locale or desk.bot.settings.default_locale
        await desk.edit_message(
            former.prompt_channel_id,
            former.prompt_message_id,
            content=t(old_locale, "seat-taken-from-you", game=game, channel=channel),
            view=None,
            attachments=[],
        )
    if holder.is_bot:
        await bot_took_over(desk, replaced)
        return
    # The new holder: the seat's private message and controls, as any prompt of the desk.
    locale = desk.seat_locale(table, seat)
    given = "seat-returned-to-you" if replaced.returned else "seat-given-to-you"
    notice = t(locale, given, game=game, channel=channel)
    if replaced.waited_for:
        notice += "\n" + t(locale, "seat-given-your-turn")
    payload = await desk.private_payload(table, seat, locale, notice=notice)
    stamp = payload.pop("stamp")
    message = await send_dm(desk.bot, table.user_of(seat), **payload)
    if message is None:
        await desk.dm_closed_notice(table, seat)
    else:
        await desk.service.remember_prompt(table, seat, message.channel.id, message.id, stamp)
    # The channel: who plays the seat now (the new member pinged), nothing of what it holds;
    # the turn post names them at once (an edit: no second ping).
    await announce_holder(desk, replaced, ping=True)
    await show_new_holder(desk, replaced)
    if former.autopilot:
        # The bot played the seat, so no reminder waited for it; now a person does.
        await desk.service.schedule_reminder(table, desk.service.reminder_after)


async def announce_holder(desk: Desk, replaced: Replaced, *, ping: bool) -> None:
    """Tell the channel who plays the seat now and who did before (nothing of what it
    holds); ``ping``: mention the new holder so the member sees it."""
    table, seat = replaced.table, replaced.seat
    where = await resolve_channel(desk.bot, table.game.channel_id)
    if where is None:
        return
    posts = await desk.channel_locale(table)
    label = text(posts, table.spec.seat_label(seat, len(table.seats)))
    pinged = [discord.Object(table.user_of(seat))] if ping else []
    if replaced.returned:
        notice = t(
            posts, "seat-returned-public", player=mention(table.seats[seat], posts), seat=label
        )
    else:
        notice = t(
            posts,
            "seat-replaced-public",
            old=mention(replaced.former, posts),
            new=mention(table.seats[seat], posts),
            seat=label,
        )
    await where.send(
        notice,
        allowed_mentions=discord.AllowedMentions(users=pinged, roles=False, everyone=False),
    )


async def bot_took_over(desk: Desk, replaced: Replaced) -> None:
    """A seat went to a bot: the channel is told who plays it now (by the bot's name, no
    ping), and the moves the bot made at once are published like any others."""
    await announce_holder(desk, replaced, ping=False)  # a bot is named, never pinged
    if replaced.moved is not None and replaced.moved.steps:
        await desk.publish(replaced.moved)  # its turn post names the bot (holders_changed)
    else:
        await show_new_holder(desk, replaced)
        desk.service.bots.wake(replaced.table.id)  # a bot given a seat the game waits for moves now


async def show_new_holder(desk: Desk, replaced: Replaced) -> None:
    """A seat changed hands with no move: the turn post and the other seats' live DMs name
    its new holder at once, by edits (no new message, no ping). The seat's own DM is the new
    holder's, just sent (or none: a bot's), and the former holder's was told it is not
    theirs any more: neither is touched here."""
    await desk.show_holders(replaced.table.id)
    await desk.refresh_prompts(replaced.table, skip={replaced.seat}, holders=True)
