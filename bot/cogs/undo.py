"""``/game undo``, ``/game rollback`` (with its confirmation buttons) and the lines of
``/game log`` (moves, moves taken back, table log entries), issue 14.

The rollback's confirmation is a button only the moderator who asked may press:
``rb:<game>:<to>:<version>:<moderator>:<step>:<epoch>:<signature>``. It carries the game
version and the game's take-backs so far (``epoch``) it was made for: a press after the game
moved is stale, and so is one after an undo or rollback brought the version back to the same
number (another history). A signature made from the game's secret refuses a forged id.
Step 2 is the second confirmation a rollback over a reveal needs.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.cogs.checks import is_moderator, option_int
from bot.cogs.components import ControlHost, GameControl
from bot.cogs.delivery import resolve_channel
from bot.cogs.deskbase import COLOUR
from bot.cogs.locales import user_locale
from bot.cogs.tablelog import log_lines
from bot.engine.base import RuleError
from bot.i18n import t
from bot.i18n.translator import cmd
from bot.render.board_frame import BoardFrame
from bot.table.board_frames import seat_tags
from bot.table.fork_words import game_title
from bot.table.history import LogItem
from bot.table.narration import seat_name
from bot.table.undo import (
    RevealNeedsConfirmation,
    RollbackPlan,
    TakenBack,
    Undo,
    signature,
)

if TYPE_CHECKING:
    from bot.cogs.host import Host

MOVE_MAX = 10**9  # a move number a rollback may name (the custom id keeps 9 digits)
PREVIEW_LINES = 30  # narrated lines of the moves a rollback takes back, the latest ones


def channel_of(interaction: discord.Interaction) -> int:
    """The channel of a /game command (the group is guild-only: there always is one)."""
    if interaction.channel_id is None:
        raise RuleError("error-no-game-here")
    return interaction.channel_id


class RollbackButton(
    GameControl,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"rb:(?P<game>[0-9]{1,18}):(?P<to>[0-9]{1,9}):(?P<version>[0-9]{1,9})"
    r":(?P<user>[0-9]{1,20}):(?P<step>[12]):(?P<epoch>[0-9]{1,9}):(?P<sig>[a-z2-7]{10})",
):
    def __init__(
        self,
        game_id: int,
        to: int,
        version: int,
        user: int,
        step: int,
        epoch: int,
        sig: str,
        label: str = "",
    ) -> None:
        self.game_id, self.to, self.version = game_id, to, version
        self.user, self.step, self.epoch, self.sig = user, step, epoch, sig
        super().__init__(
            discord.ui.Button(
                label=label or "…",
                style=discord.ButtonStyle.danger,
                custom_id=f"rb:{game_id}:{to}:{version}:{user}:{step}:{epoch}:{sig}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RollbackButton:
        assert isinstance(item, discord.ui.Button)
        return cls(
            int(match["game"]),
            int(match["to"]),
            int(match["version"]),
            int(match["user"]),
            int(match["step"]),
            int(match["epoch"]),
            match["sig"],
            item.label or "",
        )

    async def handle(self, interaction: discord.Interaction, bot: ControlHost) -> None:
        # The whole bot, not just what every control sees of it: the rollback needs more.
        host: Host = interaction.client  # type: ignore[assignment]
        await UndoCommands(host).confirm(interaction, self)


def rollback_view(plan: RollbackPlan, user_id: int, step: int, locale: str) -> discord.ui.View:
    table = plan.table
    fields = (table.id, plan.to, table.game.version, user_id, step, plan.epoch)
    label = t(locale, "rollback-confirm-button" if step == 1 else "rollback-confirm-again-button")
    view = discord.ui.View(timeout=None)
    view.add_item(RollbackButton(*fields, signature(table, *fields), label))
    return view


class UndoCommands:
    """The work of ``/game undo``, ``/game rollback`` and the rollback's buttons."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot

    @property
    def undo(self) -> Undo:
        # Made per call, not when the cog loads: a bot may load its cogs without a service
        # (tests/platform/test_commands.py only reads the commands), and an Undo holds
        # nothing of its own.
        return Undo(self.bot.service)

    async def undo_command(self, interaction: discord.Interaction) -> None:
        taken = await self.undo.undo(channel_of(interaction), interaction.user.id)
        await interaction.response.send_message(
            t(user_locale(interaction), "undo-ok"), ephemeral=True
        )
        table = taken.outcome.table
        seat = table.seat_of(interaction.user.id)
        assert seat is not None

        def line(locale: str) -> str:
            player = seat_name(table, seat, locale)
            return t(locale, "undo-channel", player=player, move=taken.to + 1)

        await self.announce(taken, line)

    async def rollback_command(self, interaction: discord.Interaction, to: int) -> None:
        locale = user_locale(interaction)
        move = option_int(to, "opt-to", 0, MOVE_MAX)
        moderator = await is_moderator(interaction, self.bot.service)
        plan = await self.undo.plan(channel_of(interaction), move, moderator)
        await interaction.response.defer(ephemeral=True, thinking=True)
        narrated = log_lines(plan.table, [LogItem(step) for step in plan.steps], locale)
        body = [t(locale, "rollback-preview-body", count=len(plan.steps))]
        body += narrated[-PREVIEW_LINES:] or ["-"]
        body.append(t(locale, "rollback-preview-board"))
        embed = discord.Embed(
            title=t(locale, "rollback-preview-title", move=move),
            description="\n".join(body)[-4000:],
            colour=COLOUR,
        )
        embed.set_image(url="attachment://board.png")
        await interaction.followup.send(
            embed=embed,
            # The names, without the live deadline: the preview is a board of the past.
            file=await self.bot.desk.board_file(
                plan.preview, locale, BoardFrame(seat_tags(plan.preview, None, locale))
            ),
            view=rollback_view(plan, interaction.user.id, 1, locale),
            ephemeral=True,
        )

    async def confirm(self, interaction: discord.Interaction, button: RollbackButton) -> None:
        locale = user_locale(interaction)
        if interaction.user.id != button.user:
            raise RuleError("rollback-not-yours")
        table = await self.bot.service.load_game(button.game_id)
        fields = (
            button.game_id,
            button.to,
            button.version,
            button.user,
            button.step,
            button.epoch,
        )
        if button.sig != signature(table, *fields):
            raise RuleError("rollback-forged")
        if interaction.channel_id != table.game.channel_id:
            raise RuleError("error-control-other-channel")
        moderator = await is_moderator(interaction, self.bot.service)
        try:
            taken = await self.undo.rollback(
                button.game_id,
                button.to,
                button.version,
                interaction.user.id,
                moderator,
                knowing_reveal=button.step == 2,
                epoch=button.epoch,
            )
        except RevealNeedsConfirmation as needed:
            await interaction.response.send_message(
                "⚠️ " + t(locale, needed.code, **needed.params),
                view=rollback_view(needed.plan, interaction.user.id, 2, locale),
                ephemeral=True,
            )
            return
        await interaction.response.send_message(t(locale, "rollback-ok"), ephemeral=True)
        mention = f"<@{interaction.user.id}>"

        def line(channel_locale: str) -> str:
            count = len(taken.steps)
            return t(
                channel_locale, "rollback-channel", moderator=mention, move=taken.to, count=count
            )

        await self.announce(taken, line)

    async def announce(self, taken: TakenBack, line: Callable[[str], str]) -> None:
        """Say what was taken back, then post the turn anew (the board as it is now, whose
        move it is) and prompt and refresh every seat's DM (controls made before are stale by
        their stamps)."""
        desk = self.bot.desk
        table = taken.outcome.table
        channel = await resolve_channel(self.bot, table.game.channel_id)
        if channel is not None:
            locale = await desk.channel_locale(table)
            embed = discord.Embed(
                title=game_title(table, locale), description=line(locale), colour=COLOUR
            )
            # What was taken back; the board and whose move it is come in the new turn post
            # that follows (the moves the former one showed are no longer the game's).
            await channel.send(embed=embed, allowed_mentions=discord.AllowedMentions.none())
        await desk.publish(taken.outcome)


def undo_commands(bot: Host) -> list[app_commands.Command[Any, ..., None]]:
    """The two commands, for the ``/game`` group."""
    work = UndoCommands(bot)

    @app_commands.command(
        name=cmd("undo", "cmd-game-undo"),
        description=cmd(
            "Take back your last move, if nothing was revealed or rolled since",
            "cmd-game-undo-desc",
        ),
    )
    async def undo(interaction: discord.Interaction) -> None:
        await work.undo_command(interaction)

    @app_commands.command(
        name=cmd("rollback", "cmd-game-rollback"),
        description=cmd(
            "Take the game back to an earlier move (moderators)", "cmd-game-rollback-desc"
        ),
    )
    @app_commands.rename(to=cmd("to", "opt-to"))
    @app_commands.describe(to=cmd("The move number to go back to (0: the start)", "opt-to-desc"))
    async def rollback(
        interaction: discord.Interaction, to: app_commands.Range[int, 0, MOVE_MAX]
    ) -> None:
        await work.rollback_command(interaction, to)

    return [undo, rollback]
