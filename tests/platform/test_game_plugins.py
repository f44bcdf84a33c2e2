"""A game installed as its own distribution is found by its ``bot.games`` entry point (issue 24).

Each test lays out a real installed distribution in a temporary folder (``<name>.dist-info``
with ``METADATA`` and ``entry_points.txt``, next to its package), puts the folder on
``sys.path`` as an installer would, and lets the registry discover it afresh: the same path
``importlib.metadata`` takes in production, no fixture that registers the game by hand.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import bot.games as games
from bot.games import available, get, unregister

# A minimal game built on the platform's toy game: its rules and words under another name.
PLUGIN = """
from dataclasses import replace

import tests.platform.highcard as highcard
from bot.games import register

ENGINE = replace(highcard.ENGINE, name="{name}")
# highcard's catalogs are loaded already (the test session registers it): no second copy
SPEC = register(replace(highcard.SPEC, name="{name}", engine=ENGINE, catalogs=None))
"""

SECRET = "token-8f3a-do-not-log"


def install(site: Path, dist: str, entries: dict[str, str], modules: dict[str, str]) -> None:
    """Write an installed distribution: its metadata, entry points and top-level modules."""
    info = site / f"{dist}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n")
    lines = [f"{name} = {target}" for name, target in entries.items()]
    (info / "entry_points.txt").write_text("[bot.games]\n" + "\n".join(lines) + "\n")
    for module, source in modules.items():
        package = site / module
        package.mkdir()
        (package / "__init__.py").write_text(source)


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder of installed distributions on sys.path, and a registry that discovers again;
    afterwards the plugins' games and modules are gone."""
    before = set(available())  # the shipped games (and the toy game) are registered first
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(games, "_discovered", False)
    modules = set(sys.modules)
    yield tmp_path
    for name in set(available()) - before:
        unregister(name)
    for module in set(sys.modules) - modules:
        if module.startswith("i24plug_"):
            del sys.modules[module]


def test_an_installed_distribution_s_game_is_found(site: Path) -> None:
    install(
        site,
        "i24plug-cards",
        {"plugcards": "i24plug_cards"},
        {"i24plug_cards": PLUGIN.format(name="plugcards")},
    )
    assert "plugcards" in available()
    assert get("plugcards").engine.name == "plugcards"
    assert {"suntzu", "smallworld", "tek", "worldwar"} <= set(available())


def test_a_broken_entry_point_is_logged_and_skipped(
    site: Path, caplog: pytest.LogCaptureFixture
) -> None:
    install(
        site,
        "i24plug-broken",
        {
            "missing": "i24plug_nowhere",  # the module is not installed
            "raises": "i24plug_raises",  # its import fails, quoting a secret
            "taken": "i24plug_taken",  # its game's name is a shipped game's
            "good": "i24plug_good",
        },
        {
            "i24plug_raises": f"raise RuntimeError('cannot start: {SECRET}')\n",
            "i24plug_taken": PLUGIN.format(name="suntzu"),
            "i24plug_good": PLUGIN.format(name="goodcards"),
        },
    )
    with caplog.at_level(logging.ERROR, logger="bot.games"):
        names = available()
    # the bot goes on: the shipped games and the working plugin are there
    assert {"suntzu", "smallworld", "tek", "worldwar", "goodcards"} <= set(names)
    assert get("suntzu").engine.name == "suntzu"  # not the impostor
    logged = "\n".join(record.getMessage() for record in caplog.records)
    for entry, error in (
        ("missing", "ModuleNotFoundError"),
        ("raises", "RuntimeError"),
        ("taken", "ValueError"),
    ):
        assert f"'{entry}'" in logged and error in logged, logged
    assert "'good'" not in logged
    assert SECRET not in caplog.text  # neither the message nor a traceback
    assert all(record.exc_info is None for record in caplog.records)
