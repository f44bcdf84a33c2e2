"""The registry of hosted games: what the platform needs to know about each one.

A game registers its :class:`GameSpec` with :func:`register`; nothing else in the platform
lists games. The games shipped with the bot live in this package, one folder each
(``bot/games/<game>/``: ``engine/``, ``render/``, ``prompts/``, ``locales/``, its rules and
glossary, and the ``GameSpec`` in its ``__init__``), and register themselves when imported:
:func:`available` and :func:`get` import every package of this one once (package discovery).

A game installed as its own distribution is found through its entry points: a distribution
declares, in the group ``bot.games`` (:data:`ENTRY_POINT_GROUP`), entry points that each name
a module or package which registers its game when imported, exactly as a shipped game's
``__init__`` does (``[project.entry-points."bot.games"] mygame = "mygame"`` in its
``pyproject.toml``). :func:`available` and :func:`get` load them once, after the shipped
games. An entry point that fails to load (a missing module, an error while importing, a
name already taken) is logged and skipped: one broken plugin must not take the bot down.
Any other code (the toy game of the platform's tests) may call :func:`register` itself.
See docs/architecture.md, "A game is one folder" and "How to add a game".
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path

from bot.engine.base import Action, Engine, Result, View
from bot.i18n import Text, add_catalogs
from bot.prompts.base import Prompt
from bot.prompts.commands import CommandGroup
from bot.render.board_frame import BoardArea, BoardFrame


@dataclass(frozen=True)
class GameSpec:
    name: str  # "suntzu": the value of /game new game:<choice>
    engine: Engine
    title: Text  # the game's display name
    rules: Text  # a rules summary for /game rules (a few paragraphs, markdown)
    # public view, locale, what the table adds (names, whom it waits for, the areas to
    # outline; None: nothing, as in a demo) -> PNG (bot.render.board_frame)
    render_board: Callable[[View, str, BoardFrame | None], bytes]
    render_private: Callable[[View, str], bytes | None]  # a seat's view, locale -> PNG or None
    prompt: Callable[[View, list[Action]], Prompt | None]  # seat view + its legal actions
    describe_action: Callable[[Action], Text]  # for /game log, autocomplete and narration
    seat_label: Callable[[int, int], Text]  # (seat, player count) -> "Wu (blue)"
    private_summary: Callable[[View], list[Text]]  # the secret part of a seat's view, as text
    # What a waited-for seat is asked to do, from the public view ("place your 5 cards"): named
    # in the channel's "your move" line, so it must not depend on anything secret.
    step_label: Callable[[View, int], Text] | None = None
    # What the board shows, as text for its alt text (screen readers, images that fail to
    # load): the public view -> short lines. Public facts only, like the picture.
    describe_board: Callable[[View], list[Text]] | None = None
    # The game's slash commands (``/suntzu``), declared as data: bot.cogs.gamecommands builds
    # the group for every registered game that has one.
    commands: CommandGroup | None = None
    # A discord.py extension with commands the declaration cannot express, if it has any.
    extension: str | None = None
    # The game's own catalogs (<dir>/<locale>/*.ftl), loaded when it registers: a game's
    # folder keeps them in locales/ (Path(__file__).parent / "locales").
    catalogs: Path | None = None
    # Event parameters that hold a seat, beyond the platform's usual names (narration names
    # the player there: bot.table.narration.SEAT_PARAMS).
    seat_params: frozenset[str] = frozenset()
    # The story of a finished game (bot.table.story): each seat's score or standing as the
    # PUBLIC view shows it (a game whose score is secret until the end gives a public proxy),
    # replayed over the action log and drawn as a chart at the end; ``standing_label`` names
    # the chart's vertical axis ("score marker", "regions held").
    standing: Callable[[View], list[float]] | None = None
    standing_label: Text | None = None
    # The key of a message that says one seat's final standing with its unit ($value:
    # "16 分", "3 格"), for the chart's alt text; without it the bare number is said.
    standing_value: str | None = None
    # A game whose score is secret while it runs (Small World's coins) may chart the score
    # itself: the chart is drawn only once the game is over and every secret revealed, so
    # it may read each seat's own view (all seats' views in seat order -> a value per seat).
    # Used instead of ``standing``'s public proxy; ``standing`` still says the game has a chart.
    revealed_standing: Callable[[list[View]], list[float]] | None = None
    # Which of the game's rules broke a tie for first place, said at the end: the final public
    # view and the result -> lines (seat parameters hold seat numbers, named by the presenter).
    tiebreaks: Callable[[View, Result], list[Text]] | None = None
    # A seat's colour on the boards, (seat, player count) -> RGB: its line on the chart. The
    # seats' colours must stay ΔE >= 20 apart in every colour vision (seat_colours() below).
    seat_colour: Callable[[int, int], tuple[int, int, int]] | None = None
    # What the end of a game tells everybody about a seat: the seat's own view -> lines of
    # what it kept secret, said about it (the private summary speaks to the seat: "your
    # mission"). Only what the others could not see; None: the game reveals nothing.
    reveal: Callable[[View], list[Text]] | None = None
    # What the game is, for the checks every game must pass (tests/conformance,
    # tests/platform/test_verify.py), declared instead of a list of game names: a game of
    # open information (chess) keeps no secret, so scrambling one changes nothing; a game of
    # no chance draws nothing from its secret, so another secret replays the same game.
    # Every shipped game hides something and draws; the checks hold a declaration to its word.
    perfect_information: bool = False
    draws_randomness: bool = True
    # The parts of the channel board a player can name and a move can change (regions,
    # provinces, kingdoms, panels), from the public view: where each lies on the board and
    # what it shows there. What a move changed is outlined, a focus picture is cut round it
    # for phones, and ``/game status area:`` shows one at full scale (issue 26). None: the
    # board is small enough to read whole, and changes are found by comparing pixels.
    board_areas: Callable[[View, str], list[BoardArea]] | None = None


# The entry point group through which an installed distribution offers games.
ENTRY_POINT_GROUP = "bot.games"

log = logging.getLogger(__name__)

_registry: dict[str, GameSpec] = {}
_discovered = False


def register(spec: GameSpec) -> GameSpec:
    """Make a game available to the platform (its name must be new)."""
    known = _registry.get(spec.name)
    if known is not None and known is not spec:
        raise ValueError(f"a game named {spec.name!r} is already registered")
    _registry[spec.name] = spec
    if spec.catalogs is not None:
        add_catalogs(spec.catalogs)
    return spec


def unregister(name: str) -> None:
    """Take a game away again (tests that register a game for a while)."""
    _registry.pop(name, None)


def _discover() -> None:
    """Import every module of this package, then every ``bot.games`` entry point, once;
    each registers its game."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        _load(entry)


def _load(entry: EntryPoint) -> None:
    """Import one entry point's module (which registers its game); log and go on if it fails.

    A shipped game that fails to import is a bug of the bot and raises; a plugin is somebody
    else's code, so its failure costs only that game. The log names the entry point and the
    kind of error, not the error's text nor its traceback: those may quote the plugin's
    source or settings (a token in a module constant), and logs are read by more people.
    """
    try:
        entry.load()
    except Exception as error:  # anything a foreign import may raise; not KeyboardInterrupt
        dist = entry.dist.name if entry.dist is not None else "?"
        log.error(
            "game entry point %r = %r (distribution %s) failed to load: %s; skipped",
            entry.name,
            entry.value,
            dist,
            type(error).__name__,
        )


def get(name: str) -> GameSpec:
    _discover()
    return _registry[name]


def available() -> tuple[str, ...]:
    """The registered games' names, in the order they registered."""
    _discover()
    return tuple(_registry)


def seat_colours(spec: GameSpec, players: int) -> list[tuple[int, int, int]]:
    """Every seat's board colour at a player count, read without knowing the game (empty when
    the game names none): what tests/platform/test_seat_colours.py holds apart (issue 26)."""
    if spec.seat_colour is None:
        return []
    return [spec.seat_colour(seat, players) for seat in range(players)]
