"""Which rule broke a tie for first place: the generic walk through a game's rules, then every
game's own rules on tied final states, checked against the winners the engine chose."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from bot.engine.base import RandomSource, Result, State
from bot.games import get
from bot.games.smallworld.engine.outcome import final_result as sw_final
from bot.games.suntzu.engine.ending import finish as suntzu_finish
from bot.games.tek.engine.scoring import tie_key
from bot.games.tek.engine.state import on_map
from bot.i18n import SUPPORTED, Text, text
from bot.prompts.tiebreak import Rule, decided, explain

R1, R2 = Text("tek-story-rule-tower"), Text("tek-story-rule-magic")

# (scores, rules' values, eligible, the keys of the lines, the winners they end with)
CASES: list[tuple[dict[int, float], list[list[float]], list[int] | None, list[str], Any]] = [
    ({0: 5, 1: 3}, [[1, 2]], None, [], None),  # no tie: nothing to explain
    ({0: 5, 1: 5}, [[1, 2]], None, ["tiebreak-tied", "tiebreak-rule"], [1]),
    # the first rule leaves them level: the second decides
    ({0: 5, 1: 5, 2: 1}, [[3, 3, 9], [1, 0, 9]], None, ["tiebreak-tied", "tiebreak-rule"], [0]),
    # three tied: the first rule keeps two, the second picks one
    (
        {0: 7, 1: 7, 2: 7},
        [[2, 2, 1], [0, 4, 0]],
        None,
        ["tiebreak-tied", "tiebreak-rule", "tiebreak-rule"],
        [1],
    ),
    # nothing separates them: shared
    ({0: 4, 1: 4}, [[1, 1], [2, 2]], None, ["tiebreak-tied", "tiebreak-shared"], [0, 1]),
    # a rule narrows three to two, then nothing more: shared by two
    (
        {0: 4, 1: 4, 2: 4},
        [[1, 2, 2]],
        None,
        ["tiebreak-tied", "tiebreak-rule", "tiebreak-shared"],
        [1, 2],
    ),
    # only eligible seats count: the top scorer is not among them
    ({0: 9, 1: 4, 2: 4}, [[0, 1, 0]], [1, 2], ["tiebreak-tied", "tiebreak-rule"], [1]),
]


@pytest.mark.parametrize(("scores", "values", "eligible", "keys", "winners"), CASES)
def test_the_rules_are_asked_in_order_until_one_separates_the_tied(
    scores: dict[int, float],
    values: list[list[float]],
    eligible: list[int] | None,
    keys: list[str],
    winners: Any,
) -> None:
    rules = [Rule(name, v) for name, v in zip((R1, R2), values, strict=False)]
    lines = explain(scores, rules, eligible=eligible)
    assert [line.key for line in lines] == keys
    assert decided(lines) == winners
    for line in lines:  # every line has words in every language
        for locale in SUPPORTED:
            text(locale, _numbered(line))


@pytest.mark.parametrize(
    ("scores", "values", "keys", "winners"),
    [
        # nothing separates them: in a game where that is a draw, nobody wins
        ({0: 4, 1: 4}, [[1, 1], [2, 2]], ["tiebreak-tied", "tiebreak-draw"], []),
        # a rule narrows three to two, then nothing more: a draw between those two
        ({0: 4, 1: 4, 2: 4}, [[1, 2, 2]], ["tiebreak-tied", "tiebreak-rule", "tiebreak-draw"], []),
        # a rule decides: no draw
        ({0: 4, 1: 4}, [[1, 2]], ["tiebreak-tied", "tiebreak-rule"], [1]),
    ],
)
def test_a_tie_no_rule_breaks_is_a_draw_when_the_game_says_so(
    scores: dict[int, float], values: list[list[float]], keys: list[str], winners: list[int]
) -> None:
    rules = [Rule(name, v) for name, v in zip((R1, R2), values, strict=False)]
    lines = explain(scores, rules, draw=True)
    assert [line.key for line in lines] == keys
    assert decided(lines) == winners
    for locale in SUPPORTED:
        said = text(locale, _numbered(lines[-1]))
        assert "{" not in said and said.strip()


def _numbered(line: Text) -> Text:
    """The line with seat numbers as plain names (the presenter puts players' names there)."""
    params = {}
    for key, value in line.params.items():
        if key in ("tied", "winner"):
            params[key] = [f"P{seat}" for seat in value]
        elif key == "values":
            params[key] = [
                Text(v.key, {**v.params, "player": f"P{v.params['player']}"}) for v in value
            ]
        else:
            params[key] = value
    return Text(line.key, params)


def finished_state(game: str, players: int, seed: int) -> State:
    """The last state of an autopilot game (the engine alone, as the conformance suite)."""
    engine = get(game).engine
    source = RandomSource.from_seed(seed)
    state = engine.setup(players, {}, source.setup())
    for number in range(1, 5000):
        if engine.result(state) is not None:
            return state
        for seat in sorted(engine.waiting_for(state)):
            action = engine.autopilot(state, seat, source.autopilot(number))
            after = copy.deepcopy(state)
            engine.apply(after, seat, action, source.step(number))
            if after != state:
                break
        state = after
    raise AssertionError("no end")


@pytest.fixture(scope="module")
def suntzu_end() -> State:
    return finished_state("suntzu", 2, 11)


@pytest.mark.parametrize(("pools", "winners"), [((5, 3), [0]), ((2, 4), [1]), ((3, 3), [0, 1])])
def test_sun_tzu_a_marker_in_the_centre_goes_to_the_bigger_pool(
    suntzu_end: State, pools: tuple[int, int], winners: list[int]
) -> None:
    spec = get("suntzu")
    state = copy.deepcopy(suntzu_end)
    state["marker"], state["pool"] = 0, list(pools)
    suntzu_finish(state, [], "suntzu-end-rounds")
    result = spec.engine.result(state)
    assert result is not None and list(result.winners) == winners
    assert spec.tiebreaks is not None
    lines = spec.tiebreaks(spec.engine.view(state, None), result)
    assert lines[0].key == "suntzu-story-tied"
    assert decided(lines) == winners
    if len(winners) == 1:
        assert lines[1].params["rule"] == Text("suntzu-story-rule-pool")


def test_sun_tzu_a_marker_off_centre_needs_no_tie_break(suntzu_end: State) -> None:
    spec = get("suntzu")
    state = copy.deepcopy(suntzu_end)
    state["marker"] = 2
    suntzu_finish(state, [], "suntzu-end-rounds")
    result = spec.engine.result(state)
    assert result is not None and spec.tiebreaks is not None
    assert spec.tiebreaks(spec.engine.view(state, None), result) == []


@pytest.mark.parametrize("seed", [3, 4, 5, 6])
def test_small_world_tied_coins_go_to_the_most_tokens_on_the_map(seed: int) -> None:
    spec = get("smallworld")
    state = finished_state("smallworld", 3, seed)
    for seat in range(3):
        state["seats"][seat]["coins"] = 40 if seat < 2 else 10
    state["result"] = sw_final(state)
    result = spec.engine.result(state)
    assert result is not None and spec.tiebreaks is not None
    tokens = result.details["tokens"]
    lines = spec.tiebreaks(spec.engine.view(state, None), result)
    assert lines[0].params["tied"] == [0, 1]
    assert decided(lines) == list(result.winners)
    if tokens[0] != tokens[1]:
        assert lines[1].params["rule"] == Text("sw-story-rule-tokens")
        assert [v.params["value"] for v in lines[1].params["values"]] == tokens[:2]
    else:
        assert lines[1].key == "tiebreak-shared"


@pytest.fixture(scope="module")
def tek_end() -> State:
    return finished_state("tek", 3, 7)


def _level_meeples(state: State, seats: list[int]) -> None:
    """Take meeples off the map until ``seats`` have as many on the map as the fewest."""
    fewest = min(on_map(state, seat) for seat in seats)
    for seat in seats:
        extra = on_map(state, seat) - fewest
        for group in state["map"].values():
            while extra and any(m["s"] == seat for m in group):
                group.remove(next(m for m in group if m["s"] == seat))
                extra -= 1


# each case: the tower, magic and resources of seats 0 and 1, and the rule that decides
TEK_CASES = [
    ((3, 2, 4), (2, 2, 4), "tek-story-rule-tower", [0]),
    ((2, 1, 4), (2, 3, 0), "tek-story-rule-magic", [1]),
    ((2, 2, 9), (2, 2, 4), "tek-story-rule-resources", [0]),
    ((2, 2, 4), (2, 2, 4), None, []),  # "若仍平手，則不分勝負": a draw, no winner
]


@pytest.mark.parametrize(("first", "second", "rule", "winners"), TEK_CASES)
def test_tiny_epic_kingdoms_ties_go_to_meeples_tower_magic_then_resources(
    tek_end: State,
    first: tuple[int, int, int],
    second: tuple[int, int, int],
    rule: str | None,
    winners: list[int],
) -> None:
    spec = get("tek")
    state = copy.deepcopy(tek_end)
    _level_meeples(state, [0, 1])
    for seat, (tower, magic, left) in ((0, first), (1, second)):
        info = state["seats"][seat]
        info["tower"], info["magic"] = tower, magic
        info["res"] = {"f": left, "m": 0, "o": 0}
    scores = [20, 20, 5]  # seats 0 and 1 tie for first
    keys = [tie_key(state, seat, scores[seat]) for seat in range(3)]
    chosen = [seat for seat in range(3) if keys[seat] == max(keys)]
    assert (chosen if len(chosen) == 1 else []) == winners  # the engine's own rule agrees
    result = Result(scores=dict(enumerate(scores)), winners=tuple(winners))
    assert spec.tiebreaks is not None
    lines = spec.tiebreaks(spec.engine.view(state, None), result)
    assert decided(lines) == winners
    if rule is None:
        assert [line.key for line in lines] == ["tiebreak-tied", "tiebreak-draw"]
        assert lines[1].params["tied"] == [0, 1]
    else:  # the meeples were levelled: the first rule that differs is the one said
        assert [line.key for line in lines] == ["tiebreak-tied", "tiebreak-rule"]
        assert lines[1].params["rule"] == Text(rule)


@pytest.fixture(scope="module")
def ww_end() -> State:
    return finished_state("worldwar", 4, 2)


@pytest.mark.parametrize(
    ("scores", "out", "keys", "winners"),
    [
        # two players still in tie: no rule breaks it, they share
        ([120, 120, 50, 10], [], ["tiebreak-tied", "tiebreak-shared"], [0, 1]),
        # the best total belongs to a player who is out: said, and the others' best wins
        ([200, 120, 50, 10], [0], ["ww-story-out-ahead"], [1]),
        # no tie among those still in, nobody out ahead: nothing to say
        ([130, 120, 50, 10], [3], [], [0]),
    ],
)
def test_world_war_only_players_still_in_can_win_and_ties_share(
    ww_end: State, scores: list[int], out: list[int], keys: list[str], winners: list[int]
) -> None:
    spec = get("worldwar")
    state = copy.deepcopy(ww_end)
    for seat, info in enumerate(state["seats"]):
        info["out"] = seat in out
    standing = [seat for seat in range(4) if seat not in out]
    best = max(scores[seat] for seat in standing)
    chosen = [seat for seat in standing if scores[seat] == best]  # rounds.finish's rule
    assert chosen == winners
    result = Result(scores=dict(enumerate(scores)), winners=tuple(chosen))
    assert spec.tiebreaks is not None
    lines = spec.tiebreaks(spec.engine.view(state, None), result)
    assert [line.key for line in lines] == keys
    if "tiebreak-shared" in keys:
        assert decided(lines) == winners


def test_the_explanation_of_a_random_tie_always_names_the_engines_winners() -> None:
    """Tiny Epic Kingdoms' rules against its own tie key on many random tied tables."""
    rng = random.Random(15)
    for _ in range(300):
        seats = rng.randint(2, 5)
        columns = [[rng.randint(0, 2) for _ in range(seats)] for _ in range(4)]
        scores = {seat: 10 if seat < 2 or rng.random() < 0.3 else 3 for seat in range(seats)}
        keys = {seat: (scores[seat], *(c[seat] for c in columns)) for seat in range(seats)}
        best = max(keys.values())
        expected = [seat for seat in range(seats) if keys[seat] == best]
        names = [Text(f"r{i}") for i in range(4)]
        lines = explain(scores, [Rule(n, c) for n, c in zip(names, columns, strict=True)])
        assert decided(lines) == expected
