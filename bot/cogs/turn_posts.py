"""The channel's turn posts (issue 25): one message per turn, edited while the turn goes on.

An outcome that starts somebody's wait (bot.table.turns) gets a new message: its moves, whose
move it is (pinging only the players it just began to wait for, who want mentions), the board.
Any other outcome edits the current turn's message. Its text is always made again from the
log (the moves from the post's first one to now), never from what this process remembers, so
a restart, or another process, writes the same words; a message only ever grows, and a
sealed move's commitment once shown stays.

Edits of one message come at most every ``turn_edit_gap`` seconds: a request within the gap
waits for its end, and every request meanwhile is served by that one edit (it reads the
latest state). New messages never wait.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any

import discord

from bot.cogs.board_files import BOARD, FOCUS, BoardFiles
from bot.cogs.delivery import resolve_channel
from bot.cogs.deskbase import COLOUR
from bot.store import TurnPost
from bot.table import Outcome, Table, presenter, turn_text, turns
from bot.table.fork_words import game_title
from bot.table.stall_words import deadline_line

log = logging.getLogger(__name__)

# The name of a deferred edit's task: discord.py's handler tasks start so, and the bot's stop
# (bot/stopping.py) lets them finish, as the tests' settled() waits for them.
DEFERRED_TASK = "discord-ui-turn-post-"

Group = tuple[int, list[str]]


def pack(groups: list[Group]) -> list[list[Group]]:
    """``groups`` in messages that each fit (bot.table.turn_text.fitting_start), in order:
    the last message is the longest tail that fits, the others come before it."""
    packs: list[list[Group]] = []
    rest = groups
    while True:
        start = turn_text.fitting_start(rest)
        packs.insert(0, rest[start:])
        if start == 0:
            return packs
        rest = rest[:start]


def shows_news(outcome: Outcome) -> bool:
    """Whether the outcome changes what the turn post shows: a public event, a sealed move's
    commitment, a seat's holder, or whom the game waits for."""
    if outcome.public_events or outcome.sealed or outcome.holders_changed:
        return True
    return outcome.table.waiting() != outcome.awaited_before


class TurnPosts(BoardFiles):
    @property
    def turn_edit_gap(self) -> float:
        return float(self.bot.settings.turn_edit_gap)

    def turn_lock(self, game_id: int) -> asyncio.Lock:
        """One sync of a game's turn post at a time in this process."""
        return self._turn_locks.setdefault(game_id, asyncio.Lock())

    # -- what an outcome does to the channel ------------------------------------------------

    async def sync_turn(self, outcome: Outcome, decision: turns.TurnDecision) -> None:
        """Bring the game's turn post up to date after ``outcome`` (``decision``: what
        bot.table.turns decided of it): a new message when it starts somebody's wait (or the
        game, or the game went back), else an edit."""
        table = outcome.table
        if table.game.state is None:
            return
        async with self.turn_lock(table.id):
            current = await self.service.turn_post(table.id)
            stale = current is not None and current.channel_id != table.game.channel_id
            if decision.new_post or current is None or stale:
                if outcome.started:
                    first = 0
                elif outcome.steps and not outcome.went_back:
                    first = outcome.steps[0].number
                    if current is not None and not stale:
                        # Published after a later move's edit (two moves of one game answered
                        # at once): the old post shows some of these moves already.
                        first = max(first, current.shown_version + 1)
                else:
                    first = table.game.version + 1
                await self.close_turn(table, current, first - 1)
                pinged = await self.mentioned(table, decision.ping)
                await self.post_turn(table, first, pinged, current)
            elif shows_news(outcome):
                await self.request_edit(table.id, current)
            elif table.id not in self._deferred and current.shown_version < table.game.version:
                # Nothing the message shows changed (a Small World turn's end of conquests):
                # it shows this version as it is, so the turn's close needs no edit for it.
                await self.service.turn_post_shown(table.id, current.message_id, table.game.version)

    async def show_holders(self, game_id: int) -> None:
        """A seat changed hands with no move to show (a kick, a replace, a seat given back):
        the current turn post is edited at once to name the new holder, in its words and on
        its board's legend, as the next turn's post will. No new message and no ping (the
        channel stays quiet), so a post a moderator deleted stays deleted; the edit gap is
        not waited for, as a moderator's seat change is one edit, not a burst of them."""
        async with self.turn_lock(game_id):
            if game_id in self._deferred:
                return  # an edit is due soon: it reads the seats as they are by then
            # The post first: the seat changes it counts are then all in the table loaded.
            current = await self.service.turn_post(game_id)
            table = await self.service.load_game(game_id)
            if not table.running or current is None:
                return
            if current.channel_id != table.game.channel_id:
                return  # the game's next post goes to its new channel; the old one is left
            await self.edit_turn(current, repost=False)

    async def mentioned(self, table: Table, seats: frozenset[int]) -> list[int]:
        """The players of ``seats`` who want a mention when the game starts waiting for them
        (/game notify: the others are named in the message, and told their own way)."""
        users = [table.user_of(seat) for seat in sorted(seats)]
        modes = await self.service.notify_modes(table, users)
        return [user for user in users if modes.get(user, "mention") == "mention"]

    async def end_turn_posts(self, outcome: Outcome) -> None:
        """The game is over: the turn post shows every move before the outcome's (which the
        end post tells); then nothing of the game's turn posts is kept in memory."""
        table = outcome.table
        async with self.turn_lock(table.id):
            current = await self.service.turn_post(table.id)
            last = outcome.steps[0].number - 1 if outcome.steps else table.game.version
            await self.close_turn(table, current, last)
        self._turn_locks.pop(table.id, None)
        if current is not None:
            self._last_edit.pop(current.message_id, None)

    async def close_turn(self, table: Table, current: TurnPost | None, last: int) -> None:
        """The current turn post is left behind: first it shows every move up to ``last``
        (an edit it was still waiting for is made now; its board is the latest)."""
        self.cancel_deferred(table.id)
        if current is None or current.shown_version >= last or current.first_step > last:
            return
        await self.edit_turn(current, last=last, current=False)

    # -- new messages -----------------------------------------------------------------------

    async def post_turn(
        self,
        table: Table,
        first: int,
        pinged: list[int],
        replacing: TurnPost | None,
        *,
        last: int | None = None,
    ) -> None:
        """Post the turn from move ``first`` (0: the start) to ``last`` (None: now) as the
        game's new turn post, pinging ``pinged``; moves that do not fit one message go in
        messages of their own before it. Another process that made its own turn post first
        wins: this message is deleted."""
        channel = await resolve_channel(self.bot, table.game.channel_id)
        if channel is None:
            return
        locale = await self.channel_locale(table)
        last = table.game.version if last is None else last
        rows = await self.service.actions_between(table.id, max(first, 1), last)
        packs = pack(turn_text.turn_groups(table, rows, first, locale))
        quiet = discord.AllowedMentions.none()
        for earlier in packs[:-1]:
            # A turn longer than one message (rare): its beginning, frozen, before the rest.
            self.turn_overflows += 1
            await channel.send(
                embeds=self.turn_embeds(table, earlier, locale), allowed_mentions=quiet
            )
        if len(packs) > 1 and packs[-1]:
            first = packs[-1][0][0]
        payload = await self.turn_payload(table, packs[-1], first, locale)
        mentions = discord.AllowedMentions(
            users=[discord.Object(user) for user in pinged], roles=False, everyone=False
        )
        files = payload.pop("attachments")
        message = await channel.send(**payload, files=files, allowed_mentions=mentions)
        post = TurnPost(table.id, table.game.channel_id, message.id, first, last)
        replaced = replacing.message_id if replacing is not None else None
        if not await self.service.set_turn_post(post, replacing=replaced):
            # Another process moved the game's turn post on first: its message tells it.
            with contextlib.suppress(discord.HTTPException):
                await message.delete()
            return
        if replacing is not None:
            self._last_edit.pop(replacing.message_id, None)  # left behind: no more pacing
        # A new message starts its edit gap too: Discord counts posts and edits alike.
        self._last_edit[message.id] = time.monotonic()

    def turn_embeds(self, table: Table, groups: list[Group], locale: str) -> list[discord.Embed]:
        lines = [line for _, group in groups for line in group]
        title = game_title(table, locale)
        return [
            discord.Embed(title=title, description=block or None, colour=COLOUR)
            for block in turn_text.message_blocks(lines)
        ]

    async def turn_payload(
        self, table: Table, groups: list[Group], first: int, locale: str
    ) -> dict[str, Any]:
        """A turn post as it is now: its moves (from move ``first``), the board with what they
        changed outlined, whose move it is and the deadline. A wide board with something
        outlined also gets a close-up of it for phones, in an embed of its own under the
        board (a gallery of two would show each at half a phone's width); an edit replaces
        both pictures, so the close-up goes when nothing is outlined any more."""
        embeds = self.turn_embeds(table, groups, locale)
        embeds[-1].set_image(url=f"attachment://{BOARD}")
        # What the post's moves changed: the public board before its first move against now
        # (the start's post, first = 0, outlines nothing: everything is new).
        files = await self.marked_board_files(table, locale, first - 1 if first > 0 else -1)
        if any(file.filename == FOCUS for file in files):
            embeds.append(discord.Embed(colour=COLOUR).set_image(url=f"attachment://{FOCUS}"))
        deadline = deadline_line(await self.service.deadlines.due_at(table.id), locale)
        waiting = presenter.waiting_line(table, locale) if table.running else None
        return {
            "content": turn_text.turn_content(waiting, deadline),
            "embeds": embeds,
            "attachments": files,
        }

    # -- edits ------------------------------------------------------------------------------

    async def request_edit(self, game_id: int, current: TurnPost) -> None:
        """Edit the turn post now, or at the end of its edit gap (one deferred edit serves
        every request until then). Called under the game's turn lock."""
        if game_id in self._deferred:
            return  # the deferred edit reads the latest state when it runs
        since = time.monotonic() - self._last_edit.get(current.message_id, float("-inf"))
        if since >= self.turn_edit_gap:
            await self.edit_turn(current)
            return
        delay = self.turn_edit_gap - since
        task = asyncio.create_task(
            self._deferred_edit(game_id, delay), name=DEFERRED_TASK + str(game_id)
        )
        self._deferred[game_id] = task

    async def _deferred_edit(self, game_id: int, delay: float) -> None:
        try:
            await asyncio.sleep(delay)
            async with self.turn_lock(game_id):
                if self._deferred.get(game_id) is not asyncio.current_task():
                    return  # a new turn post came first (close_turn made this edit)
                del self._deferred[game_id]
                current = await self.service.turn_post(game_id)
                if current is not None:
                    await self.edit_turn(current)
        except Exception:
            log.exception("the deferred edit of game %d's turn post failed", game_id)
        finally:
            if self._deferred.get(game_id) is asyncio.current_task():
                del self._deferred[game_id]

    def cancel_deferred(self, game_id: int) -> None:
        task = self._deferred.pop(game_id, None)
        if task is not None:
            task.cancel()

    async def edit_turn(
        self,
        post: TurnPost,
        *,
        last: int | None = None,
        current: bool = True,
        repost: bool = True,
    ) -> None:
        """Show the turn's moves up to ``last`` (None: now) in its message, with the latest
        board. ``current``: the message is the game's turn post (not one left behind), so
        its waiting line changes too, a moderator's deletion gets it posted again (no ping;
        not when ``repost`` is False), and moves beyond one message's room continue in a new
        message."""
        table = await self.service.load_game(post.game_id)
        if table.game.state is None:
            return
        locale = await self.channel_locale(table)
        last = table.game.version if last is None else last
        rows = await self.service.actions_between(table.id, max(post.first_step, 1), last)
        groups = turn_text.turn_groups(table, rows, post.first_step, locale)
        if turn_text.fitting_start(groups) > 0:
            # Freeze the message as it is and go on below it, without pings (rare: a turn of
            # more than about 5,000 characters of moves).
            self.turn_overflows += 1
            if current:
                await self.post_turn(table, post.shown_version + 1, [], post, last=last)
            return
        payload = await self.turn_payload(table, groups, post.first_step, locale)
        if not current:
            del payload["content"]  # the waiting line is the new post's now
        message = self.bot.get_partial_messageable(post.channel_id).get_partial_message(
            post.message_id
        )
        try:
            await message.edit(**payload, allowed_mentions=discord.AllowedMentions.none())
        except discord.NotFound:
            if current and repost:
                # Deleted (a moderator): the turn goes on in a new message, without pings.
                await self.post_turn(table, post.first_step, [], post, last=last)
            else:
                # Staying deleted: no holder of a seat is shown wrong any more.
                await self.service.turn_post_shown(
                    post.game_id, post.message_id, post.shown_version, post.holders_changed
                )
            return
        except discord.HTTPException as exc:
            log.info("turn post %s could not be edited (%s)", post.message_id, exc.status)
            return
        self._last_edit[post.message_id] = time.monotonic()
        # ``post`` was read before the table was loaded: the seat changes it counted are shown.
        await self.service.turn_post_shown(
            post.game_id, post.message_id, last, post.holders_changed
        )

    async def catch_up_turn_posts(self) -> int:
        """At start-up: bring every turn post that shows an older version than its game's, or
        a seat's former holder (a stop between a move's or a seat change's write and its
        edit), up to date, one edit each. A post behind only on its holders that a moderator
        deleted stays deleted, as :meth:`show_holders` leaves it."""
        brought = 0
        shards = self.bot.settings.shards
        for post in await self.service.turn_posts_behind():
            try:
                table = await self.service.load_game(post.game_id)
                if shards is not None and not shards.serves(table.game.guild_id):
                    # Each process brings its own servers' games: one edit each, not one a
                    # process.
                    continue
                moved = post.shown_version < table.game.version
                async with self.turn_lock(post.game_id):
                    await self.edit_turn(post, repost=moved)
                brought += 1
            except Exception:
                log.exception("turn post of game %d could not be brought up to date", post.game_id)
        return brought
