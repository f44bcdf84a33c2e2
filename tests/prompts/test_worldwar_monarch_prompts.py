"""World War's monarch edition in the prompts: the lord card choice at setup, the spy skill,
the private summary's lord lines, and words for every event of monarch games."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from bot.engine.base import Action, Event, View, action_key, rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as engine
from bot.games.worldwar.prompts import prompt as prompts
from bot.games.worldwar.prompts.lords import skills_of
from bot.games.worldwar.prompts.words import describe_action, private_summary
from bot.i18n import SUPPORTED, Text, t, text
from bot.prompts.base import Select
from tests.prompts.prompt_parts import controls, prompt_texts
from tests.prompts.test_worldwar_prompts import check_limits, words_everywhere

GAMES = [(4, 0), (5, 1)]  # both go past round 1 (treasures)


@cache
def played(players: int, seed: int) -> tuple[list[tuple[View, list[Action]]], list[Event]]:
    """Every waiting seat's view and legal actions of one monarch game, and its events."""
    steps: list[tuple[View, list[Action]]] = []
    events: list[Event] = []
    state = engine.setup(players, {"edition": "monarchs"}, setup_rng(seed))
    for number in range(5000):
        if engine.result(state) is not None:
            break
        waiting = sorted(engine.waiting_for(state))
        steps += [(engine.view(state, s), engine.legal_actions(state, s)) for s in waiting]
        action = engine.autopilot(state, waiting[0], rng_for(seed, number))
        events += engine.apply(state, waiting[0], action, rng_for(seed, number))
    return steps, events


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_every_prompt_of_a_monarch_game_is_legal_and_within_limits(players: int, seed: int) -> None:
    steps, _ = played(players, seed)
    kinds: set[str] = set()
    for view, legal in steps:
        prompt = prompts.prompt(view, legal)
        assert prompt is not None
        check_limits(prompt)
        keys = {action_key(a) for a in legal}
        assert all(action_key(a) in keys for a in controls(prompt))
        kinds |= {str(a["t"]) for a in controls(prompt)}
        for item in prompt_texts(prompt):
            words_everywhere(item)
        for line in private_summary(view):
            words_everywhere(line)
    assert {"lordcard", "skill"} <= kinds


def test_the_setup_prompt_offers_both_lord_cards_with_stats_and_skills() -> None:
    steps, _ = played(4, 0)
    view, legal = next((v, a) for v, a in steps if any(x["t"] == "lordcard" for x in a))
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    offered = view["me"]["lord_offer"]
    select = next(
        row for row in prompt.rows if isinstance(row, Select)
        and all(c.action["t"] == "lordcard" for c in row.choices)
    )  # fmt: skip
    assert [c.action["c"] for c in select.choices] == offered
    lines = "\n".join(text("en", line) for line in prompt.lines)
    for lid in offered:
        assert t("en", f"ww-lord-{lid}") in lines
    skills = [text("en", s) for lid in offered for s in skills_of(lid)]
    assert "might" in lines and skills and all(skill in lines for skill in skills)
    summary = " ".join(text("en", line) for line in private_summary(view))
    assert all(t("en", f"ww-lord-{lid}") in summary for lid in offered)


def test_the_kept_lord_card_reads_in_the_summary_and_actions_read_in_every_language() -> None:
    steps, _ = played(5, 1)
    view = next(v for v, _ in steps if v["phase"] == "turn")
    seat = view["me"]["seat"]
    card = view["seats"][seat]["lord_card"]
    summary = " ".join(text("en", line) for line in private_summary(view))
    assert t("en", f"ww-lord-{card}") in summary and "might" in summary
    for action in ({"t": "lordcard", "c": card}, {"t": "skill", "p": (seat + 1) % 5}):
        for locale in SUPPORTED:
            assert text(locale, describe_action(action)) != text(locale, Text("ww-do-unknown"))


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_every_event_of_a_monarch_game_has_words(players: int, seed: int) -> None:
    _, events = played(players, seed)
    keys = {e.key for e in events}
    assert {"ww-ev-lord-card", "ww-ev-treasure", "ww-ev-skill"} <= keys
    for event in events:
        params: dict[str, Any] = dict(event.params)
        for locale in SUPPORTED:
            assert t(locale, event.key, **params)
    treasure = next(e for e in events if e.key == "ww-ev-treasure")
    assert t("en", f"ww-treasure-{treasure.params['treasure']}") in t(
        "en", "ww-ev-treasure", **treasure.params
    )
