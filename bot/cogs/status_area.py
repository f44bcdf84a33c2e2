"""``/game status area:``: one named part of the board up close (issue 26, part 3).

The areas are the game's own (``GameSpec.board_areas``): regions, kingdoms, players' panels,
and groups of them (a continent). The option is autocompleted with their names in the
asker's language; the value sent back is the area's id, but a name typed in full (any case)
is understood too. A game without areas, or a name its board does not have, is refused
privately with what is allowed instead.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.cogs.checks import option_text
from bot.cogs.locales import user_locale
from bot.engine.base import RuleError
from bot.i18n import list_join, text
from bot.render.board_frame import BoardArea
from bot.table import Table, presenter
from bot.table.board_frames import areas_of

if TYPE_CHECKING:
    from bot.cogs.host import Host

AREA_MAX = 100  # characters of the option's value (Discord's limit for a choice's value)
CHOICE_LIMIT = 25  # choices Discord shows
EXAMPLES = 3  # names a refusal suggests


def fold(words: str) -> str:
    return " ".join(words.casefold().split())


async def board_areas(table: Table, locale: str) -> list[BoardArea]:
    """The areas of the table's board now (computed off the event loop: a big map's take a
    moment)."""
    view = presenter.board_view(table)
    return await asyncio.to_thread(areas_of, table.spec, view, locale)


async def area_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The autocomplete: the channel's game's areas whose name holds what was typed."""
    bot: Host = interaction.client  # type: ignore[assignment]
    if interaction.channel_id is None:
        return []
    table = await bot.service.load(interaction.channel_id)
    if table is None or table.game.state is None or table.spec.board_areas is None:
        return []
    locale = user_locale(interaction)
    needle = fold(str(current)[:AREA_MAX])
    choices: list[app_commands.Choice[str]] = []
    for area in await board_areas(table, locale):
        name = text(locale, area.name)
        if needle in fold(name) and 0 < len(area.id) <= AREA_MAX:
            choices.append(app_commands.Choice(name=name[:100], value=area.id))
            if len(choices) == CHOICE_LIMIT:
                break
    return choices


async def asked_area(table: Table, given: object, locale: str) -> BoardArea:
    """The area the option names (by id, or by its name in ``locale``); a refusal saying why
    and what is allowed otherwise."""
    value = option_text(given, "opt-status-area", AREA_MAX)
    game = table.spec.title
    if table.spec.board_areas is None:
        raise RuleError("status-area-none", game=game)
    areas = await board_areas(table, locale)
    wanted = fold(value)
    for area in areas:
        if area.id == value or fold(text(locale, area.name)) == wanted:
            return area
    examples = [text(locale, area.name) for area in areas if not area.group][:EXAMPLES]
    shown = discord.utils.escape_mentions(discord.utils.escape_markdown(value.strip()))
    raise RuleError(
        "status-area-unknown", area=shown or "-", examples=list_join(locale, examples) or "-"
    )
