"""Tiny Epic Kingdoms with the table option ``quick_follow`` (issue 28), in the fake Discord:
``/game new`` offers it and the lobby says it is on, and the follow-or-collect choice then
reaches every other player at once (sealed), as it did before the option existed. The default
(followers asked in turn) is played in test_tek_game.py."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.games.tek.engine import ENGINE as engine
from bot.i18n import t
from tests.e2e.gamebot import add_cast, bot_settings, game_bot
from tests.e2e.tekbot import TekMove, open_tek, play_one_move
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.e2e

SEED = 10
PLAYERS = 3
FOLLOW_STEPS = 8  # enough leader moves followed by a follow step to show the pattern


async def test_quick_follow_is_shown_in_the_lobby_and_asks_all_followers_at_once(
    tmp_path: Path,
) -> None:
    async with FakeDiscord() as fake:
        cast = add_cast(fake)
        dan = fake.add_user("Dan")
        async with game_bot(fake, bot_settings(fake, tmp_path / "games.db")) as bot:
            players = [cast.ann, cast.bob, dan]
            table = await open_tek(fake, cast.moderator, players, bot, seed=SEED, quick_follow=True)
            assert t("en", "option-quick-follow") in table.lobby.text()
            game = await bot.service.load_game(table.game_id)
            assert game.game.options["quick_follow"] is True
            rng = random.Random(SEED)
            checked = 0
            for _ in range(400):
                move = await play_one_move(table, bot, rng)
                assert move is not None, "the game ended before enough follow steps"
                after = table.history[-1][1]
                if not isinstance(move, TekMove) or move.phase != "act":
                    continue
                if after["phase"] != "follow":
                    continue
                followers = set(range(PLAYERS)) - {move.seat}
                assert engine.waiting_for(after) == followers, "all others are asked at once"
                # right after the leader's move, each of them holds a DM with its choices
                assert table.prompted[-1] == followers
                checked += 1
                if checked >= FOLLOW_STEPS:
                    break
            assert checked >= FOLLOW_STEPS
    fake.check()


async def test_the_lobby_of_a_default_game_does_not_claim_quick_follow(tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        cast = add_cast(fake)
        async with game_bot(fake, bot_settings(fake, tmp_path / "games.db")) as bot:
            table = await open_tek(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
            assert t("en", "option-quick-follow") not in table.lobby.text()
            game = await bot.service.load_game(table.game_id)
            assert game.game.options["quick_follow"] is False
    fake.check()
