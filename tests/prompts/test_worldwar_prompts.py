"""World War prompts: built from real engine views and legal actions, within Discord's limits;
every control carries a legal action; every word exists in all three languages, and every
event and refusal the engine can emit has words with the parameters it is given."""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import bot.games.worldwar.engine as engine_package
from bot.engine.base import Action, Event, State, View, action_key, rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as engine
from bot.games.worldwar.prompts import prompt as prompts
from bot.games.worldwar.prompts.menus import menu_choice
from bot.games.worldwar.prompts.moves import COMMANDS
from bot.games.worldwar.prompts.words import SEAT_PARAMS
from bot.i18n import SUPPORTED, Text, has, t, text
from bot.prompts.base import Button, Prompt, Select
from bot.table.narration import SEAT_PARAMS as PLATFORM_SEAT_PARAMS
from tests.prompts.prompt_parts import controls, prompt_texts, texts_of

ENGINE_DIR = Path(engine_package.__file__).parent
TABLE = {option.name: option.default for option in engine.options}  # as /game new stores them
GAMES = [(4, 1), (5, 2), (4, 3), (5, 3)]  # (5, 3): a capital falls
PHASES = ("setup", "turn", "sacrifice", "capital", "refound", "buy")
MOVES = {"play", "move", "attack", "march", "card", "capital", "buy", "place", "end", "done"}
Steps = dict[str, list[tuple[View, list[Action]]]]


def game_steps(players: int, seed: int, limit: int = 5000) -> Iterator[tuple[State, int]]:
    """Every decision of an autopilot game: (state, a waiting seat) before each action."""
    state = engine.setup(players, TABLE, setup_rng(seed))
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
def played(players: int, seed: int) -> tuple[Steps, list[Event]]:
    """The prompts' material of one game by phase, and every event it emitted."""
    by_phase: Steps = {}
    events: list[Event] = []
    state = engine.setup(players, TABLE, setup_rng(seed))
    for number in range(5000):
        if engine.result(state) is not None:
            break
        waiting = sorted(engine.waiting_for(state))
        for seat in waiting:
            view = engine.view(state, seat)
            by_phase.setdefault(view["phase"], []).append((view, engine.legal_actions(state, seat)))
        seat = waiting[0]
        action = engine.autopilot(state, seat, rng_for(seed, number))
        events += engine.apply(state, seat, action, rng_for(seed, number))
    return by_phase, events


def refound_step() -> tuple[View, list[Action]] | None:
    """A new capital to found: the first capital choice of a game, answered by occupation."""
    for state, seat in game_steps(5, 3):
        if state["phase"] == "capital":
            state = copy.deepcopy(state)
            engine.apply(state, seat, {"t": "occupy"}, rng_for(3, 9999))
            if state["phase"] != "refound":
                return None
            victim = sorted(engine.waiting_for(state))[0]
            return engine.view(state, victim), engine.legal_actions(state, victim)
    return None


def all_steps(phase: str) -> list[tuple[View, list[Action]]]:
    steps = [step for p, s in GAMES for step in played(p, s)[0].get(phase, [])]
    if phase == "refound":
        extra = refound_step()
        steps += [extra] if extra else []
    return steps


def check_limits(prompt: Prompt) -> None:
    assert len(prompt.rows) <= 5
    for row in prompt.rows:
        if isinstance(row, Select):
            assert 1 <= len(row.choices) <= 25
            for locale in SUPPORTED:
                assert len(text(locale, row.placeholder)) <= 150
            for choice in row.choices:
                assert len(action_key(choice.action)) <= 100
                for locale in SUPPORTED:
                    assert len(text(locale, choice.label)) <= 100, text(locale, choice.label)
                    if choice.description:
                        assert len(text(locale, choice.description)) <= 100
        else:
            assert 1 <= len(row) <= 5
            for button in row:
                assert isinstance(button, Button)
                assert len(action_key(button.action)) <= 80
                for locale in SUPPORTED:
                    assert len(text(locale, button.label)) <= 80, text(locale, button.label)


CHECKED: set[str] = set()


def words_everywhere(item: Text) -> None:
    """The words exist in every language with every variable they use (each text once)."""
    if repr(item) in CHECKED:
        return
    CHECKED.add(repr(item))
    for locale in SUPPORTED:
        assert has(item.key, locale), (locale, item.key)
        assert text(locale, item)  # strict catalogs: a missing variable raises


# --- every prompt of real games --------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_every_prompt_of_a_real_game_is_legal_and_within_limits(players: int, seed: int) -> None:
    steps, _events = played(players, seed)
    assert {"setup", "turn", "buy"} <= steps.keys()
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
    for phase in PHASES:
        assert all_steps(phase), phase


@pytest.mark.parametrize("phase", ["capital", "refound"])
def test_capital_choices_offer_every_choice_they_can(phase: str) -> None:
    for view, legal in all_steps(phase):
        prompt = prompts.prompt(view, legal)
        assert prompt is not None
        check_limits(prompt)
        shown = {action_key(a) for a in controls(prompt)}
        keys = {action_key(a) for a in legal}
        assert shown <= keys
        assert len(shown) == min(len(keys), 26 if phase == "capital" else 25)
        for item in prompt_texts(prompt):
            words_everywhere(item)


def test_no_legal_action_means_no_prompt() -> None:
    view, _legal = all_steps("turn")[0]
    assert prompts.prompt(view, []) is None


def test_setup_offers_both_missions_every_piece_and_the_lord() -> None:
    view, legal = all_steps("setup")[0]
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    shown = {action_key(a) for a in controls(prompt)}
    assert {action_key(a) for a in legal if a["t"] in ("mission", "lord")} <= shown
    english = [text("en", line) for line in prompt.lines]
    assert any(line.startswith("1. ") for line in english)
    assert any("Still to place" in line for line in english)


def test_the_turn_offers_attacks_cards_moves_and_the_end() -> None:
    seen: set[str] = set()
    for view, legal in all_steps("turn"):
        prompt = prompts.prompt(view, legal)
        assert prompt is not None
        kinds = {a["t"] for a in controls(prompt)}
        if "place" not in {a["t"] for a in legal}:
            assert "end" in kinds
        seen |= kinds
    assert {"attack", "card", "move", "end", "place", "swap", "capital"} <= seen


def test_an_attack_reads_with_what_it_sends_and_what_defends() -> None:
    for view, legal in all_steps("turn"):
        attacks = [a for a in legal if a["t"] == "attack" and view["map"][a["b"]]["o"] is not None]
        if attacks:
            label = text("en", menu_choice(view, attacks[0]).label)
            owner = text("en", prompts.seat_label(view["map"][attacks[0]["b"]]["o"], 5))
            assert " against " in label and "→" in label and f"({owner})" in label
            return
    pytest.fail("no attack in the sample games")


def test_the_buy_prompt_shows_grain_and_prices() -> None:
    view, legal = all_steps("buy")[0]
    prompt = prompts.prompt(view, legal)
    assert prompt is not None
    english = [text("en", line) for line in prompt.lines]
    assert any("grain" in line for line in english)
    assert any(line.startswith("Prices: soldier") for line in english)
    assert "done" in {a["t"] for a in controls(prompt)}


# --- words for every action, event and refusal -------------------------------------------------

ACTIONS: list[tuple[Action, str]] = [
    ({"t": "mission", "m": "occupy-24"}, "Keep the mission: Hold 24 territories"),
    ({"t": "place", "a": "mexico", "s": 1}, "Place 1 soldier on Mexico"),
    ({"t": "place", "a": "mexico", "h": 2}, "Place 2 horses on Mexico"),
    ({"t": "lord", "a": "alaska"}, "Put the lord on Alaska"),
    (
        {"t": "attack", "a": "east-usa", "b": "mexico", "s": 3, "h": 1, "l": 1, "k": 1},
        "Attack Mexico from East USA with 3 soldiers, 1 horse, 1 catapult, the lord",
    ),
    (
        {"t": "attack", "a": "east-usa", "b": "mexico", "s": 5, "m": 1, "g": 1},
        "Attack Mexico from East USA with 5 soldiers, a mage, 1 catapult to sacrifice",
    ),
    ({"t": "move", "a": "east-usa", "b": "west-usa", "c": 1}, "Move 1 cannon from East USA"),
    ({"t": "capital", "a": "mexico"}, "Move the capital to Mexico"),
    ({"t": "swap", "x": ["rally"]}, "Exchange Rally"),
    ({"t": "card", "c": "rally"}, "Play Rally"),
    ({"t": "card", "c": "conscription", "a": "mexico"}, "Play Conscription on Mexico"),
    ({"t": "card", "c": "informant", "p": 1}, "Play Informant on Blue"),
    ({"t": "card", "c": "saboteurs", "a": "mexico", "u": "tower"}, "Play Saboteurs on Mexico"),
    ({"t": "card", "c": "saboteurs", "u": "catapult"}, "Play Saboteurs on catapult"),
    ({"t": "card", "c": "militia", "x": ["mexico", "peru"]}, "Play Militia on Mexico, Peru"),
    ({"t": "end"}, "End the turn"),
    ({"t": "occupy"}, "Occupy the capital"),
    ({"t": "repar", "a": "mexico", "b": "peru"}, "Reparations: 200 grain and Mexico, Peru"),
    ({"t": "repar", "a": "mexico"}, "Reparations: 200 grain and Mexico"),
    ({"t": "repar"}, "Reparations: 200 grain"),
    ({"t": "refound", "a": "peru"}, "Found the new capital in Peru"),
    ({"t": "buy", "u": "horse", "a": "peru", "n": 2}, "Buy 2 horses for Peru"),
    ({"t": "buy", "u": "tower", "a": "peru", "n": 1}, "Buy 1 well-tower for Peru"),
    ({"t": "build", "a": "peru", "u": "catapult"}, "Build the free catapult in Peru"),
    ({"t": "done"}, "Done buying"),
    ({"t": "sacrifice", "k": 2, "w": 1}, "Give up 2 catapults, 1 well-tower for the losses"),
    ({"t": "sacrifice", "k": 0, "w": 1}, "Give up 1 well-tower for the losses"),
    ({"t": "sacrifice", "k": 0, "w": 0}, "Give up no engine: the troops take the losses"),
]


@pytest.mark.parametrize(("action", "english"), ACTIONS)
def test_describe_action_in_every_language(action: Action, english: str) -> None:
    described = prompts.describe_action(action)
    words_everywhere(described)
    for item in texts_of(described):
        words_everywhere(item)
    assert text("en", described).startswith(english)
    label = menu_choice({}, action).label
    words_everywhere(label)


def test_every_action_shape_of_the_contract_is_described() -> None:
    shapes = {a["t"] for a, _english in ACTIONS}
    assert shapes == {
        "mission", "place", "lord", "attack", "move", "capital", "swap", "card", "end",
        "occupy", "repar", "refound", "buy", "build", "done", "sacrifice",
    }  # fmt: skip
    assert text("en", prompts.describe_action({"t": "nonsense"})) == "An unknown move"


def test_every_legal_action_of_real_games_has_words_and_a_menu_label() -> None:
    seen: set[str] = set()
    for phase in PHASES:
        for view, legal in all_steps(phase):
            for action in legal:
                if action_key(action) in seen:
                    continue
                seen.add(action_key(action))
                words_everywhere(prompts.describe_action(action))
                choice = menu_choice(view, action)
                words_everywhere(choice.label)
                if choice.description:
                    words_everywhere(choice.description)


def narrated(event: Event) -> dict[str, Any]:
    """The event's parameters as the narration gives them: seats become names."""
    seats = PLATFORM_SEAT_PARAMS | SEAT_PARAMS
    params: dict[str, Any] = {}
    for name, value in event.params.items():
        if name in seats and isinstance(value, int) and not isinstance(value, bool):
            params[name] = prompts.seat_label(value, 5)
        elif name in seats and isinstance(value, list):
            params[name] = [prompts.seat_label(v, 5) if isinstance(v, int) else v for v in value]
        else:
            params[name] = value
    return params


def test_every_event_of_real_games_reads_in_every_language() -> None:
    keys: set[str] = set()
    for players, seed in GAMES:
        for event in played(players, seed)[1]:
            keys.add(event.key)
            for locale in SUPPORTED:
                assert t(locale, event.key, **narrated(event))
    assert {"ww-ev-battle", "ww-ev-conquer", "ww-ev-card", "ww-ev-game-over"} <= keys


def engine_source() -> str:
    return "\n".join(path.read_text("utf-8") for path in sorted(ENGINE_DIR.glob("*.py")))


def test_every_event_and_result_key_of_the_engine_has_words() -> None:
    source = engine_source()
    keys = set(re.findall(r'"(ww-(?:ev|result)-[a-z-]+)"', source))
    assert len(keys) >= 30
    for key in keys:
        for locale in SUPPORTED:
            assert has(key, locale), (locale, key)


SAMPLE = {
    "units": 3,
    "need": 5,
    "territory": "mexico",
    "room": 3,
    "cost": 2,
    "grain": 10,
    "left": 1,
    "round": 3,
    "card": "rally",
    "seat": 2,
    "continent": "asia",
    "n": 4,
    "catapults": 2,
    "towers": 1,
    "owed": 6,
}


def test_every_refusal_of_the_engine_has_words_with_its_parameters() -> None:
    source = engine_source()
    calls = re.findall(r'err\("([a-z-]+)"((?:, *\w+=[^,)]+(?:\([^)]*\))?)*)\)?', source)
    assert len({code for code, _params in calls}) >= 35
    for code, raw in calls:
        names = re.findall(r"(\w+)=", raw)
        params = {name: SAMPLE[name] for name in names}
        for locale in SUPPORTED:
            assert has(f"ww-err-{code}", locale), (locale, code)
            assert t(locale, f"ww-err-{code}", **params)


def test_the_docstring_lists_only_keys_with_words() -> None:
    doc = engine_package.__doc__ or ""
    for key in set(re.findall(r"``(ww-(?:ev|err)-[a-z-]+)``", doc)):
        for locale in SUPPORTED:
            assert has(key, locale), (locale, key)


def test_events_name_territories_cards_and_units() -> None:
    battle = Event(
        "ww-ev-battle",
        {"seat": 0, "defender": None, "from": "east-usa", "to": "mexico", "attacker_dice": [6, 5],
         "defender_dice": [4], "rolled": 1, "attacker_losses": 0, "defender_losses": 1,
         "catapult_kills": 3, "tower_kills": 0, "attacker_lord": False, "defender_lord": False},
    )  # fmt: skip
    english = t("en", battle.key, **narrated(battle))
    assert "Mexico" in english and "East USA" in english and "Catapults killed 3" in english
    assert "Dice 6, 5 against 4;" in english
    # Catapults that leave nothing to roll against: no empty dice lists in the sentence.
    unrolled = dict(battle.params, attacker_dice=[], defender_dice=[], rolled=0)
    words = t("en", battle.key, **narrated(Event("ww-ev-battle", unrolled)))
    assert "No dice are rolled;" in words and "against ;" not in words
    assert "墨西哥" in t("zh-TW", battle.key, **narrated(battle))
    buy = Event("ww-ev-buy", {"seat": 0, "unit": "tower", "n": 1, "territory": "peru"})
    assert "well-tower" in t("en", buy.key, **narrated(buy))
    card = Event("ww-ev-card", {"seat": 0, "card": "rally"})
    assert t("en", card.key, **narrated(card)) == "Black plays Rally."
    over = Event("ww-ev-game-over", {"winners": [1, 3], "reason": "ww-result-mission"})
    assert "Blue, Red" in t("en", over.key, **narrated(over))


# --- names, secrets, steps, commands ---------------------------------------------------------


def test_seat_labels_are_colours() -> None:
    english = [text("en", prompts.seat_label(seat, 5)) for seat in range(5)]
    assert english == ["Black", "Blue", "Yellow", "Red", "Green"]
    for seat in range(5):
        words_everywhere(prompts.seat_label(seat, 5))


def test_private_summary_tells_the_mission_hand_and_what_was_seen() -> None:
    view, _legal = all_steps("turn")[0]
    view = copy.deepcopy(view)
    seat = view["me"]["seat"]
    other = (seat + 1) % view["players"]
    view["me"]["seen"] = [
        {"seat": other, "look": "mission", "round": 2, "what": "occupy-24"},
        {"seat": other, "look": "hand", "round": 2, "what": ["rally", "blitz"]},
        {"seat": other, "look": "hand", "round": 2, "what": None},
    ]
    lines = prompts.private_summary(view)
    for line in lines:
        words_everywhere(line)
    english = [text("en", line) for line in lines]
    assert english[0].startswith("Your mission: ")
    assert any(line.startswith("Your domestic-affairs cards") for line in english)
    assert any("Hold 24 territories" in line for line in english)
    assert any("Rally, Blitz" in line for line in english)
    assert prompts.private_summary(engine.view(engine.setup(4, {}, setup_rng(1)), None)) == []


def test_private_summary_during_setup_lists_the_offer() -> None:
    view, _legal = all_steps("setup")[0]
    english = [text("en", line) for line in prompts.private_summary(view)]
    assert english[0].startswith("Missions offered (keep one): ")


@pytest.mark.parametrize("phase", [*PHASES, "over"])
def test_step_labels_use_public_facts_only(phase: str) -> None:
    label = prompts.step_label({"phase": phase}, 0)
    words_everywhere(label)


def test_the_commands_are_declared_with_words_in_every_language() -> None:
    assert COMMANDS.name == "ww"
    names = [move.name for move in COMMANDS.moves]
    assert set(names) == MOVES
    assert len(names) == len(set(names))
    keys = [COMMANDS.key, COMMANDS.description_key]
    for move in COMMANDS.moves:
        assert re.fullmatch(r"[a-z]{1,32}", move.name)
        keys += [move.key, move.description_key]
        for param in move.params:
            assert re.fullmatch(r"[a-z]{1,32}", param.name)
            keys += [param.key, param.description_key]
    for key in keys:
        for locale in SUPPORTED:
            assert has(key, locale), (locale, key)
    for locale in SUPPORTED:
        localized = [t(locale, move.key) for move in COMMANDS.moves]
        assert len(localized) == len(set(localized)), locale


def test_the_attack_autocomplete_offers_legal_sources_targets_and_attacks() -> None:
    attack = next(move for move in COMMANDS.moves if move.name == "attack")
    source, target = attack.params[0], attack.params[1]
    assert source.complete is not None and target.complete is not None
    for view, legal in all_steps("turn"):
        attacks = [a for a in legal if a["t"] == "attack"]
        if not attacks:
            continue
        offers = list(source.complete(view, attacks, ""))
        typed = [o.value for o in offers if not hasattr(o, "action")]
        assert set(typed) == {a["a"] for a in attacks}
        picked = [o.action for o in offers if hasattr(o, "action")]
        assert {action_key(a) for a in picked} == {action_key(a) for a in attacks}
        targets = [o.value for o in target.complete(view, attacks, "") if not hasattr(o, "action")]
        assert set(targets) == {a["b"] for a in attacks}
        return
    pytest.fail("no attack in the sample games")


def test_the_catalogs_name_every_id_events_carry() -> None:
    """Events carry ids; the catalogs name them with ``NAME("<prefix>", $id)``, so every id of
    the map and the decks needs its ``<prefix>-<id>`` message in every locale."""
    from bot.games.worldwar.engine.content.decks import decks
    from bot.games.worldwar.engine.content.map import world

    named = [
        ("ww-err-not-yours", "territory", "ww-territory", list(world().territories)),
        ("ww-err-not-in-hand", "card", "ww-card", [c.id for c in decks().domestic]),
        ("ww-ev-event", "event", "ww-event", [e.id for e in decks().events]),
        ("ww-ev-mission-done", "mission", "ww-mission", [m.id for m in decks().missions]),
    ]
    for key, param, prefix, ids in named:
        for item in ids:
            for locale in SUPPORTED:
                name = t(locale, f"{prefix}-{item}")
                assert name in t(locale, key, seat="x", **{param: item}), (locale, item)
    for spell in [s.id for s in decks().sorcery]:
        params = {"from": "peru", "to": "brazil", "attacker_value": 3, "defender_value": 2}
        duel = t("en", "ww-ev-duel", seat="x", card=spell, winner="attacker", toll=4, **params)
        assert t("en", f"ww-sorcery-{spell}") in duel
