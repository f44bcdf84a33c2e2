"""The defender's question after a roll (issue 28 part 4, rulings B5 and W25): its prompt, the
attacker's lack of one, and the public lines that say whom the battle waits for."""

from __future__ import annotations

import pytest

from bot.engine.base import action_key
from bot.games.worldwar.engine import ENGINE as engine
from bot.games.worldwar.prompts import prompt as prompts
from bot.games.worldwar.prompts.board import status as alt_text
from bot.games.worldwar.render.panel import status_lines
from bot.i18n import SUPPORTED, text
from bot.prompts.base import Button
from tests.engine.worldwar.test_sacrifice import paused
from tests.prompts.prompt_parts import controls, prompt_texts

# (catapults, well-towers) → the English button (6 losses owed, 6 soldiers, 2 + 1 engines)
BUTTONS = {
    (0, 0): "Give up no engine: lose 6 units",
    (1, 0): "Give up 1 catapult: lose 3 units",
    (0, 1): "Give up 1 well-tower: lose 1 unit",
    (2, 0): "Give up 2 catapults: lose 0 units",
    (1, 1): "Give up 1 catapult, 1 well-tower: lose 0 units",
}


def test_the_defender_is_asked_with_what_each_answer_costs() -> None:
    state = paused()
    view, legal = engine.view(state, 1), engine.legal_actions(state, 1)
    prompt = prompts.prompt(view, legal)
    assert prompt is not None and not any(not isinstance(b, Button) for r in prompt.rows for b in r)
    buttons = [b for row in prompt.rows for b in row if isinstance(b, Button)]
    assert {action_key(a) for a in controls(prompt)} == {action_key(a) for a in legal}
    labels = {(b.action["k"], b.action["w"]): text("en", b.label) for b in buttons}
    assert labels == BUTTONS
    styles = {(b.action["k"], b.action["w"]): b.style for b in buttons}
    assert styles.pop((2, 0)) == "primary"  # the deadline's answer (B5: fewest units)
    assert set(styles.values()) == {"secondary"}
    lines = [text("en", line) for line in prompt.lines]
    assert lines[0] == (
        "Black attacked Mexico: you owe 6 losses. 6 units and 2 catapults, 1 well-tower stand"
        " there. Give up engines first? A catapult pays 3 losses, a well-tower 5."
    )
    assert "Well-towers you keep pass to the attacker" in lines[1]
    assert lines[2] == "If you do not answer in time: 2 catapults, losing 0 units."
    for locale in SUPPORTED:
        assert all(text(locale, item) for item in prompt_texts(prompt))
        assert all(len(text(locale, b.label)) <= 80 for b in buttons)


def test_the_attacker_has_nothing_to_do_and_the_board_says_whom_it_waits_for() -> None:
    state = paused()
    assert prompts.prompt(engine.view(state, 0), engine.legal_actions(state, 0)) is None
    public = engine.view(state, None)
    assert status_lines(public, "en") == [
        "Black attacked Mexico: waiting for Blue to choose which engines to give up"
    ]
    assert "Blue chooses which engines to give up" in text("en", alt_text(public))
    for locale in SUPPORTED:
        assert status_lines(public, locale)[0] and text(locale, alt_text(public))


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_step_label_names_the_choice(locale: str) -> None:
    state = paused()
    label = prompts.step_label(engine.view(state, None), 1)
    assert label.key == "ww-step-sacrifice" and text(locale, label)
