"""Tests that swap one function of a registered game's engine for a while.

An engine is a frozen :class:`bot.engine.base.GameEngine` (or, for a game still written as
a module, the module itself). The platform looks a game's engine up in the registry at every
use (``Table.spec``), so a test puts a copy of the spec with the changed engine there; the
``monkeypatch`` fixture puts the original back when the test ends.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

from bot import games


def patch_engine(
    monkeypatch: pytest.MonkeyPatch, kind: str, **functions: Callable[..., Any]
) -> None:
    """Make the registered game ``kind`` use ``functions`` (by engine member name)."""
    spec = games.get(kind)
    engine = spec.engine
    if isinstance(engine, ModuleType):
        for name, function in functions.items():
            monkeypatch.setattr(engine, name, function)
        return
    changed = dataclasses.replace(engine, **functions)  # type: ignore[type-var]
    monkeypatch.setitem(games._registry, kind, dataclasses.replace(spec, engine=changed))
