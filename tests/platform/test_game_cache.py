"""The service's game cache (issue 13): a click skips the store's SELECTs, yet never acts on a
game that another write changed, and a refused action leaves the cached state alone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import bot.table.model as model_module
from bot.engine.base import RuleError
from bot.games import available, get
from bot.store import Store, dump_state
from bot.store.rows import GameRow
from bot.table import TableService
from bot.table.cache import DEFAULT_GAMES, Entry, GameCache
from tests.engines import patch_engine

GUILD, CHANNEL, MOD = 1, 10, 99


@pytest.fixture
def service(store: Store) -> TableService:
    """A service with its game cache on (it is off by default for now)."""
    return TableService(store, cache_games=DEFAULT_GAMES)


async def started(service: TableService, players: int = 2, channel: int = CHANNEL) -> int:
    await service.create(
        guild_id=GUILD, channel_id=channel, kind="highcard", user_id=MOD, moderator=True, seed=7
    )
    for user in range(1, players + 1):
        await service.join(channel, user, f"P{user}", "en")
    return (await service.start(channel, MOD, moderator=True)).table.id


async def play(service: TableService, game_id: int, seat: int) -> None:
    table = await service.load_game(game_id)
    card = min(table.state["hands"][seat])
    await service.act(game_id, table.user_of(seat), {"t": "play", "c": card})


async def test_a_click_uses_the_cached_game_and_keeps_it_current(
    highcard, service: TableService, monkeypatch
) -> None:
    game_id = await started(service)
    await service.load_game(game_id)
    loads = 0
    real = service.store.game

    async def counted(game: int):  # type: ignore[no-untyped-def]
        nonlocal loads
        loads += 1
        return await real(game)

    monkeypatch.setattr(service.store, "game", counted)
    await play(service, game_id, 0)
    await play(service, game_id, 1)
    table = await service.load_game(game_id)
    assert loads == 0, "every load after the first came from the cache"
    assert table.game.version == 2
    stored = await Store.game(service.store, game_id)
    assert stored is not None and stored.state == table.state
    assert service.games.cache.check() == []


async def test_a_refused_action_leaves_the_cached_state_unchanged(
    highcard, service: TableService
) -> None:
    game_id = await started(service)
    before = await service.load_game(game_id)
    text = before.game.state_text
    with pytest.raises(RuleError, match="highcard-not-in-hand"):
        await service.act(game_id, 1, {"t": "play", "c": 42})
    after = await service.load_game(game_id)
    assert after.game is before.game, "the refusal did not even reload the game"
    assert after.game.state_text == text and service.games.cache.check() == []


async def test_writes_of_a_second_service_on_the_same_store_are_seen(
    highcard, store: Store
) -> None:
    first = TableService(store, cache_games=DEFAULT_GAMES)
    second = TableService(store, cache_games=DEFAULT_GAMES)
    game_id = await started(first)
    await first.load_game(game_id)  # cached by the first service
    await play(second, game_id, 0)
    assert (await first.load_game(game_id)).game.version == 1
    await play(first, game_id, 1)
    await second.kick(CHANNEL, 1, moderator=True)  # seat 0 goes to the autopilot
    table = await first.load_game(game_id)
    seat = table.seat_of(1)
    assert seat is not None and table.seats[seat].autopilot
    with pytest.raises(RuleError, match=r"error-seat-played-by-bot|error-game-not-running"):
        await first.act(game_id, 1, {"t": "play", "c": min(table.state["hands"][seat] or [0])})
    await second.end(CHANNEL, MOD, moderator=True, reason="late")
    assert (await first.load_game(game_id)).game.status in ("ended", "finished")


async def test_kick_and_end_through_the_service_drop_the_cached_game(
    highcard, service: TableService
) -> None:
    game_id = await started(service, players=3)
    await service.load_game(game_id)
    await service.kick(CHANNEL, 2, moderator=True)
    table = await service.load_game(game_id)
    assert table.seats[table.seat_of(2) or 0].autopilot
    await service.end(CHANNEL, MOD, moderator=True, reason="done")
    with pytest.raises(RuleError, match="error-game-not-running"):
        await service.act(game_id, 1, {"t": "play", "c": 1})


async def test_a_version_conflict_drops_the_cached_game_and_the_click_is_judged_again(
    highcard, tmp_path: Path
) -> None:
    """Another process (its own Store on the same file: this one is never told) moves the
    game; the stale cached row meets the version check, which reloads and retries."""
    path = tmp_path / "two.db"
    here, there = await Store.open(path), await Store.open(path)
    try:
        service = TableService(here, cache_games=DEFAULT_GAMES)
        other = TableService(there, cache_games=DEFAULT_GAMES)
        game_id = await started(service)
        stale = await service.load_game(game_id)
        await play(other, game_id, 0)
        card = min(stale.state["hands"][1])
        outcome = await service.act(game_id, stale.user_of(1), {"t": "play", "c": card})
        assert outcome.steps[0].number == 2
        assert (await service.load_game(game_id)).game.version == outcome.table.game.version
        assert service.games.cache.check() == []
    finally:
        await here.close()
        await there.close()


async def test_the_stamp_sent_with_the_controls_is_not_worked_out_again(
    highcard, service: TableService, monkeypatch
) -> None:
    game_id = await started(service)
    table = await service.load_game(game_id)
    stamp = table.stamp(0)  # as the presenter does for the controls it sends
    made = 0
    real = model_module.prompt_stamp

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        nonlocal made
        made += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(model_module, "prompt_stamp", counted)
    card = min(table.state["hands"][0])
    await service.act(game_id, table.user_of(0), {"t": "play", "c": card}, seat=0, stamp=stamp)
    assert made == 0


async def test_the_cache_is_bounded_and_can_be_switched_off(highcard, store: Store) -> None:
    small = TableService(store, cache_games=2)
    games = [await started(small, channel=CHANNEL + n) for n in range(3)]
    for game_id in games:
        await play(small, game_id, 0)
    assert len(small.games.cache) == 2
    assert (await small.load_game(games[0])).game.version == 1  # evicted, then reloaded
    off = TableService(store, cache_games=0)
    for game_id in games:
        await play(off, game_id, 1)
        assert (await small.load_game(game_id)).game.version >= 2
    assert len(off.games.cache) == 0


def reading_only(method: Any) -> Any:
    """``method`` checked to leave the state it is given (its first argument) as it was."""

    def checked(state: Any, *args: Any) -> Any:
        before = dump_state(state)
        found = method(state, *args)
        assert dump_state(state) == before, f"{method.__name__} changed the state"
        return found

    return checked


@pytest.mark.parametrize("kind", available())
async def test_no_game_changes_the_shared_state_it_reads(
    highcard, service: TableService, kind: str, monkeypatch
) -> None:
    """Callers share the cached state read-only: the autopilot, the views and legal actions of
    every game leave it as stored, all through a game played to the end."""
    engine = get(kind).engine
    members = ("autopilot", "legal_actions", "view", "waiting_for", "result")
    patch_engine(
        monkeypatch, kind, **{name: reading_only(getattr(engine, name)) for name in members}
    )
    await service.create(
        guild_id=GUILD, channel_id=CHANNEL, kind=kind, user_id=MOD, moderator=True, seed=3
    )
    for user in range(1, engine.min_players + 1):
        await service.join(CHANNEL, user, f"P{user}", "en")
    game_id = (await service.start(CHANNEL, MOD, moderator=True)).table.id
    table = await service.load_game(game_id)
    for seat in range(len(table.seats)):
        table.stamp(seat)
    outcome = await service.autopilot_all(game_id)
    assert outcome.table.game.status == "finished"
    assert service.games.cache.check() == []
    cached = await service.load_game(game_id)
    assert cached.state == await service.replay(game_id)


def test_nested_watches_on_one_game_each_end_their_own() -> None:
    cache = GameCache(4)
    with cache.watch(1) as outer:
        with cache.watch(1):
            pass  # ends with the same counts as the outer watch: still only itself removed
        cache.changed(1)  # somebody else writes the game while the outer call works
        assert outer.changes == 1 and not outer.clean
    assert cache._watches == {}


async def test_a_channels_game_is_found_in_the_cache_and_never_a_stale_one(
    highcard, service: TableService, monkeypatch
) -> None:
    """``require`` / ``load`` by channel (every slash command) answer from the cache when the
    channel's active game is cached (issue 29 part 3), and ask the store after the game's row
    changed, ended, or was evicted."""
    game_id = await started(service)
    await play(service, game_id, 0)  # cached by the move
    queries = 0
    real = service.store.active_game

    async def counted(channel: int):  # type: ignore[no-untyped-def]
        nonlocal queries
        queries += 1
        return await real(channel)

    monkeypatch.setattr(service.store, "active_game", counted)
    found = await service.require(CHANNEL)
    assert (found.id, found.game.version, queries) == (game_id, 1, 0)
    assert await service.load(CHANNEL + 1) is None and queries == 1  # nothing cached there
    second = TableService(service.store, cache_games=DEFAULT_GAMES)
    await second.kick(CHANNEL, 2, moderator=True)  # another service's write drops the row
    asked = queries
    found = await service.require(CHANNEL)
    assert queries == asked + 1 and found.seats[found.seat_of(2) or 0].autopilot
    await play(service, game_id, 1)
    await second.end(CHANNEL, MOD, moderator=True, reason="done")
    asked = queries
    assert await service.load(CHANNEL) is None and queries == asked + 1
    later = await started(service)  # a new game in the same channel
    await play(service, later, 0)
    asked = queries
    assert (await service.require(CHANNEL)).id == later and queries == asked


def test_the_channel_index_follows_evictions_and_drops() -> None:
    cache = GameCache(size=2)

    def row(game_id: int, channel: int, status: str = "running") -> Entry:
        fields = {f: None for f in GameRow.__dataclass_fields__}
        fields.update(id=game_id, channel_id=channel, status=status)
        return Entry(GameRow(**fields), ())  # type: ignore[arg-type]

    with cache.watch(1) as watch:
        cache.put(1, row(1, 10), watch)
    with cache.watch(2) as watch:
        cache.put(2, row(2, 20, "lobby"), watch)
    assert cache.active_in(10) is not None and cache.active_in(20) is not None
    with cache.watch(3) as watch:
        cache.put(3, row(3, 30), watch)  # evicts game 1, the least recently used
    assert cache.active_in(10) is None and cache.active_in(30) is not None
    with cache.watch(3) as watch:
        cache.put(3, row(3, 30, "finished"), watch)  # a row that is not active any more
    assert cache.active_in(30) is None
    cache.changed(2)
    assert cache.active_in(20) is None and len(cache) == 1
