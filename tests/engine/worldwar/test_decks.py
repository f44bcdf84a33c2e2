"""World War's decks (bot/games/worldwar/engine/content/decks.json): sizes, vocabulary, stat scales,
fairness between colours, and words for every id in all three catalogs."""

from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Callable
from importlib import resources
from typing import Any

import pytest

from bot.games.worldwar.engine.content import decks as D
from bot.i18n import SUPPORTED, t

DECKS = D.decks()
RAW: dict[str, Any] = json.loads(
    resources.files("bot.games.worldwar.engine.content").joinpath("decks.json").read_text("utf-8")
)


# --- sizes -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("what", "count", "least"),
    [
        ("missions", len(DECKS.missions), 20),
        ("distinct domestic-affairs effects", len(DECKS.domestic), 24),
        ("political events", len(DECKS.events), 12),
        ("sorcery cards", len(DECKS.sorcery), 12),
        ("lords", len(DECKS.lords), 8),
        ("treasures", len(DECKS.treasures), 20),
    ],
)
def test_each_deck_is_big_enough(what: str, count: int, least: int) -> None:
    assert count >= least, what


def test_the_domestic_deck_holds_about_48_cards() -> None:
    assert 44 <= len(DECKS.domestic_deck()) <= 52


@pytest.mark.parametrize("kind", D.MISSION_KINDS)
def test_every_mission_kind_is_in_the_deck(kind: str) -> None:
    assert sum(m.kind == kind for m in DECKS.missions) >= 4


@pytest.mark.parametrize("kind", ["eliminate", "capture"])
@pytest.mark.parametrize("colour", D.COLOURS)
def test_every_colour_is_named_by_an_eliminate_and_a_capture_mission(
    kind: str, colour: str
) -> None:
    """So that "redraw a mission that targets yourself" works the same for every colour."""
    assert [m.id for m in DECKS.missions if m.kind == kind and m.target == colour]


@pytest.mark.parametrize("players", [4, 5])
def test_a_deal_always_leaves_a_mission_for_everyone(players: int) -> None:
    """Missions naming yourself or a colour nobody plays are redrawn: enough remain."""
    for colours in [D.COLOURS[:players], D.COLOURS[-players:]]:
        for me in colours:
            usable = [
                m
                for m in DECKS.missions
                if m.target is None or m.target == "left" or m.target in set(colours) - {me}
            ]
            assert len(usable) >= 2 * players


@pytest.mark.parametrize("colour", D.COLOURS)
def test_each_colour_has_twelve_generals(colour: str) -> None:
    assert len(DECKS.generals_of(colour)) == 12


def test_every_colours_generals_add_up_to_the_same_totals() -> None:
    totals = {
        colour: tuple(sum(g.stats[s] for g in DECKS.generals_of(colour)) for s in D.STATS)
        for colour in D.COLOURS
    }
    assert len(set(totals.values())) == 1, totals


@pytest.mark.parametrize("lord", DECKS.lords, ids=lambda lord: lord.id)
def test_a_lord_has_one_to_three_skills_and_more_skills_cost_stats(lord: D.Lord) -> None:
    assert 1 <= len(lord.skills) <= 3
    assert sum(lord.stats.values()) == 300 - 30 * (len(lord.skills) - 1)


def test_about_one_treasure_in_ten_is_harmful() -> None:
    harmful = [tr.id for tr in DECKS.treasures if tr.harmful]
    assert 0.05 <= len(harmful) / len(DECKS.treasures) <= 0.15
    # the seed's scale: a bad treasure takes 30 to 60 off a stat
    assert all(min(tr.mods.values()) <= -30 for tr in DECKS.treasures if tr.harmful)


# --- vocabulary and scales -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("vocabulary", "used"),
    [
        pytest.param(D.DOMESTIC_KINDS, {c.effect.kind for c in DECKS.domestic}, id="domestic"),
        pytest.param(D.EVENT_KINDS, {e.effect.kind for e in DECKS.events}, id="events"),
        pytest.param(D.SORCERY_MODS, {m.kind for s in DECKS.sorcery for m in s.mods}, id="sorcery"),
        pytest.param(
            D.SKILL_KINDS, {s.kind for lord in DECKS.lords for s in lord.skills}, id="skills"
        ),
    ],
)
def test_every_kind_of_a_vocabulary_is_used_and_nothing_else(
    vocabulary: dict[str, Any], used: set[str]
) -> None:
    assert used == set(vocabulary)
    assert len(vocabulary) <= 15


def test_every_stat_is_on_the_0_to_100_scale() -> None:
    for holder in [*DECKS.generals, *DECKS.lords]:
        assert set(holder.stats) == set(D.STATS), holder.id
        assert all(0 <= v <= 100 for v in holder.stats.values()), holder.id
    for treasure in DECKS.treasures:
        assert set(treasure.mods) <= set(D.STATS)
        assert all(-100 <= v <= 100 and v != 0 for v in treasure.mods.values())


def test_the_sorcery_deck_names_every_stat_and_has_a_reversal() -> None:
    named = Counter(stat for card in DECKS.sorcery for stat in card.stats)
    assert set(named) == set(D.STATS)
    assert any(card.low_wins for card in DECKS.sorcery)
    assert all(card.toll >= 1 for card in DECKS.sorcery)


# --- the loader refuses broken files ---------------------------------------------------------


def _set(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        node = data
        for step in path[:-1]:
            node = node[step]
        node[path[-1]] = value

    return change


def _drop_general(data: dict[str, Any]) -> None:
    data["generals"].pop()


def _all_harmless(data: dict[str, Any]) -> None:
    for treasure in data["treasures"]:
        treasure["mods"] = {"charm": 5}


BROKEN = [
    ("unknown domestic kind", _set(["domestic", 0, "effect", "kind"], "teleport"), "unknown"),
    ("missing parameter", _set(["domestic", 0, "effect"], {"kind": "recruit"}), "parameters"),
    ("word not in the list", _set(["domestic", 0, "effect", "where"], "moon"), "where"),
    ("bad timing", _set(["domestic", 0, "timing"], "never"), "timing"),
    ("unknown event kind", _set(["events", 0, "effect", "kind"], "meteor"), "unknown"),
    ("zero factor", _set(["events", 0, "effect", "x"], 0), "x="),
    ("unknown sorcery stat", _set(["sorcery", 0, "stats"], ["luck"]), "stats"),
    ("unknown sorcery mod", _set(["sorcery", 1, "mods", 0, "kind"], "weather"), "unknown"),
    ("stat above 100", _set(["generals", 0, "stats", "might"], 101), "scale"),
    ("stat below 0", _set(["lords", 0, "stats", "charm"], -1), "scale"),
    ("missing stat", _set(["generals", 0, "stats"], {"might": 50}), "stats"),
    ("eleven generals", _drop_general, "generals"),
    ("no skill", _set(["lords", 0, "skills"], []), "skills"),
    ("unknown skill", _set(["lords", 0, "skills", 0, "kind"], "flight"), "unknown"),
    ("mission shape", _set(["missions", 0, "plus_any"], "x"), "plus_any"),
    ("unknown mission kind", _set(["missions", 0, "kind"], "dance"), "unknown"),
    ("no bad treasure", _all_harmless, "harmful"),
    ("duplicate id", _set(["events", 1, "id"], RAW["events"][0]["id"]), "twice"),
]


@pytest.mark.parametrize(("what", "change", "message"), BROKEN, ids=[b[0] for b in BROKEN])
def test_the_loader_refuses_a_broken_file(
    what: str, change: Callable[[dict[str, Any]], None], message: str
) -> None:
    data = copy.deepcopy(RAW)
    change(data)
    with pytest.raises(D.DeckError, match=message):
        D.parse(data)


def test_the_shipped_file_parses_as_it_is() -> None:
    assert D.parse(copy.deepcopy(RAW)) == DECKS


# --- words -----------------------------------------------------------------------------------


def _keys() -> list[tuple[str, dict[str, Any]]]:
    keys: list[tuple[str, dict[str, Any]]] = [(f"ww-stat-{s}", {}) for s in D.STATS]
    keys += [(f"ww-mission-{m.id}", {}) for m in DECKS.missions]
    keys += [(f"ww-mission-kind-{k}", {}) for k in D.MISSION_KINDS]
    for section, items in (
        ("card", DECKS.domestic), ("event", DECKS.events), ("sorcery", DECKS.sorcery),
    ):  # fmt: skip
        for item in items:
            keys += [(f"ww-{section}-{item.id}", {}), (f"ww-{section}-{item.id}-text", {})]
    keys += [(f"ww-general-{g.id}", {}) for g in DECKS.generals]
    keys += [(f"ww-lord-{lord.id}", {}) for lord in DECKS.lords]
    keys += [(f"ww-treasure-{tr.id}", {}) for tr in DECKS.treasures]
    for lord in DECKS.lords:
        for skill in lord.skills:
            keys.append((f"ww-skill-{skill.kind.replace('_', '-')}", dict(skill.params)))
    keys.append(("ww-card-reaction", {}))
    keys.append(("ww-treasure-mod", {"stat": "x", "n": -30}))
    return keys


@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_id_has_words_in_every_catalog(locale: str) -> None:
    """Strict mode (tests/conftest.py): a missing key or variable raises."""
    for key, args in _keys():
        assert t(locale, key, **args).strip(), key


@pytest.mark.parametrize("locale", SUPPORTED)
def test_names_are_distinct_within_a_deck(locale: str) -> None:
    for prefix, items in (
        ("ww-card-", DECKS.domestic), ("ww-event-", DECKS.events),
        ("ww-sorcery-", DECKS.sorcery), ("ww-general-", DECKS.generals),
        ("ww-lord-", DECKS.lords), ("ww-treasure-", DECKS.treasures),
    ):  # fmt: skip
        names = [t(locale, prefix + item.id) for item in items]
        assert len(set(names)) == len(names), [n for n, c in Counter(names).items() if c > 1]


def test_skill_words_follow_their_parameters() -> None:
    assert "+1" in t("en", "ww-skill-dice", side="attack", n=1, dice=2)
    assert "attacks" in t("en", "ww-skill-dice", side="attack", n=1, dice=2)
    assert "防守" in t("zh-TW", "ww-skill-dice", side="defend", n=1, dice=3)
    assert "戰馬" in t("zh-TW", "ww-skill-discount", unit="horse", n=20)
    assert "井栏" in t("zh-CN", "ww-skill-discount", unit="well_tower", n=40)


def test_no_faction_label_of_the_seed_appears_anywhere() -> None:
    """Armies are named by colour only (issue 12)."""
    text = json.dumps(RAW, ensure_ascii=False)
    for locale in SUPPORTED:
        text += "".join(t(locale, key, **args) for key, args in _keys())
    for label in ("起义", "起義", "阿凡达", "阿凡達", "皇军", "皇軍", "赤卫", "赤衛", "恐怖",
                  "Avatar", "Imperial"):  # fmt: skip
        assert label not in text
