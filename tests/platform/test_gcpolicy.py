"""The garbage collector's policy (bot/gcpolicy.py): frozen after start-up and after each
collection of generation 1 or 2, freed objects not pinned, cyclic garbage reclaimed once the
frozen heap doubled. Timing is not tested here (benchmarks/bench_interactions.py measures
the pauses)."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from bot import gcpolicy
from bot.app import GameBot


@pytest.fixture
def policy() -> Iterator[gcpolicy.Policy]:
    assert gcpolicy.policy() is None, "no test process keeps the policy installed"
    installed = gcpolicy.install()
    gc.disable()  # only the tests' own collections: counts that cannot drift
    try:
        yield installed
    finally:
        gc.enable()
        gcpolicy.uninstall()
    assert gcpolicy.policy() is None
    assert gc.get_freeze_count() == 0


class Node:
    """An object that can sit in a reference cycle and be watched by a weak reference."""

    def __init__(self) -> None:
        self.other: Node | None = None


def cycle() -> weakref.ref[Node]:
    """Two nodes referring to each other and nothing else: garbage only a collection finds."""
    first, second = Node(), Node()
    first.other, second.other = second, first
    return weakref.ref(first)


def test_install_freezes_the_started_heap_once_and_hooks_the_collector(policy) -> None:
    assert policy.baseline > 1_000  # the test process's modules, at least
    assert gc.get_freeze_count() > policy.baseline // 2  # less what was freed since
    assert policy.on_collection in gc.callbacks
    assert (policy.thorough, policy.freezes) == (1, 1)
    assert gcpolicy.install() is policy  # a second call changes nothing
    assert gc.callbacks.count(policy.on_collection) == 1


def test_a_full_collection_freezes_its_survivors_and_dropped_ones_are_freed(policy) -> None:
    before = gc.get_freeze_count()
    games = [{"seat": n, "regions": [[n], {"troops": n}]} for n in range(20_000)]
    gc.collect()
    assert policy.freezes == 2
    assert gc.get_freeze_count() >= before + 3 * 20_000  # each game: a dict, lists, a dict
    frozen = gc.get_freeze_count()
    del games  # a game's state replaced or evicted: reference counting frees it, frozen or not
    assert gc.get_freeze_count() <= frozen - 3 * 20_000


def test_the_youngest_collections_leave_the_frozen_heap_alone(policy) -> None:
    assert gcpolicy.FREEZE_FROM == 1
    frozen = gc.get_freeze_count()
    kept = [[n] for n in range(5_000)]
    gc.collect(0)
    assert policy.freezes == 1
    assert gc.get_freeze_count() == frozen
    gc.collect(1)  # survivors of a generation-1 collection are long-lived: frozen
    assert policy.freezes == 2
    assert gc.get_freeze_count() >= frozen + 5_000
    assert len(kept) == 5_000


def test_frozen_cycles_wait_for_a_thorough_pass_once_the_frozen_heap_doubled(policy) -> None:
    watched = [cycle() for _ in range(100)]
    gc.collect()  # they were alive (held by nothing but themselves: the collector frees them)
    assert all(ref() is None for ref in watched)

    kept = [Node() for _ in range(100)]
    for node in kept:  # cycles that are alive when a full collection freezes them
        node.other = Node()
        node.other.other = node
    gc.collect()
    watched = [weakref.ref(node) for node in kept]
    del kept, node  # now garbage, but frozen: a full collection does not walk it
    gc.collect()
    assert all(ref() is not None for ref in watched), "frozen cycles are pinned until..."
    assert policy.thorough == 1

    # ...the frozen heap has grown past REFREEZE_GROWTH times its size at the last thorough pass
    policy.baseline = int(gc.get_freeze_count() / (gcpolicy.REFREEZE_GROWTH + 0.5))
    gc.collect()
    assert policy.thorough == 2
    assert all(ref() is None for ref in watched)
    assert policy.baseline == gc.get_freeze_count()


def test_the_policy_is_only_for_the_bot_process() -> None:
    # python -m bot turns it on (tests/e2e/test_entrypoint.py reads its log line); a bot built
    # in a test process keeps CPython's collector
    assert GameBot.__init__.__code__.co_names.count("freeze_long_lived") == 1
    assert gcpolicy.policy() is None
