"""Restart-proof buttons and selects.

Every component is a ``DynamicItem`` whose ``custom_id`` carries the game id (and, for a
button, the whole engine action), so a click on a week-old message still works after a
restart. The handler loads the game, re-checks who clicked and whether the action is still
legal, and only then applies it.

custom_id formats:
    lobby:<game>:<join|leave|start>
    act:<game>:<seat>:<action json>   a button that performs one action for one seat
    sel:<game>:<seat>:<row>           a select whose option values are action json

The seat is part of the id so that nobody can act with a prompt that was made for another
player (the service checks that the clicker holds that seat).
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.engine.base import action_key, parse_action_key
from bot.i18n import text
from bot.prompts.base import Button, Prompt, Select

if TYPE_CHECKING:
    from bot.app import GameBot

log = logging.getLogger(__name__)

CUSTOM_ID_LIMIT = 100
LABEL_LIMIT = 80
STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def _clip(value: str, limit: int = LABEL_LIMIT) -> str:
    return value if len(value) <= limit else value[: limit - 1] + "…"


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"lobby:(?P<game>[0-9]+):(?P<op>join|leave|start)",
):
    def __init__(self, game_id: int, op: str, label: str = "", style: Any = None) -> None:
        self.game_id = game_id
        self.op = op
        super().__init__(
            discord.ui.Button(
                label=label or op,
                style=style or discord.ButtonStyle.secondary,
                custom_id=f"lobby:{game_id}:{op}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["game"]), match["op"], item.label or "", item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: GameBot = interaction.client  # type: ignore[assignment]
        await bot.desk.guarded(
            interaction, bot.desk.lobby_click(interaction, self.game_id, self.op)
        )


class ActionButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"act:(?P<game>[0-9]+):(?P<seat>[0-9]+):(?P<action>\{.*\})",
):
    def __init__(
        self, game_id: int, seat: int, key: str, label: str = "", style: Any = None
    ) -> None:
        self.game_id = game_id
        self.seat = seat
        self.key = key
        super().__init__(
            discord.ui.Button(
                label=label or "…",
                style=style or discord.ButtonStyle.secondary,
                custom_id=f"act:{game_id}:{seat}:{key}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ActionButton:
        return cls(
            int(match["game"]), int(match["seat"]), match["action"], item.label or "", item.style
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: GameBot = interaction.client  # type: ignore[assignment]
        await bot.desk.guarded(
            interaction, bot.desk.component_action(interaction, self.game_id, self.seat, self.key)
        )


class ActionSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"sel:(?P<game>[0-9]+):(?P<seat>[0-9]+):(?P<row>[0-9]+)",
):
    def __init__(
        self, game_id: int, seat: int, row: int, select: discord.ui.Select | None = None
    ) -> None:
        self.game_id = game_id
        self.seat = seat
        self.row_index = row
        if select is None:
            select = discord.ui.Select(
                custom_id=f"sel:{game_id}:{seat}:{row}",
                options=[discord.SelectOption(label="…", value="{}")],
            )
        super().__init__(select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> ActionSelect:
        return cls(int(match["game"]), int(match["seat"]), int(match["row"]), item)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: GameBot = interaction.client  # type: ignore[assignment]
        values = (interaction.data or {}).get("values") or []
        key = values[0] if values else "{}"
        await bot.desk.guarded(
            interaction, bot.desk.component_action(interaction, self.game_id, self.seat, key)
        )


DYNAMIC_ITEMS = (LobbyButton, ActionButton, ActionSelect)


def lobby_view(game_id: int, labels: dict[str, str], started: bool = False) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if started:
        return view
    view.add_item(LobbyButton(game_id, "join", labels["join"], discord.ButtonStyle.success))
    view.add_item(LobbyButton(game_id, "leave", labels["leave"], discord.ButtonStyle.secondary))
    view.add_item(LobbyButton(game_id, "start", labels["start"], discord.ButtonStyle.primary))
    return view


def prompt_view(
    game_id: int, seat: int, prompt: Prompt | None, locale: str
) -> discord.ui.View | None:
    """Turn a discord-free :class:`Prompt` into components (at most 5 rows)."""
    if prompt is None or not prompt.rows:
        return None
    view = discord.ui.View(timeout=None)
    for row_number, row in enumerate(prompt.rows[:5]):
        if isinstance(row, Select):
            options = []
            for choice in row.choices[:25]:
                value = action_key(choice.action)
                if len(value) > CUSTOM_ID_LIMIT:
                    log.error("select choice too long for Discord: %s", value)
                    continue
                options.append(
                    discord.SelectOption(
                        label=_clip(text(locale, choice.label), 100),
                        value=value,
                        description=_clip(text(locale, choice.description), 100)
                        if choice.description
                        else None,
                        default=choice.selected,
                    )
                )
            if not options:
                continue
            select = discord.ui.Select(
                custom_id=f"sel:{game_id}:{seat}:{row_number}",
                placeholder=_clip(text(locale, row.placeholder), 150),
                options=options,
                row=row_number,
            )
            view.add_item(ActionSelect(game_id, seat, row_number, select))
        else:
            for button in row[:5]:
                assert isinstance(button, Button)
                key = action_key(button.action)
                custom_id = f"act:{game_id}:{seat}:{key}"
                if len(custom_id) > CUSTOM_ID_LIMIT:
                    log.error("button action too long for Discord: %s", custom_id)
                    continue
                item = ActionButton(
                    game_id, seat, key, _clip(text(locale, button.label)), STYLES[button.style]
                )
                item.item.row = row_number
                view.add_item(item)
    return view if view.children else None


def decode_action(key: str) -> dict[str, Any]:
    try:
        return parse_action_key(key)
    except ValueError:
        return {}
