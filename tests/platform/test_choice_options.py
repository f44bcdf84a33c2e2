"""A game option with named choices (World War's ``edition``): read, checked and shown."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

from bot.cogs.newgame import option_annotation, read_option
from bot.engine.base import GameOption, RuleError
from bot.table import presenter

EDITION = GameOption("edition", str, "generals", choices=("generals", "monarchs"))


def test_a_choice_option_takes_one_of_its_choices_and_nothing_else() -> None:
    assert option_annotation(EDITION) == str | None
    assert read_option(EDITION, "monarchs") == "monarchs"
    for wrong in ("emperors", 1, True, None):
        with pytest.raises(RuleError, match="error-option-choice"):
            read_option(EDITION, wrong)


@pytest.mark.parametrize(
    ("locale", "value", "label"),
    [("en", "monarchs", "edition: monarchs"), ("zh-TW", "generals", "版本: 武將版")],
)
def test_the_lobby_names_a_choice_and_its_value(locale: str, value: str, label: str) -> None:
    table: Any = SimpleNamespace(
        spec=SimpleNamespace(engine=SimpleNamespace(options=(EDITION,))),
        game=SimpleNamespace(options={"edition": value}),
    )
    assert presenter.option_labels(cast(Any, table), locale) == [label]
