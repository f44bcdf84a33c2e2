"""The stores the tests run against: SQLite on a temporary file, and PostgreSQL on the server
``scripts/run-tests`` starts (``TEST_DATABASE_URL``), each test in a schema of its own.

Without a server the PostgreSQL tests fail, never skip: a store test that did not run on one
of the two backends proves nothing about it."""

from __future__ import annotations

import dataclasses
import os
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import asyncpg
import pytest

from bot.settings import Settings
from bot.store import Store
from bot.store.postgres import PostgresStore

BACKENDS = ("sqlite", "postgresql")

NO_SERVER = (
    "TEST_DATABASE_URL is not set: the store tests need a PostgreSQL server. Run them with "
    "scripts/run-tests, or as scripts/with-postgres .venv/bin/python -m pytest ... (both "
    "start a throwaway server)"
)


def server_url() -> str:
    url = os.environ.get("TEST_DATABASE_URL")
    if not url:
        pytest.fail(NO_SERVER)
    return url


@asynccontextmanager
async def postgres_schema() -> AsyncIterator[str]:
    """A new, empty schema on the test server, dropped afterwards: the URL of a database
    whose tables go there (``search_path``, passed to the server by asyncpg)."""
    url = server_url()
    name = f"test_{uuid.uuid4().hex[:16]}"
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f"CREATE SCHEMA {name}")
        joiner = "&" if "?" in url else "?"
        yield f"{url}{joiner}search_path={name}"
        await admin.execute(f"DROP SCHEMA {name} CASCADE")
    finally:
        await admin.close()


@asynccontextmanager
async def settings_on(backend: str, settings: Settings) -> AsyncIterator[Settings]:
    """The bot's ``settings`` on ``backend``'s database: SQLite's file as given, or a fresh
    PostgreSQL schema on the test server."""
    if backend == "sqlite":
        yield settings
        return
    async with postgres_schema() as url:
        yield dataclasses.replace(settings, database_url=url)


@asynccontextmanager
async def open_backend(
    backend: str, tmp_path: Path, *, group_commit: bool = True
) -> AsyncIterator[Store]:
    """A fresh, migrated store of ``backend`` ("sqlite" or "postgresql")."""
    if backend == "sqlite":
        store = await Store.open(tmp_path / "games.db", group_commit=group_commit)
        try:
            yield store
        finally:
            await store.close()
        return
    async with postgres_schema() as url:
        store = await PostgresStore.open(url)
        try:
            yield store
        finally:
            await store.close()
