"""The presenter's text, worked out once per moment of a game (issue 29 part 6): the same words
as made each time, for every seat and locale; never one seat's private text for another seat
or another game; made anew for a new version, a new status or new seat holders."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from bot.games import available, get
from bot.store import GameRow, SeatRow
from bot.store.rows import dump_state
from bot.table import Table, presenter, text_memo
from tests.autoplay import autoplayed

LOCALES = ("en", "zh-TW", "zh-CN")
GAMES = [name for name in available() if name != "highcard"]


@pytest.fixture
def memo_off() -> Iterator[None]:
    text_memo.ENABLED = False
    try:
        yield
    finally:
        text_memo.ENABLED = True


def table_of(
    game: str, steps: int, *, game_id: int = 1, memo: dict[Any, Any] | None = None
) -> Table:
    players = get(game).engine.max_players
    state = autoplayed(game, players, steps, seed=3, pending_only=True)
    row = GameRow(
        id=game_id,
        guild_id=1,
        channel_id=5,
        kind=game,
        status="running" if get(game).engine.result(state) is None else "finished",
        options={},
        secret="seed:3",
        version=steps,
        state=state,
        created_by=9,
        lobby_message_id=None,
        end_reason=None,
        state_text=dump_state(state),
    )
    seats = [SeatRow(seat, 100 + seat, f"Player {seat}", "en", False) for seat in range(players)]
    return Table(row, seats, {} if memo is None else memo)


def everything_said(table: Table) -> dict[str, object]:
    """What the presenter says about this moment, to every seat and in every locale."""
    said: dict[str, object] = {}
    for locale in LOCALES:
        said[f"alt {locale}"] = presenter.board_alt(table, locale)
        said[f"waiting {locale}"] = presenter.waiting_line(table, locale)
        for seat in range(len(table.seats)):
            said[f"dm {seat} {locale}"] = presenter.private_message(table, seat, locale)
    return said


def said_without_memo(table: Table) -> dict[str, object]:
    text_memo.ENABLED = False
    try:
        return everything_said(replace(table, memo={}))
    finally:
        text_memo.ENABLED = True


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("steps", [0, 17, 60])
def test_the_memo_says_what_was_made_each_time(game: str, steps: int) -> None:
    table = table_of(game, steps)
    first = everything_said(table)  # fills the memo, seat after seat
    assert any(key[0] == "text" for key in table.memo)
    again = everything_said(table)  # every answer from the memo
    expected = said_without_memo(table)
    assert first == expected
    assert again == expected


def test_a_seats_private_text_never_comes_back_for_another_seat() -> None:
    """Sun Tzu's hands are secret: each seat's DM shows its own hand, memo or not."""
    table = table_of("suntzu", 5)
    mine = presenter.private_message(table, 0, "en")
    theirs = presenter.private_message(table, 1, "en")
    expected = said_without_memo(table)
    assert mine == expected["dm 0 en"] and theirs == expected["dm 1 en"]
    assert mine.content != theirs.content
    seat_keys = {key[-2] for key in table.memo if key[1] == "situation"}
    assert seat_keys == {0, 1}


def test_another_game_never_gets_this_games_text() -> None:
    """Even given the same memo (it never is: each game's table has its own), another game
    at the same version is told its own words."""
    shared: dict[Any, Any] = {}
    one = table_of("worldwar", 30, game_id=1, memo=shared)
    other = table_of("smallworld", 30, game_id=2, memo=shared)
    everything_said(one)
    assert everything_said(other) == said_without_memo(other)


def test_a_new_version_a_new_status_or_new_seat_holders_are_told_anew() -> None:
    table = table_of("tek", 20)
    before = everything_said(table)
    # the next move, the same memo dict (as if it were not replaced): its own words
    state = autoplayed("tek", len(table.seats), 21, seed=3, pending_only=True)
    moved = replace(
        table,
        game=replace(table.game, version=21, state=state, state_text=dump_state(state)),
    )
    assert everything_said(moved) == said_without_memo(moved) != before
    # a moderator ended the game: no more controls, at the same version
    ended = replace(table, game=replace(table.game, status="ended"))
    assert everything_said(ended) == said_without_memo(ended)
    assert all(
        message.prompt is None
        for key, message in everything_said(ended).items()
        if key.startswith("dm")
    )
    # a seat handed to another player, and one to the autopilot: new names, new mentions
    seats = [replace(table.seats[0], user_id=555, display_name="Zoë"), *table.seats[1:]]
    seats[1] = replace(seats[1], autopilot=True)
    handed = replace(table, seats=seats)
    assert everything_said(handed) == said_without_memo(handed)


def test_the_memo_holds_one_versions_text_only(memo_off: None) -> None:
    """Switched off (the benchmark's --memo off), nothing is kept."""
    table = table_of("suntzu", 5)
    everything_said(table)
    assert not any(key[0] == "text" for key in table.memo)
