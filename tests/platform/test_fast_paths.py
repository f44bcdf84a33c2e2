"""The faster paths of a click give what the slower ones gave (issue 29 part 2).

* ``canonical_json`` (orjson) writes, for every state, view, legal list, action and events
  of whole autopilot games of every game, the very text ``json.dumps`` wrote before (sorted
  keys, no spaces, characters as they are): the stored states, the stamps, the records'
  hashes and the sealed-move test's comparisons stay what they were; ``parse_json`` reads
  each text back to the value ``json.loads`` gave.
* World War's ``units_of`` counts a stack's units as ``Stack.from_json(...).units`` does, and
  its place options (the room of a territory worked out once) are the ones listed before.
* World War's battle records and the Veto's trial copied with ``fresh`` instead of
  ``copy.deepcopy``: whole games play the same (states and events, move by move).
* Small World's public regions (each region's key made once) are what they were.
* Tiny Epic Kingdoms' ``income`` (each power's bonus looked up once), ``regions_of`` and
  ``on_map`` (loops instead of generators) are what they were.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine.base import RandomSource, State, action_key, canonical_json, parse_json
from bot.games import get
from bot.games.smallworld.engine import views as sw_views
from bot.games.smallworld.engine.state import region, region_ids
from bot.games.tek.engine import collect as tek_collect
from bot.games.tek.engine.content import RESOURCES, YIELD
from bot.games.tek.engine.powers import collect_bonus, ruins_bonus, terrain_bonus
from bot.games.tek.engine.state import board, on_map, regions_of, searching
from bot.games.worldwar.engine import actions as ww_actions
from bot.games.worldwar.engine import army, reactions, war
from bot.games.worldwar.engine.battle import Stack, units_of
from bot.games.worldwar.engine.state import MAP, room
from tests.autoplay import next_seat

MAX_MOVES = 3000
GAMES = [
    ("suntzu", 2, {}),
    ("suntzu", 2, {"beginner": True}),
    *[("smallworld", players, {}) for players in (2, 5)],
    *[("tek", players, {}) for players in (2, 5)],
    ("tek", 3, {"quick_follow": False}),
    ("worldwar", 4, {}),
    ("worldwar", 5, {"edition": "monarchs"}),
]


def standard(value: Any) -> str:
    """The text the store and the stamps were made of before: ``json.dumps``."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def moves(kind: str, players: int, options: dict[str, Any], seed: int) -> Iterator[tuple[str, Any]]:
    """What the platform writes of an autopilot game, each with what it is: every state, and
    for each move each seat's view and the public one, the mover's legal actions, the action
    and its events (the state object is the game's, moved on after each yield)."""
    engine = get(kind).engine
    source = RandomSource.from_seed(seed)
    state = engine.setup(players, dict(options), source.setup())
    for number in range(1, MAX_MOVES + 1):
        yield "state", state
        if engine.result(state) is not None:
            return
        seat = next_seat(engine, state)
        for viewer in (None, *range(players)):
            yield "view", engine.view(state, viewer)
        yield "legal", engine.legal_actions(state, seat)
        action = engine.autopilot(state, seat, source.autopilot(number))
        yield "action", action
        events = engine.apply(state, seat, action, source.step(number))
        yield "events", [event.to_json() for event in events]
    raise AssertionError(f"{kind} {players}p did not end in {MAX_MOVES} moves")


@pytest.mark.parametrize(("kind", "players", "options"), GAMES)
def test_canonical_json_writes_and_reads_what_json_did(
    kind: str, players: int, options: dict[str, Any]
) -> None:
    written = 0
    for _, value in moves(kind, players, options, 1):
        text = canonical_json(value)
        assert text == standard(value)
        # the same values, of the same types (1 and 1.0 and True are equal, their texts not)
        assert repr(parse_json(text)) == repr(json.loads(text))
        written += 1
    assert written > 100


@pytest.mark.parametrize(
    "value",
    [
        {"b": 1, "a": {"d": [1, 2.5, None, True], "c": "中文"}, "B": 0, "é": 1, "z": "\U0001f600"},
        "".join(chr(code) for code in range(160)) + "\u2028\u2029\ufeff",  # escapes as before
        (1, 2),
        [0.1, 1.5, -0.0, 1e16, 1e22, 123456789.125],
        {1: "a key that is not a text"},  # orjson refuses: json.dumps writes it
        {True: 1},
        2**64,  # beyond orjson's integers
        -(2**63) - 1,
        "\ud800",  # a lone surrogate
    ],
)
def test_canonical_json_edge_values(value: Any) -> None:
    assert canonical_json(value) == standard(value)


def test_the_values_written_otherwise_are_those_the_docstring_names() -> None:
    """No game holds these; ``canonical_json`` says so, and here is what it writes."""
    assert canonical_json([1e-05, 1e-07]) == "[0.00001,1e-7]"
    assert standard([1e-05, 1e-07]) == "[1e-05,1e-07]"
    assert canonical_json([float("nan"), float("inf")]) == "[null,null]"
    assert canonical_json([1e-10, 0.5, 1e-300]) == standard([1e-10, 0.5, 1e-300])
    assert parse_json(str(2**64)) == float(2**64)  # json.loads gave the integer
    assert type(parse_json(str(2**64 - 1))) is int


def test_parse_json_falls_back_for_what_orjson_refuses() -> None:
    assert parse_json('{"a":NaN}')["a"] != parse_json('{"a":NaN}')["a"]  # NaN, as json reads it
    assert parse_json('[1.5,"x",null]') == [1.5, "x", None]
    assert parse_json("[1e400]") == [float("inf")]  # as json.loads reads it
    assert action_key({"t": "go", "a": [2, 1]}) == '{"a":[2,1],"t":"go"}'


def old_place_options(state: State, seat: int) -> list[dict[str, Any]]:
    """World War's place options as listed before: the room worked out per kind of piece."""
    supply = Stack.from_json(state["seats"][seat]["supply"]).to_json()
    out: list[dict[str, Any]] = []
    for tid in army.placeable(state, seat):
        for field, pieces, unit in ww_actions.PLACED:
            most = min(supply[pieces], room(state, tid) // ww_actions.PIECE_UNITS[unit])
            out += [{"t": "place", "a": tid, field: n} for n in ww_actions.counts(most)]
    return out


@pytest.mark.parametrize("options", [{}, {"edition": "monarchs"}])
def test_world_war_units_and_place_options(options: dict[str, Any]) -> None:
    placing = 0
    for what, state in moves("worldwar", 5, options, 2):
        if what != "state":
            continue
        for tid in MAP.territories:
            data = state["map"][tid]["u"]
            assert units_of(data) == Stack.from_json(data).units
        for seat, info in enumerate(state["seats"]):
            assert units_of(info["supply"]) == Stack.from_json(info["supply"]).units
            listed = ww_actions.place_options(state, seat)
            assert listed == old_place_options(state, seat)
            placing += bool(listed)
    assert placing > 20


def played(seed: int) -> list[str]:
    """Each state and events of a five-player World War autopilot game, as texts."""
    return [canonical_json(value) for what, value in moves("worldwar", 5, {}, seed)
            if what in ("state", "events")]  # fmt: skip


@pytest.mark.parametrize("seed", [1, 5])
def test_world_war_plays_the_same_with_fresh_copies(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    now = played(seed)
    monkeypatch.setattr(war, "copy_record", copy.deepcopy)  # the battle record for the board
    monkeypatch.setattr(reactions, "fresh", copy.deepcopy)
    assert played(seed) == now
    assert len(now) > 400


def old_public_regions(state: State) -> list[dict[str, Any]]:
    """Small World's public regions as the view listed them before."""
    rows = []
    for rid in region_ids(state):
        reg = region(state, rid)
        markers = {"lair": reg["lair"], "fortress": reg["fortress"], "encampment": reg["camp"],
                   "hero": reg["hero"], "dragon": reg["dragon"], "hole": reg["hole"]}  # fmt: skip
        rows.append(
            {
                "id": rid,
                "terrain": state["board"][str(rid)]["terrain"],
                "owner": reg["owner"],
                "race": reg["race"],
                "declined": reg["declined"],
                "tokens": reg["tokens"],
                "lost_tribe": reg["lost_tribe"],
                "markers": markers,
            }
        )
    return rows


@pytest.mark.parametrize("players", [2, 5])
def test_small_world_public_regions_are_what_they_were(players: int) -> None:
    compared = 0
    for what, state in moves("smallworld", players, {}, 2):
        if what == "state":  # the game's own object, moved on after each: compared at once
            assert sw_views.public_regions(state) == old_public_regions(state)
            compared += 1
    assert compared > 50


def old_income(state: State, seat: int) -> tuple[dict[str, int], int]:
    """Tiny Epic Kingdoms' income as it was worked out before: every bonus per region."""
    terrain = board(state).terrain
    fixed = dict.fromkeys(RESOURCES, 0)
    picks = 0
    for rid in regions_of(state, seat):
        kind = terrain[rid]
        if kind == "ruins":
            if searching(state, rid, seat):
                picks += 1 + ruins_bonus(state, seat)
        elif kind is not None:
            fixed[YIELD[kind]] += 1 + terrain_bonus(state, seat, kind)
    if on_map(state, seat) == 1:
        picks += 1
    for res, n in collect_bonus(state, seat):
        fixed[res] += n
    return fixed, picks


@pytest.mark.parametrize(("players", "options"), [(5, {}), (4, {"all_factions": True})])
def test_tek_income_is_what_it_was(players: int, options: dict[str, Any]) -> None:
    compared = 0
    for what, state in moves("tek", players, options, 3):
        if what != "state":
            continue
        for seat in range(players):
            assert tek_collect.income(state, seat) == old_income(state, seat)
            assert regions_of(state, seat) == sorted(
                int(rid)
                for rid, group in state["map"].items()
                if any(m["s"] == seat for m in group)
            )
            assert on_map(state, seat) == sum(
                1 for group in state["map"].values() for m in group if m["s"] == seat
            )
            compared += 1
    assert compared > 500
