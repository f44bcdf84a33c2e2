"""Bot seats (issue 30, parts 1 and 6): stored with a level on both backends, added and removed
in the lobby and by ``/game new bots:``, given a running seat and giving it back by
``/game replace``, named as bots, marked in the stats and kept off the leaderboard unless the
server counts them, and the deadline's autopilot and kicked seats playing at the server's level.
Every bot move goes through :func:`bot.table.bot_moves.choose`."""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import Any

import pytest

import bot.ai
import bot.table.bot_moves as bot_moves
from bot.cogs.stats import stats_lines
from bot.cogs.tablelog import ENTRY_PARAMS
from bot.engine.base import Action, RuleError
from bot.i18n import t
from bot.store import SeatRow, Store
from bot.table import TableService, deadline_passes
from bot.table.board_frames import seat_tags
from bot.table.bot_moves import (
    BOT_GAMES_RANKED,
    BOT_LEVEL,
    choose,
    choose_move,
    search_seed,
    seat_level,
)
from bot.table.bot_names import player_name
from bot.table.deadlines import DEADLINE
from bot.table.model import Table
from bot.table.narration import seat_name
from bot.table.presenter import lobby_card
from bot.table.record import make_record
from bot.table.stats import Record
from tests.platform.test_service import CHANNEL, GUILD, MOD

HUMAN = 1


async def bot_lobby(
    service: TableService, bots: int, level: str | None = "strong", seed: int | None = 5
) -> Table:
    return await service.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        kind="highcard",
        user_id=MOD,
        moderator=True,
        seed=seed,
        bots=bots,
        level=level,
    )


async def snapshot(service: TableService) -> tuple[Any, ...]:
    table = await service.require(CHANNEL)
    return (table.seats, table.game.status, table.game.version)


@pytest.fixture
def levels_seen(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """Every bot decision the session asks for, as (seat, level)."""
    seen: list[tuple[int, str]] = []

    def recording(table: Table, seat: int, level: str, number: int) -> Action:
        seen.append((seat, level))
        return choose(table, seat, level, number)

    monkeypatch.setattr(bot_moves, "choose", recording)
    return seen


# -- the store ------------------------------------------------------------------------------


async def test_bot_seats_are_numbered_stored_with_their_level_and_bounded(
    highcard, store: Store
) -> None:
    game = await store.create_game(
        guild_id=GUILD, channel_id=CHANNEL, kind="highcard", options={}, secret="s", created_by=MOD
    )
    assert await store.add_seat(game.id, HUMAN, "Ann", "en")
    assert await store.add_bot_seat(game.id, "strong", 3) == 1
    assert await store.add_bot_seat(game.id, "easy", 3) == 2
    assert await store.add_bot_seat(game.id, "normal", 3) is None  # the third seat was the last
    seats = await store.seats(game.id)
    assert [(s.user_id, s.display_name, s.autopilot, s.level, s.is_bot) for s in seats] == [
        (HUMAN, "Ann", False, None, False),
        (-1, "Bot 1", True, "strong", True),
        (-2, "Bot 2", True, "easy", True),
    ]
    assert await store.remove_seat(game.id, -1)
    assert await store.add_bot_seat(game.id, "normal", 3) == 3  # numbers are never reused
    await store.set_autopilot(game.id, 0, True, "normal")
    assert (await store.seats(game.id))[0].level == "normal"
    await store.set_autopilot(game.id, 0, False, "normal")  # letting go forgets the level
    assert (await store.seats(game.id))[0].level is None


def test_an_autopilot_seat_stored_before_levels_plays_easy() -> None:
    kicked = SeatRow(0, 5, "Ann", None, True)  # a row as migration 013 leaves it
    assert kicked.level is None and not kicked.is_bot
    assert seat_level(kicked) == "easy"
    assert seat_level(replace(kicked, level="strong")) == "strong"
    assert seat_level(replace(kicked, level="bogus")) == "easy"


# -- the lobby ------------------------------------------------------------------------------


async def test_game_new_with_bots_opens_a_lobby_with_their_seats(
    highcard, service: TableService
) -> None:
    table = await bot_lobby(service, 2, "strong")
    assert [(s.user_id, s.level, s.autopilot) for s in table.seats] == [
        (-1, "strong", True),
        (-2, "strong", True),
    ]
    await service.join(CHANNEL, HUMAN, "Ann", "en")
    with pytest.raises(RuleError) as refused:  # 3 seats: the table is full
        await service.join(CHANNEL, 2, "Bob", "en")
    assert refused.value.code == "error-table-full"


async def test_game_new_bots_default_to_the_servers_level(highcard, service: TableService) -> None:
    await service.store.set_setting(BOT_LEVEL, GUILD, "easy")
    table = await bot_lobby(service, 1, None)
    assert [s.level for s in table.seats] == ["easy"]


@pytest.mark.parametrize(
    ("bots", "level", "code"),
    [
        (4, "easy", "error-bots-count"),
        (-1, "easy", "error-bots-count"),
        (1, "hard", "error-bot-level"),
    ],
)
async def test_game_new_refuses_bad_bots(
    highcard, service: TableService, bots: int, level: str, code: str
) -> None:
    with pytest.raises(RuleError) as refused:
        await bot_lobby(service, bots, level)
    assert refused.value.code == code
    assert await service.load(CHANNEL) is None  # no lobby was opened


async def test_a_moderator_adds_and_removes_bots(highcard, service: TableService) -> None:
    await bot_lobby(service, 0)
    await service.join(CHANNEL, HUMAN, "Ann", "en")
    table = await service.add_bot(CHANNEL, "normal", moderator=True)
    table = await service.add_bot(CHANNEL, None, moderator=True)  # the server's: normal
    assert [(s.user_id, s.level) for s in table.seats] == [
        (HUMAN, None),
        (-1, "normal"),
        (-2, "normal"),
    ]
    before = await snapshot(service)
    refusals = [
        (service.add_bot(CHANNEL, "easy", moderator=True), "error-table-full"),
        (service.add_bot(CHANNEL, "easy", moderator=False), "error-not-moderator"),
        (service.add_bot(CHANNEL, "master", moderator=True), "error-bot-level"),
        (service.remove_bot(CHANNEL, moderator=False), "error-not-moderator"),
        (service.remove_bot(CHANNEL, moderator=True, number=7), "error-no-bot-to-remove"),
    ]
    for call, code in refusals:
        with pytest.raises(RuleError) as refused:
            await call
        assert refused.value.code == code
        assert await snapshot(service) == before
    table = await service.remove_bot(CHANNEL, moderator=True, number=1)
    assert [s.user_id for s in table.seats] == [HUMAN, -2]
    table = await service.remove_bot(CHANNEL, moderator=True)
    assert [s.user_id for s in table.seats] == [HUMAN]
    with pytest.raises(RuleError) as refused:
        await service.remove_bot(CHANNEL, moderator=True)
    assert refused.value.code == "error-no-bot-to-remove"


async def test_bots_cannot_be_added_once_the_game_runs(highcard, service: TableService) -> None:
    await bot_lobby(service, 1)
    await service.join(CHANNEL, HUMAN, "Ann", "en")
    await service.start(CHANNEL, MOD, moderator=True)
    before = await snapshot(service)
    for call in (service.add_bot(CHANNEL, "easy", True), service.remove_bot(CHANNEL, True)):
        with pytest.raises(RuleError) as refused:
            await call
        assert refused.value.code == "error-already-started"
        assert await snapshot(service) == before


# -- playing --------------------------------------------------------------------------------


async def test_an_all_bot_game_plays_to_its_end_by_itself(
    highcard, service: TableService, levels_seen: list[tuple[int, str]]
) -> None:
    await bot_lobby(service, 3, "strong")
    outcome = await service.start(CHANNEL, MOD, moderator=True)
    assert outcome.table.game.status == "finished" and outcome.result is not None
    assert {level for _, level in levels_seen} == {"strong"}
    assert all(step.by_autopilot for step in outcome.steps)


async def test_one_human_against_bots_waits_only_for_the_human(
    highcard, service: TableService, levels_seen: list[tuple[int, str]]
) -> None:
    await bot_lobby(service, 2, "normal")
    await service.join(CHANNEL, HUMAN, "Ann", "en")
    outcome = await service.start(CHANNEL, MOD, moderator=True)
    table = outcome.table
    human = table.seat_of(HUMAN)
    assert human is not None
    assert table.waiting() == {human} == outcome.waiting_after  # the bots moved at once
    assert {seat for seat, _ in levels_seen} == set(range(3)) - {human}
    while table.running:
        card = table.legal(human)[0]
        outcome = await service.act(table.id, HUMAN, card, seat=human, stamp=table.stamp(human))
        table = outcome.table
    assert table.game.status == "finished"


async def test_replace_gives_a_seat_to_a_bot_and_back_to_a_member(
    highcard, service: TableService, store: Store, levels_seen: list[tuple[int, str]]
) -> None:
    await bot_lobby(service, 0)
    for user in (1, 2):
        await service.join(CHANNEL, user, f"P{user}", "en")
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    seat = table.seat_of(1)
    assert seat is not None
    before = await snapshot(service)
    for arguments, code in [
        (dict(old_user_id=1, moderator=False, level="strong"), "error-not-moderator"),
        (dict(old_user_id=1, moderator=True, level="grand"), "error-bot-level"),
        (dict(old_user_id=-4, moderator=True, level="easy"), "error-replace-bot-not-in-game"),
    ]:
        with pytest.raises(RuleError) as refused:
            await service.replace(
                CHANNEL, new_user_id=0, new_display_name="", new_locale=None, **arguments
            )
        assert refused.value.code == code
        assert await snapshot(service) == before
    replaced = await service.replace(CHANNEL, 1, 0, "", None, True, by=MOD, level="strong")
    row = replaced.table.seats[seat]
    assert (row.user_id, row.is_bot, row.autopilot, row.level) == (-1, True, True, "strong")
    assert replaced.to_bot and replaced.moved is not None
    assert [step.seat for step in replaced.moved.steps] == [seat]  # it was waited for: it moved
    assert levels_seen == [(seat, "strong")]
    assert seat not in replaced.table.waiting()
    back = await service.replace(CHANNEL, -1, 7, "Cy", "en", True, by=MOD)
    row = back.table.seats[seat]
    assert (row.user_id, row.autopilot, row.level, back.to_bot) == (7, False, None, False)
    kinds = [(e.kind, e.payload) for e in await store.log_entries(table.id)]
    assert kinds == [
        ("replaced", {"seat": seat, "old": 1, "new": -1, "level": "strong"}),
        ("replaced", {"seat": seat, "old": -1, "new": 7}),
    ]


async def test_kick_and_missed_deadlines_play_at_the_servers_level(
    highcard, service: TableService, levels_seen: list[tuple[int, str]]
) -> None:
    await service.store.set_setting(BOT_LEVEL, GUILD, "strong")
    table = await bot_lobby(service, 0)
    await service.deadlines.start_with(table.id, GUILD, 24)
    for user in (1, 2, 3):
        await service.join(CHANNEL, user, f"P{user}", "en")
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    timer = await service.store.pending_timer(table.id, DEADLINE)
    assert timer is not None
    fired = await deadline_passes.fire(service.deadlines, timer)
    assert fired is not None and fired.played == [0, 1, 2]
    assert sorted(levels_seen) == [(0, "strong"), (1, "strong"), (2, "strong")]
    levels_seen.clear()
    outcome = await service.kick(CHANNEL, 2, moderator=True)  # the server's level
    assert outcome.table.seats[outcome.table.seat_of(2) or 0].level == "strong"
    outcome = await service.kick(CHANNEL, 3, moderator=True, level="easy")
    assert outcome.table.seats[outcome.table.seat_of(3) or 0].level == "easy"
    assert {level for _, level in levels_seen} <= {"strong", "easy"} and levels_seen
    with pytest.raises(RuleError) as refused:
        await service.kick(CHANNEL, 1, moderator=True, level="wise")
    assert refused.value.code == "error-bot-level"


# -- the one chooser ------------------------------------------------------------------------


async def running_table(service: TableService) -> Table:
    await bot_lobby(service, 0)
    for user in (1, 2):
        await service.join(CHANNEL, user, f"P{user}", "en")
    return (await service.start(CHANNEL, MOD, moderator=True)).table


async def test_easy_is_the_autopilot_exactly(highcard, service: TableService) -> None:
    table = await running_table(service)
    engine = table.spec.engine
    for seat in (0, 1):
        expected = engine.autopilot(table.state, seat, table.random.autopilot(1))
        assert choose(table, seat, "easy", 1) == expected
        # A game without determinize plays every level as the autopilot.
        assert choose(table, seat, "strong", 1) == expected


async def test_normal_and_strong_ask_the_search_with_the_seats_view_only(
    highcard, service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = await running_table(service)
    spec = table.spec
    searched = replace(spec, engine=replace(spec.engine, determinize=lambda view, seat, rng: view))
    monkeypatch.setattr(Table, "spec", property(lambda self: searched))
    asked: list[tuple[Any, ...]] = []

    def decide(engine: Any, view: Any, seat: int, level: str, seed: int) -> Action:
        asked.append((view, seat, level, seed))
        return engine.legal_actions(table.state, seat)[-1]

    monkeypatch.setattr(bot.ai, "decide", decide, raising=False)
    action = choose(table, 1, "strong", 4)
    assert action == spec.engine.legal_actions(table.state, 1)[-1]
    [(view, seat, level, seed)] = asked
    assert view == spec.engine.view(table.state, 1) and view != table.state
    assert (seat, level, seed) == (1, "strong", search_seed(table, 1, 4))
    assert search_seed(table, 1, 4) != search_seed(table, 1, 5) != search_seed(table, 0, 5)
    # As the table awaits it, the search thinks in a thread (the event loop goes on), the
    # autopilot inline.
    threads: list[int] = []
    monkeypatch.setattr(
        bot.ai, "decide", lambda *given: threads.append(threading.get_ident()) or decide(*given)
    )
    assert await choose_move(table, 1, "normal", 4) == action
    assert threads and threads[0] != threading.get_ident()
    assert await choose_move(table, 1, "easy", 4) == spec.engine.autopilot(
        table.state, 1, table.random.autopilot(4)
    )
    assert len(threads) == 1
    monkeypatch.delattr(bot.ai, "decide")  # no search in this build: the autopilot plays
    assert choose(table, 1, "normal", 4) == spec.engine.autopilot(
        table.state, 1, table.random.autopilot(4)
    )


# -- names and stats ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("locale", "name"),
    [("en", "Bot 2 (strong)"), ("zh-TW", "機器人 2（困難）"), ("zh-CN", "机器人 2（困难）")],
)
async def test_a_bot_is_named_as_a_bot_on_the_board_and_in_posts(
    highcard, service: TableService, locale: str, name: str
) -> None:
    await bot_lobby(service, 2, "strong")
    await service.join(CHANNEL, HUMAN, "Ann", "en")
    lobby = await service.require(CHANNEL)
    assert (
        f"{name} 🤖" in lobby_card(lobby, locale).body
        and "<@-" not in lobby_card(lobby, locale).body
    )
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    seat = next(s.seat for s in table.seats if s.bot_number == 2)
    assert player_name(table.seats[seat], locale) == name
    tag = seat_tags(table, None, locale)[seat]
    assert (tag.name, tag.bot) == (name, True)
    assert seat_name(table, seat, locale).startswith(f"{name} 🤖")
    human = table.seat_of(HUMAN)
    assert human is not None and seat_tags(table, None, locale)[human].name == "Ann"


async def test_stats_mark_games_with_bots_and_the_leaderboard_leaves_them_out(
    highcard, service: TableService
) -> None:
    await bot_lobby(service, 2, "easy", seed=None)  # a fixed seed would count for nobody
    await service.join(CHANNEL, HUMAN, "Ann", "en")
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    human = table.seat_of(HUMAN)
    assert human is not None
    while table.running:
        table = (
            await service.act(
                table.id, HUMAN, table.legal(human)[0], seat=human, stamp=table.stamp(human)
            )
        ).table
    counted = await service.tally(GUILD)
    assert set(counted.records) == {HUMAN}  # a bot is nobody's record
    record = counted.records[HUMAN]["highcard"]
    assert (record.played, record.bots) == (1, 1)
    assert t("en", "stats-with-bots", count=1) == "(1 with bots)"
    assert (await service.tally(GUILD, ranked=True)).records == {}
    await service.set_bot_defaults(GUILD, ranked=True)
    assert await service.store.get_setting(BOT_GAMES_RANKED, GUILD) is True
    ranked = await service.tally(GUILD, ranked=True)
    assert ranked.records[HUMAN]["highcard"].played == 1
    assert await service.bot_defaults(GUILD) == ("normal", True)


async def test_the_table_log_and_the_record_name_the_bot(
    highcard, service: TableService, store: Store
) -> None:
    await running_table(service)
    await service.replace(CHANNEL, 1, 0, "", None, True, by=MOD, level="strong")
    await service.replace(CHANNEL, -1, 7, "Cy", "en", True, by=MOD)
    table = await service.require(CHANNEL)
    to_bot, back = await store.log_entries(table.id)
    for locale, bot_name in [("en", "Bot 1"), ("zh-TW", "機器人 1"), ("zh-CN", "机器人 1")]:
        given = ENTRY_PARAMS["replaced"](table, to_bot, locale)
        strong = t(locale, "bot-name", number=1, level=t(locale, "bot-level-strong"))
        assert (given["old"], given["new"]) == ("<@1>", f"{strong} 🤖")
        returned = ENTRY_PARAMS["replaced"](table, back, locale)
        assert (returned["old"], returned["new"]) == (f"{bot_name} 🤖", "<@7>")
    await service.end(CHANNEL, MOD, moderator=True)
    await bot_lobby(service, 2, "normal")
    await service.join(CHANNEL, 1, "Ann", "en")
    finished = (await service.start(CHANNEL, MOD, moderator=True)).table
    while finished.running:
        human = finished.seat_of(1)
        assert human is not None
        finished = (
            await service.act(
                finished.id, 1, finished.legal(human)[0], seat=human, stamp=finished.stamp(human)
            )
        ).table
    record = make_record(finished, await store.actions(finished.id), [])
    players = {(p["user_id"], p["bot"], p["level"]) for p in record["players"]}
    assert players == {(1, False, None), (-1, True, "normal"), (-2, True, "normal")}


@pytest.mark.parametrize("locale", ["en", "zh-TW", "zh-CN"])
def test_a_stats_line_marks_its_games_with_bots(highcard, locale: str) -> None:
    records = {"highcard": Record(played=3, won=1, bots=2)}
    lines = stats_lines(locale, records)
    marked = t(locale, "stats-with-bots", count=2)
    assert len(lines) == 2 and all(line.endswith(marked) for line in lines)
    plain = stats_lines(locale, {"highcard": Record(played=3, won=1)})
    assert not any(marked in line for line in plain)
