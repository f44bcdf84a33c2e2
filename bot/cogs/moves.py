"""Typed moves and the autocomplete that offers the legal ones (``bot.cogs.gamecommands``).

Autocomplete offers only what the rules allow this player now, each choice labelled the way
the game's menus label it (``CommandGroup.menu_choice``: terrains, costs, the market's coins)
in the player's language; the value is the action itself (JSON), so what the player picks is
exactly what gets applied, with the moment it was offered for under ``STAMP_KEY`` (a choice
picked after the game moved on is refused as stale, like an old button). An option may offer
completions of what was typed instead (``Param.complete``: a token layout). A typed value that
is not such a choice is read by its option's kind (a region number, a card, a layout), and the
engine judges it like any other move.

Typed text comes from anyone (a forged interaction skips the client's length limits), so it is
bounded before it is parsed: at most ``ACTION_MAX`` characters, numbers up to ``NUMBER_MAX``,
at most ``LAYOUT_PARTS_MAX`` region:count pairs. Full-width digits and punctuation, as a
Chinese keyboard types them, read like their ASCII forms (Unicode NFKC).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.cogs.checks import option_text
from bot.cogs.locales import user_locale
from bot.engine.base import Action, RuleError, View, action_key, parse_action_key
from bot.i18n import t, text
from bot.prompts.base import Choice
from bot.prompts.commands import Completer, Typed
from bot.table.seat_names import SeatNames
from bot.table.service import STAMP_KEY

if TYPE_CHECKING:
    from bot.cogs.host import Host

CHOICE_LIMIT = 25
VALUE_LIMIT = 100
ACTION_MAX = 400  # characters of a typed move: an autocomplete value, a number, a layout
NUMBER_MAX = 999  # region numbers, market positions and token counts
LAYOUT_PARTS_MAX = 60  # region:count pairs (the largest map has 48 regions)
ECHO_MAX = 40  # characters of the player's own text quoted back in a refusal
NUMBER = re.compile(r"[0-9]+")
PAIR = re.compile(r"([0-9]+)[:=]([0-9]+)")

MenuChoice = Callable[[View, Action], Choice]


async def legal_choices(
    interaction: discord.Interaction,
    current: str,
    types: Iterable[str] | None = None,
    menu_choice: MenuChoice | None = None,
    complete: Completer | None = None,
    filled: dict[str, str] | None = None,
) -> list[app_commands.Choice[str]]:
    """The autocomplete of a move: the seat's legal actions of ``types`` (all when None or
    empty) whose label contains what was typed, or what ``complete`` makes of the typed text.
    ``filled`` (action field -> value of another option already typed) narrows the actions
    to those that agree with it, unless none does (a half-typed value narrows nothing)."""
    bot: Host = interaction.client  # type: ignore[assignment]
    if interaction.channel_id is None:
        return []
    table = await bot.service.load(interaction.channel_id)
    if table is None or not table.running:
        return []
    seat = table.seat_of(interaction.user.id)
    if seat is None or table.seats[seat].autopilot:
        return []  # a kicked member's seat is the bot's: its cards are not theirs to list
    wanted = set(types or ()) or None
    engine = table.spec.engine
    # Listed once for the choices and the stamp below (Small World's costs 0.2 ms).
    legal = [action for action in table.legal(seat) if wanted is None or action.get("t") in wanted]
    agreeing = [
        action
        for action in legal
        if all(str(action.get(field)) == value for field, value in (filled or {}).items())
    ]
    legal = agreeing or legal
    view = engine.view(table.state, seat)
    if complete is not None:
        offers = complete(view, legal, fold(str(current)[:ACTION_MAX]))
        needle = ""
    else:
        offers = [
            menu_choice(view, action)
            if menu_choice is not None
            else Choice(table.spec.describe_action(action), action)
            for action in legal
        ]
        needle = str(current)[:VALUE_LIMIT].casefold().strip()
    locale = user_locale(interaction)
    names = SeatNames(table, locale)  # "attack bob (Yellow)", as the DM's menus say
    stamp = table.stamp(seat)  # the moment these choices are offered for
    choices: list[app_commands.Choice[str]] = []
    for offer in offers:
        if isinstance(offer, Typed):
            name = text(locale, offer.label) if offer.label is not None else offer.value
            value = offer.value
        else:
            name = choice_name(locale, names.choice(offer))
            value = action_key({**offer.action, STAMP_KEY: stamp})
        if not name or not 0 < len(value) <= VALUE_LIMIT or needle not in name.casefold():
            continue
        choices.append(app_commands.Choice(name=name[:100], value=value))
        if len(choices) == CHOICE_LIMIT:
            break
    return choices


def choice_name(locale: str, choice: Choice) -> str:
    """A menu choice as one line: its label, and its description (the coins on a combo)."""
    if choice.description is None:
        return text(locale, choice.label)
    return t(locale, "choice-detail", label=choice.label, detail=choice.description)


def fold(value: str) -> str:
    """Full-width digits and punctuation as their ASCII forms (a Chinese keyboard's "５：３")."""
    return unicodedata.normalize("NFKC", value)


def typed(value: object, option: str) -> str:
    """A typed move option (``option`` is its catalog key), bounded, full-width forms folded."""
    return fold(option_text(value, option, ACTION_MAX)).strip()


def echo(value: str) -> str:
    """The player's own text, shortened to quote it back in a refusal."""
    return value if len(value) <= ECHO_MAX else value[: ECHO_MAX - 1] + "…"


def read_number(value: str) -> int:
    """A whole number from 0 to ``NUMBER_MAX`` (a region, a market position)."""
    if not NUMBER.fullmatch(value) or int(value) > NUMBER_MAX:
        raise RuleError("error-bad-number", value=echo(value), max=NUMBER_MAX)
    return int(value)


def read_choice(
    value: object, action_type: str, key: str = "r", option: str = "opt-sw-region"
) -> Action:
    """The action behind an autocomplete value, or ``{t: action_type, key: number}``."""
    chosen = typed(value, option)
    if chosen.startswith("{"):
        return read_picked(chosen, (action_type,))
    return {"t": action_type, key: read_number(chosen)}


def read_picked(chosen: str, types: Sequence[str] = ()) -> Action:
    """The action behind an autocomplete value: one of ``types`` (of any type when empty)."""
    try:
        action = parse_action_key(chosen)
    except ValueError:
        raise RuleError("error-bad-action") from None
    if types and action.get("t") not in types:
        raise RuleError("error-bad-action")
    return action


def read_layout(value: object, option: str = "opt-sw-layout") -> dict[str, int]:
    """``"5:3 9:1"`` (or with commas, or ``=``) -> ``{"5": 3, "9": 1}``: tokens per region."""
    written = typed(value, option)
    parts = written.replace(",", " ").split()
    if not parts:
        raise RuleError("error-bad-layout", part=echo(written))
    if len(parts) > LAYOUT_PARTS_MAX:
        raise RuleError("error-layout-too-long", max=LAYOUT_PARTS_MAX, count=len(parts))
    layout: dict[str, int] = {}
    for part in parts:
        pair = PAIR.fullmatch(part)
        if pair is None:
            raise RuleError("error-bad-layout", part=echo(part))
        region, count = int(pair[1]), int(pair[2])
        if region > NUMBER_MAX or count > NUMBER_MAX:
            raise RuleError("error-layout-number", part=echo(part), max=NUMBER_MAX)
        layout[str(region)] = count
    return layout
