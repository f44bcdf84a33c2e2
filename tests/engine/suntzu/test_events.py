"""The five event cards: triggers, effects, turning up the next card, the end of the deck."""

from __future__ import annotations

WU, CHU = 0, 1


def with_event(sz, event: str, rest: list[str], beginner: bool = True, **kw):
    state = sz.start(beginner=beginner, **kw)
    state["event"] = event
    state["event_deck"] = rest
    return state


def test_epidemic_after_the_fourth_plague(sz) -> None:
    state = with_event(sz, "epidemic", ["champion", "hero", "light_infantry", "chariots"])
    state["plague_plays"] = 3
    events = sz.place(state, *sz.cards_at(0, "P", "4"))
    assert "suntzu-ev-epidemic" in sz.keys(events)
    assert state["reserve"] == [1, 1]
    assert state["pool"] == [20, 20]
    assert state["events_resolved"] == ["epidemic"]
    assert state["event"] == "champion"


def test_epidemic_waits_for_four_plagues(sz) -> None:
    state = with_event(sz, "epidemic", ["champion", "hero", "light_infantry", "chariots"])
    state["plague_plays"] = 2
    sz.place(state, *sz.cards_at(0, "P", "4"))
    assert state["event"] == "epidemic" and state["reserve"] == [0, 0]


def test_champion_a_nine_that_does_not_win(sz) -> None:
    state = with_event(sz, "champion", ["epidemic", "hero", "light_infantry", "chariots"])
    sz.place(state, *sz.cards_at(1, "9", "10"))
    assert state["reserve"] == [1, 0]
    assert state["event"] == "epidemic"


def test_champion_tied_nines_both_pay(sz) -> None:
    state = with_event(sz, "champion", ["epidemic", "hero", "light_infantry", "chariots"])
    sz.place(state, *sz.cards_at(1, "9", "9"))
    assert state["reserve"] == [1, 1]


def test_champion_not_triggered_by_a_winning_nine(sz) -> None:
    state = with_event(sz, "champion", ["epidemic", "hero", "light_infantry", "chariots"])
    sz.place(state, *sz.cards_at(1, "9", "8"))
    assert state["event"] == "champion" and state["reserve"] == [0, 0]


def test_hero_a_ten_that_does_not_win(sz) -> None:
    state = with_event(sz, "hero", ["epidemic", "champion", "light_infantry", "chariots"])
    sz.place(state, *sz.cards_at(2, "10", "+1"))
    assert state["reserve"] == [2, 0]
    assert state["board"][2] == [0, 1]
    assert state["event"] == "epidemic"


def test_a_battle_only_triggers_the_card_that_was_face_up(sz) -> None:
    # The 10 loses while Epidemic is face up: Hero is not yet in play, so nothing happens.
    state = with_event(sz, "epidemic", ["hero", "champion", "light_infantry", "chariots"])
    sz.place(state, *sz.cards_at(2, "10", "+1"))
    assert state["reserve"] == [0, 0] and state["event"] == "epidemic"


def test_light_infantry_the_trailing_side_adds_an_army(sz) -> None:
    state = with_event(sz, "light_infantry", ["epidemic", "champion", "hero", "chariots"])
    state["marker"] = 2  # Chu leads, so Wu trails
    sz.place(state, *sz.cards_at(3, "1", "1"))
    assert state["board"][3] == [1, 0]
    assert state["event"] == "epidemic"


def test_light_infantry_against_enemy_armies_pushes_one_back(sz) -> None:
    state = with_event(sz, "light_infantry", ["epidemic", "champion", "hero", "chariots"])
    state["marker"] = -3  # Wu leads, so Chu trails
    state["board"][3] = [2, 0]
    state["pool"][WU] -= 2
    sz.place(state, *sz.cards_at(3, "1", "1"))
    assert state["board"][3] == [1, 0]
    assert state["pool"][WU] == 20


def test_light_infantry_at_the_centre_goes_to_the_smaller_army(sz) -> None:
    state = with_event(sz, "light_infantry", ["epidemic", "champion", "hero", "chariots"])
    state["board"][0] = [0, 3]
    state["pool"][CHU] -= 3
    sz.place(state, *sz.cards_at(3, "1", "1"))
    assert state["board"][3] == [1, 0]


def test_chariots_in_a_beginner_game_gives_nothing(sz) -> None:
    state = with_event(sz, "chariots", ["epidemic", "champion", "hero", "light_infantry"])
    state["edge"][0][WU] = 1
    state["edge"][1][WU] = 1
    state["pool"][WU] -= 2
    events = sz.place(state, *sz.cards_at(2, "6", "3"))
    assert "suntzu-ev-chariots" in sz.keys(events)
    assert state["chariots_pending"] == []
    assert state["event"] == "epidemic"


def test_chariots_lets_the_side_choose_a_second_warlord(sz) -> None:
    state = with_event(
        sz,
        "chariots",
        ["epidemic", "champion", "hero", "light_infantry"],
        beginner=False,
        wu="march",
        chu="double_six",
    )
    state["edge"][0][WU] = 1
    state["edge"][1][WU] = 1
    state["pool"][WU] -= 2
    sz.place(state, *sz.cards_at(2, "6", "3"))
    sz.pass_windows(state)  # the battle in Jin-Yan puts Wu's third army on an edge slot
    assert sz.engine.view(state, None)["phase"] == "chariots"
    assert sz.engine.waiting_for(state) == {WU}
    options = {a["w"] for a in sz.engine.legal_actions(state, WU) if a["t"] == "choose"}
    assert options == {"high_six", "minus_recycle", "reinforce"}
    sz.engine.apply(state, WU, {"t": "choose", "w": "reinforce"}, sz.rng)
    assert state["extra"][WU] == {"id": "reinforce", "used": False, "revealed": False}
    assert sz.engine.view(state, CHU)["extra_warlords"][WU]["id"] is None
    assert sz.engine.view(state, WU)["me"]["extra_warlord"] == "reinforce"
    sz.pass_windows(state)
    assert state["phase"] == "draw"


def test_a_standing_condition_triggers_when_its_card_turns_up(sz) -> None:
    state = with_event(sz, "champion", ["epidemic", "hero", "light_infantry", "chariots"])
    state["plague_plays"] = 4
    sz.place(state, *sz.cards_at(1, "9", "10"))
    assert state["events_resolved"] == ["champion", "epidemic"]
    assert state["event"] == "hero"


def test_the_fifth_event_ends_the_game_at_once(sz) -> None:
    state = with_event(sz, "hero", [])
    state["events_resolved"] = ["epidemic", "champion", "light_infantry", "chariots"]
    state["marker"] = 2
    events = sz.place(state, *sz.cards_at(0, "10", "+2"))
    assert state["phase"] == "over"
    assert state["result"] == {"winners": [CHU], "reason": "suntzu-end-events", "tiebreak": None}
    assert "suntzu-ev-game-over" in sz.keys(events)
    # The battles after the one that ended the game are never fought.
    assert len(state["battles"]) == 1
