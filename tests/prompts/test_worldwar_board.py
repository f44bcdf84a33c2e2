"""The World War board's alt text: from real autopilot games (4 and 5 armies, from the setup to
the end, both editions) it stays within Discord's 1,024 characters in every language with the
platform's first line; it names whose turn it is, the army holding the most territories and
the last battle; it reads nothing secret; every line has words in all three languages."""

from __future__ import annotations

import copy
from functools import cache

import pytest

from bot.engine.base import State, View, rng_for, setup_rng
from bot.games.worldwar.engine import ENGINE as engine
from bot.games.worldwar.prompts.board import describe_board
from bot.i18n import SUPPORTED, t, text
from bot.table.presenter import ALT_TEXT_LIMIT

GAMES = [(4, 1, "generals"), (5, 3, "generals"), (5, 1, "monarchs")]


@cache
def game(players: int, seed: int, edition: str) -> list[State]:
    """Copies of an autopilot game: the setup, every turn's first step and the end."""
    state = engine.setup(players, {"edition": edition}, setup_rng(seed))
    found = [copy.deepcopy(state)]
    turn = None
    for number in range(5000):
        if engine.result(state) is not None:
            break
        seat = min(engine.waiting_for(state))
        engine.apply(
            state, seat, engine.autopilot(state, seat, rng_for(seed, number)), rng_for(seed, number)
        )
        now = (state["phase"], state["round"], (state.get("turn") or {}).get("seat"))
        if now != turn:
            found.append(copy.deepcopy(state))
            turn = now
    found.append(state)
    return found


def alt_text(view: View, locale: str) -> str:
    """As the platform writes it: its own first line, then the game's lines."""
    head = t(locale, "board-alt", game=t(locale, "ww-title"), move=99999)
    return "\n".join([head] + [text(locale, line) for line in describe_board(view)])


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize(("players", "seed", "edition"), GAMES)
def test_the_alt_text_fits_discord_in_every_language(
    players: int, seed: int, edition: str, locale: str
) -> None:
    longest = 0
    for state in game(players, seed, edition):
        alt = alt_text(engine.view(state, None), locale)
        assert "ww-" not in alt and "{" not in alt, alt
        longest = max(longest, len(alt))
    assert longest <= ALT_TEXT_LIMIT - 100  # room to spare for longer names


def test_a_late_five_army_board_with_everything_still_fits() -> None:
    view = engine.view(game(5, 3, "generals")[-3], None)  # the last turn
    view["drawn"] = ["engineers", "steel-shortage"]
    view["fx"].update(sea=2, ceasefire=2)
    for k, info in enumerate(view["seats"]):  # each took a capital and a lord, two are held
        info.update(
            capitals=[(k + 1) % 5], lords=[(k + 2) % 5], held_by=(k + 3) % 5 if k < 2 else None
        )
    view["last_battle"] = {
        "kind": "ww-ev-battle",
        "seat": 0,
        "defender": 1,
        "to": "southeast-asia",
        "attacker_dice": [6] * 13,
        "defender_dice": [6] * 15,
        "attacker_losses": 12,
        "defender_losses": 12,
    }
    for locale in SUPPORTED:
        assert len(alt_text(view, locale)) <= ALT_TEXT_LIMIT, locale


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_alt_text_names_whose_turn_and_the_biggest_army(locale: str) -> None:
    for state in game(5, 3, "generals"):
        view = engine.view(state, None)
        if view["phase"] != "turn":
            continue
        lines = [text(locale, line) for line in describe_board(view)]
        colour = t(locale, f"ww-board-colour-{view['seats'][view['turn']['seat']]['colour']}")
        assert colour in lines[0] and str(view["turn"]["ap"]) in lines[0]
        counts = [sum(1 for spot in view["map"].values() if spot["o"] == seat) for seat in range(5)]
        biggest = counts.index(max(counts))
        line = lines[1 + biggest]
        assert line.startswith(t(locale, f"ww-board-colour-{view['seats'][biggest]['colour']}"))
        assert str(max(counts)) in line


def test_the_last_battle_is_one_line_with_its_dice() -> None:
    views = [engine.view(state, None) for state in game(4, 1, "generals")]
    view = next(view for view in views if (view.get("last_battle") or {}).get("attacker_dice"))
    lines = [text("en", line) for line in describe_board(view)]
    found = [line for line in lines if line.startswith("Last battle")]
    assert len(found) == 1 and "\n" not in found[0]
    assert " ".join(str(die) for die in view["last_battle"]["attacker_dice"]) in found[0]


def test_the_alt_text_reads_nothing_secret() -> None:
    for players, seed, edition in GAMES:
        for state in game(players, seed, edition)[::7]:
            public = describe_board(engine.view(state, None))
            for seat in range(players):
                assert describe_board(engine.view(state, seat)) == public
                scrambled = engine.scramble_secrets(state, seat)
                assert describe_board(engine.view(scrambled, None)) == public
