"""World War through the fake Discord: the defender chooses which engines pay its losses
(issue 28 part 4, rulings B5 and W25).

Ann and Bob play; Dan and Eve are handed to the autopilot. The game is played until an attack
on Ann's or Bob's engines pauses the battle: the defender alone is pinged in the channel and
asked in a DM (the losses owed, what each answer costs, the deadline), the channel says whom
the battle waits for; the attacker and strangers are refused, the defender's old controls
are stale once answered. The first such pause is answered from the DM, the next by the
missed deadline (the autopilot's answer: B5's fewest units). No secret reaches the channel.
"""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

import pytest

from bot.app import GameBot
from bot.engine.base import Action, Event, State
from bot.games.worldwar.engine import ENGINE as engine
from bot.games.worldwar.engine.state import front
from bot.games.worldwar.prompts.words import mission_text
from bot.i18n import SUPPORTED, Text, t, text
from bot.table.deadlines import DEADLINE
from tests.e2e.gamebot import add_cast, bot_settings, current_state, game_bot, refusal
from tests.e2e.wwbot import WwTable, choose, kick, legal, open_ww, play
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, settled

pytestmark = pytest.mark.e2e

SEED = 8  # a seed whose game asks Ann or Bob twice
MOVES = 1500  # interactions allowed to reach the pauses


def locale_of(user: FakeUser) -> str:
    return user.locale if user.locale in SUPPORTED else "en"


def mentioned_users(message: FakeMessage) -> list[int]:
    allowed = message.allowed_mentions or {}
    return sorted(int(user) for user in allowed.get("users", []))


def catapults_first(state: State, seat: int) -> Action | None:
    """In a buy phase, a catapult for a front territory while the grain lasts: engines where
    the autopilot attacks (it counts well-towers against an attack, not catapults)."""
    if state["phase"] != "buy":
        return None
    buys = [a for a in legal(state, seat, "buy") if a["u"] == "catapult" and a["n"] == 1]
    return next((a for a in buys if front(state, seat, a["a"])), None)


async def until_asked(table: WwTable, bot: GameBot, humans: set[int], rng: random.Random) -> State:
    """Play until a battle waits for a human defender's answer (the humans buy catapults)."""
    for _ in range(MOVES):
        loaded = await bot.service.load_game(table.game_id)
        state = loaded.state
        if state["phase"] == "sacrifice" and state["pending"]["defender"] in humans:
            return state
        assert engine.result(state) is None, "the game ended before a human was asked"
        seat = min(loaded.waiting_humans())
        action = catapults_first(state, seat) or choose(table, state, seat, rng)
        await play(table, bot, seat, action, (state, loaded.game.version))
    raise AssertionError(f"no attack on a human's engines in {MOVES} moves")


async def fire_deadline(bot: GameBot, game_id: int) -> None:
    timer = await bot.store.pending_timer(game_id, DEADLINE)
    assert timer is not None, "the defender's answer has a running deadline"
    cog = bot.get_cog("Reminders")
    assert cog is not None
    await cog.handler(DEADLINE)(timer)  # type: ignore[attr-defined]


async def events_since(bot: GameBot, game_id: int, version: int) -> list[Event]:
    rows = await bot.store.actions(game_id)
    return [Event.from_json(e) for row in rows if row.number > version for e in row.events]


def check_the_question(table: WwTable, state: State, start: int) -> tuple[FakeMessage, int]:
    """The pause as everyone sees it; returns the defender's DM and seat."""
    fake, pending = table.fake, state["pending"]
    defender, attacker = pending["defender"], pending["attacker"]
    user = table.players[defender]
    # one new channel post, pinging the defender alone, saying whom the battle waits for
    posts = [m for m in fake.public_messages() if m.seq > start and m.allowed_mentions]
    assert posts and {u for m in posts for u in mentioned_users(m)} == {user.id}
    assert user.mention in posts[-1].content
    channel = "\n".join(m.text() for m in fake.public_messages() if m.touched > start)
    # (bots' turns come in posts of their own: a bot may have asked another bot before)
    questions = [line for line in channel.splitlines() if "well-towers pay first" in line]
    [asked] = [line for line in questions if f"Waiting for {user.name}" in line]
    assert user.name in asked.split(":")[1], asked  # the defender is the one who owes losses
    # the defender's DM: the losses, each answer with its cost, the deadline's answer
    prompt = table.prompt_for(defender)
    assert prompt is not None and prompt.touched > start
    offered = sorted((a["k"], a["w"]) for a, _cid, _v in table.controls_of(prompt, defender))
    legal = sorted((a["k"], a["w"]) for a in engine.legal_actions(state, defender))
    assert offered == legal and len(offered) >= 2
    locale = locale_of(user)
    assert text(locale, Text("ww-sac-towers-pass")) in prompt.text()
    assert "<t:" in prompt.content, "the DM names the deadline"
    # the attacker is asked nothing now
    assert engine.legal_actions(state, attacker) == []
    return prompt, defender


def no_secret_in_the_channel(fake: FakeDiscord, state: State) -> None:
    public = [m for m in fake.all_messages() if m.channel_id == fake.channel.id]
    channel = "\n".join(m.text() for m in public if m.visible_to is None)
    for info in state["seats"]:
        if info["mission"] is None:
            continue
        for locale in SUPPORTED:
            assert text(locale, mission_text(info["mission"])) not in channel


async def test_the_defender_is_asked_by_dm_pinged_alone_and_the_battle_completes(
    tmp_path: Path,
) -> None:
    async with FakeDiscord() as fake:
        cast = add_cast(fake)
        dan, eve = fake.add_user("Dan"), fake.add_user("Eve")
        players = [cast.ann, cast.bob, dan, eve]
        async with game_bot(fake, bot_settings(fake, tmp_path / "games.db")) as bot:
            table = await open_ww(fake, cast.moderator, players, bot, seed=SEED, deadline_hours=24)
            for player in (dan, eve):
                await kick(table, cast.moderator, player)
            table.turn_cap, table.buy_cap = 40, 40  # the humans play whole turns
            humans = {table.seat_of(cast.ann), table.seat_of(cast.bob)}
            rng = random.Random(SEED)

            # --- the first pause: answered from the DM, with no engine given up -------------
            state = await until_asked(table, bot, humans, rng)
            start = table.history[-2][0]  # the transcript just before the attack
            prompt, defender = check_the_question(table, state, start)
            user = table.players[defender]
            _, version = await current_state(bot, table.game_id)
            before = copy.deepcopy(state)
            # a stranger and another player use the defender's button: refused, nothing moves
            none: Action = {"t": "sacrifice", "k": 0, "w": 0}
            [(_, custom_id, _)] = [c for c in table.controls_of(prompt, defender) if c[0] == none]
            other = next(p for s, p in table.players.items() if s != defender)
            for intruder in (cast.carol, other):
                clicked = await fake.click(intruder, prompt, custom_id, forge=True)
                params: dict[str, Any] = {
                    "game": str(table.game_id),
                    "channel": f"<#{fake.channel.id}>",
                }
                await refusal(fake, clicked, intruder, "error-not-your-prompt", **params)
                assert await current_state(bot, table.game_id) == (before, version)
            answered = await table.use_control(user, prompt, none, defender)
            await settled(fake, answered)
            after, _ = await current_state(bot, table.game_id)
            # the battle is over; the game went on (a bot's next attack may ask again already)
            assert after["phase"] != "sacrifice" or after["pending"] != state["pending"]
            events = await events_since(bot, table.game_id, version)
            chosen = next(e for e in events if e.key == "ww-ev-sacrificed")
            assert chosen.params["seat"] == defender
            assert (chosen.params["catapults"], chosen.params["towers"]) == (0, 0)
            fought = next(e for e in events if e.key in ("ww-ev-battle", "ww-ev-duel"))
            assert fought.params["defender_paid"]["catapults"] == 0
            assert fought.params["defender_paid"]["towers"] == 0
            # the same button once more: stale, refused, nothing moves
            now = await current_state(bot, table.game_id)
            again = await fake.click(user, prompt, custom_id, forge=True)
            await settled(fake, again)
            assert await current_state(bot, table.game_id) == now
            notice = t(locale_of(user), "error-controls-stale")
            stale = fake.messages[again.source_message_id or 0]
            assert any(version.startswith(notice) for version in stale.all_texts())
            no_secret_in_the_channel(fake, after)

            # --- the next pause: the deadline passes, the autopilot answers (B5) -------------
            state = await until_asked(table, bot, humans, rng)
            pending = state["pending"]
            cell = state["map"][pending["where"]]
            default = engine.autopilot(state, pending["defender"], random.Random(0))
            _, version = await current_state(bot, table.game_id)
            await fire_deadline(bot, table.game_id)
            await settled(fake)
            events = await events_since(bot, table.game_id, version)
            chosen = next(e for e in events if e.key == "ww-ev-sacrificed")
            assert (chosen.params["catapults"], chosen.params["towers"]) == (
                default["k"],
                default["w"],
            )
            assert default["k"] <= cell["k"] and default["w"] <= cell["w"]
            assert chosen.params["seat"] == pending["defender"]
            assert chosen.params["territory"] == pending["where"]
            keys = [e.key for e in events]
            battle = keys.index(pending["kind"], keys.index("ww-ev-sacrificed"))
            assert events[battle].params["defender_paid"]["catapults"] == default["k"]
            after, _ = await current_state(bot, table.game_id)
            no_secret_in_the_channel(fake, after)
    fake.check()
