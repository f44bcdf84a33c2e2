"""A Small World table in the fake Discord, played only through interactions.

The engine's state is read from the bot's store and a brisk version of the engine's autopilot
chooses each move; the move itself is always a real interaction a player could make: a button
or select on a DM prompt (or on the ephemeral answer of ``/smallworld play``), or a
``/smallworld`` slash command whose value was taken from the bot's own autocomplete.
Conquests and final conquests alternate between the DM select and the slash command so both
paths are played all game long.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from bot.app import GameBot
from bot.engine.base import Action, State
from bot.games.smallworld.engine import ENGINE as engine
from tests.e2e.gamebot import Move, SunTzuTable, current_state, make_move, open_table
from tests.fakediscord import FakeDiscord, FakeUser, settled

STEP_LIMIT = 400  # a brisk 3-player game takes about 100 moves; more means the table is stuck
CONQUEST_CAP = 1  # conquests per turn before the driver ends the turn (keeps the game short)

# Moves that can be made by a slash command with autocomplete: (command, option).
COMMANDS: dict[str, tuple[str, str]] = {
    "conquer": ("smallworld conquer", "region"),
    "roll": ("smallworld final", "region"),
}


@dataclass
class SwMove(Move):
    """One move: ``how`` it was made ("dm", "play" for the ephemeral /smallworld play answer,
    or the slash command's name) and the phase and active seat it was made in."""

    how: str = "dm"
    phase: str = ""
    active: int = -1


@dataclass
class SmallWorldTable(SunTzuTable):
    """One Small World game in the fake's #general. Reading a message's controls and using
    one are the same as for Sun Tzu (the component ids are the platform's), so they are
    inherited."""

    commands_used: dict[str, int] = field(default_factory=dict)

    def moves_made(self) -> list[SwMove]:
        return [move for move in self.moves if isinstance(move, SwMove)]


async def open_smallworld(
    fake: FakeDiscord, moderator: FakeUser, players: list[FakeUser], bot: GameBot, *, seed: int
) -> SmallWorldTable:
    game_id, lobby, seats, state = await open_table(
        fake, moderator, players, bot, "smallworld", seed=seed
    )
    opened = SmallWorldTable(fake, game_id, lobby, seats)
    opened.history.append((fake.mark(), state))
    return opened


def choose(state: State, seat: int, rng: random.Random) -> Action:
    """The autopilot's move, except that a turn ends after a few conquests so that a whole
    game stays around a hundred moves."""
    turn = state["turn_state"]
    legal = engine.legal_actions(state, seat)
    may_end = any(action["t"] == "end" for action in legal)
    if (
        state["phase"] == "conquer"
        and turn["force"] == "active"
        and turn["conquests"] >= CONQUEST_CAP
        and may_end
    ):
        return {"t": "end"}
    return engine.autopilot(state, seat, rng)


async def play_one_move(table: SmallWorldTable, bot: GameBot, rng: random.Random) -> SwMove | None:
    """The lowest waited-for seat makes its move; None once the game is over."""
    state, version = await current_state(bot, table.game_id)
    if engine.result(state) is not None:
        return None
    seat = min(engine.waiting_for(state))
    action = choose(state, seat, rng)
    interaction, how = await make_move(
        table, seat, action, "smallworld", COMMANDS, table.commands_used
    )
    await settled(table.fake, interaction)
    for answer in table.fake.responses(interaction):
        assert not answer.content.startswith("⛔"), f"{action} by {how} refused: {answer.content}"
    move = SwMove(seat, action, interaction, version, how, state["phase"], state["active"])
    table.moves.append(move)
    after, new_version = await current_state(bot, table.game_id)
    assert new_version == version + 1, f"{action} by {how} did not apply exactly once"
    table.history.append((table.fake.mark(), after))
    return move


async def play_to_the_end(table: SmallWorldTable, bot: GameBot, rng: random.Random) -> None:
    for _ in range(STEP_LIMIT):
        if await play_one_move(table, bot, rng) is None:
            return
    raise AssertionError(f"the game did not end within {STEP_LIMIT} moves")
