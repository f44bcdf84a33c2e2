"""Fixtures for end-to-end tests: a fresh FakeDiscord per test, checked when the test ends."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

# ``tests.fakediscord`` is imported by its full name; make the project root importable even
# when pytest is started by its console script (which does not put the cwd on sys.path).
ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.app import GameBot  # noqa: E402
from bot.settings import Settings  # noqa: E402
from bot.table import animation  # noqa: E402
from tests.backends import postgres_schema, settings_on  # noqa: E402
from tests.e2e.gamebot import Cast, add_cast, bot_settings, game_bot  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402

# The animated replay (issue 31) is the costliest part of a game's end: ~9 s of CPU for the
# longest Tiny Epic Kingdoms game's 150 frames, drawn after the last post for its edit. The e2e
# games draw at most this many frames (turns merged, as a longer game's are), so the suite
# stays short; tests/platform/test_replay_animation.py draws the longest games at full count.
E2E_REPLAY_FRAMES = 12


@pytest.fixture(scope="module", autouse=True)
def few_replay_frames() -> Iterator[None]:
    """Per module (so module-scoped games played before any test see it too), and undone after
    it: a session-wide patch would stay on in the test process for the platform tests that
    draw the longest games at full count."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(animation, "MAX_FRAMES", E2E_REPLAY_FRAMES)
        yield


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """A fake Discord with one guild (#general, #games) and no players yet."""
    async with FakeDiscord() as server:
        yield server
    server.check()


@pytest.fixture
def cast(fake: FakeDiscord) -> Cast:
    return add_cast(fake)


@pytest.fixture
def settings(fake: FakeDiscord, tmp_path: Path) -> Settings:
    return bot_settings(fake, tmp_path / "games.db")


@pytest.fixture
async def bot(fake: FakeDiscord, cast: Cast, settings: Settings) -> AsyncIterator[GameBot]:
    """The real bot, built by create_bot, connected to the fake and ready."""
    async with game_bot(fake, settings) as running_bot:
        yield running_bot


@pytest.fixture(params=["sqlite", "postgresql"])
async def database(request: pytest.FixtureRequest, settings: Settings) -> AsyncIterator[Settings]:
    """The bot's settings on SQLite, or on a fresh PostgreSQL schema: a test taking it runs
    on both backends."""
    async with settings_on(request.param, settings) as on_backend:
        yield on_backend


@pytest.fixture
async def any_bot(fake: FakeDiscord, cast: Cast, database: Settings) -> AsyncIterator[GameBot]:
    """The real bot on either backend (``database``), connected to the fake and ready."""
    async with game_bot(fake, database) as running_bot:
        yield running_bot


@pytest.fixture
async def shared_database_url() -> AsyncIterator[str]:
    """The one database several bot processes share (tests/e2e/test_shards.py): a fresh schema
    on the PostgreSQL server scripts/run-tests starts, as the issue's deployment has it. Every
    process and the test's own reader take it from here, so it changes in one place."""
    async with postgres_schema() as url:
        yield url
