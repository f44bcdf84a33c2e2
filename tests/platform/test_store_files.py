"""The database files are private to the bot's user and every confirmed commit is durable."""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.store import Store
from bot.table.server_settings import CHANNEL_LOCALE


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def database_files(path: Path) -> list[Path]:
    return [path.with_name(path.name + end) for end in ("", "-wal", "-shm")]


@pytest.fixture
def usual_umask() -> Iterator[None]:
    """The umask most systems run with (files 0644, directories 0755 unless told otherwise)."""
    previous = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(previous)


async def write_something(store: Store) -> None:
    await store.set_setting(CHANNEL_LOCALE, 2, "en")


async def test_a_new_database_and_its_directory_are_private(
    tmp_path: Path, usual_umask: None
) -> None:
    path = tmp_path / "data" / "games.db"
    store = await Store.open(path)
    try:
        await write_something(store)
        assert mode(path.parent) == 0o700
        for file in database_files(path):
            assert file.exists(), file.name
            assert mode(file) == 0o600, f"{file.name}: {oct(mode(file))}"
    finally:
        await store.close()


async def test_an_existing_readable_database_is_made_private(
    tmp_path: Path, usual_umask: None
) -> None:
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)  # made by someone else, e.g. a mounted volume
    path = shared / "games.db"
    store = await Store.open(path)
    await write_something(store)
    await store.close()
    for file in database_files(path):
        if file.exists():
            file.chmod(0o644)
    store = await Store.open(path)
    try:
        await write_something(store)
        for file in database_files(path):
            if file.exists():
                assert mode(file) == 0o600, f"{file.name}: {oct(mode(file))}"
    finally:
        await store.close()
    assert mode(shared) == 0o755, "a directory the store did not create keeps its mode"


async def test_commits_are_synced_in_full(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "games.db")
    try:
        async with store.transaction() as db:
            cursor = await db.execute("PRAGMA synchronous")
            synchronous = await cursor.fetchone()
            cursor = await db.execute("PRAGMA journal_mode")
            journal = await cursor.fetchone()
        assert synchronous is not None and synchronous[0] == 2  # 0 OFF, 1 NORMAL, 2 FULL
        assert journal is not None and journal[0] == "wal"
    finally:
        await store.close()


async def test_only_full_or_normal_durability_can_be_asked_for(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        await Store.open(tmp_path / "games.db", synchronous="OFF; DROP TABLE games")


def test_the_image_keeps_the_data_directory_private_to_the_bot_user() -> None:
    dockerfile = (Path(__file__).resolve().parents[2] / "Dockerfile").read_text()
    user = re.search(r"^USER (\S+)$", dockerfile, re.MULTILINE)
    assert user is not None, "the image runs as a non-root user"
    name = user[1]
    assert name != "root"
    made = rf"install -d -m 0?700 -o {name} -g {name} /data\b"
    assert re.search(made, dockerfile), "/data: mode 0700, owned by the user the bot runs as"
    assert "DATABASE_URL=sqlite:////data/" in dockerfile
