"""Slash-command moves with autocomplete fed by the engine's ``legal_actions``.

Autocomplete offers only what the rules allow this player now, each choice labelled by the
game's ``describe_action`` (with costs where they matter) in the player's language; the value
is the action itself (JSON), so what the player picks is exactly what gets applied. A typed
value that is not such a choice is read as a region/province number for the command's action
type, and the engine judges it like any other move.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.cogs.locales import user_locale
from bot.engine.base import Action, RuleError, action_key, parse_action_key
from bot.i18n import text

if TYPE_CHECKING:
    from bot.app import GameBot

CHOICE_LIMIT = 25
VALUE_LIMIT = 100


async def legal_choices(
    interaction: discord.Interaction, current: str, types: Iterable[str] | None = None
) -> list[app_commands.Choice[str]]:
    bot: GameBot = interaction.client  # type: ignore[assignment]
    table = await bot.service.load(interaction.channel_id)
    if table is None or not table.running:
        return []
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        return []
    wanted = set(types) if types is not None else None
    locale = user_locale(interaction)
    needle = current.casefold().strip()
    choices: list[app_commands.Choice[str]] = []
    for action in table.spec.engine.legal_actions(table.state, seat):
        if wanted is not None and action.get("t") not in wanted:
            continue
        label = text(locale, table.spec.describe_action(action))[:100]
        value = action_key(action)
        if len(value) > VALUE_LIMIT or (needle and needle not in label.casefold()):
            continue
        choices.append(app_commands.Choice(name=label, value=value))
        if len(choices) == CHOICE_LIMIT:
            break
    return choices


def read_choice(value: str, action_type: str, key: str = "r") -> Action:
    """The action behind an autocomplete value, or ``{t: action_type, key: number}``."""
    value = value.strip()
    if value.startswith("{"):
        try:
            action = parse_action_key(value)
        except ValueError:
            raise RuleError("error-bad-action") from None
        if action.get("t") != action_type:
            raise RuleError("error-bad-action")
        return action
    try:
        return {"t": action_type, key: int(value)}
    except ValueError:
        raise RuleError("error-bad-action") from None


def read_layout(value: str) -> dict[str, Any]:
    """``"5:3 9:1"`` (or with commas) -> ``{"5": 3, "9": 1}``: tokens per region."""
    layout: dict[str, int] = {}
    for part in value.replace(",", " ").replace("，", " ").split():
        region, sep, count = part.partition(":")
        if not sep:
            region, sep, count = part.partition("=")
        if not sep or not region.strip().isdigit() or not count.strip().isdigit():
            raise RuleError("error-bad-layout", part=part)
        layout[str(int(region))] = int(count)
    if not layout:
        raise RuleError("error-bad-layout", part=value)
    return layout
