"""Every game's board description (the picture's alt text, ``/game status text:true``), table
driven over real autopilot games of every game and player count, in every language, at many
points of each game: it fits Discord's 1,024 characters with the platform's first line, has
no untranslated key, names every player, says whom the game waits for (or who won), shows the
scores once they are public, and reads nothing secret."""

from __future__ import annotations

import copy
from functools import cache

import pytest

from bot.engine.base import State, rng_for, setup_rng
from bot.games import get
from bot.games.worldwar.prompts.board import colour
from bot.i18n import SUPPORTED, Text, t, text
from bot.table.presenter import ALT_TEXT_LIMIT

GAMES = [
    ("suntzu", 2, {}),
    ("suntzu", 2, {"beginner": True}),
    ("smallworld", 2, {}),
    ("smallworld", 3, {}),
    ("smallworld", 4, {}),
    ("smallworld", 5, {}),
    ("tek", 2, {}),
    ("tek", 3, {}),
    ("tek", 4, {}),
    ("tek", 5, {}),
    ("worldwar", 4, {}),
    ("worldwar", 5, {}),
]
SAMPLES = 40  # points of each game looked at (the first and the last among them)


@cache
def game(name: str, players: int, options: tuple[tuple[str, object], ...]) -> list[State]:
    """Copies of an autopilot game from the setup to the end, evenly spread."""
    engine = get(name).engine
    state = engine.setup(players, dict(options), setup_rng(7))
    found = [copy.deepcopy(state)]
    for number in range(20000):
        if engine.result(state) is not None:
            break
        seats = sorted(engine.waiting_for(state))
        pending = getattr(engine, "pending", None)
        if pending is not None:
            seats = [seat for seat in seats if pending(state, seat)] or seats
        rng = rng_for(7, number)
        engine.apply(state, seats[0], engine.autopilot(state, seats[0], rng), rng)
        found.append(copy.deepcopy(state))
    assert engine.result(state) is not None, "the autopilot game did not end"
    step = max(1, len(found) // SAMPLES)
    return [*found[::step], found[-1]]


def board_name(name: str, seat: int, players: int) -> Text:
    """How the board names a seat: World War's picture and description say the army's colour
    ("Black"), where its prompts say "Black Army"; the other games use the seat label."""
    if name == "worldwar":
        return colour(seat)
    return get(name).seat_label(seat, players)


def described(name: str, state: State, locale: str) -> tuple[str, list[str]]:
    spec = get(name)
    describe = spec.describe_board
    assert describe is not None, f"{name} does not describe its board"
    lines = [text(locale, line) for line in describe(spec.engine.view(state, None))]
    head = t(locale, "board-alt", game=text(locale, spec.title), move=99999)
    return "\n".join([head, *lines]), lines


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize(("name", "players", "options"), GAMES)
def test_every_board_description_fits_and_names_the_players_and_the_turn(
    name: str, players: int, options: dict[str, object], locale: str
) -> None:
    spec = get(name)
    for state in game(name, players, tuple(sorted(options.items()))):
        alt, lines = described(name, state, locale)
        assert len(alt) <= ALT_TEXT_LIMIT, (len(alt), alt)
        assert "{" not in alt and f"{name[:2]}-alt" not in alt, alt
        labels = [text(locale, board_name(name, seat, players)) for seat in range(players)]
        for label in labels:
            assert label in alt, (label, alt)
        result = spec.engine.result(state)
        if result is None:
            # whom the game waits for is named on the first line
            for seat in spec.engine.waiting_for(state):
                assert labels[seat] in lines[0], (labels[seat], lines[0])
        else:
            for seat in result.winners:
                assert labels[seat] in lines[0], (labels[seat], lines[0])


@pytest.mark.parametrize(("name", "players", "options"), GAMES)
def test_the_final_description_shows_the_scores_or_the_standing(
    name: str, players: int, options: dict[str, object]
) -> None:
    spec = get(name)
    final = game(name, players, tuple(sorted(options.items())))[-1]
    result = spec.engine.result(final)
    assert result is not None
    view = spec.engine.view(final, None)
    for locale in SUPPORTED:
        _, lines = described(name, final, locale)
        if name == "suntzu":  # one score marker between the two sides
            steps = abs(int(view["marker"]))
            assert any(str(steps) in line for line in lines[1:2]) or steps == 0, lines
            continue
        for seat, points in result.scores.items():
            label = text(locale, board_name(name, seat, players))
            line = next(line for line in lines[1:] if line.startswith(label))
            assert str(points) in line, (points, line)


def test_small_world_keeps_the_coins_secret_until_the_end() -> None:
    spec = get("smallworld")
    states = game("smallworld", 3, ())
    middle = states[len(states) // 2]
    _, lines = described("smallworld", middle, "en")
    assert not any("coins" in line for line in lines), lines
    _, lines = described("smallworld", states[-1], "en")
    assert sum("coins" in line for line in lines) == 3
    assert spec.engine.result(states[-1]) is not None


@pytest.mark.parametrize(("name", "players", "options"), GAMES)
def test_the_description_reads_nothing_secret(
    name: str, players: int, options: dict[str, object]
) -> None:
    spec = get(name)
    describe = spec.describe_board
    assert describe is not None
    for state in game(name, players, tuple(sorted(options.items())))[::4]:
        public = describe(spec.engine.view(state, None))
        for seat in range(players):
            scrambled = spec.engine.scramble_secrets(copy.deepcopy(state), seat)
            assert describe(spec.engine.view(scrambled, None)) == public


def test_a_crowded_sun_tzu_board_still_fits() -> None:
    """Every province fought with two-digit numbers, both warlords known and used, the event
    face up and five battles: the longest Sun Tzu description."""
    spec = get("suntzu")
    describe = spec.describe_board
    assert describe is not None
    state = game("suntzu", 2, ())[len(game("suntzu", 2, ())) // 2]
    view = spec.engine.view(state, None)
    view.update(result=None, phase="chariots", waiting=[0, 1], marker=-9, event="light_infantry")
    view.update(pools=[19, 19], reserve=[10, 10], hand_sizes=[10, 10], deck_sizes=[10, 10])
    view["warlords"] = [{"id": "plague_shield", "used": True}, {"id": "double_six", "used": True}]
    view["events_resolved"] = ["hero"] * 4
    for index, province in enumerate(view["provinces"]):
        province.update(armies=[10, 10], edge=[2, 2], played=["10", "-1"])
        view["battles"].append({"p": index, "winner": index % 2 or None, "diff": 10})
    for locale in SUPPORTED:
        head = t(locale, "board-alt", game=text(locale, spec.title), move=99999)
        alt = "\n".join([head, *(text(locale, line) for line in describe(view))])
        assert len(alt) <= ALT_TEXT_LIMIT, (len(alt), alt)
