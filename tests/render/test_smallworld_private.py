"""Small World's private picture (issue 26 part 5): one seat's coins, tokens in hand and races
with their powers' reminders, drawn from that seat's view only."""

from __future__ import annotations

import copy
import io

import pytest
from PIL import Image

from bot.engine.base import State
from bot.games.smallworld import render
from bot.games.smallworld.engine import ENGINE as engine
from bot.games.smallworld.prompts import prompt
from bot.i18n import SUPPORTED, t, text
from bot.render.drawn_text import recording
from tests.autoplay import autoplayed


def played(players: int, steps: int, seed: int = 7) -> State:
    return autoplayed("smallworld", players, steps, seed)


def squeezed(value: str) -> str:
    """Text without its whitespace: wrapped lines joined back, in any script."""
    return "".join(value.split())


def drawn_words(state: State, seat: int, locale: str) -> str:
    with recording() as drawn:
        png = render.render_private(engine.view(state, seat), locale)
    assert png is not None
    return squeezed("".join(line.value for line in drawn))


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize("players", [engine.min_players, engine.max_players])
def test_every_seat_gets_its_picture(players: int, locale: str) -> None:
    state = played(players, 90)
    for seat in range(players):
        png = render.render_private(engine.view(state, seat), locale)
        assert png is not None
        with Image.open(io.BytesIO(png)) as picture:
            assert picture.format == "PNG"
            assert picture.width == 560 and 200 <= picture.height <= 900


def test_nobodys_view_has_no_private_picture() -> None:
    assert render.render_private(engine.view(played(2, 30), None), "en") is None


def test_only_the_seats_own_coins_show() -> None:
    state = played(3, 60)
    own = render.render_private(engine.view(state, 0), "en")
    richer_rival = copy.deepcopy(state)
    richer_rival["seats"][1]["coins"] += 17
    richer_rival["seats"][2]["coins"] += 5
    assert render.render_private(engine.view(richer_rival, 0), "en") == own
    richer_self = copy.deepcopy(state)
    richer_self["seats"][0]["coins"] += 17
    assert render.render_private(engine.view(richer_self, 0), "en") != own
    words = drawn_words(state, 0, "en")
    assert squeezed(t("en", "sw-me-coins", coins=state["seats"][0]["coins"])) in words


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_picture_reminds_every_race_and_power_it_shows(locale: str) -> None:
    state = played(5, 120)
    seen_declined = False
    for seat in range(5):
        words = drawn_words(state, seat, locale)
        info = engine.view(state, seat)["seats"][seat]
        forces = ([info["active"]] if info["active"] else []) + list(info["declined"])
        seen_declined = seen_declined or bool(info["declined"])
        for force in forces:
            assert squeezed(t(locale, f"sw-race-{force['race']}-ability")) in words
            if force.get("power"):
                assert squeezed(t(locale, f"sw-power-{force['power']}-ability")) in words
        if info["active"]:
            hand = squeezed(t(locale, "sw-me-hand", hand=info["active"]["in_hand"]))
            assert hand in words
    assert seen_declined  # the game went far enough to have races in decline


def test_the_dm_text_says_what_the_picture_shows() -> None:
    state = played(5, 120)
    for seat in range(5):
        view = engine.view(state, seat)
        words = drawn_words(state, seat, "en")
        lines = [text("en", line) for line in prompt.private_summary(view)]
        assert squeezed(lines[0]) in words  # the coins
        info = view["seats"][seat]
        for force in info["declined"]:
            assert text("en", prompt.race_text(force["race"])) in lines[-1]
