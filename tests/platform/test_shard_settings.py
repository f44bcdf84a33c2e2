"""SHARD_COUNT and SHARD_IDS (issue 16): read, checked, and what bot create_bot makes of them."""

from __future__ import annotations

from pathlib import Path

import pytest
from discord.ext import commands

from bot.app import GameBot, ShardedGameBot, create_bot, shares_database
from bot.settings import Settings, SettingsError, load_settings
from bot.store import Shards, Store
from bot.table import TableService


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("SHARD_COUNT", "SHARD_IDS", "TIMER_POLL_SECONDS"):
        monkeypatch.delenv(name, raising=False)


def test_unset_means_one_unsharded_process(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = load_settings(None)
    assert settings.shard_count is None and settings.shard_ids is None
    assert settings.shards is None
    assert settings.timer_poll_seconds == 30.0


@pytest.mark.parametrize(
    ("count", "ids", "expected"),
    [
        ("4", None, (0, 1, 2, 3)),
        ("4", "0-1", (0, 1)),
        ("4", "2,3", (2, 3)),
        ("4", " 3 , 0-1 ", (0, 1, 3)),
        ("4", "1,1,0-1", (0, 1)),
        ("1", "0", (0,)),
        ("16", "0-3,8", (0, 1, 2, 3, 8)),
    ],
)
def test_shard_ids_are_read_as_lists_and_ranges(
    monkeypatch: pytest.MonkeyPatch, count: str, ids: str | None, expected: tuple[int, ...]
) -> None:
    monkeypatch.setenv("SHARD_COUNT", count)
    if ids is not None:
        monkeypatch.setenv("SHARD_IDS", ids)
    settings = load_settings(None)
    assert settings.shard_count == int(count)
    assert settings.shards == Shards(int(count), frozenset(expected))
    if ids is not None:
        assert settings.shard_ids == expected


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be 1 or more"),
        ({"SHARD_COUNT": "-2"}, "SHARD_COUNT must be 1 or more"),
        ({"SHARD_COUNT": "two"}, "SHARD_COUNT must be a number of shards"),
        ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "names shard 2, but SHARD_COUNT=2"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "0-4"}, "names shard 4, but SHARD_COUNT=4"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "3-1"}, "bad range '3-1'"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "-1"}, "must be shard numbers or ranges"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "a,b"}, "must be shard numbers or ranges"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "0,,1"}, "must be shard numbers or ranges"),
        ({"TIMER_POLL_SECONDS": "0"}, "TIMER_POLL_SECONDS must be more than 0"),
        ({"TIMER_POLL_SECONDS": "soon"}, "TIMER_POLL_SECONDS must be a number of seconds"),
    ],
)
def test_bad_shard_settings_say_which_and_why(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], message: str
) -> None:
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(SettingsError, match=message.replace("(", r"\(")):
        load_settings(None)


def test_create_bot_shards_only_when_asked() -> None:
    plain = create_bot(Settings())
    assert type(plain) is GameBot
    assert not isinstance(plain, commands.AutoShardedBot)

    sharded = create_bot(Settings(shard_count=4, shard_ids=(2, 3)))
    assert isinstance(sharded, ShardedGameBot) and isinstance(sharded, commands.AutoShardedBot)
    assert sharded.shard_count == 4
    assert sharded.shard_ids == [2, 3]
    every = create_bot(Settings(shard_count=2))
    assert every.shard_count == 2 and every.shard_ids is None


def test_a_process_serving_some_shards_shares_the_database() -> None:
    assert not shares_database(Settings())
    assert not shares_database(Settings(shard_count=2))  # alone: it serves every shard
    assert not shares_database(Settings(shard_count=2, shard_ids=(0, 1)))
    assert shares_database(Settings(shard_count=2, shard_ids=(1,)))
    assert shares_database(Settings(shard_count=3, shard_ids=(0, 2)))


async def test_a_shared_service_keeps_no_game_in_memory(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "games.db")
    try:
        alone, shared = TableService(store), TableService(store, shared=True)
        assert alone.games.cache.enabled and alone.deadlines.remember
        assert not shared.games.cache.enabled and not shared.deadlines.remember
    finally:
        await store.close()
