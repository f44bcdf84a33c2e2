"""The real game bot against the fake, and a Sun Tzu table driven only through interactions.

The engine's state is read from the bot's own store and the engine's autopilot is asked which
move to make; the move itself is always made by a click or a select choice on a control the bot
actually sent (by DM, or ephemerally through ``/suntzu play``), never by calling the service.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import random
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.app import GameBot, create_bot
from bot.engine.base import Action, State, action_key, parse_action_key
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.engine.turns import pending
from bot.i18n import t
from bot.settings import Settings
from bot.table.service import STAMP_KEY
from tests.fakediscord import (
    FakeDiscord,
    FakeInteraction,
    FakeMessage,
    FakeUser,
    discord_pointed_at,
    running,
    settled,
)

BOT_ITERATIONS = 6  # a search decision in tests: milliseconds, even World War's on a busy CI
STEP_LIMIT = 600  # a Sun Tzu game takes about 150 moves; more means the table is stuck


def bot_settings(fake: FakeDiscord, database: Path, *, dev_guild: bool = True) -> Settings:
    settings = Settings(
        discord_token=fake.token,
        database_url=f"sqlite:///{database}",
        default_locale="en",
        log_level="INFO",
        dev_guild_id=fake.guild.id if dev_guild else None,
        discord_api_base=fake.api_base,
        discord_gateway_url=fake.gateway_url,
        warm_up=False,  # dozens of bots start in a test run; warm-up has its own test
    )
    # Edits of a turn post are paced (issue 25); short here, so tests wait little but still
    # meet deferred edits (tests/e2e/test_turn_posts.py sets a longer gap). Set only where the
    # bot has the setting: benchmarks/bench_table_noise.py drives older bots with this module.
    fields = {field.name for field in dataclasses.fields(settings)}
    if "turn_edit_gap" in fields:
        settings = dataclasses.replace(settings, turn_edit_gap=0.02)
    # Bot players' searches (issue 30) run a few fixed iterations, not their CPU budget: the
    # same moves on any machine, a game in seconds. Their moves land at once (no delay).
    if "bot_iterations" in fields:
        settings = dataclasses.replace(settings, bot_iterations=BOT_ITERATIONS)
    return settings


@dataclass(frozen=True)
class Cast:
    """The people in the fake guild: a moderator, two players, and a bystander."""

    moderator: FakeUser
    ann: FakeUser  # plays; her Discord speaks Traditional Chinese
    bob: FakeUser  # plays; Simplified Chinese
    carol: FakeUser  # neither plays nor moderates


def add_cast(fake: FakeDiscord) -> Cast:
    return Cast(
        moderator=fake.add_user("Mo", moderator=True),
        ann=fake.add_user("Ann", locale="zh-TW"),
        bob=fake.add_user("Bob", locale="zh-CN"),
        carol=fake.add_user("Carol"),
    )


@contextlib.asynccontextmanager
async def game_bot(fake: FakeDiscord, settings: Settings) -> AsyncIterator[GameBot]:
    """A fresh bot process (a new bot object) on ``settings``' database, ready to play."""
    with discord_pointed_at(fake):
        bot = create_bot(settings)
        async with running(bot, fake):
            yield bot
            # The service's game cache shares each state read-only with every caller (presenter,
            # renderer, prompts): none of them may have changed one.
            assert bot.service.games.cache.check() == [], "a cached game state was changed in place"


@dataclass
class Move:
    seat: int
    action: Action
    interaction: FakeInteraction
    version_before: int


@dataclass
class SunTzuTable:
    """One Sun Tzu game in the fake's #general, seen as the players see it."""

    fake: FakeDiscord
    game_id: int
    lobby: FakeMessage
    players: dict[int, FakeUser]  # seat -> user
    moves: list[Move] = field(default_factory=list)
    # (fake.mark() once the bot had answered, the state then): at the start and after each move
    history: list[tuple[int, State]] = field(default_factory=list)

    def seat_of(self, user: FakeUser) -> int:
        return next(seat for seat, player in self.players.items() if player.id == user.id)

    # ----- reading what the bot sent ---------------------------------------------------

    def controls_of(self, message: FakeMessage, seat: int) -> list[tuple[Action, str, str | None]]:
        """(action, custom_id, select value or None) for each control made for ``seat``."""
        found: list[tuple[Action, str, str | None]] = []
        for component in message.components_flat():
            custom_id = str(component.get("custom_id") or "")
            kind, _, rest = custom_id.partition(":")
            game, _, rest = rest.partition(":")
            owner, _, rest = rest.partition(":")
            _stamp, _, tail = rest.partition(":")  # the moment the controls were made for
            if game != str(self.game_id) or owner != str(seat) or component.get("disabled"):
                continue
            if kind == "act":
                found.append((json.loads(tail), custom_id, None))
            elif kind == "sel":
                for option in component.get("options", []):
                    found.append((json.loads(option["value"]), custom_id, option["value"]))
        return found

    def prompt_for(self, seat: int) -> FakeMessage | None:
        """The seat's newest DM that carries controls for it (the bot edits it in place)."""
        inbox = [m for m in self.fake.dm_inbox(self.players[seat]) if self.controls_of(m, seat)]
        return max(inbox, key=lambda m: m.touched, default=None)

    # ----- acting ------------------------------------------------------------------------

    async def use_control(
        self, user: FakeUser, message: FakeMessage, action: Action, seat: int | None = None
    ) -> FakeInteraction:
        """Click the button, or choose the select option, that carries ``action``."""
        wanted = action_key(action)
        for offered, custom_id, value in self.controls_of(
            message, self.seat_of(user) if seat is None else seat
        ):
            if action_key(offered) != wanted:
                continue
            if value is None:
                return await self.fake.click(user, message, custom_id)
            return await self.fake.select(user, message, custom_id, [value])
        raise AssertionError(f"no control for {wanted} on message {message.id}")


async def refusal(
    fake: FakeDiscord, interaction: FakeInteraction, user: FakeUser, code: str, **params: Any
) -> None:
    """The interaction got exactly one answer: ephemeral, for ``user``, saying ``code``."""
    await settled(fake, interaction)
    [answer] = fake.responses(interaction)
    assert answer.ephemeral and answer.visible_to == user.id
    assert answer.content == "⛔ " + t(user.locale, code, **params)


def choice_action(value: str) -> Action:
    """The action behind an autocomplete value (which also carries the moment it was offered
    for, under STAMP_KEY)."""
    action = parse_action_key(value)
    assert isinstance(action.pop(STAMP_KEY, None), str), "an autocomplete value has a stamp"
    return action


async def open_table(
    fake: FakeDiscord,
    moderator: FakeUser,
    players: list[FakeUser],
    game_bot_: GameBot,
    game: str,
    **options: Any,  # the command's options, as FakeDiscord.slash takes them
) -> tuple[int, FakeMessage, dict[int, FakeUser], State]:
    """``/game new``, each player presses Join, the moderator presses Start: the game's id,
    its lobby message, who sits where, and the state at the start."""
    new = await fake.slash(moderator, "game new", game=game, **options)
    lobby = await fake.reply(new)
    join = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":join"))
    game_id = int(join.split(":")[1])
    for player in players:
        await settled(fake, await fake.click(player, lobby, join))
    start = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":start"))
    await settled(fake, await fake.click(moderator, lobby, start))
    table = await game_bot_.service.load_game(game_id)
    seats = {table.seat_of(player.id): player for player in players}
    assert None not in seats, "every player who joined must be seated"
    return game_id, lobby, seats, table.state  # type: ignore[return-value]


async def open_suntzu(
    fake: FakeDiscord,
    moderator: FakeUser,
    players: list[FakeUser],
    game_bot_: GameBot,
    *,
    seed: int,
    beginner: bool = False,
) -> SunTzuTable:
    game_id, lobby, seats, state = await open_table(
        fake, moderator, players, game_bot_, "suntzu", seed=seed, beginner=beginner
    )
    opened = SunTzuTable(fake, game_id, lobby, seats)
    opened.history.append((fake.mark(), state))
    return opened


async def current_state(bot: GameBot, game_id: int) -> tuple[State, int]:
    """The game's state and version, read from the bot's store (only to choose a move)."""
    table = await bot.service.load_game(game_id)
    return table.state, table.game.version


def choose(state: State, seat: int, offered: list[Action], rng: random.Random) -> Action:
    """The autopilot's move if a control offers it; else the first offered non-support move."""
    for _ in range(8):  # the autopilot sometimes trades a card for an army; try again
        wanted = engine.autopilot(state, seat, rng)
        if any(action_key(a) == action_key(wanted) for a in offered):
            return wanted
    useful = [a for a in offered if a.get("t") != "support"]
    assert useful, f"seat {seat} has only support controls: {offered}"
    return useful[0]


async def play_one_move(table: SunTzuTable, bot: GameBot, rng: random.Random) -> Move | None:
    """The lowest seat with a decision to make moves through its newest prompt; None once
    the game is over."""
    state, version = await current_state(bot, table.game_id)
    if engine.result(state) is not None:
        return None
    seat = min(s for s in engine.waiting_for(state) if pending(state, s))
    user = table.players[seat]
    message = table.prompt_for(seat)
    if message is None:  # no DM (closed DMs): the same controls, ephemerally
        play = await table.fake.slash(user, "suntzu play")
        message = await table.fake.reply(play)
    offered = [action for action, _, _ in table.controls_of(message, seat)]
    assert offered, f"the bot offered seat {seat} no controls; it said {message.content!r}"
    action = choose(state, seat, offered, rng)
    interaction = await table.use_control(user, message, action, seat)
    await settled(table.fake, interaction)
    move = Move(seat, action, interaction, version)
    table.moves.append(move)
    table.history.append((table.fake.mark(), (await current_state(bot, table.game_id))[0]))
    return move


async def play_until(
    table: SunTzuTable,
    bot: GameBot,
    rng: random.Random,
    *,
    stop: Callable[[State], bool] | None = None,
) -> None:
    """Play moves until the game ends, or until ``stop(state)`` is true."""
    for _ in range(STEP_LIMIT):
        state, _ = await current_state(bot, table.game_id)
        if stop is not None and stop(state):
            return
        if await play_one_move(table, bot, rng) is None:
            return
    raise AssertionError(f"the game did not end within {STEP_LIMIT} moves")


# ----- games with slash commands (Small World, Tiny Epic Kingdoms) ---------------------------


def offers(table: SunTzuTable, message: FakeMessage | None, seat: int, action: Action) -> bool:
    """Whether ``message`` carries a control for ``seat`` that makes ``action``."""
    if message is None:
        return False
    wanted = action_key(action)
    return any(action_key(offered) == wanted for offered, _, _ in table.controls_of(message, seat))


async def by_command(
    table: SunTzuTable, user: FakeUser, command: str, option: str, action: Action
) -> FakeInteraction:
    """Pick ``action`` from the command's autocomplete and run the command with that value.
    Discord shows at most 25 choices: when the move is not among them, the player types one of
    its numbers (a region, as the labels start "27 Forest → 35 Plains") to narrow them."""
    wanted = action_key(action)
    numbers = [f"{v} " for v in action.values() if isinstance(v, int) and not isinstance(v, bool)]
    value, choices = None, []
    for typed in ["", *numbers]:
        # Typed as FakeDiscord.autocomplete's options are (Any): a str value could otherwise
        # be taken for its channel or timeout, which no command option is named.
        text: dict[str, Any] = {option: typed}
        choices = await table.fake.autocomplete(user, command, focused=option, **text)
        value = next(
            (c["value"] for c in choices if action_key(choice_action(c["value"])) == wanted), None
        )
        if value is not None:
            break
    assert value is not None, f"/{command} autocomplete does not offer {wanted}: {choices}"
    return await table.fake.slash(user, command, **{option: value})


async def make_move(
    table: SunTzuTable,
    seat: int,
    action: Action,
    group: str,
    commands: dict[str, tuple[str, str]],
    used: dict[str, int],
) -> tuple[FakeInteraction, str]:
    """Make ``action`` for ``seat`` through an interaction; returns it and how it was made.

    Kinds listed in ``commands`` ((command, option) each) go every other time through that
    slash command's autocomplete (``used`` counts them), the rest through the DM's controls;
    a stale DM (the answer to a command is ephemeral) is refreshed with ``/<group> play``,
    and a move no control offers goes through ``/<group> move``, which lists every legal one.
    """
    fake, user = table.fake, table.players[seat]
    kind = str(action["t"])
    if kind in commands:
        count = used.get(kind, 0)
        used[kind] = count + 1
        if count % 2 == 0:
            command, option = commands[kind]
            return await by_command(table, user, command, option, action), command
    message = table.prompt_for(seat)
    if offers(table, message, seat, action):
        assert message is not None
        return await table.use_control(user, message, action, seat), "dm"
    play = await fake.slash(user, f"{group} play")
    answer = await fake.reply(play)
    if offers(table, answer, seat, action):
        return await table.use_control(user, answer, action, seat), "play"
    return await by_command(table, user, f"{group} move", "action", action), f"{group} move"
