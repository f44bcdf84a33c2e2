"""The whole bot on PostgreSQL (``DATABASE_URL=postgresql://...``): nothing above the store
knows which database it runs on, so the restart scenario plays through the fake Discord as it
does on SQLite: a game opened by one bot process, an old DM control used after a restart, the
game carried on by the new process."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.settings import Settings
from bot.store import PostgresStore
from tests.backends import postgres_schema
from tests.e2e.gamebot import Cast
from tests.e2e.test_restart import (
    test_old_dm_controls_work_after_a_restart_and_the_game_continues_exactly as restart,
)
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.e2e


async def test_the_bot_plays_and_restarts_on_postgresql(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    async with postgres_schema() as url:
        await restart(fake, cast, replace(settings, database_url=url))
        # The moves went to PostgreSQL: the game and its log are there.
        store = await PostgresStore.open(url)
        try:
            (game,) = await store.active_games(fake.guild.id)
            assert game.kind == "suntzu" and game.version > 0
            assert len(await store.actions(game.id)) == game.version
        finally:
            await store.close()
