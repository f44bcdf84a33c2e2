"""Small World prompts: built from real engine views and legal actions, within Discord's limits."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import pytest

from bot.engine.base import Action, State, View, action_key, rng_for, setup_rng
from bot.games.smallworld import SPEC
from bot.games.smallworld.engine import ENGINE as engine
from bot.games.smallworld.prompts import prompt as prompts
from bot.i18n import SUPPORTED, Text, has, text
from bot.prompts.base import Button, Prompt, Select
from tests.prompts.prompt_parts import controls, prompt_texts

PHASES = ("pick", "conquer", "redeploy", "defenders", "stout")


def game_steps(players: int, seed: int, limit: int = 400) -> Iterator[tuple[State, int]]:
    """Every decision of an autopilot game: (state, seat to act) before the action."""
    state = engine.setup(players, {}, setup_rng(seed))
    for number in range(limit):
        if engine.result(state) is not None:
            return
        seat = min(engine.waiting_for(state))
        yield state, seat
        action = engine.autopilot(state, seat, rng_for(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))


def check_limits(prompt: Prompt) -> None:
    assert len(prompt.rows) <= 5
    for row in prompt.rows:
        if isinstance(row, Select):
            assert 1 <= len(row.choices) <= 25
            for choice in row.choices:
                assert len(action_key(choice.action)) <= 100
                assert len(text("en", choice.label)) <= 80
        else:
            assert 1 <= len(row) <= 5
            for button in row:
                assert isinstance(button, Button)
                assert len(action_key(button.action)) <= 80
                assert len(text("en", button.label)) <= 80


@cache
def collected(players: int, seed: int) -> dict[str, list[tuple[View, list[Action]]]]:
    by_phase: dict[str, list[tuple[View, list[Action]]]] = {}
    for state, seat in game_steps(players, seed):
        view = engine.view(state, seat)
        by_phase.setdefault(view["phase"], []).append((view, engine.legal_actions(state, seat)))
    return by_phase


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_every_prompt_of_a_real_game_is_legal_and_within_limits(players: int, seed: int) -> None:
    for phase, steps in collected(players, seed).items():
        for view, legal in steps:
            prompt = prompts.prompt(view, legal)
            assert prompt is not None, phase
            check_limits(prompt)
            keys = {action_key(action) for action in legal}
            assert all(action_key(action) in keys for action in controls(prompt))
            for item in prompt_texts(prompt):
                assert all(has(item.key, locale) for locale in SUPPORTED), item.key
            assert controls(prompt) or any(t.key == "sw-ui-redeploy-long" for t in prompt.lines)


def test_no_legal_action_means_no_prompt() -> None:
    view = engine.view(engine.setup(3, {}, setup_rng(5)), 0)
    assert prompts.prompt(view, []) is None


def test_picking_offers_the_market_with_costs_and_coins() -> None:
    state = engine.setup(4, {}, setup_rng(9))
    seat = min(engine.waiting_for(state))
    view = engine.view(state, seat)
    prompt = prompts.prompt(view, engine.legal_actions(state, seat))
    assert prompt is not None
    (select,) = prompt.rows
    assert isinstance(select, Select)
    assert [choice.action for choice in select.choices] == [{"t": "pick", "i": i} for i in range(6)]
    first = view["market"][2]
    label = text("en", select.choices[2].label)
    assert label.endswith("— cost 2")
    assert text("en", Text(f"sw-race-{first['race']}")) in label


def test_conquest_targets_are_cheapest_first_and_labelled_with_terrain_and_cost() -> None:
    view, legal = next(
        (v, la) for v, la in collected(3, 2)["conquer"] if any(a["t"] == "conquer" for a in la)
    )
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    select = next(row for row in prompt.rows if isinstance(row, Select))
    costs = [choice.action["c"] for choice in select.choices if choice.action["t"] == "conquer"]
    assert costs == sorted(costs)
    first = select.choices[0]
    terrain = text("en", prompts.terrain_text(3, first.action["r"]))
    assert text("en", first.label) == f"{first.action['r']} {terrain} — cost {first.action['c']}"


def fake_conquer_view(players: int) -> View:
    return {
        "game": "smallworld",
        "players": players,
        "map": players,
        "phase": "conquer",
        "turn": 2,
        "turns": 8,
        "active": 0,
        "market": [],
        "regions": [],
        "seats": [{"active": {"race": "ratmen", "power": "flying", "in_hand": 12}}] * players,
        "me": {"seat": 0, "coins": 3},
        "waiting": [0],
        "result": None,
    }


def test_more_than_25_targets_shows_the_cheapest_25_and_says_so() -> None:
    legal = [{"t": "conquer", "r": rid, "c": 2 + rid % 4} for rid in range(1, 41)]
    legal.append({"t": "end"})
    prompt = prompts.prompt(fake_conquer_view(5), legal)
    assert prompt is not None
    select = prompt.rows[0]
    assert isinstance(select, Select)
    assert len(select.choices) == 25
    assert max(c.action["c"] for c in select.choices) <= min(
        a["c"] for a in legal[:40] if a not in [c.action for c in select.choices]
    )
    notes = [line for line in prompt.lines if line.key == "sw-ui-conquer-more"]
    assert notes
    assert (notes[0].params["shown"], notes[0].params["total"]) == (25, 40)
    assert "/smallworld conquer" in text("en", notes[0])


def test_a_few_final_rolls_are_buttons_with_their_target() -> None:
    legal: list[Action] = [{"t": "roll", "r": 7, "c": 4}, {"t": "end"}, {"t": "decline"}]
    prompt = prompts.prompt(fake_conquer_view(2), legal)
    assert prompt is not None
    (buttons,) = prompt.rows
    assert isinstance(buttons, tuple)
    labels = {text("en", b.label): b.action for b in buttons}
    assert labels == {
        "End conquests": {"t": "end"},
        "Go into decline": {"t": "decline"},
        "Roll for 7": {"t": "roll", "r": 7, "c": 4},
    }


def test_defender_gets_keep_default_redeployment_with_the_engine_default() -> None:
    steps = [
        s for p, seed in ((3, 2), (4, 3), (5, 4)) for s in collected(p, seed).get("defenders", [])
    ]
    assert steps, "the sample games should include a defender's redeployment"
    for view, legal in steps:
        prompt = prompts.prompt(view, legal)
        assert prompt is not None
        default = next(action for action in legal if action["t"] == "redeploy")
        keep = [
            control
            for row in prompt.rows
            for control in (row.choices if isinstance(row, Select) else row)
            if control.label.key == "sw-ui-redeploy-keep"
        ]
        # The default is the short {"t": "redeploy"}: it always fits a button.
        assert default == {"t": "redeploy"}
        assert [control.action for control in keep] == [default]


@pytest.mark.parametrize(
    ("action", "english"),
    [
        ({"t": "pick", "i": 0}, "take combo 1 from the market"),
        ({"t": "conquer", "r": 17, "c": 3}, "conquer region 17 (cost 3)"),
        ({"t": "conquer", "r": 17}, "conquer region 17"),
        ({"t": "roll", "r": 4}, "roll for a final conquest of region 4"),
        ({"t": "abandon", "r": 5}, "abandon region 5"),
        ({"t": "decline"}, "go into decline"),
        ({"t": "hero", "r": [3, 8]}, "place heroes in regions 3, 8"),
        ({"t": "redeploy", "n": {"9": 1, "5": 3}}, "redeploy (5:3, 9:1)"),
        (
            {"t": "redeploy"},
            "redeploy as suggested (one token per region, the rest where enemies can reach)",
        ),
        ({"t": "ally", "s": 2}, "make peace with Yellow"),
        ({"t": "teleport"}, "an unknown move"),
    ],
)
def test_describe_action(action: Action, english: str) -> None:
    described = prompts.describe_action(action)
    assert text("en", described) == english
    assert all(has(described.key, locale) for locale in SUPPORTED)


def test_seat_labels_are_colours_matching_the_board() -> None:
    assert [text("en", prompts.seat_label(s, 5)) for s in range(5)] == [
        "Red",
        "Blue",
        "Yellow",
        "Green",
        "Purple",
    ]
    assert text("zh-TW", prompts.seat_label(0, 2)) == "紅方"


def test_private_summary_tells_coins_race_and_hand() -> None:
    state = engine.setup(2, {}, setup_rng(3))
    seat = min(engine.waiting_for(state))
    engine.apply(state, seat, {"t": "pick", "i": 0}, rng_for(3, 0))
    view = engine.view(state, seat)
    lines = [text("en", line) for line in prompts.private_summary(view)]
    # said impersonally: the same lines go to the seat and, at the end, to everybody
    assert lines[0] == f"Coins: {view['me']['coins']}"
    active = view["seats"][seat]["active"]
    assert lines[2] == f"Tokens in hand: {active['in_hand']}"
    public = prompts.private_summary(engine.view(state, None))
    assert public[0].params == {"coins": 0}  # the public view knows no coins


def test_spec_wires_the_parts() -> None:
    assert SPEC.name == "smallworld"
    assert SPEC.engine is engine
    png = SPEC.render_private(engine.view(engine.setup(2, {}, setup_rng(1)), 0), "en")
    assert png is not None and png.startswith(b"\x89PNG")
    assert SPEC.board_areas is not None
    for locale in SUPPORTED:
        assert text(locale, SPEC.title) not in ("", "sw-title")
        assert "**" in text(locale, SPEC.rules)


def test_conquest_headline_counts_the_spare_tokens_on_the_map() -> None:
    view = {**fake_conquer_view(2), "force": "active", "available": 9}
    view["seats"] = [{"active": {"race": "ratmen", "power": "flying", "in_hand": 0}}] * 2
    prompt = prompts.prompt(view, [{"t": "end"}])
    assert prompt is not None
    assert text("en", prompt.lines[0]) == "Conquer with your Ratmen: 9 tokens to use."


def test_ghouls_in_decline_get_their_own_headline() -> None:
    # The seat declined its last race: only the Ghouls act before it picks a new combo.
    view = {**fake_conquer_view(2), "force": "ghouls", "available": 1}
    view["seats"] = [{"active": None}] * 2
    prompt = prompts.prompt(view, [{"t": "conquer", "r": 3, "c": 2}, {"t": "end"}])
    assert prompt is not None
    for locale in SUPPORTED:
        assert text(locale, prompt.lines[0]) == text(locale, Text("sw-ui-ghouls-turn", {"hand": 1}))
    assert text("en", prompt.lines[0]).startswith("Your Ghouls in decline conquer first: 1 token")
