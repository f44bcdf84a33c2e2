"""The one path every interaction takes: run the request, answer it, tell everyone else.

Cogs and components call into the :class:`Desk`; it turns table-service outcomes into channel
posts (narrative, board image, pings), DMs (private events, hand image, controls) and private
answers, and it is the single error path: rule errors and refusals become ephemeral
explanations in the reader's language; anything unexpected is logged with its traceback and
answered politely, with the game state untouched.
"""

from __future__ import annotations

import asyncio
import io
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.cogs import endfiles
from bot.cogs.checks import is_moderator
from bot.cogs.components import decode_action, lobby_view, prompt_view
from bot.cogs.delivery import reply, resolve_channel, send_dm
from bot.cogs.locales import user_locale
from bot.cogs.servers import ServerLocales
from bot.engine.base import Action, Event, RuleError
from bot.i18n import normalize_locale, t
from bot.table import Outcome, StaleControls, Table, presenter
from bot.table.catchup import Digest, gather
from bot.table.catchup_board import BoardPictures, catchup_picture
from bot.table.deadlines import Fired
from bot.table.renderpool import RenderPool
from bot.table.service import STAMP_KEY, Step
from bot.table.stall_words import deadline_line, fired_lines

if TYPE_CHECKING:
    from bot.app import GameBot

log = logging.getLogger(__name__)

COLOUR = discord.Colour(0x8C6D46)


@dataclass
class SealedPost:
    """The channel message that gathers a game's sealed-move commitments, and its lines."""

    message_id: int
    lines: list[str]


class Desk:
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        # Where pictures are drawn: threads until the bot starts its process pool.
        self._renders = RenderPool(0)
        # The latest public boards, shared by channel posts and catchup pictures.
        self.boards = BoardPictures(self._renders)
        self.servers = ServerLocales(bot)
        # Per process: with several processes a closed-DM notice may come once from each.
        self._dm_notice_sent: set[tuple[int, int]] = set()
        # The message gathering each game's sealed-move commitments since its last post. Only
        # to post fewer messages: lost in a restart, or in another process, a new one starts.
        self._sealed_posts: dict[int, SealedPost] = {}
        self._sealed_lock: dict[int, asyncio.Lock] = {}

    @property
    def renders(self) -> RenderPool:
        return self._renders

    @renders.setter
    def renders(self, pool: RenderPool) -> None:
        self._renders = pool
        self.boards.renders = pool

    @property
    def service(self):
        return self.bot.service

    # -- the one error path -------------------------------------------------------------

    async def answer_error(self, interaction: discord.Interaction, error: BaseException) -> None:
        """Every failure of a command or a control ends here (``GameBot.on_app_command_error``
        and ``GameControl.callback``): a stale control gets the current one, a refused move
        its reason, anything unexpected is logged and answered politely. The game state is
        untouched in every case (the service changes nothing on a failure)."""
        if isinstance(error, StaleControls):
            await self.answer_stale(interaction, error)
        elif isinstance(error, RuleError):
            await self.refuse(interaction, error)
        else:
            log.error(
                "unexpected error while handling interaction %s",
                interaction.id,
                exc_info=(type(error), error, error.__traceback__),
            )
            locale = user_locale(interaction)
            await reply(interaction, content=t(locale, "error-unexpected"), ephemeral=True)

    async def refuse(self, interaction: discord.Interaction, error: RuleError) -> None:
        # t() translates parameters that are catalog texts themselves (a province, a race).
        content = "⛔ " + t(user_locale(interaction), error.code, **error.params)
        await reply(interaction, content=content, ephemeral=True)

    # -- locales ----------------------------------------------------------------------------

    async def channel_locale(self, table: Table) -> str:
        """The language of the game's channel: its own, else its server's, else the default.
        The server may be another process's (a DM click of any game lands on shard 0)."""
        configured = await self.service.channel_locale(table.game.channel_id)
        if configured:
            return configured
        preferred = await self.servers.preferred(table.game.guild_id)
        return normalize_locale(str(preferred or self.bot.settings.default_locale))

    def seat_locale(self, table: Table, seat: int) -> str:
        return table.seats[seat].locale or self.bot.settings.default_locale

    # -- lobby ---------------------------------------------------------------------------

    def lobby_embed(self, table: Table, locale: str) -> discord.Embed:
        card = presenter.lobby_card(table, locale)
        embed = discord.Embed(title=card.title, description=card.body, colour=COLOUR)
        if card.options:
            embed.add_field(name=t(locale, "lobby-options"), value=card.options)
        embed.set_footer(text=card.footer)
        return embed

    def lobby_labels(self, locale: str) -> dict[str, str]:
        return {op: t(locale, f"lobby-button-{op}") for op in ("join", "leave", "start")}

    def prepare_pictures(self, table: Table, locale: str) -> None:
        """While a lobby gathers, have the render workers draw this game once at the players
        it has so far (at least its fewest), so the board of its start is not the slow one."""
        players = max(len(table.seats), table.spec.engine.min_players)
        self.renders.prepare(table.spec.name, players, locale)

    async def open_lobby(self, interaction: discord.Interaction, table: Table) -> None:
        locale = await self.channel_locale(table)
        self.prepare_pictures(table, locale)
        payload: dict[str, Any] = {
            "embed": self.lobby_embed(table, locale),
            "view": lobby_view(table.id, self.lobby_labels(locale)),
        }
        message: discord.Message | discord.InteractionMessage | None = None
        try:
            await interaction.response.send_message(**payload)
            message = await interaction.original_response()
        except discord.HTTPException:
            # The interaction expired (or Discord failed): post the lobby in the channel
            # instead, so the new game is never invisible and the channel never stuck.
            log.warning("lobby of game %s posted without its interaction", table.id)
            channel = await resolve_channel(self.bot, table.game.channel_id)
            if channel is not None:
                try:
                    message = await channel.send(**payload)
                except discord.HTTPException:
                    message = None
        if message is None:
            await self.service.abandon(table, "lobby-not-posted")
            raise RuleError("error-lobby-not-posted")
        await self.service.set_lobby_message(table, message.id)

    async def refresh_lobby(self, table: Table, interaction: discord.Interaction | None) -> None:
        """Show the current players on the lobby message (edited in place when clicked)."""
        locale = await self.channel_locale(table)
        started = table.game.status != "lobby"
        if not started:
            self.prepare_pictures(table, locale)
        payload: dict[str, Any] = {
            "embed": self.lobby_embed(table, locale),
            "view": lobby_view(table.id, self.lobby_labels(locale), started=started),
        }
        if interaction is not None and not interaction.response.is_done():
            await interaction.response.edit_message(**payload)
            return
        if table.game.lobby_message_id is None:
            return
        channel = await resolve_channel(self.bot, table.game.channel_id)
        if channel is None:
            return
        try:
            message = channel.get_partial_message(table.game.lobby_message_id)  # type: ignore[attr-defined]
            await message.edit(**payload)
        except discord.HTTPException:
            log.info("lobby message of game %s could not be updated", table.id)

    async def lobby_click(self, interaction: discord.Interaction, game_id: int, op: str) -> None:
        table = await self.service.load_game(game_id)
        channel_id = table.game.channel_id
        if interaction.channel_id != channel_id:
            # A lobby's buttons live in its own channel; a forged id from elsewhere is refused.
            raise RuleError("error-control-other-channel")
        if op == "join":
            table = await self.service.join(
                channel_id,
                interaction.user.id,
                interaction.user.display_name,
                user_locale(interaction),
            )
            await self.refresh_lobby(table, interaction)
        elif op == "leave":
            table = await self.service.leave(channel_id, interaction.user.id)
            await self.refresh_lobby(table, interaction)
        else:
            await self.start(interaction, channel_id)

    async def start(self, interaction: discord.Interaction, channel_id: int) -> None:
        moderator = await is_moderator(interaction, self.service)
        outcome = await self.service.start(channel_id, interaction.user.id, moderator)
        await interaction.response.defer()
        await self.refresh_lobby(outcome.table, None)
        await self.publish(outcome)

    # -- actions ---------------------------------------------------------------------------

    async def component_action(
        self, interaction: discord.Interaction, game_id: int, seat: int, stamp: str, key: str
    ) -> None:
        """A click on a prompt: the service checks, under the game's lock, that the clicker
        still holds the prompt's seat and that the prompt is current; then act and update it."""
        await interaction.response.defer()
        outcome = await self.service.act(
            game_id, interaction.user.id, decode_action(key), seat=seat, stamp=stamp
        )
        own_events = outcome.private_events().get(seat, [])
        payload = await self.private_payload(
            outcome.table, seat, user_locale(interaction), own_events
        )
        fresh_stamp = payload.pop("stamp")
        # An edit replaces the message's files with ``attachments``.
        payload["attachments"] = payload.pop("files")
        await interaction.edit_original_response(**payload)
        if interaction.guild_id is None and interaction.message is not None:
            # The seat's DM now holds its current controls (an ephemeral copy in the channel
            # cannot be edited later, so only a DM is remembered).
            await self.service.remember_prompt(
                outcome.table, seat, interaction.channel_id, interaction.message.id, fresh_stamp
            )
        await self.publish(outcome)

    async def command_action(self, interaction: discord.Interaction, action: Action) -> None:
        """A slash command that is one action in this channel's game; answers ephemerally.
        An action picked from autocomplete carries the moment it was offered for under
        ``STAMP_KEY``; a typed one is made now and has none."""
        action = dict(action)
        stamp = action.pop(STAMP_KEY, None)
        if stamp is not None:
            stamp = str(stamp)
        table = await self.service.require(interaction.channel_id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        outcome = await self.service.act(table.id, interaction.user.id, action, stamp=stamp)
        seat = outcome.actor
        assert seat is not None
        own_events = outcome.private_events().get(seat, [])
        payload = await self.private_payload(
            outcome.table, seat, user_locale(interaction), own_events
        )
        payload.pop("stamp")
        await interaction.followup.send(ephemeral=True, **payload)
        await self.publish(outcome)

    async def answer_stale(self, interaction: discord.Interaction, stale: StaleControls) -> None:
        """A click made for an earlier moment: say so, and give the current controls (in place
        of the old ones when they sit in a DM, else privately)."""
        table, seat = stale.table, stale.seat
        locale = user_locale(interaction)
        payload = await self.private_payload(
            table, seat, locale, notice=t(locale, "error-controls-stale")
        )
        stamp = payload.pop("stamp")
        in_dm = interaction.guild_id is None and interaction.message is not None
        if in_dm and interaction.type is discord.InteractionType.component:
            payload["attachments"] = payload.pop("files")
            if interaction.response.is_done():
                await interaction.edit_original_response(**payload)
            else:
                await interaction.response.edit_message(**payload)
            assert interaction.message is not None
            await self.service.remember_prompt(
                table, seat, interaction.channel_id, interaction.message.id, stamp
            )
            return
        await reply(interaction, ephemeral=True, **payload)

    # -- private delivery ------------------------------------------------------------------

    async def private_payload(
        self,
        table: Table,
        seat: int,
        locale: str,
        events: list[Event] | None = None,
        notice: str | None = None,
        digest: Digest | None = None,
    ) -> dict[str, Any]:
        """A seat's private message (bot.table.presenter) as a Discord payload; with
        ``digest`` (a turn DM) what happened since the seat's last move, and the board with
        what changed marked (``catchup.png``) when it changed.

        Besides the message (``content``, ``view``, ``files``) the payload carries ``stamp``:
        the moment its controls are made for, or None when it has none. Callers pop it.
        """
        message = presenter.private_message(table, seat, locale, events, notice, digest)
        files = []
        if message.image:
            view = presenter.private_view(table, seat)
            png = await self.renders.render(table.spec.name, "private", view, locale)
            if png:
                files.append(
                    discord.File(
                        io.BytesIO(png),
                        filename="private.png",
                        description=t(locale, "private-image-alt"),
                    )
                )
        if digest is not None and not digest.quiet:
            picture = await self.catchup_file(table, digest, locale)
            if picture is not None:
                files.append(picture)
        # A message without a stamp has no controls (prompt_view makes none from an empty prompt).
        controls = prompt_view(table.id, seat, message.stamp or "", message.prompt, locale)
        content = message.content
        if seat in table.waiting_humans():
            note = deadline_line(await self.service.deadlines.due_at(table.id), locale)
            content = f"{content}\n{note}" if note else content
        return {
            "content": content,
            "view": controls or discord.ui.View(),
            "files": files,
            "stamp": message.stamp if controls is not None else None,
        }

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
        self, table: Table, seat: int, events: list[Event], steps: list[Step] | None = None
    ) -> bool:
        """DM a seat its private events and prompt; tell the channel if DMs are closed.
        A seat the game waits for also gets what happened since its last move (``steps``:
        the moves its ``events`` came from, so that none is told twice). The seat's previous
        DM loses its controls: one live prompt per seat. Whether a DM went out."""
        seat_row = table.seats[seat]
        if seat_row.autopilot:
            return False
        locale = self.seat_locale(table, seat)
        digest = await self.turn_digest(table, seat)
        if digest is not None and steps is not None:
            digest = digest.without_news_of(steps)  # ``events`` tell those
        payload = await self.private_payload(table, seat, locale, events, digest=digest)
        stamp = payload.pop("stamp")
        await self.strip_controls(table, seat)
        message = await send_dm(self.bot, seat_row.user_id, **payload)
        if message is None:
            await self.dm_closed_notice(table, seat)
            return False
        await self.service.remember_prompt(table, seat, message.channel.id, message.id, stamp)
        return True

    async def strip_controls(self, table: Table, seat: int) -> None:
        """Take the controls off the seat's last DM (it keeps its text and picture)."""
        row = table.seats[seat]
        if row.prompt_stamp is None or row.prompt_message_id is None:
            return
        await self.edit_message(row.prompt_channel_id, row.prompt_message_id, view=None)
        await self.service.remember_prompt(table, seat, None, None, None)

    async def edit_message(self, channel_id: int | None, message_id: int, **payload: Any) -> bool:
        if channel_id is None:
            return False
        message = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        try:
            await message.edit(**payload)
        except discord.HTTPException as exc:
            # Deleted (by a player or a moderator), or the DM is closed now: nothing left to
            # keep current.
            log.info("message %s could not be edited (%s)", message_id, exc.status)
            return False
        return True

    async def refresh_prompts(self, table: Table, skip: set[int]) -> None:
        """Keep every seat's DM controls current, however the game moved on: a seat whose
        view or choices changed gets its DM edited to the current prompt (or its controls
        removed when it has nothing to do); a seat the bot plays now loses its controls.

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
            if current == row.prompt_stamp:
                continue
            # An edit replaces the DM's pictures: a prompt still waiting for the seat gets its
            # digest and catchup picture drawn again, now up to date, so it never loses them.
            digest = None if row.autopilot else await self.turn_digest(table, seat)
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
        table = await self.service.require(interaction.channel_id)
        seat = await self.service.seat_for(table, interaction.user.id)
        if table.game.state is None:
            raise RuleError("error-game-not-started")
        await interaction.response.defer(ephemeral=True, thinking=True)
        payload = await self.private_payload(table, seat, user_locale(interaction))
        payload.pop("stamp")
        await interaction.followup.send(ephemeral=True, **payload)

    # -- public posts ----------------------------------------------------------------------

    async def board_file(self, table: Table, locale: str) -> discord.File:
        png = await self.boards.board(table.spec.name, presenter.board_view(table), locale)
        return discord.File(
            io.BytesIO(png), filename="board.png", description=presenter.board_alt(table, locale)
        )

    async def publish(self, outcome: Outcome) -> None:
        """Tell the channel what happened and DM every seat that has news or must act."""
        table = outcome.table
        if outcome.board_changed or outcome.finished:
            await self.post_to_channel(outcome)
        elif outcome.sealed:
            await self.post_sealed(outcome)
        private = outcome.private_events()
        delivered = set()
        for seat in sorted(set(private) | outcome.seats_to_prompt()):
            if seat == outcome.actor:
                continue  # the actor's own message was updated in place
            if await self.deliver_private(table, seat, private.get(seat, []), outcome.steps):
                delivered.add(seat)
        await self.refresh_prompts(table, skip=delivered)
        if not outcome.steps:
            # A start or a kick without moves; every accepted move wrote its own reminder.
            await self.service.schedule_reminder(table, self.service.reminder_after)
        reminders = self.bot.get_cog("Reminders")
        if reminders is not None:
            reminders.wake()  # type: ignore[attr-defined]

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
        table = outcome.table
        # Later commitments go below this post; a finished game's lock goes with it.
        self._sealed_posts.pop(table.id, None)
        if outcome.finished or outcome.ended:
            self._sealed_lock.pop(table.id, None)
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
        kwargs: dict[str, Any] = {"embed": embed, "allowed_mentions": mentions}
        files: list[discord.File] = []
        if post.board:
            files.append(await self.board_file(table, locale))
            embed.set_image(url="attachment://board.png")
        if outcome.finished:
            files += await self.final_files(table, locale)
        if files:
            kwargs["files"] = files
        if post.waiting:
            note = deadline_line(await self.service.deadlines.due_at(table.id), locale)
            kwargs["content"] = f"{post.waiting}\n{note}" if note else post.waiting
        await channel.send(**kwargs)

    async def post_sealed(self, outcome: Outcome) -> None:
        """Sealed moves that changed nothing on the board: their commitments, at once, so that
        they are on record before anything they lead to is revealed. Between two posts of the
        game the commitments gather in one message, edited as they come (a Sun Tzu round seals
        ten placements: one message, not ten); the next post of the game starts a new one."""
        table = outcome.table
        channel = await resolve_channel(self.bot, table.game.channel_id)
        if channel is None:
            return
        lines = presenter.sealed_lines(outcome, await self.channel_locale(table))
        if not lines:
            return
        quiet = discord.AllowedMentions.none()
        async with self._sealed_lock.setdefault(table.id, asyncio.Lock()):
            gathered = self._sealed_posts.get(table.id)
            if gathered is not None:
                joined = "\n".join([*gathered.lines, *lines])
                if len(joined) <= presenter.PRIVATE_LIMIT:
                    edited = await self.edit_message(
                        table.game.channel_id, gathered.message_id, content=joined
                    )
                    if edited:
                        gathered.lines += lines
                        return
            blocks = presenter.chunks(lines, presenter.PRIVATE_LIMIT)
            message = None
            for block in blocks:
                message = await channel.send(block, allowed_mentions=quiet)
            if message is not None:
                self._sealed_posts[table.id] = SealedPost(message.id, blocks[-1].split("\n"))

    async def final_files(self, table: Table, locale: str) -> list[discord.File]:
        """What the last post of a game carries besides its board (bot.cogs.endfiles)."""
        return await endfiles.final_files(self.service, table, locale)

    async def deadline_passed(self, fired: Fired) -> None:
        """A missed deadline: say what the bot did and whom the moderators should look at (a
        role mention when the server set a moderator role), then show the moves it made."""
        channel = await resolve_channel(self.bot, fired.table.game.channel_id)
        if channel is not None:
            lines = fired_lines(fired, await self.channel_locale(fired.table))
            if lines:
                await channel.send(
                    "\n".join(lines),
                    allowed_mentions=discord.AllowedMentions(users=True, roles=True),
                )
        if fired.outcome is not None:
            await self.publish(fired.outcome)
