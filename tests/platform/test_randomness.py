"""A game's randomness comes from one secret of 256 bits; nothing public lets anyone compute it.

Before, seeds had 31 bits and engines seeded ``random.Random(seed)`` themselves, so the opening
everybody sees (Sun Tzu's plaques and event, Small World's market) pinned the seed and with it
the opponent's hand and every future draw.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from pathlib import Path

import pytest

from bot.engine.base import RandomSource, RuleError, rng_for, setup_rng
from bot.games.smallworld.engine import ENGINE as smallworld
from bot.games.suntzu.engine import ENGINE as suntzu
from bot.table import TableService

BOT = Path(__file__).resolve().parents[2] / "bot"
# The engine contract, and each game's rules in its own folder (bot/games/<game>/engine).
ENGINE_DIRS = [BOT / "engine", *sorted((BOT / "games").glob("*/engine"))]


def test_a_fresh_secret_has_256_random_bits() -> None:
    secrets = {RandomSource.fresh().secret for _ in range(200)}
    assert len(secrets) == 200
    assert all(re.fullmatch(r"[0-9a-f]{64}", secret) for secret in secrets)


def test_each_use_draws_from_its_own_stream() -> None:
    source = RandomSource("ab" * 32)
    draws = {
        "setup": source.setup().random(),
        "step1": source.step(1).random(),
        "step2": source.step(2).random(),
        "autopilot1": source.autopilot(1).random(),
        "seating": source.seating().random(),
    }
    assert len(set(draws.values())) == len(draws)
    # ...and the same secret gives the same streams (replays)
    again = RandomSource("ab" * 32)
    assert again.setup().random() == draws["setup"]
    assert again.step(2).random() == draws["step2"]


def test_a_moderator_seed_replays_and_legacy_games_keep_their_old_streams() -> None:
    assert setup_rng(5).random() == RandomSource.from_seed(5).setup().random()
    assert rng_for(5, 3).random() == RandomSource("seed:5").step(3).random()
    # games stored before secrets existed: exactly the old derivations
    import hashlib
    import random

    legacy = RandomSource("legacy:77")
    assert legacy.setup().random() == random.Random(77).random()
    digest = hashlib.sha256(b"77:4").digest()
    assert legacy.step(4).random() == random.Random(int.from_bytes(digest[:8], "big")).random()


def test_no_engine_seeds_a_generator_of_its_own() -> None:
    """Every engine draws only from the generators the platform hands it."""
    offenders = []
    for path in (path for folder in ENGINE_DIRS for path in folder.rglob("*.py")):
        if path == BOT / "engine" / "base.py":
            continue
        source = path.read_text(encoding="utf-8")
        for pattern in (r"random\.Random\(", r"random\.seed\(", r"import secrets", r"time\.time\("):
            if re.search(pattern, source):
                offenders.append(f"{path.relative_to(BOT)}: {pattern}")
        for call in re.findall(r"random\.(\w+)\(", source):
            if call not in ("Random",):
                offenders.append(f"{path.relative_to(BOT)}: random.{call}")
    assert offenders == []


def suntzu_opening(state: dict) -> str:
    view = suntzu.view(state, None)
    return json.dumps(view, sort_keys=True)


def test_sun_tzu_the_public_opening_does_not_determine_the_hands() -> None:
    """Many secrets share each opening: seeing the plaques and the event tells nothing about
    the hands (with 31-bit seeds, one opening matched about one seed in 150,000)."""
    by_opening: dict[str, set[str]] = defaultdict(set)
    for number in range(4000):
        state = suntzu.setup(2, {}, RandomSource(f"{number:064x}").setup())
        by_opening[suntzu_opening(state)].add(json.dumps([state["hands"], state["decks"]]))
    shared = [deals for deals in by_opening.values() if len(deals) > 1]
    assert shared, "two games with the same public opening and different hands"


@pytest.mark.parametrize("players", [2, 5])
def test_small_world_the_market_does_not_pin_the_rest_of_the_stack(players: int) -> None:
    """Games whose market begins alike go on to different hidden stacks (the refills to come).
    The whole market has too many openings for two to meet here; with 2**256 secrets, each
    opening is shared by astronomically many secrets that continue differently."""
    by_market_start: dict[str, set[str]] = defaultdict(set)
    for number in range(600):
        state = smallworld.setup(players, {}, RandomSource(f"{number:064x}").setup())
        first = state["market"][0]
        by_market_start[json.dumps([first["race"], first["power"]])].add(
            json.dumps([state["race_stack"], state["power_stack"]])
        )
    assert any(len(stacks) > 1 for stacks in by_market_start.values())


async def test_a_game_gets_a_fresh_secret_unless_a_moderator_fixes_the_seed(
    service: TableService,
) -> None:
    secrets = []
    for channel in (10, 11):
        table = await service.create(
            guild_id=1, channel_id=channel, kind="suntzu", user_id=9, moderator=True
        )
        secrets.append(table.game.secret)
    assert all(re.fullmatch(r"[0-9a-f]{64}", secret) for secret in secrets)
    assert secrets[0] != secrets[1]
    fixed = await service.create(
        guild_id=1, channel_id=12, kind="suntzu", user_id=9, moderator=True, seed=42
    )
    assert fixed.game.secret == "seed:42"


@pytest.mark.parametrize("seed", [-1, 2**31, 10**60, True])
async def test_a_seed_out_of_range_is_refused(service: TableService, seed: int) -> None:
    with pytest.raises(RuleError) as refused:
        await service.create(
            guild_id=1, channel_id=10, kind="suntzu", user_id=9, moderator=True, seed=seed
        )
    assert refused.value.code == "error-seed-range"
    assert await service.load(10) is None
