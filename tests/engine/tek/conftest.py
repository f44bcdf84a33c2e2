import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# The scenario helpers sit beside the tests under a name no other test folder uses.
sys.path.insert(0, str(Path(__file__).resolve().parent))

import tek_scenario


@pytest.fixture
def cards(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The test card ``T`` and the test factions, for the length of one test only (the real
    content is never changed for other tests)."""
    tek_scenario.install(monkeypatch)
    yield
