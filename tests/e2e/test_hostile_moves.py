"""Forged moves (issue 23): what a modified client can put in a button's id, with the current
stamp, so that only the move itself stands between it and the game.

A malformed value is refused privately with a reason and the game stays as it was; junk in a
field the engine only shows (a conquest's price) never reaches the move log; NaN and
Infinity reach nothing, and the record of the game parses with a strict JSON parser.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.app import GameBot
from bot.engine.base import Action, action_key
from bot.games.smallworld.engine import ENGINE as smallworld
from bot.games.worldwar.engine import ENGINE as worldwar
from bot.table.canonical import MAX_INT, MAX_TEXT
from tests.e2e.gamebot import Cast, SunTzuTable, current_state, refusal
from tests.e2e.swbot import open_smallworld
from tests.e2e.wwbot import kick, open_ww
from tests.fakediscord import FakeDiscord, FakeInteraction, FakeUser, settled

pytestmark = pytest.mark.e2e


async def forged_click(
    bot: GameBot, table: SunTzuTable, user: FakeUser, key: str
) -> FakeInteraction:
    """A button with the seat's current stamp and ``key`` as its action, pressed on the
    player's DM (a forged id: no control of the bot's carries it)."""
    seat = table.seat_of(user)
    loaded = await bot.service.load_game(table.game_id)
    custom_id = f"act:{table.game_id}:{seat}:{loaded.stamp(seat)}:{key}"
    [dm, *_] = table.fake.dm_inbox(user)
    return await table.fake.click(user, dm, custom_id, forge=True)


async def move_by_service(bot: GameBot, table: SunTzuTable, seat: int, action: Action) -> None:
    """A move made straight through the service: only to bring the game to a position."""
    await bot.service.act(table.game_id, table.players[seat].id, action, seat=seat)
    # nothing publishes this move, which is what wakes the bot seats: wake them, await them
    bot.service.bots.wake(table.game_id)
    await bot.service.bots.settle()


def strict(name: str) -> Any:
    raise AssertionError(f"{name} in the record")


async def test_a_world_war_purchase_of_a_list_is_refused(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    players = [cast.ann, cast.bob, fake.add_user("Dan"), fake.add_user("Eve")]
    table = await open_ww(fake, cast.moderator, players, bot, seed=5)
    for player in players[1:]:
        await settled(fake, await kick(table, cast.moderator, player))
    seat = table.seat_of(cast.ann)
    rng = random.Random(5)
    for _ in range(300):  # Ann plays (straight through the service) until she may buy
        state, _ = await current_state(bot, table.game_id)
        if any(a["t"] == "buy" for a in worldwar.legal_actions(state, seat)):
            break
        await move_by_service(bot, table, seat, worldwar.autopilot(state, seat, rng))
    buy = next(a for a in worldwar.legal_actions(state, seat) if a["t"] == "buy")
    before = await current_state(bot, table.game_id)
    for junk in ([], {}):
        forged = {"t": "buy", "u": junk, "a": buy["a"], "n": 1}
        clicked = await forged_click(bot, table, cast.ann, action_key(forged))
        await refusal(fake, clicked, cast.ann, "error-bad-action")
    assert await current_state(bot, table.game_id) == before


async def test_junk_and_nan_in_a_move_never_reach_the_log_or_the_record(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_smallworld(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=4)
    state, _ = await current_state(bot, table.game_id)
    seat = state["active"]
    user = table.players[seat]
    await move_by_service(bot, table, seat, {"t": "pick", "i": 0})
    state, version = await current_state(bot, table.game_id)
    conquest = next(a for a in smallworld.legal_actions(state, seat) if a["t"] == "conquer")
    where = conquest["r"]
    # NaN and Infinity: not JSON, refused before anything reads them
    for number in ("NaN", "Infinity", "-Infinity", "1e999"):
        key = f'{{"c":{number},"r":{where},"t":"conquer"}}'
        await refusal(fake, await forged_click(bot, table, user, key), user, "error-bad-action")
    # a number or a text beyond any real move: refused, saying what is allowed
    for value in (MAX_INT + 1, "x" * (MAX_TEXT + 1)):
        key = action_key({"t": "conquer", "r": value})
        clicked = await forged_click(bot, table, user, key)
        await refusal(fake, clicked, user, "error-action-values", max=MAX_INT, length=MAX_TEXT)
    assert await current_state(bot, table.game_id) == (state, version)
    # a made-up price: the conquest is made, and logged as the engine lists it
    junk = {"t": "conquer", "r": where, "c": "free!"}
    clicked = await forged_click(bot, table, user, action_key(junk))
    await refusal(fake, clicked, user, "error-bad-action")
    cheap = {"t": "conquer", "r": where, "c": 0}
    await settled(fake, await forged_click(bot, table, user, action_key(cheap)))
    rows = await bot.store.actions(table.game_id)
    assert rows[-1].action == conquest
    # the record of the game: strict JSON
    await settled(fake, await fake.slash(cast.moderator, "game end", reason="test"))
    last = fake.channel_transcript(fake.channel)[-1]
    record = next(f for f in last.files if f.filename == f"record-{table.game_id}.json")
    parsed = json.loads(record.data, parse_constant=strict)
    assert [move["action"] for move in parsed["actions"]] == [row.action for row in rows]
