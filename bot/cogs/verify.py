"""``/game verify record:<file>``: check a game's record (bot.table.verify) uploaded as an
attachment, and answer privately.

Privately, because anybody may upload any file, a forged one included: a public "checks out"
from the bot under a forged record would look like the bot vouching for it. Whoever asked
can share the answer, and anybody can check the same file themselves, with this command or
offline with ``python -m bot verify``. The check runs in a thread (a long game's replay takes
seconds) after the interaction is deferred.
"""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.cogs.locales import user_locale
from bot.games import get
from bot.i18n import t
from bot.i18n.translator import cmd
from bot.table.presenter import POST_BLOCK_LIMIT, chunks
from bot.table.record import game_record
from bot.table.verify import Report, compare_origin, first_difference, verify_bytes
from bot.table.verify_words import report_lines

if TYPE_CHECKING:
    from bot.cogs.host import Host

MAX_MB = 8  # a long World War record is well under 1 MB
EMBEDS = 10  # Discord's limit of embeds in one message


async def stored_line(
    bot: Host, guild_id: int | None, report: Report, data: bytes, locale: str
) -> list[str]:
    """When the record names a game this server played here and it is over, whether the
    record is that game as the bot stored it (a consistent forgery passes the replay, not
    this). Never for a running game: its record would reveal what is still secret."""
    if report.game_id is None or report.kind is None:  # unreadable: nothing to compare
        return []
    row = await bot.service.stored_game(report.game_id)
    over = row is not None and row.status in ("finished", "ended") and row.state is not None
    if row is None or row.guild_id != guild_id or not over:
        return []
    own = await game_record(bot.service, await bot.service.load_game(row.id))
    found = first_difference(json.loads(data.decode("utf-8")), own)
    game_id = str(report.game_id)
    if found is None:
        return [t(locale, "verify-stored-same", game_id=game_id)]
    return [t(locale, "verify-stored-differs", game_id=game_id, number=found)]


async def origin_lines(
    bot: Host, guild_id: int | None, report: Report, data: bytes, locale: str
) -> list[str]:
    """A what-if game's record against its origin as the bot stored it (issue 31 part 4),
    when the origin is a game of this server: the fork's start has the public view the origin
    had at that move, and, once the origin is over, the whole state when the fork says it was
    made of a finished game. While the origin runs only the public view is compared: a whole
    state compared would be an oracle for its secrets."""
    if report.origin is None or report.kind is None or not report.ok:
        return []  # a record that does not check out is not compared further
    origin_id, move, claimed_over = report.origin
    row = await bot.service.stored_game(origin_id)
    game_id = str(origin_id)
    if row is None or row.guild_id != guild_id or row.state is None or row.kind != report.kind:
        return [t(locale, "verify-origin-unknown", game_id=game_id)]
    if not 0 <= move <= row.version:
        return ["• " + t(locale, "verify-origin-board", game_id=game_id, number=move)]
    at_move = await bot.service.state_at(origin_id, move)
    record = json.loads(data.decode("utf-8"))["origin"]
    over = claimed_over and not row.active
    keys = compare_origin(get(report.kind).engine, record["start"], over, record["board"], at_move)
    if not keys:
        return [t(locale, "verify-origin-same", game_id=game_id)]
    return ["• " + t(locale, key, game_id=game_id, number=move) for key in keys]


def verify_commands(bot: Host) -> list[app_commands.Command[Any, ..., None]]:
    """The command, for the ``/game`` group."""

    @app_commands.command(
        name=cmd("verify", "cmd-game-verify"),
        description=cmd(
            "Check a game's record file: replay every move and check every commitment",
            "cmd-game-verify-desc",
        ),
    )
    @app_commands.rename(record=cmd("record", "opt-record"))
    @app_commands.describe(
        record=cmd("The record-<id>.json file attached to the game's last post", "opt-record-desc")
    )
    async def verify(interaction: discord.Interaction, record: discord.Attachment) -> None:
        locale = user_locale(interaction)
        if record.size > MAX_MB * 1024 * 1024:
            await interaction.response.send_message(
                "⛔ " + t(locale, "verify-too-big", size=MAX_MB), ephemeral=True
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            data = await record.read()
        except (discord.HTTPException, discord.NotFound):
            await interaction.followup.send(
                "⛔ " + t(locale, "verify-download-failed"), ephemeral=True
            )
            return
        report = await asyncio.to_thread(verify_bytes, data[: MAX_MB * 1024 * 1024 + 1])
        lines = report_lines(report, locale)
        lines += await stored_line(bot, interaction.guild_id, report, data, locale)
        lines += await origin_lines(bot, interaction.guild_id, report, data, locale)
        blocks = chunks(lines, POST_BLOCK_LIMIT)[:EMBEDS]
        colour = discord.Colour.green() if report.ok else discord.Colour.red()
        embeds = [discord.Embed(description=block, colour=colour) for block in blocks]
        await interaction.followup.send(
            embeds=embeds, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    return [verify]
