"""A timer claimed when the bot stopped fires at once when it starts again, not after the
claim's five-minute lease, while a live process's claim is still never taken (issue 30, part 6
follow-up; bot.cogs.timer_owners). Both databases."""

from __future__ import annotations

import asyncio
import itertools
import os
import subprocess
import sys
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, cast

import pytest

from bot.cogs.reminders import LEASE, Reminders
from bot.cogs.timer_owners import RUNNING, SEPARATOR, is_over, machine, new_owner
from bot.settings import Settings
from bot.store import Store, Timer
from bot.table import TableService

KIND = "probe"
CHANNELS = itertools.count(100)  # a game a channel
WAIT = 10.0  # a hang guard, never a figure under test
HERE = f"host{SEPARATOR}boot-a"


@dataclass
class Process:
    """What the dispatcher needs of a bot process."""

    settings: Settings
    service: TableService

    async def wait_until_ready(self) -> None:
        return None

    def is_closed(self) -> bool:
        return False


@dataclass
class Fired:
    """The probe timers fired (by id), and events the test waits on."""

    ids: list[int] = field(default_factory=list)
    started: asyncio.Event = field(default_factory=asyncio.Event)  # one began: it is claimed
    more: asyncio.Event = field(default_factory=asyncio.Event)  # one more was fired

    async def until(self, count: int) -> None:
        async with asyncio.timeout(WAIT):
            while len(self.ids) < count:
                self.more.clear()
                await self.more.wait()


def dispatcher(store: Store, fired: Fired, hold: asyncio.Event | None = None) -> Reminders:
    """A process's dispatcher whose probe timers note their id (after ``hold`` is set)."""
    cog = Reminders(cast(Any, Process(Settings(warm_up=False), TableService(store))))

    async def probe(timer: Timer) -> None:
        fired.started.set()
        if hold is not None:
            await hold.wait()
        await cog.bot.service.finish_timer(timer.id)
        fired.ids.append(timer.id)
        fired.more.set()

    cog.handlers[KIND] = probe
    return cog


async def _due_timer(store: Store) -> int:
    """A due timer of a game of its own (one game a channel)."""
    game = await store.create_game(
        guild_id=1, channel_id=next(CHANNELS), kind="suntzu", options={}, secret="s", created_by=1
    )
    return await store.add_timer(KIND, datetime.now(UTC) - timedelta(minutes=1), game.id, {})


async def _claimed_by(store: Store, owner: str) -> int:
    """A due timer claimed just now by ``owner``: its lease runs five more minutes."""
    timer = await _due_timer(store)
    now = datetime.now(UTC)
    assert await store.claim_timer(timer, owner, now + LEASE, now)
    return timer


def finished_pid() -> int:
    """The id of a process of this machine that has ended."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait(timeout=WAIT)
    return child.pid


@pytest.mark.parametrize(
    ("owner", "over"),
    [
        (f"{HERE}{SEPARATOR}99{SEPARATOR}ab", True),  # a process of this machine, ended
        (f"{HERE}{SEPARATOR}77{SEPARATOR}ab", False),  # a process of this machine, running
        (f"{HERE}{SEPARATOR}5{SEPARATOR}ab", True),  # this process (pid 1 again), no dispatcher
        (f"{HERE}{SEPARATOR}5{SEPARATOR}live", False),  # this process's running dispatcher
        (f"host{SEPARATOR}boot-b{SEPARATOR}99{SEPARATOR}ab", False),  # before a reboot, or twin
        (f"other{SEPARATOR}boot-a{SEPARATOR}99{SEPARATOR}ab", False),  # another host
        ("host:99:ab", False),  # a claim made before claims named their machine
        (f"{HERE}{SEPARATOR}x{SEPARATOR}ab", False),  # no process id
        ("", False),
    ],
)
def test_a_claim_is_over_only_when_its_process_is_known_to_be_gone(owner: str, over: bool) -> None:
    RUNNING.add(f"{HERE}{SEPARATOR}5{SEPARATOR}live")
    try:
        assert is_over(owner, here=HERE, pid=5, alive=lambda pid: pid == 77) is over
    finally:
        RUNNING.discard(f"{HERE}{SEPARATOR}5{SEPARATOR}live")


def test_an_owner_names_this_machine_and_process() -> None:
    first, second = new_owner(), new_owner()
    assert first != second  # two dispatchers of one process never share their claims
    assert first.startswith(f"{machine()}{SEPARATOR}{os.getpid()}{SEPARATOR}")
    assert not is_over(f"{machine()}{SEPARATOR}{os.getppid()}{SEPARATOR}ab")  # running


async def test_claims_are_listed_and_given_back_by_owner(store: Store) -> None:
    mine, other = await _claimed_by(store, "a|b|1|x"), await _claimed_by(store, "a|b|2|y")
    assert await store.claim_owners() == ["a|b|1|x", "a|b|2|y"]
    assert await store.next_timer() is None  # both leases run
    assert await store.release_claims(["a|b|1|x"]) == 1
    found = await store.next_timer()
    assert found is not None and found.id == mine
    assert await store.claim_owners() == ["a|b|2|y"]
    assert await store.release_claims([]) == 0
    await store.finish_timer(other)
    assert await store.release_claims(["a|b|2|y"]) == 0  # a done timer's claim stays as it was


async def test_a_start_fires_at_once_the_timers_its_killed_earlier_life_claimed(
    store: Store,
) -> None:
    # The process was killed mid-fire (no stop of its own gave the claims back): one claim
    # from a process id that has ended, one from this very id (a container's pid 1 again).
    ended = await _claimed_by(store, SEPARATOR.join((machine(), str(finished_pid()), "dead")))
    same_pid = await _claimed_by(store, SEPARATOR.join((machine(), str(os.getpid()), "old")))
    fired = Fired()
    restarted = dispatcher(store, fired)
    await restarted.cog_load()
    try:
        await fired.until(2)
    finally:
        await restarted.cog_unload()
    assert sorted(fired.ids) == sorted([ended, same_pid])
    assert await store.next_timer() is None


async def test_a_start_leaves_live_processes_and_other_machines_claims_to_their_lease(
    store: Store,
) -> None:
    owners = [
        SEPARATOR.join((machine(), str(os.getppid()), "live")),  # a process running here
        SEPARATOR.join(("elsewhere", "another-boot", "12", "far")),  # another machine
        "oldhost:12:abcd",  # a claim of an older bot, before claims named their machine
    ]
    for owner in owners:
        await _claimed_by(store, owner)
    fired = Fired()
    restarted = dispatcher(store, fired)
    assert await restarted.take_back() == 0
    assert await restarted.run_due() == 0
    assert fired.ids == []
    assert await store.claim_owners() == sorted(owners)


async def test_a_second_dispatcher_starting_beside_a_firing_one_fires_nothing_twice(
    store: Store,
) -> None:
    """Two live processes on one machine serving the same servers (a shard moving from one
    to the other): the one starting while the other fires a timer must not take it."""
    timer = await _due_timer(store)
    fired = Fired()
    hold = asyncio.Event()
    first = dispatcher(store, fired, hold)
    await first.cog_load()
    second = dispatcher(store, fired)
    try:
        async with asyncio.timeout(WAIT):
            await fired.started.wait()
        assert await store.claim_owners() == [first.owner]
        await second.cog_load()
        assert await second.take_back() == 0
        assert await second.run_due() == 0
        hold.set()
        await fired.until(1)
        await asyncio.sleep(0.1)  # time enough for a second firing, were there one
    finally:
        hold.set()
        await second.cog_unload()
        await first.cog_unload()
    assert fired.ids == [timer]


async def test_a_stop_gives_back_the_claims_of_the_timers_it_cut_short(store: Store) -> None:
    timer = await _due_timer(store)
    fired = Fired()
    never = asyncio.Event()
    stopping = dispatcher(store, fired, never)
    await stopping.cog_load()
    try:
        async with asyncio.timeout(WAIT):
            await fired.started.wait()
        assert await store.claim_owners() == [stopping.owner]
    finally:
        await stopping.cog_unload()  # the stop: the firing is cancelled
    assert fired.ids == []
    again = await store.next_timer()
    assert again is not None and again.id == timer, "due again at once, no lease to wait out"
    started = dispatcher(store, fired)
    assert await started.run_due() == 1
    assert fired.ids == [timer]
