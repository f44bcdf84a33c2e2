"""Restart-proof buttons and selects.

Every component is a ``DynamicItem`` whose ``custom_id`` carries the game id (and, for a
button, the whole engine action), so a click on a week-old message still works after a
restart. The handler loads the game, re-checks who clicked and whether the action is still
legal, and only then applies it.

custom_id formats:
    lobby:<game>:<join|leave|start|unbot>     unbot: a moderator takes the last bot away
    lobbybot:<game>                           a select of levels: a moderator adds a bot
    act:<game>:<seat>:<stamp>:<action json>   a button that performs one action for one seat
    sel:<game>:<seat>:<stamp>:<row>           a select whose option values are action json

The seat is part of the id so that nobody can act with a prompt that was made for another
player (the service checks that the clicker holds that seat). The stamp is the moment the
controls were made for (``Table.stamp``): a click on controls the game has moved past (a double
click, an old DM) is refused and answered with the current ones. Ids are bounded (a game id of
at most 18 digits) so that a forged id cannot overflow the database's integers; a component id
that matches none of these, or that is no longer on its message, is answered by
:func:`answer_orphan_control`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

import discord

from bot.cogs.delivery import reply
from bot.cogs.locales import user_locale
from bot.engine.base import action_key, parse_action_key
from bot.i18n import t, text
from bot.prompts.base import (
    MAX_BUTTON_LABEL,
    MAX_CHOICE_DESCRIPTION,
    MAX_CHOICE_LABEL,
    MAX_PLACEHOLDER,
    Button,
    Prompt,
    Select,
)

log = logging.getLogger(__name__)

CUSTOM_ID_LIMIT = 100
LABEL_LIMIT = MAX_BUTTON_LABEL
STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def _clip(value: str, limit: int = LABEL_LIMIT) -> str:
    return value if len(value) <= limit else value[: limit - 1] + "…"


class ControlDesk(Protocol):
    """What a click on one of these controls asks of the desk. A Protocol, not the desk: the
    desk builds these controls (lobby_view, prompt_view), so naming it here would close an
    import circle."""

    async def answer_error(
        self, interaction: discord.Interaction, error: BaseException
    ) -> None: ...

    async def lobby_click(
        self, interaction: discord.Interaction, game_id: int, op: str
    ) -> None: ...

    async def component_action(
        self, interaction: discord.Interaction, game_id: int, seat: int, stamp: str, key: str
    ) -> None: ...


class ControlHost(Protocol):
    """The bot as a control's click sees it (``interaction.client``)."""

    @property
    def desk(self) -> ControlDesk: ...


class GameControl:
    """What every control of ours does when used: its ``handle`` does the work, and any
    failure is answered by the desk's one error path."""

    # Each control defines the work of a click: ``async def handle(interaction, bot)``.
    handle: Callable[[discord.Interaction, ControlHost], Awaitable[None]]

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: ControlHost = interaction.client  # type: ignore[assignment]
        try:
            await self.handle(interaction, bot)
        except Exception as error:
            await bot.desk.answer_error(interaction, error)


class LobbyButton(
    GameControl,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"lobby:(?P<game>[0-9]{1,18}):(?P<op>join|leave|start|unbot)",
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
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        assert isinstance(item, discord.ui.Button)
        return cls(int(match["game"]), match["op"], item.label or "", item.style)

    async def handle(self, interaction: discord.Interaction, bot: ControlHost) -> None:
        await bot.desk.lobby_click(interaction, self.game_id, self.op)


class LobbyBotSelect(
    GameControl,
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"lobbybot:(?P<game>[0-9]{1,18})",
):
    """The lobby's "Add a bot" select: the level chosen is the bot's (issue 30)."""

    def __init__(self, game_id: int, select: discord.ui.Select | None = None) -> None:
        self.game_id = game_id
        if select is None:
            select = discord.ui.Select(
                custom_id=f"lobbybot:{game_id}", options=[_PLACEHOLDER_OPTION]
            )
        super().__init__(select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyBotSelect:
        assert isinstance(item, discord.ui.Select)
        return cls(int(match["game"]), item)

    async def handle(self, interaction: discord.Interaction, bot: ControlHost) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        values = data.get("values") or []
        level = values[0] if values and isinstance(values[0], str) else ""
        await bot.desk.lobby_click(interaction, self.game_id, "bot:" + level)


class ActionButton(
    GameControl,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"act:(?P<game>[0-9]{1,18}):(?P<seat>[0-9]{1,2}):(?P<stamp>[a-z2-7]{1,8}):(?P<action>\{.*\})",
):
    def __init__(
        self,
        game_id: int,
        seat: int,
        stamp: str,
        key: str,
        label: str = "",
        style: Any = None,
    ) -> None:
        self.game_id = game_id
        self.seat = seat
        self.stamp = stamp
        self.key = key
        super().__init__(
            discord.ui.Button(
                label=label or "…",
                style=style or discord.ButtonStyle.secondary,
                custom_id=f"act:{game_id}:{seat}:{stamp}:{key}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActionButton:
        assert isinstance(item, discord.ui.Button)
        return cls(
            int(match["game"]),
            int(match["seat"]),
            match["stamp"],
            match["action"],
            item.label or "",
            item.style,
        )

    async def handle(self, interaction: discord.Interaction, bot: ControlHost) -> None:
        await bot.desk.component_action(interaction, self.game_id, self.seat, self.stamp, self.key)


class ActionSelect(
    GameControl,
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"sel:(?P<game>[0-9]{1,18}):(?P<seat>[0-9]{1,2}):(?P<stamp>[a-z2-7]{1,8}):(?P<row>[0-9])",
):
    def __init__(
        self,
        game_id: int,
        seat: int,
        stamp: str,
        row: int,
        select: discord.ui.Select | None = None,
    ) -> None:
        self.game_id = game_id
        self.seat = seat
        self.stamp = stamp
        self.row_index = row
        if select is None:
            select = discord.ui.Select(
                custom_id=f"sel:{game_id}:{seat}:{stamp}:{row}",
                options=[discord.SelectOption(label="…", value="{}")],
            )
        super().__init__(select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActionSelect:
        assert isinstance(item, discord.ui.Select)
        return cls(int(match["game"]), int(match["seat"]), match["stamp"], int(match["row"]), item)

    async def handle(self, interaction: discord.Interaction, bot: ControlHost) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        values = data.get("values") or []
        key = values[0] if values and isinstance(values[0], str) else "{}"
        await bot.desk.component_action(interaction, self.game_id, self.seat, self.stamp, key)


DYNAMIC_ITEMS = (LobbyButton, LobbyBotSelect, ActionButton, ActionSelect)
# Controls other modules add (a rollback's confirmation): answered like ours when orphaned.
MORE_ITEMS: list[Any] = []


def register_control(factory: type[Any]) -> None:
    """Let :func:`answer_orphan_control` route ``factory``'s ids too."""
    if factory not in MORE_ITEMS:
        MORE_ITEMS.append(factory)


def _on_message(message: discord.Message | None, custom_id: str) -> bool:
    """Whether the clicked message still shows a component with this id (discord.py only
    dispatches a dynamic item that it finds on the message)."""
    if message is None:
        return False
    for row in message.components:
        for child in getattr(row, "children", [row]):
            if getattr(child, "custom_id", None) == custom_id:
                return True
    return False


def _dispatched(interaction: discord.Interaction, custom_id: str) -> bool:
    """Whether discord.py has a handler for this click on its message: a dynamic item whose
    template the id matches, or an item of a view it keeps for the message (or for any
    message). An id on its message with neither (an older version's, a broken one) would
    be dropped without a word."""
    templates = [
        factory.__discord_ui_compiled_template__ for factory in (*DYNAMIC_ITEMS, *MORE_ITEMS)
    ]
    store = getattr(getattr(interaction.client, "_connection", None), "_view_store", None)
    templates += list(getattr(store, "_dynamic_items", {}))
    if any(template.fullmatch(custom_id) for template in templates):
        return True
    views: dict[Any, dict[Any, Any]] = getattr(store, "_views", {})
    data: dict[str, Any] = dict(interaction.data or {})
    key = (data.get("component_type"), custom_id)
    message_id = interaction.message.id if interaction.message is not None else None
    return key in views.get(message_id, {}) or key in views.get(None, {})


async def answer_orphan_control(interaction: discord.Interaction) -> None:
    """Clicks discord.py would drop without a word: an id of ours that is no longer on its
    message (a client that had not seen the message's edit, a forged click), or an id we do
    not make at all (broken, made up, an older version's), even one still on its message.
    Ours go through the same handler as any click, so they are refused with a reason (stale,
    not yours, another channel); anything else is told to fetch current controls. Without an
    answer the player would only see "This interaction failed"."""
    if interaction.type is not discord.InteractionType.component:
        return
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id = str(data.get("custom_id") or "")
    if _on_message(interaction.message, custom_id) and _dispatched(interaction, custom_id):
        return  # discord.py hands it to the dynamic item or the live view that made it
    for factory in (*DYNAMIC_ITEMS, *MORE_ITEMS):
        match = factory.__discord_ui_compiled_template__.fullmatch(custom_id)
        if match is None:
            continue
        base: discord.ui.Item[Any]
        if factory in (ActionSelect, LobbyBotSelect):
            base = discord.ui.Select(custom_id=custom_id, options=[_PLACEHOLDER_OPTION])
        else:
            base = discord.ui.Button(custom_id=custom_id)
        item = await factory.from_custom_id(interaction, base, match)
        await item.callback(interaction)
        return
    log.info("unknown component id clicked (%d characters)", len(custom_id))
    content = t(user_locale(interaction), "error-controls-unknown")
    await reply(interaction, content=content, ephemeral=True)


_PLACEHOLDER_OPTION = discord.SelectOption(label="…", value="{}")


def lobby_view(
    game_id: int,
    labels: dict[str, str],
    started: bool = False,
    levels: dict[str, str] | None = None,
) -> discord.ui.View:
    """The lobby's controls: join, leave, start; with ``levels`` (each level's words) the
    moderators' "Add a bot" select and "Remove a bot" button (issue 30)."""
    view = discord.ui.View(timeout=None)
    if started:
        return view
    view.add_item(LobbyButton(game_id, "join", labels["join"], discord.ButtonStyle.success))
    view.add_item(LobbyButton(game_id, "leave", labels["leave"], discord.ButtonStyle.secondary))
    view.add_item(LobbyButton(game_id, "start", labels["start"], discord.ButtonStyle.primary))
    if levels:
        view.add_item(LobbyButton(game_id, "unbot", labels["unbot"], discord.ButtonStyle.secondary))
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"lobbybot:{game_id}",
            placeholder=_clip(labels["bot"], MAX_PLACEHOLDER),
            options=[
                discord.SelectOption(label=words, value=level) for level, words in levels.items()
            ],
            row=1,
        )
        view.add_item(LobbyBotSelect(game_id, select))
    return view


def prompt_view(
    game_id: int, seat: int, stamp: str, prompt: Prompt | None, locale: str
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
                        label=_clip(text(locale, choice.label), MAX_CHOICE_LABEL),
                        value=value,
                        description=_clip(text(locale, choice.description), MAX_CHOICE_DESCRIPTION)
                        if choice.description
                        else None,
                        default=choice.selected,
                    )
                )
            if not options:
                continue
            select: discord.ui.Select[Any] = discord.ui.Select(
                custom_id=f"sel:{game_id}:{seat}:{stamp}:{row_number}",
                placeholder=_clip(text(locale, row.placeholder), MAX_PLACEHOLDER),
                options=options,
                row=row_number,
            )
            view.add_item(ActionSelect(game_id, seat, stamp, row_number, select))
        else:
            for button in row[:5]:
                assert isinstance(button, Button)
                key = action_key(button.action)
                custom_id = f"act:{game_id}:{seat}:{stamp}:{key}"
                if len(custom_id) > CUSTOM_ID_LIMIT:
                    log.error("button action too long for Discord: %s", custom_id)
                    continue
                label = _clip(text(locale, button.label))
                item = ActionButton(game_id, seat, stamp, key, label, STYLES[button.style])
                item.item.row = row_number
                view.add_item(item)
    return view if view.children else None


def decode_action(key: str) -> dict[str, Any]:
    try:
        return parse_action_key(key)
    except ValueError:
        return {}
