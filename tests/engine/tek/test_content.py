"""The designer's content files load, hold what the rules need, and the geometry is right."""

from __future__ import annotations

from collections import Counter

from bot.games.tek.engine import content


def test_eight_double_sided_cards_with_a_capital_each() -> None:
    cards = content.cards()
    assert len(cards) == 8
    for faces in cards.values():
        assert len(faces) == 2
        for face in faces:
            assert len(face["terrain"]) == 7 and face["terrain"][face["capital"] - 1] != "R"
            assert set(face["sealed"]) <= set(range(1, 8))


def test_thirteen_factions_with_five_levels() -> None:
    factions = content.factions()
    assert len(factions) == 13
    for faction in factions.values():
        assert len(faction["magic"]) == 5 and all(cost >= 1 for cost in faction["magic"])
        kinds = [power["kind"] for power in faction["powers"]]
        assert set(kinds[:4]) <= content.RULE_POWERS and kinds[4] in content.SCORE_POWERS


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
