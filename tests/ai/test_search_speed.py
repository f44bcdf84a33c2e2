"""Speed work on the search changes no move (issue 30: cheaper search iterations).

Every decision of the table recorded from main at commit 9805fd9, before the search was made
cheaper (tests/ai/record_search_decisions.py says how), is made again from the same view, seed
and iterations: the same action, and the same tree behind it (its size, the dropped samples,
each root action's visits and summed reward), so that not only the choice but every random
draw and every playout on the way to it are the ones they were.
"""

from __future__ import annotations

import gzip
import json
from typing import Any

import pytest

from tests.ai.record_search_decisions import TABLE, outcome_of


def _table() -> list[dict[str, Any]]:
    with gzip.open(TABLE, "rb") as file:
        loaded: list[dict[str, Any]] = json.loads(file.read())
    return loaded


CASES = _table()


def test_the_table_covers_every_searchable_game_at_its_fewest_and_most_players() -> None:
    from bot.games import available, get

    covered = {(case["game"], case["players"]) for case in CASES}
    for name in available():
        engine = get(name).engine
        if getattr(engine, "determinize", None) is None:
            continue
        for players in {engine.min_players, engine.max_players}:
            assert (name, players) in covered, (name, players)
    assert any(case["iterations"] == 150 for case in CASES)  # strong's own budget too


@pytest.mark.parametrize(
    "case",
    CASES,
    ids=[
        f"{c['game']}-{c['players']}p-s{c['game_seed']}-step{c['step']}-{c['iterations']}it"
        for c in CASES
    ],
)
def test_the_same_decision_as_before_the_speed_work(case: dict[str, Any]) -> None:
    outcome = outcome_of(case["game"], case["view"], case["seat"], case["seed"], case["iterations"])
    recorded = case["outcome"]
    again = (
        "a change meant to change the bots' moves (a rule, a rollout policy, an evaluation) "
        "records the table again: .venv/bin/python -m tests.ai.record_search_decisions"
    )
    assert outcome["action"] == recorded["action"], again
    assert outcome == recorded, again
