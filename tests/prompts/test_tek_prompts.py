"""Tiny Epic Kingdoms prompts: built from real engine views and legal actions, within Discord's
limits; every control carries a legal action; every word exists in all three languages."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from bot.engine.base import Action, State, View, action_key, rng_for, setup_rng
from bot.games.tek.engine import ENGINE as engine
from bot.games.tek.engine.content import factions
from bot.games.tek.prompts import prompt as prompts
from bot.games.tek.prompts.board import status as board_status
from bot.games.tek.prompts.moves import COMMANDS
from bot.games.tek.render.panel import phase_line
from bot.i18n import SUPPORTED, Text, catalog_keys, has, text
from bot.prompts.base import Button, Prompt, Select
from tests.prompts.prompt_parts import controls, prompt_texts, texts_of

PHASES = ("faction", "setup", "act", "follow", "war", "flee")
GAMES = [
    (2, 1, {}),
    (3, 2, {"deal_factions": False, "all_factions": True, "quick_follow": False}),
    (4, 3, {"exploration": True, "quick_follow": True}),
    (5, 4, {"deal_factions": False, "exploration": True, "quick_follow": False}),
]


def game_steps(
    players: int, seed: int, options: dict[str, Any], limit: int = 3000
) -> Iterator[tuple[State, int]]:
    """Every decision of an autopilot game: (state, a waiting seat) before each action, every
    waiting seat of a simultaneous step included."""
    state = engine.setup(players, options, setup_rng(seed))
    for number in range(limit):
        if engine.result(state) is not None:
            return
        waiting = sorted(engine.waiting_for(state))
        for seat in waiting:
            yield state, seat
        seat = waiting[0]
        action = engine.autopilot(state, seat, rng_for(seed, number))
        engine.apply(state, seat, action, rng_for(seed, number))


@cache
def collected(players: int, seed: int) -> dict[str, list[tuple[View, list[Action]]]]:
    options = next(opts for p, s, opts in GAMES if (p, s) == (players, seed))
    by_phase: dict[str, list[tuple[View, list[Action]]]] = {}
    for state, seat in game_steps(players, seed, options):
        view = engine.view(state, seat)
        by_phase.setdefault(view["phase"], []).append((view, engine.legal_actions(state, seat)))
    return by_phase


def all_steps(phase: str) -> list[tuple[View, list[Action]]]:
    return [step for p, s, _o in GAMES for step in collected(p, s).get(phase, [])]


def selects(prompt: Prompt) -> list[Select]:
    return [row for row in prompt.rows if isinstance(row, Select)]


def buttons(prompt: Prompt) -> list[Button]:
    return [button for row in prompt.rows if not isinstance(row, Select) for button in row]


def check_limits(prompt: Prompt) -> None:
    assert len(prompt.rows) <= 5
    for row in prompt.rows:
        if isinstance(row, Select):
            assert 1 <= len(row.choices) <= 25
            for choice in row.choices:
                assert len(action_key(choice.action)) <= 100
                assert len(text("en", choice.label)) <= 80, text("en", choice.label)
        else:
            assert 1 <= len(row) <= 5
            for button in row:
                assert isinstance(button, Button)
                assert len(action_key(button.action)) <= 80
                assert len(text("en", button.label)) <= 80, text("en", button.label)


def words_everywhere(item: Text) -> None:
    for locale in SUPPORTED:
        assert has(item.key, locale), item.key
        assert text(locale, item)  # strict catalogs: a missing variable raises


# --- every prompt of real games --------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), [(p, s) for p, s, _o in GAMES])
def test_every_prompt_of_a_real_game_is_legal_and_within_limits(players: int, seed: int) -> None:
    steps = collected(players, seed)
    assert {"setup", "act", "follow"} <= steps.keys()
    for phase, found in steps.items():
        for view, legal in found:
            prompt = prompts.prompt(view, legal)
            assert prompt is not None, phase
            check_limits(prompt)
            keys = {action_key(action) for action in legal}
            assert controls(prompt), phase
            assert all(action_key(action) in keys for action in controls(prompt))
            for item in prompt_texts(prompt):
                words_everywhere(item)


def test_the_sample_games_reach_every_step() -> None:
    assert {phase for phase in PHASES if all_steps(phase)} == set(PHASES)


def test_no_legal_action_means_no_prompt() -> None:
    view = engine.view(engine.setup(3, {}, setup_rng(5)), 0)
    assert prompts.prompt(view, []) is None


# --- factions and setup ----------------------------------------------------------------------


def test_the_faction_select_offers_every_faction_left_with_its_magic() -> None:
    view, legal = all_steps("faction")[0]
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    (select,) = selects(prompt)
    assert [choice.action for choice in select.choices] == legal
    assert len(select.choices) == len(factions()) == 16  # one select holds 25: all fit
    check_limits(prompt)
    for locale in ("en", "zh-TW", "zh-CN"):  # the three new ones, named and described
        for fid in ("stargazers", "windriders", "wildhorn"):
            choice = next(c for c in select.choices if c.action["f"] == fid)
            assert choice.description is not None
            for said in (text(locale, choice.label), text(locale, choice.description)):
                assert said and "tek-" not in said and "{" not in said
    by_id = {choice.action["f"]: choice for choice in select.choices}
    riverfolk = by_id["riverfolk"]
    assert text("en", riverfolk.label) == "Riverfolk"
    assert riverfolk.description is not None
    costs = "/".join(str(n) for n in factions()["riverfolk"]["magic"])  # content being tuned
    assert text("en", riverfolk.description).startswith(f"Magic {costs} mana · level 1: ")
    assert text("zh-TW", riverfolk.label) == "河民"
    assert text("zh-CN", by_id["ashen"].label) == "灰烬军团"


def test_setup_offers_sides_the_suggested_stock_first_and_the_home_region_after_the_side() -> None:
    state = engine.setup(3, {}, setup_rng(7))
    seat = min(engine.waiting_for(state))
    legal = engine.legal_actions(state, seat)
    prompt = prompts.prompt(engine.view(state, seat), legal)
    assert prompt is not None
    first_row = prompt.rows[0]
    assert isinstance(first_row, tuple)
    assert [b.action for b in first_row] == [
        {"t": "side", "s": 0},
        {"t": "side", "s": 1},
        {"t": "stock", "f": 3, "m": 2, "o": 1},
    ]
    assert text("en", first_row[2].label) == "3 food, 2 mana, 1 ore (suggested)"
    assert text("en", first_row[0].label).startswith("Side 1: capital ")
    (stock,) = selects(prompt)
    assert len(stock.choices) == 25  # 27 other mixes: the closest to the suggestion
    assert {"t": "stock", "f": 3, "m": 2, "o": 1} not in [c.action for c in stock.choices]
    assert any(line.key == "tek-ui-stock-more" for line in prompt.lines)
    assert "/tek stock" in text("en", prompt.lines[-1])

    engine.apply(state, seat, {"t": "side", "s": 1}, rng_for(7, 0))
    legal = engine.legal_actions(state, seat)
    prompt = prompts.prompt(engine.view(state, seat), legal)
    assert prompt is not None
    home = selects(prompt)[-1]
    assert [c.action["r"] for c in home.choices] == [seat * 10 + n for n in range(1, 8)]
    assert text("en", home.choices[0].label).startswith(f"Start in {seat * 10 + 1} ")


# --- the leader ------------------------------------------------------------------------------


def test_the_leader_gets_a_select_per_move_and_buttons_with_costs() -> None:
    view, legal = all_steps("act")[0]
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    placeholders = [s.placeholder.key for s in selects(prompt)]
    assert "tek-ui-patrol-placeholder" in placeholders
    labels = {text("en", b.label): b.action for b in buttons(prompt)}
    assert labels["Build: shield down, do nothing"] == {"t": "pass", "k": "build"}
    build = [label for label, action in labels.items() if action == {"t": "build"}]
    if build:  # the cost the engine puts in the view (what apply charges: tests/engine/tek)
        cost = view["seats"][view["me"]["seat"]]["costs"]["build"]
        assert build[0] == f"Build tower level 1 — {cost} ore"
    # every action kind left can be passed
    passes = [a for a in controls(prompt) if a["t"] == "pass"]
    assert sorted(a["k"] for a in passes) == sorted(a["k"] for a in legal if a["t"] == "pass")


def test_more_than_25_quests_show_24_and_point_to_the_command() -> None:
    steps = [(v, la) for v, la in all_steps("act") if sum(a["t"] == "quest" for a in la) > 24]
    assert steps, "the sample games should have a leader with many quests"
    view, legal = steps[0]
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    quest = next(s for s in selects(prompt) if s.placeholder.key == "tek-ui-quest-placeholder")
    assert len(quest.choices) == 25
    assert quest.choices[-1].action["t"] == "pass"  # the do-nothing choice stays reachable
    notes = [line for line in prompt.lines if line.key == "tek-ui-more"]
    assert notes and notes[0].params["shown"] == 24
    assert notes[0].params["total"] == sum(a["t"] == "quest" for a in legal)
    assert "/tek quest" in text("en", notes[0])


def test_moves_read_with_region_numbers_terrain_and_the_war_they_start() -> None:
    view = fake_view()
    # the engine names the war a listed move starts ("war": the seat it would fight)
    label = prompts.menu_choice(view, {"t": "patrol", "a": 13, "b": 14, "war": 1}).label
    assert text("en", label) == "13 Plains → 14 Forest (capital) — war with Blue"
    assert text("zh-TW", label) == "第 13 區（平原） → 第 14 區（森林，城堡）——與藍方開戰"
    view["alliances"] = [[0, 1]]
    label = prompts.menu_choice(view, {"t": "patrol", "a": 13, "b": 14, "war": 1}).label
    assert text("en", label) == "13 Plains → 14 Forest (capital) — war with your ally Blue"
    label = prompts.menu_choice(view, {"t": "patrol", "a": 13, "b": 14}).label
    assert text("en", label) == "13 Plains → 14 Forest (capital)"
    label = prompts.menu_choice(view, {"t": "quest", "a": 13, "b": 25}).label
    assert text("en", label) == "13 Plains → 25 Ruins — searches the ruins"
    assert text("en", prompts.menu_choice(view, {"t": "expand", "r": 13}).label) == (
        "New meeple in 13 Plains — 4 food"  # the view's costs.expand
    )
    trade = prompts.menu_choice(view, {"t": "trade", "g": "f", "w": "o", "n": 2, "got": 3})
    assert text("en", trade.label) == "2 food → 3 ore"  # the engine's "got": a bonus


# --- the followers ---------------------------------------------------------------------------


def test_the_follow_prompt_offers_collect_and_the_follow_moves() -> None:
    both = [
        (v, la)
        for v, la in all_steps("follow")
        if any(a["t"] == "collect" for a in la) and any(a["t"] != "collect" for a in la)
    ]
    assert both
    for view, legal in both:
        prompt = prompts.prompt(view, legal)
        assert prompt is not None
        offered = controls(prompt)
        assert any(a["t"] == "collect" for a in offered)
        assert any(a["t"] == view["action"] for a in offered)
        collects = [a for a in legal if a["t"] == "collect"]
        assert [a for a in offered if a["t"] == "collect"] == sorted(
            collects, key=lambda a: (-a.get("f", 0), -a.get("m", 0), -a.get("o", 0))
        )


def test_collect_shows_what_it_yields() -> None:
    view = fake_view(phase="follow")
    view["action"] = "build"
    collect = {"t": "collect", "gain": {"f": 1, "m": 1, "o": 0}}  # as the engine lists it
    prompt = prompts.prompt(view, [collect, {"t": "build"}])
    assert prompt is not None
    labels = {text("en", b.label): b.action for b in buttons(prompt)}
    assert labels == {
        "Collect: 1 food, 1 mana": collect,
        "Follow: Build tower level 2 — 2 ore": {"t": "build"},  # the view's costs.build
    }
    assert text("en", prompt.lines[0]) == "Blue chose Build: follow it, or collect resources."
    picks = [
        {"t": "collect", "f": 1, "m": 0, "o": 0, "gain": {"f": 2, "m": 1, "o": 0}},
        {"t": "collect", "f": 0, "m": 0, "o": 1, "gain": {"f": 1, "m": 1, "o": 1}},
        {"t": "collect", "f": 0, "m": 1, "o": 0, "gain": {"f": 0, "m": 0, "o": 0}},
    ]
    prompt = prompts.prompt(view, picks)
    assert prompt is not None
    assert [text("en", b.label) for b in buttons(prompt)] == [
        "Collect: 2 food, 1 mana (picking 1 food)",
        "Collect (nothing to gain)",
        "Collect: 1 food, 1 mana, 1 ore (picking 1 ore)",
    ]


def test_a_seat_asked_again_is_told_why() -> None:
    view = fake_view(phase="follow")
    view["redo"] = 0
    prompt = prompts.prompt(view, [{"t": "collect", "gain": {"f": 1, "m": 1, "o": 0}}])
    assert prompt is not None
    first = text("en", prompt.lines[0])
    assert first.startswith("You are asked again: the choices resolved before yours changed")
    assert first.endswith("Choose another way to follow Quest, or collect.")
    for locale in SUPPORTED:
        assert text(locale, prompt.lines[0]) != text(locale, prompt.lines[1])
    public = copy.deepcopy(view)
    del public["me"]
    assert text("en", prompts.step_label(public, 0)).startswith("choose again")
    assert text("en", prompts.step_label(public, 2)) == "follow or collect"
    view["redo"] = 2  # another seat is asked again: nothing to say to this one
    prompt = prompts.prompt(view, [{"t": "collect", "gain": {"f": 1, "m": 1, "o": 0}}])
    assert prompt is not None
    assert not any(line.key == "tek-ui-follow-redo" for line in prompt.lines)


def test_a_follower_asked_in_turn_is_told_what_those_before_did() -> None:
    view = fake_view(phase="follow")
    view["done"] = [
        {"seat": 2, "action": {"t": "quest", "a": 31, "b": 16}},
        {"seat": 1, "action": {"t": "collect", "f": 1, "m": 0, "o": 0}},
    ]
    del view["me"]["pending"]  # asked in turn: nothing is sealed
    prompt = prompts.prompt(view, [{"t": "collect", "gain": {"f": 1, "m": 1, "o": 0}}])
    assert prompt is not None
    assert text("en", prompt.lines[0]) == (
        "Before you: Yellow followed: quest from region 31 to region 16, Blue collected."
    )
    assert text("en", prompt.lines[1]) == "Blue chose Quest: follow it, or collect resources."
    public = copy.deepcopy(view)
    del public["me"]
    step = prompts.step_label(public, 0)
    assert text("en", step) == (
        "follow or collect (before you: Yellow followed: quest from region 31 to region 16, "
        "Blue collected)"
    )
    assert text("zh-TW", step) == (
        "跟隨或收集資源（你前面：黃方跟隨：從第 31 區搜索到第 16 區、藍方收集資源）"
    )
    assert text("zh-CN", step) == (
        "跟行动或收资源（你前面：黄方跟了：从 31 区搜索到 16 区、蓝方收了资源）"
    )
    view["done"] = []  # the first follower asked: nothing before it
    prompt = prompts.prompt(view, [{"t": "collect", "gain": {"f": 1, "m": 1, "o": 0}}])
    assert prompt is not None and not any(
        line.key == "tek-ui-follow-before" for line in prompt.lines
    )
    del public["done"]
    assert text("en", prompts.step_label(public, 0)) == "follow or collect"


def redo_steps() -> list[tuple[View, list[Action]]]:
    """Seats asked again in real games: the sample games', else the first other game's."""
    found = [(v, la) for v, la in all_steps("follow") if v.get("redo") == v["me"]["seat"]]
    for seed in range(100, 140):
        if found:
            break
        for state, seat in game_steps(4, seed, {}):
            if state["turn"]["redo"] == seat:
                found.append((engine.view(state, seat), engine.legal_actions(state, seat)))
    return found


def test_a_real_redo_gets_the_redo_prompt() -> None:
    found = redo_steps()
    assert found, "some game should ask a seat again"
    for view, legal in found:
        prompt = prompts.prompt(view, legal)
        assert prompt is not None and prompt.lines[0].key == "tek-ui-follow-redo"


# --- war and flight --------------------------------------------------------------------------


def test_the_bid_select_lists_exactly_the_affordable_values_and_a_white_flag() -> None:
    steps = all_steps("war")
    assert steps
    for view, legal in steps:
        prompt = prompts.prompt(view, legal)
        assert prompt is not None
        offered = [c.action for s in selects(prompt) for c in s.choices]
        assert sorted(map(action_key, offered)) == sorted(
            action_key(a) for a in legal if a["v"] > 0
        )
        flags = [b.action for b in buttons(prompt)]
        assert flags == [a for a in legal if a["v"] == 0]
        for select in selects(prompt):
            for choice in select.choices:
                paid = [
                    f"{choice.action[r]} {name}"
                    for r, name in (("f", "food"), ("m", "mana"), ("o", "ore"))
                    if choice.action.get(r)
                ]
                assert text("en", choice.label) == f"{choice.action['v']} — {', '.join(paid)}"
    view, legal = steps[0]
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    assert [text("en", b.label) for b in buttons(prompt)] == ["White flag (0)"]


def test_more_than_25_bids_are_split_by_value_into_two_selects() -> None:
    legal: list[Action] = [{"t": "bid", "v": 0}]
    for value in range(1, 12):
        legal += [
            {"t": "bid", "v": value, "f": 0, "m": k, "o": value - 2 * k}
            for k in range(3)
            if value - 2 * k >= 0
        ]
    assert len(legal) > 26
    view = fake_view(phase="war")
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    check_limits(prompt)
    first, second = selects(prompt)
    low = {c.action["v"] for c in first.choices}
    high = {c.action["v"] for c in second.choices}
    assert max(low) < min(high)
    assert len(first.choices) + len(second.choices) == len(legal) - 1
    assert text("en", second.placeholder) == f"War value {min(high)} to {max(high)}…"


def test_the_war_prompt_says_who_fights_where_and_what_counts() -> None:
    view = fake_view(phase="war")
    prompt = prompts.prompt(
        view, [{"t": "bid", "v": 0}, {"t": "bid", "v": 2, "f": 0, "m": 1, "o": 0}]
    )
    assert prompt is not None
    lines = [text("en", line) for line in prompt.lines]
    assert (
        lines[0] == "War in 14 Forest (capital): Blue attacks you. Choose your war value in secret."
    )
    assert lines[1].startswith("Each mana counts 2, each ore 1, each food 0.")
    assert "a tie goes to the defender" in lines[1]
    # what counts is the engine's: the defender's side of view["war"], its tie rule
    view["war"]["defend"] = {"rates": {"f": 0, "m": 2, "o": 2}, "bonus": 1}
    view["war"]["ties"] = "attacker"
    prompt = prompts.prompt(view, [{"t": "bid", "v": 0}])
    assert prompt is not None
    line = text("en", prompt.lines[1])
    assert line.startswith("Each mana counts 2, each ore 2, each food 0, and your magic adds 1")
    assert "a tie goes to the attacker (their magic)" in line


def test_a_war_against_the_neutrals_names_the_value_to_beat() -> None:
    view = fake_view(phase="war")
    view["war"].update(attacker=0, defender=-1, floor=6, defend=None)
    prompt = prompts.prompt(view, [{"t": "bid", "v": 7, "f": 0, "m": 1, "o": 5}])
    assert prompt is not None
    assert "bid more than the 6 neutrals left" in text("en", prompt.lines[0])


def test_flight_offers_the_regions_with_their_cost_and_falling() -> None:
    view = fake_view(phase="flee")
    view["flee"] = {"seat": 0, "region": 14, "cost": 3}
    legal: list[Action] = [{"t": "flee", "r": 13}, {"t": "perish"}]
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    assert [(text("en", b.label), b.action) for b in buttons(prompt)] == [
        ("Flee to 13 Plains — 3 food", {"t": "flee", "r": 13}),
        ("Stay and fall", {"t": "perish"}),
    ]


# --- words -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "english"),
    [
        ({"t": "faction", "f": "ashen"}, "choose the Ashen Legion"),
        ({"t": "side", "s": 1}, "use side 2 of the home card"),
        ({"t": "stock", "f": 3, "m": 2, "o": 1}, "start with 3 food, 2 mana, 1 ore"),
        ({"t": "stock", "f": 6, "m": 0, "o": 0}, "start with 6 food"),
        ({"t": "home", "r": 13}, "place the first 2 meeples in region 13"),
        ({"t": "patrol", "a": 13, "b": 14}, "patrol from region 13 to region 14"),
        ({"t": "patrol", "up": 15}, "stand up the searching meeple in region 15"),
        ({"t": "quest", "a": 13, "b": 25}, "quest from region 13 to region 25"),
        ({"t": "build"}, "build the tower one level higher"),
        ({"t": "research"}, "research the next magic level"),
        ({"t": "expand", "r": 13}, "expand: a new meeple in region 13"),
        ({"t": "trade", "g": "f", "w": "m", "n": 2}, "trade 2 food for mana"),
        ({"t": "pass", "k": "quest"}, "put the shield on Quest and do nothing"),
        ({"t": "collect"}, "collect resources"),
        ({"t": "collect", "f": 1, "m": 0, "o": 1}, "collect resources, picking 1 food, 1 ore"),
        ({"t": "bid", "v": 5, "f": 0, "m": 2, "o": 1}, "choose war value 5 (2 mana, 1 ore)"),
        ({"t": "bid", "v": 4}, "choose war value 4"),
        ({"t": "bid", "v": 0}, "raise the white flag (war value 0)"),
        ({"t": "flee", "r": 14}, "flee to region 14"),
        ({"t": "perish"}, "stay and fall"),
        ({"t": "teleport"}, "an unknown move"),
    ],
)
def test_describe_action_in_every_language(action: Action, english: str) -> None:
    described = prompts.describe_action(action)
    assert text("en", described) == english
    for locale in SUPPORTED[1:]:
        words = text(locale, described)
        assert words and words != text("en", described)


def test_every_legal_action_of_real_games_has_words_and_a_menu_label() -> None:
    for phase in PHASES:
        for view, legal in all_steps(phase)[:40]:
            for action in legal:
                for item in texts_of(prompts.describe_action(action)):
                    words_everywhere(item)
                for item in texts_of(prompts.menu_choice(view, action).label):
                    words_everywhere(item)


def test_seat_labels_are_colours_matching_the_board() -> None:
    assert [text("en", prompts.seat_label(s, 5)) for s in range(5)] == [
        "Red",
        "Blue",
        "Yellow",
        "Green",
        "Purple",
    ]
    assert text("zh-TW", prompts.seat_label(0, 2)) == "紅方"
    assert text("zh-CN", prompts.seat_label(0, 2)) == "红方"
    assert text("en", prompts.seat_label(-1, 2)) == "Neutral"


def test_private_summary_tells_the_sealed_bid_and_choice_only_to_their_seat() -> None:
    view = fake_view(phase="war")
    view["me"]["bid"] = {"v": 5, "f": 0, "m": 2, "o": 1}
    lines = [text("en", line) for line in prompts.private_summary(view)]
    assert lines[0] == "Sealed war value: 5 — 2 mana, 1 ore"
    assert lines[1] == "Faction: Riverfolk"
    assert lines[2] == "Resources: 2 food, 1 mana, 3 ore · tower 1 · magic 1"
    view["me"] = {"seat": 0, "bid": None, "pending": {"t": "collect"}}
    assert text("en", prompts.private_summary(view)[0]) == "Sealed choice: collect resources"
    public = copy.deepcopy(view)
    del public["me"]
    assert prompts.private_summary(public) == []


@pytest.mark.parametrize(
    ("phase", "english"),
    [
        ("faction", "choose your faction"),
        ("setup", "set up your kingdom"),
        ("act", "take an action"),
        ("follow", "follow or collect"),
        ("war", "bid for the war"),
        ("flee", "flee or fall"),
        ("over", "make your move"),
    ],
)
def test_step_labels_use_public_facts_only(phase: str, english: str) -> None:
    view = fake_view(phase=phase)
    del view["me"]
    assert text("en", prompts.step_label(view, 0)) == english


def test_the_commands_are_declared_with_words_in_every_language() -> None:
    assert COMMANDS.name == "tek"
    keys = {COMMANDS.key, COMMANDS.description_key}
    for move in COMMANDS.moves:
        keys |= {move.key, move.description_key}
        for param in move.params:
            keys |= {param.key, param.description_key}
    for locale in SUPPORTED:
        assert keys <= catalog_keys(locale)
    names = [move.name for move in COMMANDS.moves]
    assert len(names) == len(set(names))
    assert {"play", "patrol", "quest", "build", "research", "expand", "trade", "pass"} <= set(names)
    assert {"follow", "collect", "bid", "flee", "stock", "home", "side", "faction"} <= set(names)
    assert COMMANDS.menu_choice is prompts.menu_choice


# --- a small hand-made view ------------------------------------------------------------------


def fake_view(phase: str = "act") -> View:
    """Seat 0 (Red, Riverfolk at magic 1) with standing meeples in 13 (plains) and 16
    (forest) and a searcher in 25 (ruins); Blue holds 14 (forest, a capital) and leads."""

    def region(
        rid: int, terrain: str, meeples: list[list[Any]], capital: bool = False
    ) -> dict[str, Any]:
        return {
            "id": rid,
            "slot": rid // 10,
            "n": rid % 10,
            "terrain": terrain,
            "capital": capital,
            "sealed": False,
            "meeples": meeples,
            "token": False,
        }

    seat = {
        "faction": "riverfolk",
        "res": {"f": 2, "m": 1, "o": 3},
        "magic": 1,
        "tower": 1,
        # what the engine's view computes (tests/engine/tek/test_views.py checks it)
        "costs": {"build": 2, "research": 2, "expand": 4},
        "income": {"f": 1, "m": 1, "o": 0, "picks": 1},
        "follow_gain": {"f": 0, "m": 0, "o": 0},
    }
    rates = {"f": 0, "m": 2, "o": 1}
    war = {
        "region": 14,
        "attacker": 1,
        "defender": 0,
        "bid": [],
        "floor": 0,
        "ties": "defender",
        "attack": {"rates": rates, "bonus": 0},
        "defend": {"rates": rates, "bonus": 0},
    }
    return {
        "game": "tek",
        "players": 3,
        "phase": phase,
        "round": 4,
        "leader": 1,
        "first": 0,
        "shields": ["quest"],
        "action": "quest",
        "passed": False,
        "ending": False,
        "slots": [{"card": "A", "face": 0, "owner": 0}],
        "regions": [
            region(13, "plains", [[0, False]]),
            region(14, "forest", [[1, False]], capital=True),
            region(16, "forest", [[0, False]]),
            region(25, "ruins", [[0, True]]),
        ],
        "borders": [],
        "seats": [
            {**seat, "meeples": 3, "supply": 4},
            {**seat, "faction": "ashen", "meeples": 3, "supply": 4},
            {**seat, "faction": "frostpeak", "meeples": 2, "supply": 5},
        ],
        "alliances": [],
        "war": war if phase == "war" else None,
        "flee": None,
        "last_war": None,
        "found": [],
        "redo": None,
        "waiting": [0],
        "result": None,
        "me": {"seat": 0, "bid": None, "pending": None},
    }


# --- narration of amounts and of the end --------------------------------------------------------


def narrated(locale: str, key: str, params: dict[str, Any]) -> str:
    """An event as the channel reads it, seats named by their colour (narration names the
    players there: bot.table.narration)."""
    seats = ("seat", "winner", "loser", "attacker", "defender")

    def name(value: Any) -> Any:
        if isinstance(value, list):
            return [prompts.seat_label(v, 5) for v in value]
        return prompts.seat_label(value, 5)

    named = {k: name(v) if k in seats else v for k, v in params.items()}
    return text(locale, Text(key, named))


def test_payments_collects_and_stocks_name_only_what_is_not_zero() -> None:
    state = engine.setup(3, {}, setup_rng(11))
    events = []
    for number in range(3000):
        if engine.result(state) is not None:
            break
        seat = min(engine.waiting_for(state))
        action = engine.autopilot(state, seat, rng_for(11, number))
        events += engine.apply(state, seat, action, rng_for(11, number))
    amounts = [e for e in events if e.key in ("tek-ev-paid", "tek-ev-collect", "tek-ev-stock")]
    assert {e.key for e in amounts} >= {"tek-ev-collect", "tek-ev-stock"}
    for event in amounts:
        for locale in SUPPORTED:
            line = narrated(locale, event.key, event.params)
            assert not any(f"0 {word}" in line for word in ("food", "mana", "ore", "食物", "魔力"))
        english = narrated("en", event.key, event.params)
        for res, word in (("f", "food"), ("m", "mana"), ("o", "ore")):
            assert (f"{event.params[res]} {word}" in english) == bool(event.params[res])


def test_a_collect_of_nothing_and_a_bid_payment_read_well() -> None:
    nothing = {"seat": 1, "f": 0, "m": 0, "o": 0, "total": 0, "amounts": []}
    assert narrated("en", "tek-ev-collect", nothing) == "Blue collects but gains nothing."
    paid = {"seat": 0, "f": 0, "m": 2, "o": 1, "total": 3}
    paid["amounts"] = [
        {"key": "tek-amount", "params": {"n": n, "res": {"key": f"tek-res-{r}", "params": {}}}}
        for r, n in (("m", 2), ("o", 1))
    ]
    assert narrated("en", "tek-ev-paid", paid) == "Red pays 2 mana, 1 ore."
    assert narrated("zh-TW", "tek-ev-paid", paid) == "紅方支付 2 魔力、1 礦石。"


@pytest.mark.parametrize(
    ("winners", "english", "taiwan"),
    [
        ([2], "The game is over. Winner: Yellow.", "遊戲結束，黃方獲勝。"),
        (
            [0, 2],
            "The game is over. It is a tie. Winners: Red, Yellow.",
            "遊戲結束，紅方、黃方並列獲勝。",
        ),
    ],
)
def test_the_game_over_line_says_winner_or_winners(winners, english, taiwan) -> None:
    params = {"winner": winners, "count": len(winners)}
    assert narrated("en", "tek-ev-game-over", params) == english
    assert narrated("zh-TW", "tek-ev-game-over", params) == taiwan
    assert narrated("zh-CN", "tek-ev-game-over", params) == (
        "游戏结束，黄方获胜。" if len(winners) == 1 else "游戏结束，红方、黄方并列获胜。"
    )


# "若仍平手，則不分勝負": a result with no winner is said to be a draw, in every language.
DRAW_WORDS = [
    ("en", "The game is over. It is a draw: still tied after every tie-break, nobody wins."),
    ("zh-TW", "遊戲結束，所有決勝規則比完仍然平手：不分勝負，沒有人獲勝。"),
    ("zh-CN", "游戏结束，所有决胜规则比完还是打平：不分胜负，没有人获胜。"),
]


@pytest.mark.parametrize(("locale", "said"), DRAW_WORDS)
def test_the_game_over_line_of_a_draw_names_no_winner(locale, said) -> None:
    assert narrated(locale, "tek-ev-game-over", {"winner": [], "count": 0}) == said


def test_a_draw_on_the_board_text_and_title() -> None:
    view = engine.view(engine.setup(3, {}, setup_rng(5)), None)
    view.update(phase="over", result={"scores": [9, 9, 4], "winners": []})
    assert text("en", board_status(view, 3)) == (
        "Game over. A draw: still tied after every tie-break, nobody wins."
    )
    assert text("zh-TW", board_status(view, 3)).startswith("遊戲結束。")
    assert phase_line(view, "zh-CN") == "游戏结束：平局"
    view["result"]["winners"] = [0]
    assert phase_line(view, "en") == "Game over"
    assert text("en", board_status(view, 3)) == "Game over. Winner: Red."
