"""Settings for the whole test session: every catalog problem fails the test that caused it.

Strict mode makes ``bot.i18n.t`` raise on an unknown key or a missing variable. The bot catches
unexpected errors in its handlers (and logs them) so that a player sees a polite message; those
swallowed errors are collected here from the log and fail the test during which they happened.
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

import tests.platform.highcard as highcard
from bot import games, i18n

# The toy game registers like any plugin would: no monkeypatching, so every test that covers
# "every registered game" (the conformance suite, the command tree) covers it too.
games.register(highcard.SPEC)
# Every shipped game registers its own catalogs when imported (GameSpec.catalogs): discover them
# all now, so that a test reading "every catalog" (key parity, fonts, Chinese wording) sees
# every game's words whichever tests ran before it in this process.
games.available()


class SwallowedTranslationErrors(logging.Handler):
    """Keeps every logged record whose exception is a TranslationError."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.found: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, i18n.TranslationError):
            self.found.append(f"{record.getMessage()}: {error}")


SWALLOWED = SwallowedTranslationErrors()


# A file system in memory, where a test's files go when the machine has one (Linux) with room
# to spare (a container's is often 64 MB: too small for a run's databases, so disk it is).
MEMORY_TEMP = Path("/dev/shm")
MEMORY_TEMP_ROOM = 2 * 1024**3


def pytest_configure(config: pytest.Config) -> None:
    i18n.set_strict(True)
    # Every SQLite commit waits for the disk (synchronous=FULL, as the bot runs): ~0.1 s to
    # create a store's tables, and thousands of commits in the e2e games. The tests throw
    # their databases away, so their files (tmp_path, under tempfile's folder; pytest-xdist's
    # workers get theirs below this process's) go to memory: the same code, no disk waits,
    # as PG_FAST does for the PostgreSQL server. --basetemp still picks a folder of one's own.
    if config.option.basetemp is None and has_room(MEMORY_TEMP, MEMORY_TEMP_ROOM):
        tempfile.tempdir = str(MEMORY_TEMP)
    logging.getLogger().addHandler(SWALLOWED)


def has_room(folder: Path, size: int) -> bool:
    """``folder`` exists, this user may write there, and ``size`` bytes are free in it."""
    return os.access(folder, os.W_OK) and shutil.disk_usage(folder).free >= size


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Grouped tests first: pytest-xdist (``--dist loadgroup``) hands out work in collection
    order, and each xdist_group is one long unit (a whole game played once, or the benchmark
    scripts' quick runs, collected last of all). Reached last, such a unit runs alone while the
    other worker sits idle; started first, the many short tests fill in beside it. The sort is
    stable, so every module's tests keep their order (and their module fixtures stay shared)."""
    items.sort(key=lambda item: item.get_closest_marker("xdist_group") is None)


def pytest_unconfigure(config: pytest.Config) -> None:
    logging.getLogger().removeHandler(SWALLOWED)
    i18n.set_strict(False)


@pytest.fixture(autouse=True)
def no_swallowed_translation_errors() -> Iterator[None]:
    yield
    found, SWALLOWED.found = SWALLOWED.found, []
    assert not found, "translation errors caught and logged by the bot:\n" + "\n".join(found)
