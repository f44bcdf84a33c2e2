"""Setup, sealed placement, battle order, scoring, the draw, special support and refusals."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine.base import RuleError, setup_rng
from bot.games.suntzu.engine.data import PLAQUES

WU, CHU = 0, 1


@pytest.mark.parametrize(
    ("beginner", "pool", "reserve", "deck"), [(False, 18, 3, 10), (True, 21, 0, 8)]
)
def test_setup(sz, beginner, pool, reserve, deck) -> None:
    state = sz.engine.setup(2, {"beginner": beginner}, setup_rng(42))
    assert state["pool"] == [pool, pool] and state["reserve"] == [reserve, reserve]
    assert state["phase"] == ("place" if beginner else "warlord")
    assert len({tuple(p) for p in state["plaques"]}) == 5
    assert all(tuple(p) in PLAQUES for p in state["plaques"])
    assert state["event"] is not None and len(state["event_deck"]) == 4
    for seat in (WU, CHU):
        hand = Counter(state["hands"][seat])
        assert len(state["hands"][seat]) == 10
        assert all(hand[c] >= 1 for c in "123456")
        assert len(state["decks"][seat]) == deck
        if beginner:
            assert not {"+2", "+3"} & set(state["hands"][seat] + state["decks"][seat])
    assert sz.engine.view(state, None)["marker"] == 0


def test_setup_refuses_other_player_counts(sz) -> None:
    with pytest.raises(RuleError):
        sz.engine.setup(3, {}, setup_rng(1))


def test_placement_is_sealed_until_both_lock(sz) -> None:
    state = sz.start()
    before = sz.engine.view(state, None)
    chu_view = sz.engine.view(state, CHU)
    events = []
    for p in range(5):
        card = state["hands"][WU][p]
        events += sz.engine.apply(state, WU, {"t": "assign", "p": p, "c": card}, sz.rng)
    events += sz.engine.apply(state, WU, {"t": "lock"}, sz.rng)
    assert all(not e.public for e in events)
    assert sz.engine.view(state, None) == before
    assert sz.engine.view(state, CHU) == chu_view
    assert sz.engine.waiting_for(state) == {WU, CHU}
    sz.engine.apply(state, WU, {"t": "unlock"}, sz.rng)
    assert not state["locked"][WU]


def test_lock_needs_five_cards_and_locked_cannot_change(sz) -> None:
    state = sz.start()
    sz.engine.apply(state, WU, {"t": "assign", "p": 0, "c": "3"}, sz.rng)
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, WU, {"t": "lock"}, sz.rng)
    assert refused.value.code == "suntzu-error-placement-incomplete"
    assert refused.value.params == {"missing": 4}
    for p, card in enumerate(["1", "2", "4", "5"], start=1):
        sz.engine.apply(state, WU, {"t": "assign", "p": p, "c": card}, sz.rng)
    sz.engine.apply(state, WU, {"t": "lock"}, sz.rng)
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, WU, {"t": "assign", "p": 0, "c": "6"}, sz.rng)
    assert refused.value.code == "suntzu-error-locked"


def test_assigning_a_placed_card_moves_it(sz) -> None:
    state = sz.start()
    sz.engine.apply(state, WU, {"t": "assign", "p": 0, "c": "3"}, sz.rng)
    sz.engine.apply(state, WU, {"t": "assign", "p": 4, "c": "3"}, sz.rng)
    assert state["placement"][WU] == [None, None, None, None, "3"]


def test_card_not_in_hand_is_refused(sz) -> None:
    state = sz.start()
    state["hands"][WU] = ["1", "2", "3", "4", "5", "6"]
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, WU, {"t": "assign", "p": 0, "c": "10"}, sz.rng)
    assert refused.value.code == "suntzu-error-card-not-in-hand"


def test_round_one_fights_left_to_right_and_cards_return_or_leave(sz) -> None:
    state = sz.start()
    events = sz.place(state, ["7", "1", "2", "3", "4"], ["1", "8", "3", "2", "+1"])
    assert [b["p"] for b in state["battles"]] == [0, 1, 2, 3, 4]
    assert sz.keys(events).count("suntzu-ev-battle") == 5
    assert state["phase"] == "draw"
    # Numbers 1-6 came back; 7 and +1 left the game.
    assert "7" in state["discards"][WU] and "+1" in state["discards"][CHU]
    assert Counter(state["hands"][WU])["1"] == 1


@pytest.mark.parametrize(
    ("counts", "previous", "chooser"),
    [((3, 5), (0, 0), WU), ((6, 2), (0, 0), CHU), ((4, 4), (1, 2), WU), ((4, 4), (2, 2), None)],
)
def test_battle_order_chooser(sz, counts, previous, chooser) -> None:
    state = sz.start()
    state["round"] = 2
    state["counts"] = list(previous)
    state["board"][0] = [counts[0], 0]
    state["board"][4] = [0, counts[1]]
    state["pool"] = [21 - counts[0], 21 - counts[1]]
    sz.place(state, *sz.cards_at(2, "5", "4"))
    assert state["chooser"] == chooser
    if chooser is None:
        assert state["phase"] == "draw"
        return
    assert sz.engine.waiting_for(state) == {chooser}
    sz.engine.apply(state, chooser, {"t": "order", "p": 3}, sz.rng)
    assert state["battles"][0]["p"] == 3
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, chooser, {"t": "order", "p": 3}, sz.rng)
    assert refused.value.code == "suntzu-error-battle-done"
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, 1 - chooser, {"t": "order", "p": 2}, sz.rng)
    assert refused.value.code == "suntzu-error-not-your-turn"


def test_draw_two_keep_one_other_to_the_bottom(sz) -> None:
    state = sz.start()
    state["decks"][WU] = ["9", "+1", "P"]
    sz.place(state, *sz.cards_at(0, "3", "2"))
    assert state["drawn"][WU] == ["9", "+1"]
    assert sz.engine.view(state, WU)["me"]["drawn"] == ["9", "+1"]
    assert sz.engine.view(state, CHU).get("me", {}).get("drawn") != ["9", "+1"]
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, WU, {"t": "keep", "c": ["P"]}, sz.rng)
    assert refused.value.code == "suntzu-error-keep-not-drawn"
    sz.engine.apply(state, WU, {"t": "keep", "c": ["9"]}, sz.rng)
    assert state["decks"][WU] == ["P", "+1"]
    assert "9" in state["hands"][WU]


def test_a_played_one_draws_three_keeps_two(sz) -> None:
    state = sz.start()
    state["decks"][WU] = ["9", "+1", "P", "8"]
    sz.place(state, *sz.cards_at(0, "1", "4"))
    assert state["drawn"][WU] == ["9", "+1", "P"] and state["keep"][WU] == 2
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, WU, {"t": "keep", "c": ["9"]}, sz.rng)
    assert refused.value.code == "suntzu-error-keep-count"
    sz.engine.apply(state, WU, {"t": "keep", "c": ["9", "P"]}, sz.rng)
    assert state["decks"][WU] == ["8", "+1"]


@pytest.mark.parametrize(("deck", "hand_gain"), [(["7"], 1), ([], 0)])
def test_short_deck_takes_what_is_left(sz, deck, hand_gain) -> None:
    state = sz.start()
    state["decks"][WU] = list(deck)
    sz.place(state, *sz.cards_at(0, "3", "2"))
    assert state["drawn"][WU] == []
    assert len(state["hands"][WU]) == 1 + 1 + hand_gain  # spare 2, the returned 3, the draw


def test_scoring_after_round_three(sz) -> None:
    state = sz.start()
    state["round"] = 3
    state["plaques"] = [[1, 2, 4], [1, 3, 5], [2, 3, 2], [3, 1, 5], [4, 3, 2]]
    state["board"][0] = [2, 0]
    state["board"][1] = [0, 1]
    state["board"][4] = [0, 3]
    state["pool"] = [19, 17]
    events = sz.place(state, *sz.cards_at(2, "5", "5"))
    events += sz.pass_windows(state)  # Wu has fewer armies and picks the order
    assert "suntzu-ev-score" in sz.keys(events)
    assert state["marker"] == (1 + 4) - 1  # Chu 5 points, Wu 1: four steps toward Chu
    assert state["scoring_index"] == 1


def test_reaching_the_end_after_round_three_wins(sz) -> None:
    state = sz.start()
    state["round"] = 3
    state["marker"] = -7
    state["plaques"] = [[4, 1, 4]] * 5
    state["board"][0] = [2, 0]
    state["pool"][WU] = 19
    sz.place(state, *sz.cards_at(2, "5", "5"))
    sz.pass_windows(state)
    assert state["marker"] == -9
    assert state["result"]["winners"] == [WU]
    assert state["result"]["reason"] == "suntzu-end-track"
    assert sz.engine.result(state).winners == (WU,)


@pytest.mark.parametrize(
    ("marker", "pools", "winners", "tiebreak"),
    [
        (1, (10, 10), [CHU], None),
        (-2, (10, 10), [WU], None),
        (0, (12, 10), [WU], "pool"),
        (0, (10, 10), [WU, CHU], "draw"),
    ],
)
def test_end_of_round_nine(sz, marker, pools, winners, tiebreak) -> None:
    state = sz.start()
    state["round"] = 9
    state["scoring_index"] = 2
    state["marker"] = marker
    state["board"][0] = [21 - pools[0], 0]
    state["board"][1] = [0, 21 - pools[1]]
    state["plaques"][0][2] = state["plaques"][1][2] = 3
    state["pool"] = list(pools)
    sz.place(state, *sz.cards_at(2, "5", "5"))
    sz.pass_windows(state)
    assert state["result"] == {
        "winners": winners,
        "reason": "suntzu-end-rounds",
        "tiebreak": tiebreak,
    }


def test_special_support_at_any_time(sz) -> None:
    state = sz.engine.setup(2, {"beginner": False}, setup_rng(3))
    state["hands"][CHU] += ["8", "+1"]
    sz.engine.apply(state, CHU, {"t": "choose", "w": "double_six"}, sz.rng)
    state["hands"][WU] = ["1", "2", "3", "4", "5", "6", "+1"]
    assert {"t": "support", "c": "8"} in sz.engine.legal_actions(state, CHU)
    events = sz.engine.apply(state, CHU, {"t": "support", "c": "8"}, sz.rng)
    assert events[0].public and events[0].params["card"]["params"]["card"] == "8"
    assert state["reserve"][CHU] == 2 and state["pool"][CHU] == 19
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, CHU, {"t": "support", "c": "3"}, sz.rng)
    assert refused.value.code == "suntzu-error-support-keeper"


def test_special_support_cannot_take_a_placed_card_or_an_empty_reserve(sz) -> None:
    state = sz.start()
    state["hands"][WU] = ["1", "2", "3", "4", "+1"]
    sz.engine.apply(state, WU, {"t": "assign", "p": 0, "c": "+1"}, sz.rng)
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, WU, {"t": "support", "c": "+1"}, sz.rng)
    assert refused.value.code == "suntzu-error-support-placed"
    state["hands"][WU].append("+1")
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, WU, {"t": "support", "c": "+1"}, sz.rng)
    assert refused.value.code == "suntzu-error-support-no-reserve"


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ({"t": "dance"}, "suntzu-error-unknown-action"),
        ({"t": "order", "p": 1}, "suntzu-error-wrong-phase"),
        ({"t": "assign", "p": 7, "c": "3"}, "suntzu-error-bad-province"),
        ({"t": "assign", "p": 1, "c": "11"}, "suntzu-error-bad-card"),
        ({"t": "unlock"}, "suntzu-error-not-locked"),
    ],
)
def test_refusals(sz, action, code) -> None:
    state = sz.start()
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, WU, action, sz.rng)
    assert refused.value.code == code


def test_no_moves_after_the_end(sz) -> None:
    state = sz.start()
    state["phase"] = "over"
    state["result"] = {"winners": [WU], "reason": "suntzu-end-track", "tiebreak": None}
    with pytest.raises(RuleError) as refused:
        sz.engine.apply(state, WU, {"t": "lock"}, sz.rng)
    assert refused.value.code == "suntzu-error-game-over"
    assert sz.engine.legal_actions(state, WU) == []


def test_events_left_counts_the_cards_still_face_down(sz) -> None:
    state = sz.start()
    view = sz.engine.view(state, None)
    assert view["event"] is not None and view["events_left"] == 4
    state["event_deck"] = []
    assert sz.engine.view(state, None)["events_left"] == 0


def _lock_all(sz, state, seat: int) -> list:
    events = []
    for p in range(5):
        card = state["hands"][seat][p]
        events += sz.engine.apply(state, seat, {"t": "assign", "p": p, "c": card}, sz.rng)
    return events + sz.engine.apply(state, seat, {"t": "lock"}, sz.rng)


def test_lock_status_is_secret_by_default(sz) -> None:
    state = sz.start()
    events = _lock_all(sz, state, WU)
    assert not [e for e in events if e.public]
    assert sz.engine.view(state, None)["locks"] is None
    assert sz.engine.view(state, CHU)["locks"] is None
    assert sz.engine.view(state, None)["open_locks"] is False


def test_open_locks_shows_who_has_locked(sz) -> None:
    state = sz.engine.setup(2, {"beginner": True, "open_locks": True}, setup_rng(4))
    assert ("open_locks", bool, False) in {(o.name, o.kind, o.default) for o in sz.engine.options}
    assert sz.engine.view(state, None)["locks"] == [False, False]
    events = _lock_all(sz, state, WU)
    public = [e for e in events if e.public]
    # only the fact of the lock is public: no card, no province
    assert [(e.key, e.params) for e in public] == [
        ("suntzu-ev-locked-open", {"side": {"key": "suntzu-side-0"}, "seat": WU})
    ]
    assert sz.engine.view(state, None)["locks"] == [True, False]
    assert sz.engine.view(state, CHU)["locks"] == [True, False]
    # both are still asked (the issue: both pinged until both locked), and Wu may unlock
    assert sz.engine.waiting_for(state) == {WU, CHU}
    events = sz.engine.apply(state, WU, {"t": "unlock"}, sz.rng)
    assert [e.key for e in events if e.public] == ["suntzu-ev-unlocked-open"]
    assert sz.engine.view(state, None)["locks"] == [False, False]
    sz.engine.apply(state, WU, {"t": "lock"}, sz.rng)
    _lock_all(sz, state, CHU)
    # after the reveal there is nothing left to lock: the flags are gone from the view
    assert state["phase"] != "place"
    assert sz.engine.view(state, None)["locks"] is None
