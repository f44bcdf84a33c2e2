"""Fixtures for the platform's own tests: a store (SQLite and PostgreSQL) and the test game."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import tests.platform.highcard as highcard_game
from bot.store import Store
from bot.table import TableService
from tests.backends import BACKENDS, open_backend


@pytest.fixture
def highcard():
    """The platform's toy game (registered for the whole session by tests/conftest.py)."""
    return highcard_game


@pytest.fixture(params=BACKENDS)
async def store(tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    """Every test of a store or a service holds on both databases."""
    async with open_backend(request.param, tmp_path) as opened:
        yield opened


@pytest.fixture
async def service(store: Store) -> TableService:
    return TableService(store)
