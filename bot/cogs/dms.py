"""Private messages: a seat's DM (events, hand picture, catchup, controls), kept current.

One live prompt per seat: a new DM takes the controls off the previous one, and every move
of the game edits each seat's DM whose controls it made stale (``refresh_prompts``).

A DM buzzes the player's phone only when it should (issue 25): a DM calling a seat to move
because the game just started waiting for it notifies if the player chose to be told by DM
(``/game notify mode:dm``); in "mention" mode the channel's mention is the one buzz and in
"digest" mode the daily digest is, so the DM goes out silently, as does every DM of private
news for a seat not newly called to move.
"""

from __future__ import annotations

import io
from typing import Any

import discord

from bot.cogs.checks import game_channel
from bot.cogs.components import prompt_view
from bot.cogs.delivery import resolve_channel, send_dm
from bot.cogs.deskbase import DeskBase
from bot.cogs.locales import user_locale
from bot.engine.base import Event, RuleError
from bot.i18n import t
from bot.table import Table, presenter
from bot.table.catchup import Digest, gather
from bot.table.catchup_board import catchup_picture
from bot.table.narration import seat_name
from bot.table.service import Step
from bot.table.stall_words import deadline_line


class Dms(DeskBase):
    async def private_payload(
        self,
        table: Table,
        seat: int,
        locale: str,
        events: list[Event] | None = None,
        notice: str | None = None,
        digest: Digest | None = None,
        *,
        picture: bool = True,
    ) -> dict[str, Any]:
        """A seat's private message (bot.table.presenter) as a Discord payload; with
        ``digest`` (a turn DM) what happened since the seat's last move, and the board with
        what changed marked (``catchup.png``) when it changed.

        Besides the message (``content``, ``view``, ``files``) the payload carries ``stamp``:
        the moment its controls are made for, or None when it has none. Callers pop it.
        With ``picture=False`` the private picture is left out, to be added by an edit
        (``private_picture``; a move's reply, bot/cogs/intake.py), and the payload says under
        ``picture`` whether the message has one; callers pop that too.
        """
        message = presenter.private_message(table, seat, locale, events, notice, digest)
        files = []
        if message.image and picture:
            drawn = await self.private_picture(table, seat, locale)
            if drawn is not None:
                files.append(drawn)
        if digest is not None and not digest.quiet:
            catchup = await self.catchup_file(table, digest, locale)
            if catchup is not None:
                files.append(catchup)
        # A message without a stamp has no controls (prompt_view makes none from an empty prompt).
        controls = prompt_view(table.id, seat, message.stamp or "", message.prompt, locale)
        content = message.content
        if seat in table.waiting_humans():
            note = deadline_line(await self.service.deadlines.due_at(table.id), locale)
            content = f"{content}\n{note}" if note else content
        payload: dict[str, Any] = {
            "content": content,
            "view": controls or discord.ui.View(),
            "files": files,
            "stamp": message.stamp if controls is not None else None,
        }
        if not picture:
            payload["picture"] = message.image
        return payload

    async def private_picture(self, table: Table, seat: int, locale: str) -> discord.File | None:
        """The seat's private picture (``private.png``: its hand, its secrets) as a file;
        None when its game draws none."""
        view = presenter.private_view(table, seat)
        png = await self.renders.render(table.spec.name, "private", view, locale)
        if not png:
            return None
        return discord.File(
            io.BytesIO(png), filename="private.png", description=t(locale, "private-image-alt")
        )

    async def catchup_file(self, table: Table, digest: Digest, locale: str) -> discord.File | None:
        """``catchup.png``: the board now with what changed since the digest's start marked;
        None when the public board looks the same."""
        picture = await catchup_picture(self.service, self.boards, table, digest.since, locale)
        if picture is None:
            return None
        alt = t(locale, "catchup-image-alt", since=digest.since, count=picture.areas)
        alt = f"{alt}\n{presenter.board_alt(table, locale)}"
        return discord.File(
            io.BytesIO(picture.png),
            filename="catchup.png",
            description=presenter.clip(alt, presenter.ALT_TEXT_LIMIT),
        )

    async def turn_digest(self, table: Table, seat: int) -> Digest | None:
        """What a seat the game waits for missed since its last move, for its DM prompt (None
        when the game does not wait for it: only a call to move comes with a digest)."""
        if seat not in table.waiting_humans():
            return None
        return await gather(self.service, table, seat)

    async def deliver_private(
        self,
        table: Table,
        seat: int,
        events: list[Event],
        steps: list[Step] | None = None,
        *,
        called: bool = False,
    ) -> bool:
        """DM a seat its private events and prompt; tell the channel if DMs are closed.
        A seat the game waits for also gets what happened since its last move (``steps``:
        the moves its ``events`` came from, so that none is told twice). The seat's previous
        DM loses its controls: one live prompt per seat. Whether a DM went out.

        ``called``: whether this DM calls the seat to move because the game started waiting
        for it (``turns.decide(outcome).ping``, as bot/cogs/posts.py passes it)."""
        seat_row = table.seats[seat]
        if seat_row.autopilot:
            return False
        called = called and seat in table.waiting_humans()
        silent = await self.dm_is_silent(table, seat, called)
        locale = self.seat_locale(table, seat)
        digest = await self.turn_digest(table, seat)
        if digest is not None and steps is not None:
            digest = digest.without_news_of(steps)  # ``events`` tell those
        payload = await self.private_payload(table, seat, locale, events, digest=digest)
        stamp = payload.pop("stamp")
        await self.strip_controls(table, seat)
        message = await send_dm(self.bot, seat_row.user_id, silent=silent, **payload)
        if message is None:
            await self.dm_closed_notice(table, seat)
            return False
        await self.service.remember_prompt(table, seat, message.channel.id, message.id, stamp)
        return True

    async def dm_is_silent(self, table: Table, seat: int, called: bool) -> bool:
        """Whether the seat's new DM goes out without a notification: all but a call to move
        of a player who chose to be told by DM."""
        if not called:
            return True
        user = table.user_of(seat)
        modes = await self.service.notify_modes(table, [user])
        return modes.get(user) != "dm"

    async def strip_controls(self, table: Table, seat: int) -> None:
        """Take the controls off the seat's last DM (it keeps its text and picture)."""
        row = table.seats[seat]
        if row.prompt_stamp is None or row.prompt_message_id is None:
            return
        await self.edit_message(row.prompt_channel_id, row.prompt_message_id, view=None)
        await self.service.remember_prompt(table, seat, None, None, None)

    async def refresh_prompts(self, table: Table, skip: set[int], *, holders: bool = False) -> None:
        """Keep every seat's DM controls current, however the game moved on: a seat whose
        view or choices changed gets its DM edited to the current prompt (or its controls
        removed when it has nothing to do); a seat the bot plays now loses its controls.
        ``holders``: a seat changed hands, so a live DM that shows the seats' holders (its
        words name one, or its catch-up board's legend names them all) is edited even when
        its controls are the same (issue 30).

        Judged on the game as it is now, not as ``table`` was: the publishing of one move may
        finish after the next move was made and answered (quick players, sealed moves made
        at the same moment, another process), and a DM edited to the older moment would show
        stale controls, or none at all when that seat had nothing to do then."""
        table = await self.service.load_game(table.id)
        for row in table.seats:
            seat = row.seat
            if seat in skip or row.prompt_stamp is None or row.prompt_message_id is None:
                continue
            current = None if row.autopilot or not table.running else table.stamp(seat)
            if current == row.prompt_stamp and not holders:
                continue
            # An edit replaces the DM's pictures: a prompt still waiting for the seat gets its
            # digest and catchup picture drawn again, now up to date, so it never loses them.
            digest = None if row.autopilot else await self.turn_digest(table, seat)
            if current == row.prompt_stamp and not self.shows_holders_of(table, seat, digest):
                continue  # a seat changed hands, and this DM names nobody's holder
            payload = await self.private_payload(
                table, seat, self.seat_locale(table, seat), digest=digest
            )
            stamp = payload.pop("stamp")
            if row.autopilot:
                payload = {"view": None}
                stamp = None
            else:
                payload["attachments"] = payload.pop("files")
                if stamp is None:
                    payload["view"] = None
            edited = await self.edit_message(
                row.prompt_channel_id, row.prompt_message_id, **payload
            )
            await self.service.remember_prompt(
                table,
                seat,
                row.prompt_channel_id if edited else None,
                row.prompt_message_id if edited else None,
                stamp if edited else None,
            )

    def shows_holders_of(self, table: Table, seat: int, digest: Digest | None) -> bool:
        """Whether the seat's DM, made now, shows other seats' holders: a catch-up board (its
        legend names every seat's) or words naming one (text only: nothing is drawn here)."""
        if digest is not None and not digest.quiet:
            return True
        locale = self.seat_locale(table, seat)
        content = presenter.private_message(table, seat, locale, digest=digest).content
        others = (other for other in range(len(table.seats)) if other != seat)
        return any(seat_name(table, other, locale) in content for other in others)

    async def dm_closed_notice(self, table: Table, seat: int) -> None:
        key = (table.id, seat)
        if key in self._dm_notice_sent:
            return
        self._dm_notice_sent.add(key)
        channel = await resolve_channel(self.bot, table.game.channel_id)
        if channel is None:
            return
        locale = await self.channel_locale(table)
        await channel.send(
            t(locale, "dm-closed", player=f"<@{table.user_of(seat)}>"),
            allowed_mentions=discord.AllowedMentions(users=True),
        )

    async def show_hand(self, interaction: discord.Interaction) -> None:
        """``/game hand`` and the games' ``play`` commands: the private message, ephemerally."""
        table = await self.service.require(game_channel(interaction))
        seat = await self.service.seat_for(table, interaction.user.id)
        if table.game.state is None:
            raise RuleError("error-game-not-started")
        await interaction.response.defer(ephemeral=True, thinking=True)
        payload = await self.private_payload(table, seat, user_locale(interaction))
        payload.pop("stamp")
        await interaction.followup.send(ephemeral=True, **payload)
