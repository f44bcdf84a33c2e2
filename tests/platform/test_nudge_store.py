"""The store's part of escalating reminders: quiet hours per user, abandon_days per server, and
a due timer replaced by its successor in one write (never twice)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.store import Store
from bot.table.nudges import ABANDON_DAYS, QUIET_HOURS
from bot.table.server_settings import MODERATOR_ROLE
from tests.backends import BACKENDS, open_backend


@pytest.fixture(params=[*BACKENDS, "sqlite-commit-alone"])
async def store(tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    """Every store test holds on PostgreSQL and on SQLite, whether actions commit in groups
    (the default) or alone."""
    backend, _, alone = request.param.partition("-")
    async with open_backend(backend, tmp_path, group_commit=not alone) as opened:
        yield opened


async def test_quiet_hours_are_set_per_user_replaced_and_cleared(store: Store) -> None:
    assert await store.get_settings(QUIET_HOURS, [1, 2]) == {}
    assert await store.get_settings(QUIET_HOURS, []) == {}
    await store.set_setting(QUIET_HOURS, 1, (22 * 60, 8 * 60, "Asia/Taipei"))
    await store.set_setting(QUIET_HOURS, 2, (60, 120, "UTC"))
    await store.set_setting(QUIET_HOURS, 1, (23 * 60, 7 * 60, "Europe/London"))
    assert await store.get_settings(QUIET_HOURS, [1, 2, 3]) == {
        1: (23 * 60, 7 * 60, "Europe/London"),
        2: (60, 120, "UTC"),
    }
    await store.set_setting(QUIET_HOURS, 1, None)
    assert await store.get_settings(QUIET_HOURS, [1, 2]) == {2: (60, 120, "UTC")}
    assert await store.get_setting(QUIET_HOURS, 1) is None


async def test_abandon_days_keep_the_other_server_settings(store: Store) -> None:
    assert await store.get_setting(ABANDON_DAYS, 5) is None
    await store.set_setting(MODERATOR_ROLE, 5, 77)
    await store.set_setting(ABANDON_DAYS, 5, 3)
    assert await store.get_setting(ABANDON_DAYS, 5) == 3
    assert await store.get_setting(MODERATOR_ROLE, 5) == 77
    await store.set_setting(ABANDON_DAYS, 5, 0)
    assert await store.get_setting(ABANDON_DAYS, 5) == 0
    assert await store.get_setting(ABANDON_DAYS, 6) is None


async def test_a_due_timer_is_replaced_once_even_when_two_callers_race(store: Store) -> None:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    first = await store.add_timer("reminder", now, None, {"version": 1})
    later = now + timedelta(hours=1)
    results = await asyncio.gather(
        store.replace_timer(first, "reminder", later, None, {"version": 1, "stage": 1}),
        store.replace_timer(first, "reminder", later, None, {"version": 1, "stage": 1}),
    )
    assert sorted(results) == [False, True]
    following = await store.next_timer()
    assert following is not None and following.payload == {"version": 1, "stage": 1}
    assert following.due_at == later
    # Nothing after it: the successor was added once.
    assert await store.replace_timer(following.id) is True
    assert await store.next_timer() is None
    assert await store.replace_timer(following.id) is False
