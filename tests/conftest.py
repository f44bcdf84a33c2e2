"""Settings for the whole test session: every catalog problem fails the test that caused it.

Strict mode makes ``bot.i18n.t`` raise on an unknown key or a missing variable. The bot catches
unexpected errors in its handlers (and logs them) so that a player sees a polite message; those
swallowed errors are collected here from the log and fail the test during which they happened.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator

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


def pytest_configure(config: pytest.Config) -> None:
    i18n.set_strict(True)
    logging.getLogger().addHandler(SWALLOWED)


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
