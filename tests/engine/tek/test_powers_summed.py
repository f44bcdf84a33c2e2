"""The power hooks read a summary kept per faction and level (issue 30: cheaper search
iterations): for every faction of the box at every magic level, each hook must answer what a
fresh reading of the faction's list of powers gives, and a faction registered again under the
same id is read afresh (its new war bonus and terrain bonus count at once)."""

from __future__ import annotations

from typing import Any

import pytest
from tek_scenario import game

from bot.games.tek.engine import content, powers
from bot.games.tek.engine.content import MAX_MAGIC, STACK
from bot.games.tek.engine.state import State


def _read(fid: str, magic: int) -> list[dict[str, Any]]:
    """The rule powers unlocked at ``magic``, straight from the faction's list."""
    return list(content.factions()[fid]["powers"][: min(magic, MAX_MAGIC - 1)])


def _fresh(fid: str, magic: int) -> dict[str, Any]:
    """Each hook's answer worked out from the list, the way the rules describe the powers."""
    unlocked = _read(fid, magic)

    def added(kind: str) -> int:
        return sum(p["n"] for p in unlocked if p["kind"] == kind)

    terrains: dict[str, int] = {}
    rates = {"f": 0, "m": 2, "o": 1}  # mana 2, ore 1, food 0 unless a power says otherwise
    for p in unlocked:
        if p["kind"] == "terrain_bonus":
            terrains[p["terrain"]] = terrains.get(p["terrain"], 0) + p["n"]
        if p["kind"] == "war_rate":
            rates[p["res"]] = p["n"]
    return {
        "rates": rates,
        "collect": [(p["res"], p["n"]) for p in unlocked if p["kind"] == "collect_bonus"],
        "stack": max([STACK] + [p["n"] for p in unlocked if p["kind"] == "stack"]),
        "attack": sum(
            p["n"] for p in unlocked if p["kind"] == "war_bonus" and p["when"] != "defend"
        ),
        "defend": sum(
            p["n"] for p in unlocked if p["kind"] == "war_bonus" and p["when"] != "attack"
        ),
        "terrains": terrains,
        "ruins": added("ruins_bonus"),
        "trade": added("trade_bonus"),
        "build": added("build_discount"),
        "expand": added("expand_discount"),
        "tie_win": any(p["kind"] == "tie_win" for p in unlocked),
        "unseal": any(p["kind"] == "unseal" for p in unlocked),
    }


def _hooks(state: State, seat: int) -> dict[str, Any]:
    return {
        "rates": powers.war_rates(state, seat),
        "collect": powers.collect_bonus(state, seat),
        "stack": powers.stack_limit(state, seat),
        "attack": powers.war_bonus(state, seat, "attack"),
        "defend": powers.war_bonus(state, seat, "defend"),
        "terrains": dict(powers.terrain_bonuses(state, seat)),
        "ruins": powers.ruins_bonus(state, seat),
        "trade": powers.trade_bonus(state, seat),
        "build": powers.build_discount(state, seat),
        "expand": powers.expand_discount(state, seat),
        "tie_win": powers.tie_win(state, seat),
        "unseal": powers.unsealed(state, seat),
    }


CASES = [(fid, magic) for fid in content.factions() for magic in range(MAX_MAGIC + 1)]


@pytest.mark.usefixtures("cards")
@pytest.mark.parametrize(("fid", "magic"), CASES, ids=[f"{f}-{m}" for f, m in CASES])
def test_every_hook_answers_what_the_faction_list_says(fid: str, magic: int) -> None:
    state = game(2)
    state["seats"][0]["faction"] = fid
    state["seats"][0]["magic"] = magic
    assert _hooks(state, 0) == _fresh(fid, magic)
    assert _hooks(state, 0) == _fresh(fid, magic)  # asked again: the kept summary
    powers.war_rates(state, 0)["m"] = 99  # a caller changing its copy changes nothing kept
    assert _hooks(state, 0) == _fresh(fid, magic)


@pytest.mark.usefixtures("cards")
def test_a_faction_registered_again_brings_its_new_bonuses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = game(2)
    state["seats"][0]["faction"] = "again"
    state["seats"][0]["magic"] = 2
    for bonus in (1, 3):
        rows = [
            {"kind": "war_bonus", "n": bonus, "when": "attack"},
            {"kind": "terrain_bonus", "terrain": "forest", "n": bonus},
            {"kind": "trade_bonus", "n": 0},
            {"kind": "trade_bonus", "n": 0},
            {"kind": "score_flat", "n": 0},
        ]
        faction = {"id": "again", "magic": [1] * 5, "powers": rows}
        monkeypatch.setitem(content.factions(), "again", faction)
        assert powers.war_bonus(state, 0, "attack") == bonus
        assert powers.war_bonus(state, 0, "defend") == 0
        assert dict(powers.terrain_bonuses(state, 0)) == {"forest": bonus}


@pytest.mark.usefixtures("cards")
def test_a_seat_without_a_faction_and_a_neutral_have_no_powers() -> None:
    state = game(2)
    state["seats"][1]["faction"] = None
    assert powers.stack_limit(state, 1) == STACK
    assert powers.war_bonus(state, 1, "attack") == 0
    assert dict(powers.terrain_bonuses(state, 1)) == {}
    assert powers.war_rates(state, 1) == {"f": 0, "m": 2, "o": 1}
    assert powers.collect_bonus(state, 1) == []
    assert powers.stack_limit(state, content.NEUTRAL) == 1
