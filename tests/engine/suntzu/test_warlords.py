"""Each of the ten warlords: when it may act, what it does, and that it stays secret."""

from __future__ import annotations

import pytest

from bot.engine.base import RuleError, setup_rng

WU, CHU = 0, 1


def game(sz, wu: str = "high_six", chu: str = "plague_recycle"):
    """A full game with named warlords; the event deck is made inert for these tests."""
    state = sz.start(beginner=False, wu=wu, chu=chu)
    state["event"] = "hero"
    return state


def put(state, p: int, seat: int, count: int) -> None:
    state["board"][p][seat] += count
    state["pool"][seat] -= count


def use(sz, state, seat: int, **action):
    return sz.engine.apply(state, seat, {"t": "warlord", **action}, sz.rng)


def test_warlords_stay_secret_until_used(sz) -> None:
    state = game(sz, wu="reinforce", chu="remove_enemy")
    for viewer in (None, CHU):
        assert sz.engine.view(state, viewer)["warlords"][WU] == {
            "id": None,
            "used": False,
            "revealed": False,
        }
    assert sz.engine.view(state, WU)["me"]["warlord"] == "reinforce"
    put(state, 3, WU, 2)
    sz.place(state, *sz.cards_at(0, "2", "3"))
    use(sz, state, WU, w="reinforce", p=3)
    assert sz.engine.view(state, None)["warlords"][WU] == {
        "id": "reinforce",
        "used": True,
        "revealed": True,
    }


def test_march_moves_one_army_to_a_free_neighbour(sz) -> None:
    state = game(sz, wu="march")
    put(state, 0, WU, 2)
    put(state, 2, CHU, 1)
    sz.place(state, *sz.cards_at(4, "2", "3"))
    # Both hold an unused warlord, so both are asked: being asked reveals nothing.
    assert sz.engine.waiting_for(state) == {WU, CHU}
    marches = [a for a in sz.engine.legal_actions(state, WU) if a["t"] == "warlord"]
    # Qin's neighbours are Chu and Jin-Yan; Jin-Yan holds a Chu army, so only Chu is open.
    assert marches == [{"t": "warlord", "w": "march", "p": 0, "q": 1}]
    use(sz, state, WU, w="march", p=0, q=1)
    assert state["board"][0][WU] == 1 and state["board"][1][WU] == 1


def test_reinforce_adds_from_the_pool_and_only_in_rounds_1_to_6(sz) -> None:
    state = game(sz, wu="reinforce")
    put(state, 3, WU, 2)
    sz.place(state, *sz.cards_at(0, "2", "3"))
    use(sz, state, WU, w="reinforce", p=3)
    assert state["board"][3][WU] == 3
    late = game(sz, wu="reinforce")
    late["round"] = 7
    put(late, 3, WU, 2)
    sz.place(late, *sz.cards_at(0, "2", "3"))
    assert late["phase"] == "before"
    assert not [a for a in sz.engine.legal_actions(late, WU) if a["t"] == "warlord"]
    with pytest.raises(RuleError):
        use(sz, late, WU, w="reinforce", p=3)


def test_remove_enemy_sends_an_army_back_to_its_pool(sz) -> None:
    state = game(sz, chu="remove_enemy")
    put(state, 2, WU, 3)
    sz.place(state, *sz.cards_at(0, "2", "3"))
    use(sz, state, CHU, w="remove_enemy", p=2)
    assert state["board"][2][WU] == 2
    assert state["pool"][WU] == 18 - 3 + 1


def test_double_six_fights_a_second_six_elsewhere(sz) -> None:
    state = game(sz, chu="double_six")
    wu, chu = sz.cards_at(0, "4", "6")
    wu[3], chu[3] = "5", "2"
    sz.place(state, wu, chu)
    options = [a for a in sz.engine.legal_actions(state, CHU) if a["t"] == "warlord"]
    assert {a["p"] for a in options} == {1, 2, 3, 4}
    use(sz, state, CHU, w="double_six", p=3)
    sz.pass_windows(state)
    assert state["board"][0] == [0, 2]
    assert state["board"][3] == [0, 1]  # 6 beats 5 by one
    assert state["edge"][0][CHU] == 1 and state["edge"][3][CHU] == 1
    # The replaced 2 went back to the hand, and the one 6 card returns once.
    assert state["hands"][CHU].count("6") == 1
    assert state["hands"][CHU].count("2") == 2


def test_plague_shield_protects_chu(sz) -> None:
    state = game(sz, chu="plague_shield")
    put(state, 1, CHU, 4)
    sz.place(state, *sz.cards_at(1, "P", "5"))
    use(sz, state, CHU, w="plague_shield", p=1)
    sz.pass_windows(state)
    assert state["board"][1] == [0, 4]


def test_plague_fury_leaves_one_army(sz) -> None:
    state = game(sz, chu="plague_fury")
    put(state, 1, WU, 5)
    sz.place(state, *sz.cards_at(1, "7", "P"))
    use(sz, state, CHU, w="plague_fury", p=1)
    sz.pass_windows(state)
    assert state["board"][1] == [1, 0]


def test_plague_warlords_need_a_revealed_plague(sz) -> None:
    state = game(sz, wu="head_start", chu="plague_fury")
    put(state, 1, WU, 5)
    sz.place(state, *sz.cards_at(1, "7", "8"))
    for window in ("before", "after"):
        sz.advance_to(state, window)
        assert state["phase"] == window
        # Asked (the warlord is unused), but with nothing to act on: passing is all there is.
        assert [a for a in sz.engine.legal_actions(state, CHU) if a["t"] == "warlord"] == []
    sz.pass_windows(state)
    assert state["phase"] == "draw"


@pytest.mark.parametrize(
    ("seat", "wid", "card"), [(CHU, "plague_recycle", "P"), (WU, "minus_recycle", "-1")]
)
def test_recycle_puts_the_card_under_the_deck(sz, seat, wid, card) -> None:
    state = game(sz, wu=wid if seat == WU else "high_six", chu=wid if seat == CHU else "double_six")
    wu, chu = sz.cards_at(2, "4", "4")
    (wu if seat == WU else chu)[2] = card
    top = state["decks"][seat][0]
    sz.place(state, wu, chu)
    sz.advance_to(state, "after")
    assert state["phase"] == "after"
    use(sz, state, seat, w=wid)
    assert state["decks"][seat][-1] == card
    assert top in state["discards"][seat]
    sz.pass_windows(state)
    # The deck's old top card and the four fillers leave the game; the recycled card does not.
    assert sorted(state["discards"][seat]) == sorted([top] + ["-1"] * 4)


def test_high_six_returns_a_high_card_to_the_hand(sz) -> None:
    state = game(sz, wu="high_six")
    sz.place(state, *sz.cards_at(2, "9", "3"))
    sz.advance_to(state, "after")
    assert state["phase"] == "after" and WU in sz.engine.waiting_for(state)
    use(sz, state, WU, w="high_six", c="9")
    sz.pass_windows(state)
    assert "9" in state["hands"][WU]
    assert state["edge"][2] == [0, 0]


def test_head_start_moves_the_marker_at_the_start(sz) -> None:
    state = sz.start(beginner=False, wu="head_start", chu="double_six")
    assert state["marker"] == -1
    assert sz.engine.view(state, None)["warlords"][WU]["id"] == "head_start"


def test_a_warlord_acts_once(sz) -> None:
    state = game(sz, wu="reinforce")
    put(state, 3, WU, 2)
    sz.place(state, *sz.cards_at(0, "2", "3"))
    use(sz, state, WU, w="reinforce", p=3)
    state["phase"] = "after"
    state["window"] = [WU]
    with pytest.raises(RuleError) as refused:
        use(sz, state, WU, w="reinforce", p=3)
    assert refused.value.code in ("suntzu-error-warlord-used", "suntzu-error-not-your-turn")


def test_warlord_choice_is_sealed_and_changeable(sz) -> None:
    state = sz.engine.setup(2, {"beginner": False}, setup_rng(5))
    assert sz.engine.waiting_for(state) == {WU, CHU}
    events = sz.engine.apply(state, WU, {"t": "choose", "w": "march"}, sz.rng)
    assert all(not e.public for e in events)
    assert sz.engine.waiting_for(state) == {WU, CHU}  # nobody learns that Wu has chosen
    sz.engine.apply(state, WU, {"t": "choose", "w": "reinforce"}, sz.rng)
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, CHU, {"t": "choose", "w": "march"}, sz.rng)
    assert refused.value.code == "suntzu-error-bad-warlord"
    sz.engine.apply(state, CHU, {"t": "choose", "w": "double_six"}, sz.rng)
    assert state["phase"] == "place"
    assert state["warlords"][WU]["id"] == "reinforce"


def test_plague_shield_spares_whoever_stands_there(sz) -> None:
    # The seed: the Plague's damage to the armies of that province drops to 0 — whoever owns them.
    state = game(sz, chu="plague_shield")
    put(state, 3, WU, 6)
    sz.place(state, *sz.cards_at(3, "4", "P"))
    use(sz, state, CHU, w="plague_shield", p=3)
    sz.pass_windows(state)
    assert state["board"][3] == [6, 0]
    assert state["battles"][3]["lost"] == 0


def test_one_plague_warlord_per_province(sz) -> None:
    state = game(sz, chu="plague_shield")
    state["extra"][CHU] = {"id": "plague_fury", "used": False, "revealed": False}
    put(state, 1, WU, 5)
    wu, chu = sz.cards_at(1, "7", "P")
    chu[4] = "P"
    sz.place(state, wu, chu)
    use(sz, state, CHU, w="plague_fury", p=1)
    shields = [a for a in sz.engine.legal_actions(state, CHU) if a["t"] == "warlord"]
    # Physician may no longer act on the Chu province, only on the other Plague (Wu).
    assert shields == [{"t": "warlord", "w": "plague_shield", "p": 4}]
    with pytest.raises(RuleError):
        use(sz, state, CHU, w="plague_shield", p=1)
