"""``/game replay [game] [move]`` (issue 31 part 1): any move of this channel's games, privately,
with buttons to step one move or one turn, a menu to jump to a turn, and after the end a switch
that shows what each seat kept secret then. ``animated:true`` (part 2) sends the game's animated
replay instead, privately: public boards only, a running game's to its latest move.

The controls are restart-proof dynamic items anybody may press (the message is ephemeral, so
only a forged click comes from another member); a click edits the message. Their ids carry
everything the page needs:

    rp:<game>:<epoch>:<move>:<p|s>:<slot>    a button: the page after ``move``, public or with
                                             the secrets; ``slot`` keeps the ids of one
                                             message apart (two buttons may lead to one move)
    rps:<game>:<epoch>:<p|s>                 the turn menu: its values are move numbers

``epoch`` is how many take-backs the game had when the page was made: after an undo a move
number means another board, so a page made before is refused, never shown with a stale board.
Every id is parsed here, not by a template, so a broken or forged one gets a reason, and every
check (the game exists, is this channel's, has that move, is over before its secrets show) is
made on the click. Nothing here writes: looking back never changes a game.
"""

from __future__ import annotations

import logging
import re
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.cogs.checks import option_int, option_text
from bot.cogs.components import ControlHost, GameControl, register_control
from bot.cogs.endfiles import animation_file
from bot.cogs.locales import user_locale
from bot.cogs.replay_words import page_embed, page_file
from bot.engine.base import RuleError
from bot.games import get
from bot.i18n import list_join, t, text
from bot.i18n.translator import cmd
from bot.prompts.base import MAX_BUTTON_LABEL, MAX_CHOICE_DESCRIPTION, MAX_CHOICE_LABEL
from bot.render.board_frame import BoardFrame
from bot.table import Table, presenter
from bot.table.board_frames import seat_tags
from bot.table.narration import seat_name
from bot.table.replay_pages import ReplayBook, ReplayPage
from bot.table.service import TableService

if TYPE_CHECKING:
    from bot.cogs.host import Host

log = logging.getLogger(__name__)

MOVE_MAX = 10**9 - 1  # the move numbers an id carries (nine digits)
GAME_CHOICES = 25  # games the autocomplete offers (Discord's limit)

PUBLIC, SECRETS = "p", "s"
BUTTON_ID = re.compile(
    r"(?P<game>[0-9]{1,18}):(?P<epoch>[0-9]{1,6}):(?P<move>[0-9]{1,9})"
    r":(?P<mode>[ps]):(?P<slot>[a-e])"
)
SELECT_ID = re.compile(r"(?P<game>[0-9]{1,18}):(?P<epoch>[0-9]{1,6}):(?P<mode>[ps])")
MOVE_VALUE = re.compile(r"[0-9]{1,9}")

_books: weakref.WeakKeyDictionary[TableService, ReplayBook] = weakref.WeakKeyDictionary()


def book_of(service: TableService) -> ReplayBook:
    """The process's replay pages and pictures (one book per service)."""
    book = _books.get(service)
    if book is None:
        book = _books[service] = ReplayBook(service)
    return book


@dataclass(frozen=True)
class Ask:
    """What a page is asked for: a game, the epoch the asker saw, a move, with secrets."""

    game_id: int
    epoch: int | None  # None: the game as it is now (a command, not a click)
    move: int
    secrets: bool


# -- controls --------------------------------------------------------------------------------


class ReplayButton(
    GameControl, discord.ui.DynamicItem[discord.ui.Button], template=r"rp:(?P<rest>.{0,97})"
):
    def __init__(self, rest: str, button: discord.ui.Button[Any] | None = None) -> None:
        self.rest = rest
        super().__init__(button or discord.ui.Button(label="…", custom_id=f"rp:{rest}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayButton:
        assert isinstance(item, discord.ui.Button)
        return cls(match["rest"], item)

    async def handle(self, interaction: discord.Interaction, bot: ControlHost) -> None:
        found = BUTTON_ID.fullmatch(self.rest)
        if found is None:
            raise RuleError("replay-bad-id")
        ask = Ask(
            int(found["game"]), int(found["epoch"]), int(found["move"]), found["mode"] == SECRETS
        )
        host: Host = interaction.client  # type: ignore[assignment]
        await click(host, interaction, ask)


class ReplaySelect(
    GameControl, discord.ui.DynamicItem[discord.ui.Select], template=r"rps:(?P<rest>.{0,96})"
):
    def __init__(self, rest: str, select: discord.ui.Select[Any] | None = None) -> None:
        self.rest = rest
        if select is None:
            placeholder = discord.SelectOption(label="…", value="0")
            select = discord.ui.Select(custom_id=f"rps:{rest}", options=[placeholder])
        super().__init__(select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplaySelect:
        assert isinstance(item, discord.ui.Select)
        return cls(match["rest"], item)

    async def handle(self, interaction: discord.Interaction, bot: ControlHost) -> None:
        found = SELECT_ID.fullmatch(self.rest)
        data: dict[str, Any] = dict(interaction.data or {})
        values = data.get("values") or []
        value = values[0] if len(values) == 1 and isinstance(values[0], str) else ""
        if found is None or MOVE_VALUE.fullmatch(value) is None:
            raise RuleError("replay-bad-id")
        ask = Ask(int(found["game"]), int(found["epoch"]), int(value), found["mode"] == SECRETS)
        host: Host = interaction.client  # type: ignore[assignment]
        await click(host, interaction, ask)


def controls(page: ReplayPage, secrets: bool, locale: str) -> discord.ui.View:
    """⏪ ◀ ▶ ⏩, the secrets' switch, and the menu of the turns around this one."""
    game, epoch, move, last = page.table.id, page.epoch, page.move, page.turns.last
    mode = SECRETS if secrets else PUBLIC
    view = discord.ui.View(timeout=None)
    steps = (
        ("a", "replay-turn-back", page.turns.turn_back(move), move == 0),
        ("b", "replay-move-back", max(move - 1, 0), move == 0),
        ("c", "replay-move-forward", min(move + 1, last), move == last),
        ("d", "replay-turn-forward", page.turns.turn_forward(move), move == last),
    )
    for slot, key, target, disabled in steps:
        rest = f"{game}:{epoch}:{target}:{mode}:{slot}"
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=t(locale, key)[:MAX_BUTTON_LABEL],
            custom_id=f"rp:{rest}",
            style=discord.ButtonStyle.secondary,
            disabled=disabled,
            row=0,
        )
        view.add_item(ReplayButton(rest, button))
    # The switch is offered while the game runs too: pressed then, it says why it waits.
    rest = f"{game}:{epoch}:{move}:{PUBLIC if secrets else SECRETS}:e"
    switch: discord.ui.Button[Any] = discord.ui.Button(
        label=t(locale, "replay-hide-secrets" if secrets else "replay-show-secrets"),
        custom_id=f"rp:{rest}",
        style=discord.ButtonStyle.primary if secrets else discord.ButtonStyle.secondary,
        row=0,
    )
    view.add_item(ReplayButton(rest, switch))
    options = [turn_option(page, turn, locale) for turn in page.turns.window(move)]
    rest = f"{game}:{epoch}:{mode}"
    menu: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=f"rps:{rest}",
        placeholder=t(locale, "replay-turn-placeholder"),
        options=options,
        row=1,
    )
    view.add_item(ReplaySelect(rest, menu))
    return view


def turn_option(page: ReplayPage, turn: int, locale: str) -> discord.SelectOption:
    """A turn of the menu: its moves, and whom it began waiting for."""
    first, last = page.turns.moves_of(turn)
    label = t(locale, "replay-turn-option", turn=turn, first=first, last=last)
    awaited = sorted(page.turns.awaited[turn - 1])
    names = list_join(locale, [seat_name(page.table, seat, locale) for seat in awaited])
    description = t(locale, "replay-turn-awaited", players=names) if names else None
    return discord.SelectOption(
        label=presenter.clip(label, MAX_CHOICE_LABEL),
        value=str(first),
        description=presenter.clip(description, MAX_CHOICE_DESCRIPTION) if description else None,
        default=turn == page.turn,
    )


async def page_payload(host: Host, page: ReplayPage, locale: str) -> dict[str, Any]:
    """The page as a message: the text, the board, the controls."""
    table = page.table
    # Names and whom the game waited for then; no deadline and nothing outlined: a board of
    # the past.
    frame = BoardFrame(seat_tags(table, None, locale, set(page.waiting)))
    png = await book_of(host.service).board(page, locale, frame, host.desk.renders)
    return {
        "embed": page_embed(page, locale),
        "file": page_file(page, png, locale),
        "view": controls(page, page.secrets is not None, locale),
    }


# -- asking ----------------------------------------------------------------------------------


async def checked_page(host: Host, interaction: discord.Interaction, ask: Ask) -> ReplayPage:
    """The page asked for, after every check a forged or stale ask must pass: the game is
    this channel's and started, the epoch is the game's, the move exists, the secrets only
    after the end."""
    service = host.service
    row = await service.stored_game(ask.game_id)
    if row is None or row.state is None:
        raise RuleError("replay-game-unknown", game=str(ask.game_id))
    if row.channel_id != interaction.channel_id:
        raise RuleError("replay-other-channel")
    book = book_of(service)
    epoch = await book.epoch(ask.game_id)
    if ask.epoch is not None and ask.epoch != epoch:
        raise RuleError("replay-taken-back")
    table = await service.load_game(ask.game_id)
    return await book.page(table, ask.move, epoch, secrets=ask.secrets)


async def click(host: Host, interaction: discord.Interaction, ask: Ask) -> None:
    """A button or the menu: the page asked for in place of the one shown."""
    locale = user_locale(interaction)
    page = await checked_page(host, interaction, ask)
    # The board may take a moment to draw: the message is edited once it is.
    await interaction.response.defer()
    payload = await page_payload(host, page, locale)
    await interaction.edit_original_response(
        embed=payload["embed"], attachments=[payload["file"]], view=payload["view"]
    )


async def channel_game(host: Host, channel_id: int, given: str | None) -> int:
    """The game ``/game replay`` looks at: the one named (a game of this channel), else the
    channel's newest started game (the running one when there is one: a channel holds one
    game at a time, so a running game is the newest)."""
    if given is None:
        games = await book_of(host.service).channel_games(channel_id, 1)
        if not games:
            raise RuleError("replay-none-here")
        return games[0][0]
    value = option_text(given, "opt-replay-game", 100).strip().lstrip("#")
    shown = discord.utils.escape_mentions(discord.utils.escape_markdown(value)) or "-"
    if not value.isdigit() or len(value) > 18:
        raise RuleError("replay-game-unknown", game=shown)
    row = await host.service.stored_game(int(value))
    if row is None or row.channel_id != channel_id or row.state is None:
        raise RuleError("replay-game-unknown", game=shown)
    return row.id


async def game_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The channel's started games, newest first, named by number, game, status and length."""
    host: Host = interaction.client  # type: ignore[assignment]
    if interaction.channel_id is None:
        return []
    locale = user_locale(interaction)
    needle = str(current).casefold().strip().lstrip("#")
    choices = []
    for game_id, kind, status, version in await book_of(host.service).channel_games(
        interaction.channel_id, GAME_CHOICES
    ):
        try:
            title = text(locale, get(kind).title)
        except KeyError:  # a game this bot no longer hosts
            continue
        words = t(
            locale,
            "replay-game-choice",
            id=str(game_id),
            game=title,
            status=t(locale, f"status-{status}"),
            moves=version,
        )
        if needle in words.casefold() or needle == str(game_id):
            choices.append(app_commands.Choice(name=words[:100], value=str(game_id)))
    return choices


def replay_commands(bot: Host) -> list[app_commands.Command[Any, ..., None]]:
    """``/game replay`` (the game cog adds it to ``/game``, which is guild-only)."""

    @app_commands.command(
        name=cmd("replay", "cmd-game-replay"),
        description=cmd(
            "Look back at any move of this channel's games (only you see it)",
            "cmd-game-replay-desc",
        ),
    )
    @app_commands.rename(
        game=cmd("game", "opt-replay-game"),
        move=cmd("move", "opt-replay-move"),
        animated=cmd("animated", "opt-replay-animated"),
    )
    @app_commands.describe(
        game=cmd(
            "Which of this channel's games (default: the running one, else the latest)",
            "opt-replay-game-desc",
        ),
        move=cmd("After which move (0: the deal; default: the latest)", "opt-replay-move-desc"),
        animated=cmd(
            "The whole game as an animation, a frame per turn, to its latest move",
            "opt-replay-animated-desc",
        ),
    )
    @app_commands.autocomplete(game=game_choices)
    async def replay(
        interaction: discord.Interaction,
        game: str | None = None,
        move: app_commands.Range[int, 0, MOVE_MAX] | None = None,
        animated: bool | None = None,
    ) -> None:
        locale = user_locale(interaction)
        assert interaction.channel_id is not None  # /game is guild-only: always in a channel
        game_id = await channel_game(bot, interaction.channel_id, game)
        table = await bot.service.load_game(game_id)
        if animated:
            await send_animation(bot, interaction, table, locale)
            return
        number = (
            table.game.version if move is None else option_int(move, "opt-replay-move", 0, MOVE_MAX)
        )
        # Refused before the answer is deferred: a wrong move gets a plain private refusal.
        page = await checked_page(bot, interaction, Ask(game_id, None, number, False))
        await interaction.response.defer(ephemeral=True, thinking=True)
        payload = await page_payload(bot, page, locale)
        await interaction.followup.send(ephemeral=True, **payload)

    return [replay]


async def send_animation(
    host: Host, interaction: discord.Interaction, table: Table, locale: str
) -> None:
    """The game's animated replay to its latest move (public boards only, a running game's
    too), privately to the asker. Drawn once per (game, epoch, version, locale) however many
    ask, and kept (bot.table.animation_cache); the answer is deferred first (Discord waits
    3 s for one, a long game takes seconds to draw)."""
    if table.game.version == 0:
        raise RuleError("replay-animated-no-moves")  # a plain private refusal, not deferred
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        file = await animation_file(host.service, table, locale, host.desk.renders)
    except Exception as exc:
        # The game and what failed only: nothing the frames show.
        log.warning(
            "the animated replay of game %s could not be drawn (%s)", table.id, type(exc).__name__
        )
        file = None
    if file is None:
        await interaction.followup.send(t(locale, "replay-animated-failed"), ephemeral=True)
        return
    words = t(locale, "replay-animated-text", id=str(table.id), moves=table.game.version)
    await interaction.followup.send(words, file=file, ephemeral=True)


def add_replay_controls(bot: Host) -> None:
    """The replay pages' restart-proof controls (answered like every control of ours when
    discord.py would drop a click)."""
    bot.add_dynamic_items(ReplayButton, ReplaySelect)
    register_control(ReplayButton)
    register_control(ReplaySelect)
