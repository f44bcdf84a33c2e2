"""Sun Tzu prompts and action words, checked against the real engine's legal actions."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from bot.engine.base import Action, action_key, rng_for, setup_rng
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.prompts import prompt as prompts
from bot.i18n import SUPPORTED, Text, catalog_keys, t, text
from bot.prompts.base import Button, Prompt, Select
from tests.suntzu_play import play_until

State = dict[str, Any]


@cache
def keys_in_every_locale() -> frozenset[str]:
    return frozenset(set.intersection(*(catalog_keys(locale) for locale in SUPPORTED)))


def controls(prompt: Prompt) -> Iterator[tuple[Action, int]]:
    """Every action in a prompt with its key limit (80 for buttons, 100 for choices)."""
    for row in prompt.rows:
        if isinstance(row, Select):
            for choice in row.choices:
                yield choice.action, 100
        else:
            for button in row:
                yield button.action, 80


def texts_in(value: Any) -> Iterator[Text]:
    """Every Text in a prompt, nested params included."""
    if isinstance(value, Text):
        yield value
        for param in value.params.values():
            yield from texts_in(param)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from texts_in(item)
    elif isinstance(value, Prompt):
        yield from texts_in(list(value.lines))
        for row in value.rows:
            if isinstance(row, Select):
                yield from texts_in(row.placeholder)
                for choice in row.choices:
                    yield from texts_in([choice.label, choice.description])
            else:
                yield from texts_in([button.label for button in row])


def check_prompt(prompt: Prompt, legal: list[Action]) -> None:
    """Discord's limits, and nothing but legal actions."""
    assert len(prompt.rows) <= 5
    keys = {action_key(action) for action in legal}
    for row in prompt.rows:
        if isinstance(row, Select):
            assert 1 <= len(row.choices) <= 25
            assert len({action_key(c.action) for c in row.choices}) == len(row.choices)
            assert sum(c.selected for c in row.choices) <= 1
        else:
            assert 1 <= len(row) <= 5
            assert all(isinstance(button, Button) for button in row)
    for action, limit in controls(prompt):
        assert action_key(action) in keys
        assert len(action_key(action)) <= limit
    for item in texts_in(prompt):
        assert item.key in keys_in_every_locale(), item.key


def walk_games() -> Iterator[tuple[State, int]]:
    """Every decision point of a few autopilot games, full and beginner."""
    for seed, beginner in ((1, False), (2, True), (4, False), (6, False), (9, True), (12, False)):
        state = engine.setup(2, {"beginner": beginner}, setup_rng(seed))
        for number in range(3000):
            undecided = [s for s in sorted(engine.waiting_for(state)) if engine.pending(state, s)]
            if not undecided:
                break
            for seat in (0, 1):
                yield state, seat
            action = engine.autopilot(state, undecided[0], rng_for(seed, number))
            engine.apply(state, undecided[0], action, rng_for(seed, number))


def test_prompts_through_whole_games_are_legal_and_fit_discord() -> None:
    seen_phases: set[str] = set()
    for state, seat in walk_games():
        legal = engine.legal_actions(state, seat)
        prompt = prompts.prompt(engine.view(state, seat), legal)
        if engine.pending(state, seat):
            assert prompt is not None and prompt.rows, engine.view(state, None)["phase"]
            seen_phases.add(engine.view(state, None)["phase"])
        if prompt is not None:
            check_prompt(prompt, legal)
            asked = {action_key(a) for a, _ in controls(prompt)}
            placed = state["placement"][seat]
            core = [
                a
                for a in legal
                if a["t"] not in ("support", "lock")
                and not (a["t"] == "assign" and a["c"] == placed[a["p"]])
            ]
            # every move of the step itself is offered (the lock button may give way, and a
            # shared select leaves out re-placing a card where it already is)
            assert {action_key(a) for a in core} <= asked
    assert {"warlord", "place", "order", "draw", "before"} <= seen_phases


def test_a_seat_with_only_special_support_gets_no_prompt() -> None:
    view = engine.view(play_until(2, True, lambda s: True), 0)
    assert prompts.prompt(view, [{"t": "support", "c": "+1"}]) is None
    assert prompts.prompt(view, []) is None


def placement_state() -> State:
    return play_until(3, True, lambda s: True)


def test_empty_placement_is_five_province_selects() -> None:
    state = placement_state()
    legal = engine.legal_actions(state, 0)
    prompt = prompts.prompt(engine.view(state, 0), legal)
    assert prompt is not None
    selects = [row for row in prompt.rows if isinstance(row, Select)]
    assert len(selects) == 5
    for p, select in enumerate(selects):
        expected = [a for a in legal if a["t"] == "assign" and a["p"] == p]
        assert [c.action for c in select.choices] == expected
        assert select.placeholder.params["province"] == Text(
            f"suntzu-province-{prompts.PROVINCES[p]}"
        )
    assert not any(isinstance(row, tuple) for row in prompt.rows)


def fill_placement(state: State, seat: int) -> None:
    for p in range(5):
        hand = list(state["hands"][seat])
        for card in state["placement"][seat]:
            if card is not None:
                hand.remove(card)
        engine.apply(state, seat, {"t": "assign", "p": p, "c": hand[0]}, rng_for(0, 0))


def test_complete_placement_packs_selects_and_offers_lock_in() -> None:
    state = placement_state()
    fill_placement(state, 0)
    legal = engine.legal_actions(state, 0)
    assert {"t": "lock"} in legal
    prompt = prompts.prompt(engine.view(state, 0), legal)
    assert prompt is not None
    check_prompt(prompt, legal)
    last = prompt.rows[-1]
    assert (
        isinstance(last, tuple) and last[0].action == {"t": "lock"} and last[0].style == "success"
    )
    offered = [c.action for row in prompt.rows[:-1] for c in row.choices]  # type: ignore[union-attr]
    placed = state["placement"][0]
    changes = [a for a in legal if a["t"] == "assign" and a["c"] != placed[a["p"]]]
    # every change is offered; a re-placement only where a select shows one province
    assert {action_key(a) for a in changes} <= set(map(action_key, offered))
    assert set(map(action_key, offered)) <= {action_key(a) for a in legal}
    placeholders = [row.placeholder for row in prompt.rows[:-1]]  # type: ignore[union-attr]
    # the placeholders name the card now on each single province
    singles = [p for p in placeholders if p.key == "suntzu-prompt-province-current"]
    assert singles and all(p.params["card"].params["card"] for p in singles)


def test_locked_placement_offers_only_unlock() -> None:
    state = placement_state()
    fill_placement(state, 0)
    engine.apply(state, 0, {"t": "lock"}, rng_for(0, 0))
    legal = engine.legal_actions(state, 0)
    prompt = prompts.prompt(engine.view(state, 0), legal)
    assert prompt is not None
    assert prompt.rows[0] == (prompts.Button(Text("suntzu-prompt-unlock"), {"t": "unlock"}),)
    assert prompt.lines == (Text("suntzu-prompt-place-locked"),)


def synthetic_placement(distinct: int) -> tuple[dict[str, Any], list[Action]]:
    """A complete placement with ``distinct`` different cards on offer per province."""
    cards = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "+1", "+2", "+3", "-1", "P"]
    view = {"round": 5, "phase": "place", "me": {"placement": ["1", "2", "3", "4", "5"]}}
    legal: list[Action] = [
        {"t": "assign", "p": p, "c": c} for p in range(5) for c in cards[:distinct]
    ]
    return view, [*legal, {"t": "lock"}]


@pytest.mark.parametrize("distinct", [3, 8, 12, 13])
def test_packing_keeps_every_card_and_the_lock_button(distinct: int) -> None:
    view, legal = synthetic_placement(distinct)
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    check_prompt(prompt, legal)
    assert prompt.rows[-1][0].action == {"t": "lock"}  # type: ignore[index,union-attr]
    offered = [c.action for row in prompt.rows[:-1] for c in row.choices]  # type: ignore[union-attr]
    current = view["me"]["placement"]
    missing = [a for a in legal if a["t"] == "assign" and a not in offered]
    # only re-placements of the card already there are left out (in the shared selects)
    assert all(a["c"] == current[a["p"]] for a in missing)
    assert len(offered) + len(missing) == 5 * distinct


def test_a_hand_too_varied_to_pack_points_to_the_command() -> None:
    # 14 cards a province: any two provinces offer 26 changes, more than a select holds
    view, legal = synthetic_placement(14)
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    check_prompt(prompt, legal)
    assert all(isinstance(row, Select) for row in prompt.rows) and len(prompt.rows) == 5
    assert "suntzu-prompt-place-use-command" in [line.key for line in prompt.lines]
    assert any("/suntzu play" in text("en", line) for line in prompt.lines)


def test_battle_order_is_a_button_per_remaining_province() -> None:
    state = play_until(1, True, lambda s: engine.view(s, None)["phase"] == "order")
    view = engine.view(state, None)
    assert view["phase"] == "order"
    chooser = view["chooser"]
    legal = engine.legal_actions(state, chooser)
    prompt = prompts.prompt(engine.view(state, chooser), legal)
    assert prompt is not None
    check_prompt(prompt, legal)
    buttons = prompt.rows[0]
    assert isinstance(buttons, tuple)
    assert [b.action["p"] for b in buttons] == view["remaining"]
    assert buttons[0].label.key.startswith("suntzu-province-")


def test_draw_is_a_select_of_keep_actions() -> None:
    state = play_until(2, True, lambda s: engine.view(s, None)["phase"] == "draw")
    seat = min(engine.waiting_for(state))
    legal = engine.legal_actions(state, seat)
    view = engine.view(state, seat)
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    check_prompt(prompt, legal)
    keeps = [a for a in legal if a["t"] == "keep"]
    assert [c.action for c in prompt.rows[0].choices] == keeps  # type: ignore[union-attr]
    line = prompt.lines[0]
    assert line.params == {"keep": view["me"]["keep"], "drawn": len(view["me"]["drawn"])}


def test_warlord_choice_lists_the_sides_warlords_with_their_effects() -> None:
    state = play_until(3, False, lambda s: True)
    for seat in (0, 1):
        legal = engine.legal_actions(state, seat)
        prompt = prompts.prompt(engine.view(state, seat), legal)
        assert prompt is not None
        select = prompt.rows[0]
        assert isinstance(select, Select)
        chosen = [c.action["w"] for c in select.choices]
        assert chosen == [a["w"] for a in legal if a["t"] == "choose"] and len(chosen) == 5
        assert all(
            c.description.key == f"suntzu-warlord-{c.action['w']}-text" for c in select.choices
        )  # type: ignore[union-attr]


def test_warlord_window_with_many_uses_is_a_select_plus_pass() -> None:
    view = {"phase": "before", "me": {}}
    uses = [
        {"t": "warlord", "w": "march", "p": p, "q": q} for p in range(5) for q in range(5) if p != q
    ]
    legal = [*uses[:8], {"t": "pass"}]
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    check_prompt(prompt, legal)
    assert isinstance(prompt.rows[0], Select) and len(prompt.rows[0].choices) == 8
    assert prompt.rows[1] == (prompts.Button(Text("suntzu-prompt-pass"), {"t": "pass"}),)
    few = [{"t": "warlord", "w": "remove_enemy", "p": 1}, {"t": "pass"}]
    small = prompts.prompt({"phase": "after", "me": {}}, few)
    assert small is not None and isinstance(small.rows[0], tuple) and len(small.rows[0]) == 2


DESCRIPTIONS = [
    ({"t": "assign", "p": 2, "c": "7"}, "Place 7 on Jin-Yan"),
    ({"t": "assign", "p": 0, "c": "P"}, "Place Plague on Qin"),
    ({"t": "lock"}, "Lock in the placement"),
    ({"t": "unlock"}, "Unlock the placement"),
    ({"t": "order", "p": 4}, "Fight in Wu next"),
    ({"t": "keep", "c": ["+1", "9"]}, "Keep +1, 9"),
    ({"t": "support", "c": "-1"}, "Discard \u22121 to recall an army from the reserve"),
]


@pytest.mark.parametrize(("action", "english"), DESCRIPTIONS)
def test_describe_action_in_english(action: Action, english: str) -> None:
    assert text("en", prompts.describe_action(action)) == english


def test_describe_every_legal_action_in_every_locale() -> None:
    seen: set[str] = set()
    for state, seat in walk_games():
        for action in engine.legal_actions(state, seat):
            described = prompts.describe_action(action)
            seen.add(described.key)
            for item in texts_in(described):
                assert item.key in keys_in_every_locale(), item.key
    assert "suntzu-action-other" not in seen
    assert {"suntzu-action-assign", "suntzu-action-order", "suntzu-action-keep"} <= seen


def test_warlord_uses_are_described_with_their_targets() -> None:
    move = prompts.describe_action({"t": "warlord", "w": "march", "p": 0, "q": 1})
    assert text("en", move) == f"Use {t('en', 'suntzu-warlord-march')}: Qin → Chu"
    at = prompts.describe_action({"t": "warlord", "w": "reinforce", "p": 3})
    assert text("zh-TW", at).startswith("在")


def test_seat_labels() -> None:
    assert text("en", prompts.seat_label(0, 2)) == "Wu, blue"
    assert text("en", prompts.seat_label(1, 2)) == "Chu, red"
    assert text("zh-TW", prompts.seat_label(0, 2)) == "藍色吳方"
    assert text("zh-CN", prompts.seat_label(1, 2)) == "红色楚方"
    # the label goes inside "Player 2 (…)", so it has no brackets of its own
    for locale in SUPPORTED:
        for seat in (0, 1):
            label = text(locale, prompts.seat_label(seat, 2))
            assert not set(label) & set("()（）"), label


def test_private_summary_tells_the_seat_its_secrets() -> None:
    state = placement_state()
    engine.apply(state, 0, {"t": "assign", "p": 1, "c": "4"}, rng_for(0, 0))
    lines = prompts.private_summary(engine.view(state, 0))
    english = [text("en", line) for line in lines]
    hand = sorted(state["hands"][0], key=prompts.CARD_ORDER.index)
    words = ", ".join(hand).replace("P", "Plague").replace("-1", "\u22121")  # a true minus
    assert english[0] == f"Hand ({len(hand)} cards): {words}"
    assert english[1].startswith("Placement (open): Qin –, Chu 4, Jin-Yan –")
    full = play_until(3, False, lambda s: engine.view(s, None)["phase"] == "place")
    warlord = full["warlords"][1]["id"]
    lines = [text("zh-CN", line) for line in prompts.private_summary(engine.view(full, 1))]
    assert any(
        line.startswith("军阀：") and t("zh-CN", f"suntzu-warlord-{warlord}") in line
        for line in lines
    )
    assert prompts.private_summary(engine.view(full, None)) == []


def test_private_summary_names_a_chariots_warlord() -> None:
    view = engine.view(play_until(3, False, lambda s: engine.view(s, None)["phase"] == "place"), 0)
    view["me"] = {**view["me"], "extra_warlord": "reinforce", "extra_used": True}
    last = prompts.private_summary(view)[-1]
    assert last.key == "suntzu-summary-extra-warlord-used"
    assert last.params["warlord"] == Text("suntzu-warlord-reinforce")


def test_the_game_is_registered_with_its_parts() -> None:
    from bot.games import get
    from bot.games.suntzu import render as render

    spec = get("suntzu")
    assert spec.name == "suntzu" and spec.engine is engine
    assert spec.render_board is render.render_board
    assert spec.render_private is render.render_private
    assert spec.prompt is prompts.prompt and spec.describe_action is prompts.describe_action
    assert spec.seat_label is prompts.seat_label
    assert spec.private_summary is prompts.private_summary
    for locale in SUPPORTED:
        assert text(locale, spec.title) != spec.title.key
        rules = text(locale, spec.rules)
        assert rules.count("\n\n") >= 3 and "**" in rules
    assert text("zh-TW", spec.title) == "孫子兵法" and text("zh-CN", spec.title) == "孙子兵法"


def test_a_chosen_warlord_is_named_and_can_still_be_changed() -> None:
    state = play_until(3, False, lambda s: True)
    engine.apply(state, 0, {"t": "choose", "w": "march"}, rng_for(3, 0))
    legal = engine.legal_actions(state, 0)
    prompt = prompts.prompt(engine.view(state, 0), legal)
    assert prompt is not None
    select = prompt.rows[0]
    assert isinstance(select, Select)
    assert select.placeholder == Text(
        "suntzu-prompt-warlord-current", {"warlord": Text("suntzu-warlord-march")}
    )
    assert [c.action["w"] for c in select.choices if c.selected] == ["march"]
    assert len(select.choices) == 5


def test_a_province_select_shows_the_card_placed_there_as_selected() -> None:
    state = placement_state()
    engine.apply(state, 0, {"t": "assign", "p": 2, "c": "4"}, rng_for(0, 0))
    legal = engine.legal_actions(state, 0)
    # the engine lists placing the same card again (it changes nothing) ...
    assert {"t": "assign", "p": 2, "c": "4"} in legal
    prompt = prompts.prompt(engine.view(state, 0), legal)
    assert prompt is not None
    check_prompt(prompt, legal)
    selects = [row for row in prompt.rows if isinstance(row, Select)]
    # ... so Jin-Yan's select can show the 4 as its current value, and only there
    marked = [(i, c.action) for i, row in enumerate(selects) for c in row.choices if c.selected]
    assert marked == [(2, {"t": "assign", "p": 2, "c": "4"})]
    before = copy.deepcopy(state)
    engine.apply(state, 0, {"t": "assign", "p": 2, "c": "4"}, rng_for(0, 0))
    assert state == before
