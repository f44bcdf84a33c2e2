"""A Tiny Epic Kingdoms table in the fake Discord, played only through interactions.

The engine's state is read from the bot's store and the engine's autopilot chooses each move;
the move itself is always a real interaction a player could make: a button or select on a DM
prompt (or on the ephemeral answer of ``/tek play``), or a ``/tek`` slash command whose value
was taken from the bot's own autocomplete. Patrols, quests and war bids alternate between the
DM's controls and their slash commands so both paths are played all game long.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from bot.app import GameBot
from bot.engine.base import Action, State, action_key
from bot.games.tek.engine import ENGINE as engine
from tests.e2e.gamebot import Move, SunTzuTable, current_state, make_move, open_table
from tests.fakediscord import FakeDiscord, FakeUser, settled

STEP_LIMIT = 1500  # a 3-player game takes a few hundred moves; more means the table is stuck

# Moves that can be made by a slash command with autocomplete: (command, option).
COMMANDS: dict[str, tuple[str, str]] = {
    "patrol": ("tek patrol", "move"),
    "quest": ("tek quest", "move"),
    "bid": ("tek bid", "value"),
}


@dataclass
class TekMove(Move):
    """One move: ``how`` it was made ("dm", "play" for the ephemeral /tek play answer, or the
    slash command's name) and the phase it was made in."""

    how: str = "dm"
    phase: str = ""


@dataclass
class TekTable(SunTzuTable):
    """One Tiny Epic Kingdoms game in the fake's #general (controls are the platform's, so
    reading and using them is inherited)."""

    commands_used: dict[str, int] = field(default_factory=dict)
    # The first war between two players ends in two white flags (an alliance), whatever the
    # autopilot would bid: (attacker, defender, region) of that war once it has started.
    peace: tuple[int, int, int] | None = None
    # After each move: the seats whose newest DM then offered one of their legal actions.
    prompted: list[set[int]] = field(default_factory=list)

    def moves_made(self) -> list[TekMove]:
        return [move for move in self.moves if isinstance(move, TekMove)]


async def open_tek(
    fake: FakeDiscord,
    moderator: FakeUser,
    players: list[FakeUser],
    bot: GameBot,
    *,
    seed: int,
    **options: object,
) -> TekTable:
    game_id, lobby, seats, state = await open_table(
        fake, moderator, players, bot, "tek", seed=seed, **options
    )
    opened = TekTable(fake, game_id, lobby, seats)
    opened.history.append((fake.mark(), state))
    return opened


def choose(table: TekTable, state: State, seat: int, rng: random.Random) -> Action:
    """The autopilot's move, except that both sides of the first war between two players
    raise the white flag, so that every game makes an alliance."""
    war = state["war"]
    if state["phase"] == "war" and war is not None and war["defender"] >= 0:
        here = (war["attacker"], war["defender"], war["region"])
        if table.peace is None:
            table.peace = here
        if table.peace == here:
            return {"t": "bid", "v": 0}
    return engine.autopilot(state, seat, rng)


async def play_one_move(table: TekTable, bot: GameBot, rng: random.Random) -> TekMove | None:
    """The lowest waited-for seat makes its move; None once the game is over."""
    state, version = await current_state(bot, table.game_id)
    if engine.result(state) is not None:
        return None
    seat = min(engine.waiting_for(state))
    action = choose(table, state, seat, rng)
    interaction, how = await make_move(table, seat, action, "tek", COMMANDS, table.commands_used)
    await settled(table.fake, interaction)
    for answer in table.fake.responses(interaction):
        assert not answer.content.startswith("⛔"), f"{action} by {how} refused: {answer.content}"
    move = TekMove(seat, action, interaction, version, how, state["phase"])
    table.moves.append(move)
    after, new_version = await current_state(bot, table.game_id)
    assert new_version == version + 1, f"{action} by {how} did not apply exactly once"
    table.history.append((table.fake.mark(), after))
    table.prompted.append(offered_now(table, after))
    return move


def offered_now(table: TekTable, state: State) -> set[int]:
    """The waited-for seats whose newest DM prompt offers a legal action right now."""
    ready = set()
    for seat in engine.waiting_for(state):
        legal = {action_key(action) for action in engine.legal_actions(state, seat)}
        message = table.prompt_for(seat)
        offered = table.controls_of(message, seat) if message is not None else []
        if any(action_key(action) in legal for action, _, _ in offered):
            ready.add(seat)
    return ready


async def play_to_the_end(table: TekTable, bot: GameBot, rng: random.Random) -> None:
    for _ in range(STEP_LIMIT):
        if await play_one_move(table, bot, rng) is None:
            return
    raise AssertionError(f"the game did not end within {STEP_LIMIT} moves")
