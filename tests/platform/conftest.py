"""Fixtures for the platform's own tests: a store on a temporary file and the test game."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot import games
from bot.store import Store
from bot.table import TableService

HERE = Path(__file__).parent


def _load_highcard():  # noqa: ANN202
    if "highcard" in sys.modules:
        return sys.modules["highcard"]
    spec = importlib.util.spec_from_file_location("highcard", HERE / "highcard.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["highcard"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def highcard(monkeypatch: pytest.MonkeyPatch):  # noqa: ANN201
    """Register the test game beside the real ones for one test."""
    module = _load_highcard()
    real_get = games.get

    def get(name: str):  # noqa: ANN202
        return module.SPEC if name == "highcard" else real_get(name)

    monkeypatch.setattr(games, "get", get)
    monkeypatch.setattr("bot.table.service.get", get)
    monkeypatch.setattr("bot.table.service.available", lambda: (*games.available(), "highcard"))
    return module


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "games.db")
    yield opened
    await opened.close()


@pytest.fixture
async def service(store: Store) -> TableService:
    return TableService(store)
