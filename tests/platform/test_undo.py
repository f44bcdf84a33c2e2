"""Undo and rollback through the table service and the store (bot.table.undo), on the
platform's toy game: what is taken back, what is refused and why, and what is kept."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from bot.engine.base import RuleError
from bot.i18n import t
from bot.store import Store, VersionConflictError
from bot.table import TableService
from bot.table.history import history
from bot.table.narration import seat_name
from bot.table.undo import RevealNeedsConfirmation, Undo

GUILD, CHANNEL, MOD = 1, 10, 99


async def started(service: TableService, seed: int = 5) -> int:
    await service.create(
        guild_id=GUILD, channel_id=CHANNEL, kind="highcard", user_id=MOD, moderator=True, seed=seed
    )
    for user in (1, 2):
        await service.join(CHANNEL, user, f"P{user}", "en")
    return (await service.start(CHANNEL, MOD, moderator=True)).table.id


async def play(service: TableService, game_id: int, user: int) -> None:
    table = await service.load_game(game_id)
    seat = table.seat_of(user)
    assert seat is not None
    await service.act(game_id, user, table.legal(seat)[0])


async def refused(code: str, call) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(RuleError) as caught:
        await call
    assert caught.value.code == code


async def test_undo_takes_back_a_sealed_play_and_the_next_move_reuses_its_number(
    highcard, service: TableService, store: Store
) -> None:
    game_id = await started(service)
    initial = await service.state_at(game_id, 0)
    await play(service, game_id, 1)
    first = await store.actions(game_id)
    taken = await Undo(service).undo(CHANNEL, 1)
    assert taken.to == 0 and [step.number for step in taken.steps] == [1]
    table = await service.load_game(game_id)
    assert table.game.version == 0 and table.state == initial
    assert await store.actions(game_id) == []
    [undone] = await store.undone_actions(game_id)
    assert undone.action == first[0] and undone.how == "undo" and undone.undone_by == 1
    [entry] = await store.log_entries(game_id)
    assert entry.kind == "undone" and entry.user_id == 1
    assert entry.payload == {"from": 1, "to": 0, "count": 1}
    # the number is used again; the replay from the log agrees with the stored state
    await play(service, game_id, 1)
    [again] = await store.actions(game_id)
    assert again.number == 1 and again.action == first[0].action
    assert await service.replay(game_id) == (await service.load_game(game_id)).state
    items = await history(store, game_id)
    assert [(i.step.number if i.step else i.entry.kind, i.undone is not None) for i in items] == [  # type: ignore[union-attr]
        (1, True),
        ("undone", False),
        (1, False),
    ]


async def test_undo_is_refused_with_the_reason_and_changes_nothing(
    highcard, service: TableService, store: Store
) -> None:
    game_id = await started(service)
    undo = Undo(service)
    await refused("undo-nothing", undo.undo(CHANNEL, 1))
    await refused("error-not-a-player", undo.undo(CHANNEL, 7))
    await play(service, game_id, 1)
    await refused("undo-nothing", undo.undo(CHANNEL, 2))
    await play(service, game_id, 2)  # the second card shows both: a reveal
    before = await service.load_game(game_id)
    await refused("undo-after-other", undo.undo(CHANNEL, 1))
    await refused("undo-after-reveal", undo.undo(CHANNEL, 2))
    after = await service.load_game(game_id)
    assert after.game.version == before.game.version == 2 and after.state == before.state
    assert await store.undone_actions(game_id) == []
    assert await store.log_entries(game_id) == []


async def test_rollback_over_a_reveal_needs_a_second_confirmation(
    highcard, service: TableService, store: Store
) -> None:
    game_id = await started(service)
    for user in (1, 2, 1):
        await play(service, game_id, user)
    undo = Undo(service)
    await refused("error-not-moderator", undo.plan(CHANNEL, 0, moderator=False))
    await refused("rollback-bad-move", undo.plan(CHANNEL, 3, moderator=True))
    plan = await undo.plan(CHANNEL, 0, moderator=True)
    assert [step.number for step in plan.steps] == [1, 2, 3] and plan.revealed
    assert plan.preview.state == await service.state_at(game_id, 0)
    assert (await undo.plan(CHANNEL, 2, moderator=True)).revealed is False
    with pytest.raises(RevealNeedsConfirmation):
        await undo.rollback(game_id, 0, 3, MOD, True, knowing_reveal=False)
    await refused("rollback-stale", undo.rollback(game_id, 0, 2, MOD, True, knowing_reveal=True))
    assert (await service.load_game(game_id)).game.version == 3
    taken = await undo.rollback(game_id, 0, 3, MOD, True, knowing_reveal=True)
    assert taken.to == 0 and len(taken.steps) == 3
    table = await service.load_game(game_id)
    assert table.game.version == 0 and table.state == await service.state_at(game_id, 0)
    assert [row.how for row in await store.undone_actions(game_id)] == ["rollback"] * 3
    assert [entry.kind for entry in await store.log_entries(game_id)] == ["rolled_back"]


async def test_take_back_drops_later_snapshots_and_survives_a_reopened_store(
    highcard, tmp_path: Path
) -> None:
    path = tmp_path / "games.db"
    store = await Store.open(path)
    service = TableService(store)
    game_id = await started(service)
    state = (await service.load_game(game_id)).state
    for number in range(1, 27):
        await store.append_action(
            game_id,
            expected_version=number - 1,
            seat=0,
            user_id=1,
            action={"t": "x", "n": number},
            events=[],
            state={**state, "n": number},
            finished=False,
        )
    assert (await store.nearest_snapshot(game_id, 26))[0] == 25  # type: ignore[index]
    await store.take_back(
        game_id, expected_version=26, to=3, how="rollback", user_id=MOD, state=state
    )
    await store.close()
    store = await Store.open(path)
    assert (await store.nearest_snapshot(game_id, 26))[0] == 0  # type: ignore[index]
    assert [row.number for row in await store.actions(game_id)] == [1, 2, 3]
    assert [row.action.number for row in await store.undone_actions(game_id)] == list(range(4, 27))
    game = await store.game(game_id)
    assert game is not None and game.version == 3
    with pytest.raises(VersionConflictError):
        await store.take_back(game_id, expected_version=26, to=1, how="undo", user_id=1, state={})
    await store.close()


async def test_the_log_interleaves_moves_undone_moves_and_table_entries_in_order(
    highcard, service: TableService, store: Store
) -> None:
    from bot.cogs.undo import log_lines

    game_id = await started(service)
    await play(service, game_id, 1)
    await store.add_log_entry(game_id, "paused", MOD, {"minutes": 5})  # another part's kind
    await Undo(service).undo(CHANNEL, 1)
    await play(service, game_id, 1)
    await play(service, game_id, 2)
    await service.kick(CHANNEL, 2, moderator=True)
    items = await history(store, game_id)
    described = [
        (item.entry.kind,) if item.entry else (item.step.number, item.undone is not None)  # type: ignore[union-attr]
        for item in items
    ]
    # the kick came after move 2; the bot then played the kicked seat's next card (move 3)
    assert described == [
        (1, True),
        ("paused",),
        ("undone",),
        (1, False),
        (2, False),
        ("kicked",),
        (3, False),
    ]
    table = await service.load_game(game_id)
    lines = log_lines(table, items, "en")
    assert lines[0].startswith("· ")  # the sealed first card says nothing in public
    assert lines[0] == "· " + t("en", "log-entry-paused", by=f"<@{MOD}>", reason="-")
    p1 = seat_name(table, table.seat_of(1), "en")  # type: ignore[arg-type]
    assert lines[1] == "· " + t("en", "log-entry-undone", by=p1, count=1)
    assert any(line.startswith("`#2` ") for line in lines)
    p2 = seat_name(table, table.seat_of(2), "en")  # type: ignore[arg-type]
    kicked = "· " + t("en", "log-entry-kicked", player=p2)
    assert lines.index(kicked) > max(i for i, line in enumerate(lines) if line.startswith("`#2`"))


async def test_an_undo_replaces_the_reminder_like_a_move(highcard, store: Store) -> None:
    service = TableService(store, reminder_after=timedelta(minutes=30))
    game_id = await started(service)
    await play(service, game_id, 1)
    timer = await store.next_timer()
    assert timer is not None and timer.payload == {"version": 1}
    await Undo(service).undo(CHANNEL, 1)
    timer = await store.next_timer()
    assert timer is not None and timer.kind == "reminder"
    assert timer.game_id == game_id and timer.payload == {"version": 0}
