"""A game's slash commands as data: the group, its moves, and what each move's option is.

A game declares its commands here (discord-free, beside its prompts) and names them in
``GameSpec.commands``; ``bot.cogs.gamecommands`` builds one ``app_commands.Group`` per game
from the declaration. Names and descriptions come from the catalogs: a move ``key`` of
``cmd-sw-conquer`` is the subcommand's name, ``cmd-sw-conquer-desc`` its description, and the
same for an option's ``key``.

How a typed value becomes an action depends on the option's ``kind``:

``action``   any legal action of the move's types, picked from the autocomplete
``combo``    a market position counted from 1 (stored from 0): ``{"t": ..., field: n - 1}``
``region``   a region number: ``{"t": ..., field: n}``
``province`` a province counted from 1 (stored from 0), like ``combo``
``card``     a card as written: ``{"t": ..., field: "7"}``
``layout``   ``region:count`` pairs: ``{"t": ..., field: {"5": 3, "9": 1}}``
``amount``   a whole number (an integer option): ``{"t": ..., field: n}``
``player``   a member of the server (a user option), read as their seat

Every text kind also takes the value of an autocomplete choice (the complete action with the
moment it was offered for), which is what the autocomplete sends. A move without options makes
``{"t": <its type>}``; ``show_hand`` moves (``play``) show the seat's private prompt instead.
Options that share an action field make a list, in order (Heroic's two regions).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from bot.engine.base import Action, View
from bot.i18n import Text
from bot.prompts.base import Choice

ParamKind = Literal["action", "combo", "region", "province", "card", "layout", "amount", "player"]
TEXT_KINDS: frozenset[str] = frozenset({"action", "combo", "region", "province", "card", "layout"})


@dataclass(frozen=True)
class Typed:
    """A completion of what the player is typing: the option's text as it would be sent
    (``value``), shown as ``label`` (the value itself when None, so that the player can go on
    typing after picking it)."""

    value: str
    label: Text | None = None


# (the seat's view, its legal actions of the move's types, the text typed so far) -> what the
# autocomplete offers: legal actions (``Choice``) and completed texts (``Typed``), best first.
Completer = Callable[[View, list[Action], str], Sequence[Choice | Typed]]


@dataclass(frozen=True)
class Param:
    """One option of a move."""

    kind: ParamKind
    name: str  # the English option name, also the callback's parameter name ("region")
    key: str  # its catalog key ("opt-sw-region")
    field: str = ""  # the action's field it fills ("r"); not needed for ``action``
    description: str = ""  # its description's catalog key; ``key + "-desc"`` when empty
    required: bool = True
    # Offers for the autocomplete, when the legal actions alone are not what helps (layouts).
    complete: Completer | None = None

    @property
    def description_key(self) -> str:
        return self.description or f"{self.key}-desc"

    @property
    def autocompletes(self) -> bool:
        return self.kind in TEXT_KINDS


@dataclass(frozen=True)
class Move:
    """One subcommand: the action type(s) it makes and its options."""

    name: str  # the English subcommand name ("conquer")
    key: str  # its catalog key ("cmd-sw-conquer"); the description is ``key + "-desc"``
    makes: tuple[str, ...] = ()  # action types; empty: any legal action (or show_hand)
    params: tuple[Param, ...] = ()
    show_hand: bool = False  # ``play``: the seat's private prompt, ephemerally

    def __post_init__(self) -> None:
        picks_any = any(param.kind == "action" for param in self.params)
        if not (self.show_hand or self.makes or picks_any):
            raise ValueError(f"the move {self.name!r} makes no action")

    @property
    def description_key(self) -> str:
        return f"{self.key}-desc"


@dataclass(frozen=True)
class CommandGroup:
    """A game's command group (``/smallworld``) and its moves."""

    name: str
    key: str  # the catalog key of its name; ``key + "-desc"`` is its description
    moves: tuple[Move, ...]
    # How a legal action reads in the autocomplete (as in the DM's menus); the game's
    # ``describe_action`` when None.
    menu_choice: Callable[[View, Action], Choice] | None = None

    @property
    def description_key(self) -> str:
        return f"{self.key}-desc"
