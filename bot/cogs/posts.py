"""Channel posts: what happened (narrative, board, pings), reminders and missed deadlines.

``publish`` is where every accepted move, start or kick ends: it brings the game's turn post
up to date (bot/cogs/turn_posts.py: a new message when the turn passes, else an edit; sealed
commitments included), posts the end, DMs every seat with news or a move to make, and keeps
the other seats' controls current.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.cogs import endfiles
from bot.cogs.board_files import BOARD, FOCUS
from bot.cogs.delivery import resolve_channel
from bot.cogs.deskbase import COLOUR
from bot.cogs.dms import Dms
from bot.cogs.follow import tell_followers
from bot.cogs.turn_posts import TurnPosts
from bot.i18n import t
from bot.table import Outcome, Table, presenter, turns
from bot.table.deadline_passes import Fired
from bot.table.stall_words import deadline_line, fired_lines


class Posts(Dms, TurnPosts):
    async def publish(self, outcome: Outcome) -> None:
        """Tell the channel what happened and DM every seat that has news or must act."""
        table = outcome.table
        # Whose wait this outcome started: pinged in a new turn post, and a DM calling one of
        # them to move may buzz (dms.py).
        decision = turns.decide(outcome)
        called = set() if outcome.finished else decision.ping
        if outcome.finished:
            await self.end_turn_posts(outcome)
            await self.post_to_channel(outcome)
        elif outcome.steps or outcome.started or outcome.went_back:
            await self.sync_turn(outcome, decision)
        elif outcome.holders_changed:
            await self.show_holders(table.id)  # a kick with no move: the post names the bot
        private = outcome.private_events()
        delivered = set()
        for seat in sorted(set(private) | outcome.seats_to_prompt()):
            if seat == outcome.actor:
                continue  # the actor's own message was updated in place
            events = private.get(seat, [])
            if await self.deliver_private(
                table, seat, events, outcome.steps, called=seat in called
            ):
                delivered.add(seat)
        # A kick: the other seats' DMs name the seat's new holder at once (no new DM).
        await self.refresh_prompts(table, skip=delivered, holders=outcome.holders_changed)
        if not outcome.steps:
            # A start or a kick without moves; every accepted move wrote its own reminder.
            await self.service.schedule_reminder(table, self.service.reminder_after)
        reminders = self.bot.get_cog("Reminders")
        if reminders is not None:
            reminders.wake()  # type: ignore[attr-defined]
        if table.running:
            # The game may now wait for a bot seat: it moves in its own time (bot_runner),
            # told only now, so its move's post comes after this one.
            self.service.bots.wake(table.id)

    async def remind(self, table: Table) -> None:
        """Nobody moved for a while: ping exactly the players the game still waits for."""
        channel = await resolve_channel(self.bot, table.game.channel_id)
        if channel is None:
            return
        locale = await self.channel_locale(table)
        words = presenter.reminder_text(table, locale)
        if words is None:
            return
        note = deadline_line(await self.service.deadlines.due_at(table.id), locale)
        words = f"{words}\n{note}" if note else words
        # A ping is public: it cannot say what each player missed, only where to look.
        words = f"{words}\n{t(locale, 'catchup-hint')}"
        await channel.send(
            words,
            allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
        )

    async def post_to_channel(self, outcome: Outcome) -> None:
        """The end of a game: the outcome's moves, the result, the board and the final files,
        in a new message (the turn posts end with it)."""
        table = outcome.table
        channel = await resolve_channel(self.bot, table.game.channel_id)
        if channel is None:
            return
        locale = await self.channel_locale(table)
        post = presenter.channel_post(outcome, locale)
        mentions = discord.AllowedMentions(users=True, roles=False, everyone=False)
        for block in post.blocks[:-1]:
            await channel.send(
                embed=discord.Embed(title=post.title, description=block, colour=COLOUR),
                allowed_mentions=mentions,
            )
        embed = discord.Embed(title=post.title, description=post.blocks[-1], colour=COLOUR)
        embeds = [embed]
        kwargs: dict[str, Any] = {"embeds": embeds, "allowed_mentions": mentions}
        files: list[discord.File] = []
        close_up: list[discord.File] = []
        if post.board:
            # The last board outlines what the outcome's moves changed, as a turn post does
            # (the post narrates just those moves; the whole game is in the story chart).
            since = outcome.steps[0].number - 1 if outcome.steps else -1
            for file in await self.marked_board_files(table, locale, since):
                (close_up if file.filename == FOCUS else files).append(file)
            embed.set_image(url=f"attachment://{BOARD}")
            if close_up:
                embeds.append(discord.Embed(colour=COLOUR).set_image(url=f"attachment://{FOCUS}"))
        if outcome.finished:
            files += await self.final_files(table, locale)
        # The board and the story chart first (what a glance at the end wants), the close-up
        # of the last moves after them.
        files += close_up
        if files:
            kwargs["files"] = files
        if post.waiting:
            note = deadline_line(await self.service.deadlines.due_at(table.id), locale)
            kwargs["content"] = f"{post.waiting}\n{note}" if note else post.waiting
        message = await channel.send(**kwargs)
        if outcome.finished and table.game.state is not None:
            # The animated replay takes seconds to draw: the post gains it by an edit.
            await self.add_replay_later(table, locale, message)
        await tell_followers(self.bot, table, message.id, locale)  # issue 25

    async def final_files(self, table: Table, locale: str) -> list[discord.File]:
        """What the last post of a game carries besides its board (bot.cogs.endfiles); its
        animated replay follows by an edit (``add_replay_later``)."""
        return await endfiles.final_files(self.service, table, locale)

    async def deadline_passed(self, fired: Fired, told: Fired | None) -> None:
        """A missed deadline: say what the bot did and whom the moderators should look at
        (``told``: the notice, settled for this caller alone; None: nothing to say), then
        show the moves it made."""
        if told is not None:
            await self.tell_missed(told)
        if fired.outcome is not None:
            await self.publish(fired.outcome)

    async def tell_missed(self, told: Fired) -> None:
        """A missed deadline's notice: whom the bot played for or reminded, whom the
        moderators should look at (a role mention when the server set a moderator role)."""
        channel = await resolve_channel(self.bot, told.table.game.channel_id)
        if channel is not None:
            lines = fired_lines(told, await self.channel_locale(told.table))
            if lines:
                await channel.send(
                    "\n".join(lines),
                    allowed_mentions=discord.AllowedMentions(users=True, roles=True),
                )
