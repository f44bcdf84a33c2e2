"""A World War table in the fake Discord, played only through interactions.

The engine's state is read from the bot's store and a brisk version of the engine's autopilot
chooses each move; the move itself is always a real interaction a player could make: a button
or select on the seat's DM prompt (or on the ephemeral answer of ``/ww play``), or a ``/ww``
slash command whose values come from the bot's own autocomplete. Attacks alternate between the
DM's select and ``/ww attack`` typed field by field (the territory ids and the counts, each
territory picked from the autocomplete); troop moves, cards and purchases alternate between
the DM's controls and ``/ww march``, ``/ww card`` and ``/ww buy`` picked whole from the
autocomplete. A human seat makes a few moves a turn and a few purchases a buy phase, then ends,
so that a whole game stays short; seats handed to the autopilot (``/game kick``) play in full.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.app import GameBot
from bot.engine.base import Action, State, action_key
from bot.games.worldwar.engine import ENGINE as engine
from tests.e2e.gamebot import Move, SunTzuTable, choice_action, current_state, offers
from tests.fakediscord import (
    FakeChannel,
    FakeDiscord,
    FakeInteraction,
    FakeUser,
    settled,
)

STEP_LIMIT = 400  # interactions in one game; more means the table is stuck
TROOPS = (("s", "soldiers"), ("h", "horses"), ("c", "cannons"), ("l", "lord"), ("k", "catapults"))

# Moves that also go through a slash command, every other time: (command, option whose
# autocomplete offers the whole action). Attacks are typed field by field instead.
PICKED: dict[str, tuple[str, str]] = {
    "move": ("ww march", "origin"),
    "card": ("ww card", "card"),
    "buy": ("ww buy", "where"),
}

# The required options of those commands, with the action field each one fills.
REQUIRED: dict[str, tuple[tuple[str, str], ...]] = {
    "ww march": (("origin", "a"), ("target", "b")),
    "ww buy": (("unit", "u"), ("where", "a")),
}


@dataclass
class WwMove(Move):
    """One move: ``how`` it was made ("dm", "play" for the ephemeral /ww play answer, or the
    slash command's name), the phase and round it was made in."""

    how: str = "dm"
    phase: str = ""
    round: int = 0


@dataclass
class WwTable(SunTzuTable):
    """One World War game in a channel of the fake (the controls are the platform's, so
    reading and using them is inherited)."""

    where: FakeChannel | None = None  # the game's channel
    turn_cap: int = 3  # moves a human seat makes in a turn (placing aside) before it ends
    buy_cap: int = 2  # purchases a human seat makes in a buy phase before it is done
    used: Counter[str] = field(default_factory=Counter)  # moves made per kind so far
    # moves and cards per (seat, round, phase)
    spent: Counter[tuple[int, int, str]] = field(default_factory=Counter)
    cards: Counter[tuple[int, int, str]] = field(default_factory=Counter)

    def moves_made(self) -> list[WwMove]:
        return [move for move in self.moves if isinstance(move, WwMove)]

    def made_by(self, kind: str, how: str | None = None) -> list[WwMove]:
        return [
            m for m in self.moves_made() if m.action["t"] == kind and (how is None or m.how == how)
        ]


async def open_ww(
    fake: FakeDiscord,
    moderator: FakeUser,
    players: list[FakeUser],
    bot: GameBot,
    *,
    seed: int,
    channel: FakeChannel | None = None,
    **options: Any,
) -> WwTable:
    """``/game new`` in ``channel`` (#general by default), each player presses Join, the
    moderator presses Start."""
    where = channel or fake.channel
    new = await fake.slash(
        moderator, "game new", channel=where, game="worldwar", seed=seed, **options
    )
    lobby = await fake.reply(new)
    [join] = [b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":join")]
    game_id = int(join.split(":")[1])
    for player in players:
        await settled(fake, await fake.click(player, lobby, join))
    [start] = [b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":start")]
    await settled(fake, await fake.click(moderator, lobby, start))
    table = await bot.service.load_game(game_id)
    seats: dict[int, FakeUser] = {}
    for player in players:
        seat = table.seat_of(player.id)
        assert seat is not None, f"{player.name} joined and is seated"
        seats[seat] = player
    opened = WwTable(fake, game_id, lobby, seats, where=where)
    opened.history.append((fake.mark(), table.state))
    return opened


async def kick(table: WwTable, moderator: FakeUser, player: FakeUser) -> FakeInteraction:
    """``/game kick``: the autopilot plays the seat from now on (level easy: these tests are
    about the table, and a searching bot's hundreds of World War moves would only slow them)."""
    kicked = await table.fake.slash(
        moderator, "game kick", channel=table.where, player=player, level="easy"
    )
    await settled(table.fake, kicked)
    return kicked


# ----- choosing ----------------------------------------------------------------------------


def legal(state: State, seat: int, kind: str) -> list[Action]:
    return [a for a in engine.legal_actions(state, seat) if a["t"] == kind]


def units(fields: dict[str, Any]) -> int:
    """Combat units of an action's pieces or of a stack (soldier 1, horse 5, cannon 10)."""
    return sum(
        int(fields.get(short) or fields.get(long) or 0) * weight
        for short, long, weight in (("s", "soldiers", 1), ("h", "horses", 5), ("c", "cannons", 10))
    )


def best_attack(state: State, seat: int) -> Action | None:
    """The legal attack (without a mage) that sends the most units against the fewest."""
    attacks = [a for a in legal(state, seat, "attack") if not a.get("m")]
    return max(
        attacks,
        key=lambda a: units(a) - units(state["map"][a["b"]]["u"]),
        default=None,
    )


SHOWN = ("attack", "move", "card", "buy")  # kinds a human makes both ways before going brisk
CARDS_A_TURN = 2  # cards a human seat plays in one turn


def choose(table: WwTable, state: State, seat: int, rng: random.Random) -> Action:
    """The autopilot's move, briskly: a human seat plays at most two cards a turn, ends its turn
    after ``turn_cap`` moves and its shopping after ``buy_cap`` purchases. Until humans have
    made two attacks, troop moves, cards and purchases (one each way, see ``make_move``), the
    caps wait and a turn about to end makes the missing one."""
    phase, here = state["phase"], (seat, state["round"], state["phase"])
    missing = {kind for kind in SHOWN if table.used[kind] < 2}
    if phase == "turn" and not legal(state, seat, "place"):
        capped = not missing and table.spent[here] >= table.turn_cap
        wanted = {"t": "end"} if capped else engine.autopilot(state, seat, rng)
        if wanted["t"] == "card" and table.cards[here] >= CARDS_A_TURN:
            wanted = {"t": "end"}
        if wanted["t"] == "end" and "card" in missing and table.cards[here] < CARDS_A_TURN:
            wanted = next(iter(legal(state, seat, "card")), wanted)
        if wanted["t"] == "end" and "attack" in missing:
            wanted = best_attack(state, seat) or wanted
        if wanted["t"] == "end" and "move" in missing:
            wanted = next(iter(legal(state, seat, "move")), wanted)
        return wanted
    if phase == "buy" and not (legal(state, seat, "place") or legal(state, seat, "build")):
        if not missing and table.spent[here] >= table.buy_cap:
            return {"t": "done"}
        if "buy" in missing:  # whatever the shop lists first
            return next(iter(legal(state, seat, "buy")), {"t": "done"})
    return engine.autopilot(state, seat, rng)


# ----- acting ------------------------------------------------------------------------------


def picked(value: str) -> Action | None:
    """The action behind an autocomplete value, or None for a completed text (an id)."""
    if not value.startswith("{"):
        return None
    return choice_action(value)


async def pick_whole(
    table: WwTable, user: FakeUser, command: str, option: str, action: Action
) -> FakeInteraction:
    """Pick ``action`` whole from the option's autocomplete and run the command with it (the
    command's other required options typed as the action has them)."""
    given: dict[str, Any] = {
        name: str(action[f]) for name, f in REQUIRED.get(command, ()) if name != option
    }
    choices = await table.fake.autocomplete(
        user, command, focused=option, channel=table.where, **given
    )
    wanted = action_key(action)
    for choice in choices:
        offered = picked(choice["value"])
        if offered is not None and action_key(offered) == wanted:
            return await table.fake.slash(
                user, command, channel=table.where, **{option: choice["value"]}, **given
            )
    raise AssertionError(f"/{command} autocomplete does not offer {wanted}: {choices}")


async def typed_id(
    table: WwTable, user: FakeUser, command: str, option: str, tid: str, **given: Any
) -> str:
    """Type the start of a territory's id into ``option`` and pick it from the autocomplete."""
    choices = await table.fake.autocomplete(
        user, command, focused=option, channel=table.where, **{option: tid[:3], **given}
    )
    values = [c["value"] for c in choices]
    assert tid in values, f"/{command} {option} autocomplete does not offer {tid}: {values}"
    return tid


def troop_options(action: Action) -> dict[str, Any]:
    return {name: int(action[f]) for f, name in TROOPS if action.get(f)}


async def typed_attack(table: WwTable, user: FakeUser, action: Action) -> FakeInteraction:
    """``/ww attack`` typed field by field: both territories picked from the autocomplete as
    ids, then the counts of what goes."""
    source = await typed_id(table, user, "ww attack", "origin", str(action["a"]))
    target = await typed_id(table, user, "ww attack", "target", str(action["b"]), origin=source)
    # With the origin typed, the target's autocomplete offers only attacks from there.
    offered = await table.fake.autocomplete(
        user, "ww attack", focused="target", channel=table.where, origin=source
    )
    whole = [picked(choice["value"]) for choice in offered]
    assert whole and all(a is None or a["a"] == source for a in whole), offered
    return await table.fake.slash(
        user,
        "ww attack",
        channel=table.where,
        origin=source,
        target=target,
        **troop_options(action),
    )


async def through_dm(table: WwTable, seat: int, action: Action) -> tuple[FakeInteraction, str]:
    """The seat's DM control for ``action``; a stale DM is refreshed by ``/ww play``, and a move
    no control offers goes through ``/ww move``, whose autocomplete lists every legal one."""
    fake, user = table.fake, table.players[seat]
    message = table.prompt_for(seat)
    if offers(table, message, seat, action):
        assert message is not None
        return await table.use_control(user, message, action, seat), "dm"
    answer = await fake.reply(await fake.slash(user, "ww play", channel=table.where))
    if offers(table, answer, seat, action):
        return await table.use_control(user, answer, action, seat), "play"
    return await pick_whole(table, user, "ww move", "action", action), "ww move"


async def make_move(table: WwTable, seat: int, action: Action) -> tuple[FakeInteraction, str]:
    """Make ``action`` for ``seat`` through an interaction; returns it and how it was made."""
    user, kind = table.players[seat], str(action["t"])
    turn = table.used[kind]
    table.used[kind] += 1
    if kind == "attack" and not action.get("m") and not action.get("g") and turn % 2 == 0:
        return await typed_attack(table, user, action), "ww attack"
    if kind in PICKED and turn % 2 == 1:
        command, option = PICKED[kind]
        return await pick_whole(table, user, command, option, action), command
    if kind in ("end", "done") and turn == 1:  # once each, the option-less command
        return await table.fake.slash(user, f"ww {kind}", channel=table.where), f"ww {kind}"
    return await through_dm(table, seat, action)


async def play_one_move(
    table: WwTable,
    bot: GameBot,
    rng: random.Random,
    done: Callable[[State], bool] | None = None,
) -> WwMove | None:
    """The lowest waited-for human seat makes its move; None once the game is over (or
    ``done(state)`` holds)."""
    loaded = await bot.service.load_game(table.game_id)
    if engine.result(loaded.state) is not None or (done is not None and done(loaded.state)):
        return None
    seat = min(loaded.waiting_humans())
    action = choose(table, loaded.state, seat, rng)
    return await play(table, bot, seat, action, (loaded.state, loaded.game.version))


async def play(
    table: WwTable,
    bot: GameBot,
    seat: int,
    action: Action,
    now: tuple[State, int] | None = None,
) -> WwMove:
    """Make ``action`` for ``seat`` and check that it applied (``now``: the game's state and
    version, when just read)."""
    state, version = now or await current_state(bot, table.game_id)
    interaction, how = await make_move(table, seat, action)
    await settled(table.fake, interaction)
    for answer in table.fake.responses(interaction):
        assert not answer.content.startswith("⛔"), f"{action} by {how} refused: {answer.content}"
    move = WwMove(seat, action, interaction, version, how, state["phase"], state["round"])
    table.moves.append(move)
    table.spent[seat, state["round"], state["phase"]] += 1
    table.cards[seat, state["round"], state["phase"]] += action["t"] == "card"
    after, new_version = await current_state(bot, table.game_id)
    # the move is the log's next entry (the autopilot's moves for kicked seats may follow it)
    assert new_version > version, f"{action} by {how} did not apply"
    table.history.append((table.fake.mark(), after))
    return move


async def play_until(
    table: WwTable,
    bot: GameBot,
    rng: random.Random,
    done: Callable[[State], bool] | None = None,
) -> None:
    """Play moves until the game is over or ``done(state)`` holds."""
    for _ in range(STEP_LIMIT):
        if await play_one_move(table, bot, rng, done) is None:
            return
    raise AssertionError(f"the game did not end within {STEP_LIMIT} moves")
