"""Tiny Epic Kingdoms' private picture (issue 26 part 6): every seat's own picture renders at the
fewest and most players in every locale, draws its faction's powers (the ability text from the
catalogs), its tracks and what it may do now, and shows nothing of another seat's secret."""

from __future__ import annotations

import copy
import io
from typing import Any

import pytest
from PIL import Image

from bot.engine.base import State, rng_for
from bot.games.tek import SPEC, render
from bot.games.tek.engine import ENGINE as engine
from bot.games.tek.engine.content import factions
from bot.games.tek.prompts.words import power_text
from bot.i18n import SUPPORTED, t, text
from bot.render.drawn_text import recording
from tests.autoplay import autoplayed


def played(players: int, steps: int, seed: int = 7) -> State:
    return autoplayed("tek", players, steps, seed)


def drawn_values(state: State, seat: int, locale: str) -> tuple[bytes, list[str]]:
    # every layer drawn afresh: a cached seat row would hide its text from the recording, and
    # which render draws it first depends on the tests run before in the same process
    render.clear_caches()
    with recording() as drawn:
        png = render.render_private(engine.view(state, seat), locale)
    assert png is not None
    return png, [line.value for line in drawn]


def until(players: int, phase: str, seed: int = 7) -> State:
    """The first state of a game in ``phase``."""
    for steps in range(0, 400):
        state = played(players, steps, seed)
        if state["phase"] == phase:
            return state
    raise AssertionError(f"no {phase} phase")


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("steps", [0, 30, 90])
@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_seat_sees_its_faction_powers_and_tracks(
    players: int, steps: int, locale: str
) -> None:
    state = played(players, steps)
    for seat in range(players):
        png, values = drawn_values(state, seat, locale)
        with Image.open(io.BytesIO(png)) as image:
            assert image.format == "PNG" and image.width == 632
        info = engine.view(state, seat)["seats"][seat]
        faction = info.get("faction")
        if faction:
            for power in factions()[faction]["powers"]:
                assert text(locale, power_text(power)) in values, (seat, power)
            title = t(locale, "tek-private-powers", faction=t(locale, f"tek-faction-{faction}"))
            assert title in values
        for kind in ("f", "m", "o"):  # the row's three tracks, by their counts
            assert str(info["res"][kind]) in values
        assert f"{info['tower']}/6" in values


NEW_FACTIONS = ("stargazers", "windriders", "wildhorn")  # issue 28: sixteen factions


@pytest.mark.parametrize("faction", NEW_FACTIONS)
@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_new_factions_cards_draw_their_five_powers(faction: str, locale: str) -> None:
    state = copy.deepcopy(played(5, 30))
    for info in state["seats"][1:]:  # factions stay unique: swap with a seat dealt it
        if info["faction"] == faction:
            info["faction"] = state["seats"][0]["faction"]
    state["seats"][0]["faction"] = faction
    _png, values = drawn_values(state, 0, locale)
    for power in factions()[faction]["powers"]:
        assert text(locale, power_text(power)) in values, power
    assert t(locale, "tek-private-powers", faction=t(locale, f"tek-faction-{faction}")) in values


def test_a_view_without_a_seat_has_no_private_picture() -> None:
    assert render.render_private(engine.view(played(3, 20), None), "en") is None
    assert SPEC.render_private is render.render_private


def test_the_seat_to_move_is_told_its_step_the_others_whom_they_wait_for() -> None:
    state = until(4, "follow")
    waiting = engine.waiting_for(state)
    leader = state["leader"]
    action = t("en", f"tek-action-{state['turn']['action']}")
    for seat in range(4):
        _, values = drawn_values(state, seat, "en")
        if seat in waiting:
            assert f"Your move: follow {action} or collect" in values
        else:
            assert seat == leader
            assert any(value.startswith("Waiting for ") for value in values)


def test_setup_says_which_steps_are_left() -> None:
    state = until(3, "setup")
    _, values = drawn_values(state, 0, "en")
    line = next(value for value in values if value.startswith("Your move: "))
    assert line == "Your move: choose card side, starting resources, home region"


def _sealed(state: State, seat: int, pick: int) -> State:
    """``state`` after ``seat`` seals its ``pick``-th legal choice (a follow or a bid)."""
    after = copy.deepcopy(state)
    actions: list[dict[str, Any]] = engine.legal_actions(after, seat)
    engine.apply(after, seat, actions[pick % len(actions)], rng_for(7, 500))
    return after


def test_another_seats_sealed_follow_choice_changes_nothing() -> None:
    state = until(4, "follow")
    sealer, other = sorted(engine.waiting_for(state))[:2]
    choices = len(engine.legal_actions(state, sealer))
    assert choices >= 2
    one, two = _sealed(state, sealer, 0), _sealed(state, sealer, choices - 1)
    assert one["turn"]["pending"] != two["turn"]["pending"]
    for seat in (other, state["leader"]):
        assert drawn_values(one, seat, "en") == drawn_values(two, seat, "en")
    # the sealer's own picture tells its choice
    _, own = drawn_values(one, sealer, "en")
    assert any(value.startswith("Your choice: ") for value in own)


def test_another_seats_sealed_bid_changes_nothing() -> None:
    state = until(5, "war")
    war = state["war"]
    attacker, defender = war["attacker"], war["defender"]
    assert defender >= 0
    bids = engine.legal_actions(state, attacker)
    low, high = _sealed(state, attacker, 0), _sealed(state, attacker, len(bids) - 1)
    assert low["war"]["bids"] != high["war"]["bids"]
    assert drawn_values(low, defender, "en") == drawn_values(high, defender, "en")
    _, own = drawn_values(high, attacker, "en")
    assert any(value.startswith("Your war value: ") for value in own)
