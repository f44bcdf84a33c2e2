"""The conformance suite: what every registered game must do, checked for each of them.

A game is covered the moment it registers (``bot.games.register``): the tests are
parametrized over ``available()`` and every player count the engine allows. Autopilot games
are played to the end, and after every step:

* the result, once there is one, is valid (a score for every seat, winners among them);
* replaying the log from the deal gives the same state;
* the public view and every other seat's view stay the same when only a seat's secrets (or
  the face-down decks nobody knows) change (``engine.scramble_secrets``);
* every event and every legal action has words in all three languages (the catalogs run
  strictly in tests, so a missing key or variable raises);
* every prompt fits Discord's limits, with the longest ids the bot makes.

Boards render in every locale within the size limit; a restart of the store after any step
resumes identically (tests/conformance/test_restart.py).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from bot.cogs.components import CUSTOM_ID_LIMIT
from bot.engine.base import RandomSource, State, action_key
from bot.games import GameSpec, available, get
from bot.i18n import SUPPORTED, t, text
from bot.prompts.base import Button, Select
from bot.table.service import STAMP_LENGTH

STEP_LIMIT = 5000
BOARD_LIMIT = 1_000_000  # bytes of one board image (Discord allows far more; we stay small)
# The longest component id prefix the bot makes: act:<7-digit game>:<seat>:<stamp>:
ID_PREFIX = len("act:1234567:4:") + STAMP_LENGTH + 1
ROWS, CHOICES, BUTTONS = 5, 25, 5  # Discord: rows of a message, options of a select, buttons a row


def setups() -> Iterator[tuple[str, int]]:
    for name in available():
        engine = get(name).engine
        for players in range(engine.min_players, engine.max_players + 1):
            yield name, players


SETUPS = list(setups())
IDS = [f"{name}-{players}p" for name, players in SETUPS]


def lobby_options(spec: GameSpec) -> dict[str, Any]:
    """The options as ``/game new`` stores them when the moderator sets none: every option
    the game declares, at its default (a game's setup may read a missing one otherwise: Tiny
    Epic Kingdoms keeps the rules of games stored before an option existed)."""
    return {option.name: option.default for option in spec.engine.options}


def play(spec: GameSpec, players: int, secret: str) -> Iterator[tuple[State, int, Any, list]]:
    """Play an autopilot game; yields (state before, seat, action, events) for each step."""
    engine = spec.engine
    source = RandomSource(secret)
    state = engine.setup(players, lobby_options(spec), source.setup())
    for number in range(1, STEP_LIMIT):
        if engine.result(state) is not None:
            return
        # As the service does: a seat whose move would change nothing (it already locked in
        # and waits for the others) lets the next waiting seat move.
        for seat in sorted(engine.waiting_for(state)):
            action = engine.autopilot(state, seat, source.autopilot(number))
            after = copy.deepcopy(state)
            events = engine.apply(after, seat, action, source.step(number))
            if after != state:
                break
        else:
            raise AssertionError(f"{spec.name}: no waiting seat can move")
        yield state, seat, action, events
        state = after
    raise AssertionError(f"{spec.name} did not end within {STEP_LIMIT} steps")


def check_result(spec: GameSpec, state: State, players: int) -> None:
    result = spec.engine.result(state)
    assert result is not None
    assert set(result.scores) == set(range(players))
    assert result.winners and set(result.winners) <= set(range(players))
    best = max(result.scores.values())
    assert all(result.scores[seat] <= best for seat in result.winners)
    assert spec.engine.waiting_for(state) == set()


def check_secrecy(spec: GameSpec, state: State, players: int) -> bool:
    """The views that may not see a seat's secrets do not change with them; whether the
    scramble changed anything (so the check was not vacuous)."""
    engine = spec.engine
    changed = False
    for seat in range(players):
        scrambled = engine.scramble_secrets(state, seat)
        changed |= scrambled != state
        assert engine.view(scrambled, None) == engine.view(state, None), f"public view, {seat}"
        for other in range(players):
            if other != seat:
                assert engine.view(scrambled, other) == engine.view(state, other), (
                    f"seat {other} sees seat {seat}'s secrets"
                )
    return changed


def check_prompt(spec: GameSpec, state: State, seat: int) -> None:
    engine = spec.engine
    legal = engine.legal_actions(state, seat)
    prompt = spec.prompt(engine.view(state, seat), legal)
    if prompt is None:
        return
    assert len(prompt.rows) <= ROWS
    for row in prompt.rows:
        if isinstance(row, Select):
            assert 1 <= len(row.choices) <= CHOICES
            for choice in row.choices:
                assert len(action_key(choice.action)) <= CUSTOM_ID_LIMIT
                assert choice.action in legal, choice.action
                for locale in SUPPORTED:
                    assert text(locale, choice.label)
        else:
            assert 1 <= len(row) <= BUTTONS
            for button in row:
                assert isinstance(button, Button)
                assert ID_PREFIX + len(action_key(button.action)) <= CUSTOM_ID_LIMIT
                assert button.action in legal, button.action
                for locale in SUPPORTED:
                    assert len(text(locale, button.label)) > 0


def check_words(spec: GameSpec, state: State, seat: int, events: list) -> None:
    """Every event and every legal action has words in each language (strict catalogs raise
    on a missing key or variable)."""
    for locale in SUPPORTED:
        for event in events:
            assert t(locale, event.key, **event.params)
        for action in spec.engine.legal_actions(state, seat):
            assert text(locale, spec.describe_action(action))


@pytest.mark.parametrize(("name", "players"), SETUPS, ids=IDS)
def test_autopilot_games_end_validly_replay_exactly_and_keep_secrets(
    name: str, players: int
) -> None:
    spec = get(name)
    engine = spec.engine
    secret = f"{players:064x}"
    log: list[tuple[int, Any]] = []
    states: list[State] = []
    scrambled_something = False
    for before, seat, action, events in play(spec, players, secret):
        log.append((seat, action))
        states.append(before)
        scrambled_something |= check_secrecy(spec, before, players)
        for waiting in engine.waiting_for(before):
            check_prompt(spec, before, waiting)
        check_words(spec, before, seat, events)
    assert log, "the game had at least one step"
    # a game of open information declares it (GameSpec.perfect_information): then no secret
    # exists to scramble, else the check above must not have been vacuous
    assert scrambled_something != spec.perfect_information, "scramble_secrets changed " + (
        "a game of open information" if spec.perfect_information else "nothing"
    )
    if not spec.draws_randomness:  # a game of no chance deals alike whatever its secret
        other = RandomSource(f"{players + 1:064x}").setup()
        options = lobby_options(spec)
        assert engine.setup(players, options, other) == engine.setup(
            players, options, RandomSource(secret).setup()
        )

    # replaying the log from the deal passes through exactly the same states
    source = RandomSource(secret)
    state = engine.setup(players, lobby_options(spec), source.setup())
    for number, ((seat, action), seen) in enumerate(zip(log, states, strict=True), start=1):
        assert state == seen, f"replay differs before step {number}"
        engine.apply(state, seat, action, source.step(number))
    check_result(spec, state, players)


@pytest.mark.parametrize("name", list(available()))
def test_the_board_renders_in_every_locale_within_limits(name: str) -> None:
    spec = get(name)
    engine = spec.engine
    players = engine.max_players
    moments: list[State] = []
    for index, (before, _seat, _action, _events) in enumerate(play(spec, players, "ab" * 32)):
        if index in (0, 5, 40):
            moments.append(before)
    for state in moments:
        for locale in SUPPORTED:
            png = spec.render_board(engine.view(state, None), locale, None)
            assert png.startswith(b"\x89PNG") and len(png) < BOARD_LIMIT
            for seat in range(players):
                private = spec.render_private(engine.view(state, seat), locale)
                assert private is None or private.startswith(b"\x89PNG")
