"""World War through the fake Discord, issue 23: placing a batch of pieces in one click (the
DM's selects list the most that fit on each territory; ``/ww place`` takes any count), and
an attack from the lord's territory that says the lord goes along (the DM's choice, the
``/ww attack`` autocomplete and the battle report in the channel).

One four-player game with Traditional and Simplified Chinese and English DMs: Ann (zh-TW) sets
up by DM, taking the biggest batch each time; Gus (zh-CN) places by ``/ww place``; Eve and Dan
are handed to the autopilot; then Ann's first attack goes out with her lord. A second game in
#second shows the setup DM's batches in each language."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio

from bot.app import GameBot
from bot.engine.base import Action, State
from bot.games.worldwar.engine import ENGINE as engine
from bot.games.worldwar.engine.battle import Stack
from bot.games.worldwar.prompts.menus import menu_choice
from bot.i18n import t, text
from tests.e2e.gamebot import Cast, add_cast, bot_settings, current_state, game_bot
from tests.e2e.wwbot import WwTable, kick, legal, open_ww, play_until, units
from tests.fakediscord import FakeDiscord, FakeUser, settled

# One worker runs the whole module (pytest-xdist), so the game its tests share is played once.
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.xdist_group("test_worldwar_batches"),
]

SEED = 11
# A seat's setup before the batches took a click per piece: a mission, 6 soldiers, 6 horses
# and the lord (14); with them a mission, the soldiers at once, the horses two by two (at most
# 11 units fit beside the soldier already there) and the lord.
MOST_SETUP_CLICKS = 6


@dataclass
class Game:
    fake: FakeDiscord
    cast: Cast
    bot: GameBot
    table: WwTable
    ann: FakeUser
    gus: FakeUser
    clicks: int  # Ann's setup, all by DM


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def server(
    tmp_path_factory: pytest.TempPathFactory,
) -> AsyncIterator[tuple[FakeDiscord, Cast, GameBot]]:
    async with FakeDiscord(channel_names=("general", "second")) as fake:
        cast = add_cast(fake)
        database: Path = tmp_path_factory.mktemp("ww-batches") / "games.db"
        async with game_bot(fake, bot_settings(fake, database)) as bot:
            yield fake, cast, bot
        fake.check()


def size(action: Action) -> int:
    return units(action)


async def ann_sets_up_by_dm(table: WwTable, bot: GameBot, seat: int) -> int:
    """Ann's whole setup through her DM, the biggest batch offered each time; the clicks."""
    clicks = 0
    while True:
        state, version = await current_state(bot, table.game_id)
        if not engine.legal_actions(state, seat) or state["phase"] != "setup":
            return clicks
        message = table.prompt_for(seat)
        assert message is not None
        offered = [a for a, _, _ in table.controls_of(message, seat)]
        places = [a for a in offered if a["t"] == "place"]
        mission = [a for a in offered if a["t"] == "mission"]
        lord = [a for a in offered if a["t"] == "lord"]
        if mission:
            action = mission[0]
        elif places:
            action = max(places, key=size)
        else:
            action = lord[0]
        await settled(table.fake, await table.use_control(table.players[seat], message, action))
        clicks += 1
        _after, new_version = await current_state(bot, table.game_id)
        assert new_version > version, f"{action} did not apply"


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def game(server: tuple[FakeDiscord, Cast, GameBot]) -> Game:
    fake, cast, bot = server
    ann = cast.ann
    gus = fake.add_user("Gus", locale="zh-CN")
    eve = fake.add_user("Eve")
    dan = fake.add_user("Dan")
    table = await open_ww(fake, cast.moderator, [ann, gus, eve, dan], bot, seed=SEED)
    for player in (eve, dan):
        await kick(table, cast.moderator, player)
    clicks = await ann_sets_up_by_dm(table, bot, table.seat_of(ann))
    return Game(fake, cast, bot, table, ann, gus, clicks)


async def test_a_setup_takes_a_few_clicks_with_batches(game: Game) -> None:
    state, _ = await current_state(game.bot, game.table.game_id)
    seat = game.table.seat_of(game.ann)
    info = state["seats"][seat]
    assert Stack.from_json(info["supply"]).units == 0 and info["lord"] and info["mission"]
    assert game.clicks <= MOST_SETUP_CLICKS, game.clicks
    # every piece is on the map: 15 soldiers and 6 horses beside the capital's own 15
    mine = [Stack.from_json(p["u"]) for p in state["map"].values() if p["o"] == seat]
    assert sum(s.horses for s in mine) == 6 and sum(s.units for s in mine) == 15 + 15 + 30


async def test_the_setup_dm_offers_batches_in_the_players_language(
    server: tuple[FakeDiscord, Cast, GameBot],
) -> None:
    fake, cast, bot = server
    players = [fake.add_user(f"P{k}", locale=loc) for k, loc in enumerate(("zh-TW", "zh-CN"))]
    players += [fake.add_user("P2"), fake.add_user("P3")]
    second = next(c for c in fake.guild.channels if c.name == "second")
    table = await open_ww(fake, cast.moderator, players, bot, seed=SEED + 1, channel=second)
    words = [t(locale, "ww-n-soldier", n=6) for locale in ("zh-TW", "zh-CN", "en")]
    assert words == ["6 名士兵", "6 个小兵", "6 soldiers"]  # each script's measure word
    for player, word in zip(players[:3], words, strict=True):
        seat = table.seat_of(player)
        message = table.prompt_for(seat)
        assert message is not None
        batches = [a for a, _, _ in table.controls_of(message, seat) if a.get("s") == 6]
        assert batches, "the DM offers all six soldiers in one choice"
        assert word in message.text(), (player.locale, message.text())
    end = await fake.slash(cast.moderator, "game end", channel=table.where, reason="test")
    await settled(fake, end)


async def test_ww_place_puts_any_count_and_refuses_more_than_the_supply(game: Game) -> None:
    fake, bot, table = game.fake, game.bot, game.table
    seat = table.seat_of(game.gus)
    state, version = await current_state(bot, table.game_id)
    assert state["phase"] == "setup", "the fixture's game is still being set up"
    where = next(a["a"] for a in legal(state, seat, "place") if a.get("h"))
    before = Stack.from_json(state["map"][where]["u"])
    # too many horses: refused privately, nothing changes
    refused = await fake.slash(game.gus, "ww place", channel=table.where, where=where, horses=7)
    await settled(fake, refused)
    [answer] = fake.responses(refused)
    assert answer.ephemeral and answer.content.startswith("⛔")
    assert (await current_state(bot, table.game_id))[1] == version
    placed = await fake.slash(
        game.gus, "ww place", channel=table.where, where=where, soldiers=3, horses=1
    )
    await settled(fake, placed)
    after, new_version = await current_state(bot, table.game_id)
    assert new_version == version + 1
    assert Stack.from_json(after["map"][where]["u"]) == Stack(
        before.soldiers + 3, before.horses + 1
    )


async def ann_attacks_with_her_lord(game: Game) -> tuple[State, Action]:
    """Everyone else to the autopilot, then to Ann's first turn once her troops are placed."""
    bot, table = game.bot, game.table
    seat = table.seat_of(game.ann)
    await kick(table, game.cast.moderator, game.gus)
    rng = random.Random(SEED)
    await play_until(
        table, bot, rng, lambda s: s["phase"] == "turn" and not legal(s, seat, "place")
    )
    state, _ = await current_state(bot, table.game_id)
    lord = state["seats"][seat]["lord"]
    attacks = [a for a in legal(state, seat, "attack") if a["a"] == lord and not a.get("m")]
    assert attacks, "Ann's lord stands at the front, with troops to attack"
    return state, attacks[0]


async def test_an_attack_with_the_lord_says_so_in_the_dm_autocomplete_and_report(
    game: Game,
) -> None:
    fake, table = game.fake, game.table
    state, attack = await ann_attacks_with_her_lord(game)
    seat = table.seat_of(game.ann)
    assert attack.get("l") == 1
    message = table.prompt_for(seat)
    assert message is not None
    label = text("zh-TW", menu_choice(engine.view(state, seat), attack).label)
    # the DM names the defending player beside the colour (bot.table.seat_names), so the
    # label's attacking side is what must read the same
    attacking = label.split("對上")[0]
    assert "與君主" in attacking and attacking in message.text()
    offered = await fake.autocomplete(
        game.ann, "ww attack", focused="target", channel=table.where, origin=attack["a"]
    )
    assert any("與君主" in choice["name"] for choice in offered), offered
    mark = fake.mark()
    await settled(fake, await table.use_control(game.ann, message, attack))
    # new posts and edits of the turn post since the attack
    posts = "\n".join(m.text() for m in fake.public_messages(table.where) if m.touched > mark)
    assert "The attacker's lord went along" in posts, posts
