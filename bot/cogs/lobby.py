"""The lobby message of a new game: its card, its join/leave/start buttons, and the start."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.ai import LEVELS
from bot.cogs.checks import is_moderator
from bot.cogs.components import lobby_view
from bot.cogs.delivery import resolve_channel
from bot.cogs.deskbase import COLOUR
from bot.cogs.late_defer import defer_if_slow
from bot.cogs.locales import user_locale
from bot.cogs.posts import Posts
from bot.engine.base import RuleError
from bot.i18n import t
from bot.table import Table, presenter

log = logging.getLogger(__name__)


class Lobby(Posts):
    def lobby_embed(self, table: Table, locale: str) -> discord.Embed:
        card = presenter.lobby_card(table, locale)
        embed = discord.Embed(title=card.title, description=card.body, colour=COLOUR)
        if card.options:
            embed.add_field(name=t(locale, "lobby-options"), value=card.options)
        embed.set_footer(text=card.footer)
        return embed

    def lobby_labels(self, locale: str) -> dict[str, str]:
        labels = {op: t(locale, f"lobby-button-{op}") for op in ("join", "leave", "start")}
        labels["unbot"] = t(locale, "lobby-button-remove-bot")
        labels["bot"] = t(locale, "lobby-add-bot")
        return labels

    def lobby_levels(self, locale: str) -> dict[str, str]:
        """The "Add a bot" select's choices: each level in the reader's words."""
        return {level: t(locale, f"bot-level-choice-{level}") for level in LEVELS}

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
            "view": lobby_view(
                table.id, self.lobby_labels(locale), levels=self.lobby_levels(locale)
            ),
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
            "view": lobby_view(
                table.id,
                self.lobby_labels(locale),
                started=started,
                levels=self.lobby_levels(locale),
            ),
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
        if table.game.status not in ("lobby", "running"):
            # The service acts on the channel's open game: a click on an ended game's lobby
            # would act on the game opened there since. (The calls below name the game too,
            # for a game ended and another opened between this check and them.)
            raise RuleError("error-lobby-game-over", game=str(game_id))
        if op == "join":
            table = await self.service.join(
                channel_id,
                interaction.user.id,
                interaction.user.display_name,
                user_locale(interaction),
                game_id=game_id,
            )
            await self.refresh_lobby(table, interaction)
        elif op == "leave":
            table = await self.service.leave(channel_id, interaction.user.id, game_id=game_id)
            await self.refresh_lobby(table, interaction)
        elif op.startswith("bot:"):
            level = op.removeprefix("bot:")
            moderator = await is_moderator(interaction, self.service)
            table = await self.service.add_bot(channel_id, level, moderator, game_id=game_id)
            await self.refresh_lobby(table, interaction)
        elif op == "unbot":
            moderator = await is_moderator(interaction, self.service)
            table = await self.service.remove_bot(channel_id, moderator, game_id=game_id)
            await self.refresh_lobby(table, interaction)
        else:
            await self.start(interaction, channel_id, game_id)

    async def start(
        self, interaction: discord.Interaction, channel_id: int, game_id: int | None = None
    ) -> None:
        moderator = await is_moderator(interaction, self.service)
        # The bots' first moves are made before the start returns: a search may take longer
        # than Discord waits for a first answer.
        async with defer_if_slow(interaction):
            outcome = await self.service.start(
                channel_id, interaction.user.id, moderator, game_id=game_id
            )
        if not interaction.response.is_done():
            await interaction.response.defer()
        await self.refresh_lobby(outcome.table, None)
        await self.publish(outcome)
