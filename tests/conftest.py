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
# The shipped games carry their catalogs in their own folders (bot/games/<game>/locales), loaded
# when a game registers: discover them all now, so a test that reads every catalog (key parity
# across locales, Chinese wording) sees every game's words whichever test runs first.
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


def pytest_unconfigure(config: pytest.Config) -> None:
    logging.getLogger().removeHandler(SWALLOWED)
    i18n.set_strict(False)


@pytest.fixture(autouse=True)
def no_swallowed_translation_errors() -> Iterator[None]:
    yield
    found, SWALLOWED.found = SWALLOWED.found, []
    assert not found, "translation errors caught and logged by the bot:\n" + "\n".join(found)
