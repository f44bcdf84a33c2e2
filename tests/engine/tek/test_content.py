"""The designer's content files load, hold what the rules need, and the geometry is right."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from bot.games.tek.engine import content
from bot.games.tek.prompts.words import faction_text
from bot.i18n import SUPPORTED, text


def test_eight_double_sided_cards_with_a_capital_each() -> None:
    cards = content.cards()
    assert len(cards) == 8
    for faces in cards.values():
        assert len(faces) == 2
        for face in faces:
            assert len(face["terrain"]) == 7 and face["terrain"][face["capital"] - 1] != "R"
            assert set(face["sealed"]) <= set(range(1, 8))


# The seed: "13張種族卡" and, in the Kickstarter edition, "3張種族卡" more: sixteen of our own.
SIXTEEN = (
    "riverfolk", "stonecutters", "skyweavers", "ashen", "moonwardens", "tidecallers",
    "ironbound", "mirewalkers", "sunharvest", "lanternkeepers", "thornguard", "caravaners",
    "frostpeak", "stargazers", "windriders", "wildhorn",
)  # fmt: skip


def test_sixteen_factions_with_five_levels() -> None:
    factions = content.factions()
    assert tuple(factions) == SIXTEEN
    for faction in factions.values():
        assert len(faction["magic"]) == 5 and all(cost >= 1 for cost in faction["magic"])
        kinds = [power["kind"] for power in faction["powers"]]
        assert set(kinds[:4]) <= content.RULE_POWERS and kinds[4] in content.SCORE_POWERS


def test_no_two_factions_have_the_same_powers() -> None:
    def key(power: dict) -> str:
        return json.dumps(power, sort_keys=True)

    sets = {fid: frozenset(map(key, f["powers"])) for fid, f in content.factions().items()}
    assert len(set(sets.values())) == len(sets)
    rules = {fid: frozenset(map(key, f["powers"][:4])) for fid, f in content.factions().items()}
    assert len(set(rules.values())) == len(rules)  # the rule powers alone differ too


@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_faction_has_a_name_of_its_own_in_every_language(locale: str) -> None:
    names = [text(locale, faction_text(fid)) for fid in content.factions()]
    assert len(set(names)) == len(SIXTEEN)
    assert not any(name.startswith("tek-faction-") for name in names)


def test_tower_card_and_tokens() -> None:
    cost, points = content.tower()
    assert len(cost) == len(points) == 6 and list(points) == sorted(points)
    assert len(content.token_pool(4)) == 16
    assert len(content.token_pool(5)) == 15
    assert Counter(content.token_pool(4)) - Counter(content.token_pool(5)) == Counter({"blank": 1})


def test_the_geometry_of_a_face() -> None:
    card = next(iter(content.cards()))
    geo = content.board_for(((card, 0), (card, None)))
    assert geo.regions == (1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 14, 15, 16, 17)
    assert len(geo.borders) == 12
    assert sorted(near for near, _kind in geo.edges[4]) == [1, 2, 3, 5, 6, 7]
    assert sorted(near for near, _kind in geo.edges[1]) == [2, 3, 4]
    assert geo.edges[14] == () and geo.terrain[14] is None  # a face not chosen yet
    face = content.cards()[card][0]
    for a, b in face["river"]:
        assert (b, "river") in geo.edges[a]
    assert len(geo.capitals) == 1
