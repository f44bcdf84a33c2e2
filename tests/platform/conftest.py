"""Fixtures for the platform's own tests: a store on a temporary file and the test game."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import tests.platform.highcard as highcard_game
from bot.store import Store
from bot.table import TableService


@pytest.fixture
def highcard():
    """The platform's toy game (registered for the whole session by tests/conftest.py)."""
    return highcard_game


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "games.db")
    yield opened
    await opened.close()


@pytest.fixture
async def service(store: Store) -> TableService:
    return TableService(store)
