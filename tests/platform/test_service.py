"""The table service, on the tiny test game: lobby, permissions, acting, autopilot, replay."""

from __future__ import annotations

import asyncio
import gc
import json
from datetime import timedelta
from pathlib import Path

import pytest

from bot.engine.base import RuleError
from bot.store import Store
from bot.table import StaleControls, TableService
from tests.engines import patch_engine

GUILD, CHANNEL, MOD = 1, 10, 99


async def lobby(service: TableService, players: int, seed: int = 5) -> None:
    await service.create(
        guild_id=GUILD, channel_id=CHANNEL, kind="highcard", user_id=MOD, moderator=True, seed=seed
    )
    for user in range(1, players + 1):
        await service.join(CHANNEL, user, f"P{user}", "en")


async def test_only_moderators_create_start_end_and_kick(highcard, service: TableService) -> None:
    with pytest.raises(RuleError) as refused:
        await service.create(
            guild_id=GUILD, channel_id=CHANNEL, kind="highcard", user_id=1, moderator=False
        )
    assert refused.value.code == "error-not-moderator"
    await lobby(service, 2)
    for call in (
        service.start(CHANNEL, 1, moderator=False),
        service.end(CHANNEL, 1, moderator=False),
        service.kick(CHANNEL, 2, moderator=False),
    ):
        with pytest.raises(RuleError) as refused:
            await call
        assert refused.value.code == "error-not-moderator"
    assert (await service.require(CHANNEL)).game.status == "lobby"


async def test_lobby_rules(highcard, service: TableService) -> None:
    await lobby(service, 1)
    with pytest.raises(RuleError, match="error-already-joined"):
        await service.join(CHANNEL, 1, "P1")
    with pytest.raises(RuleError, match="error-player-count"):
        await service.start(CHANNEL, MOD, moderator=True)
    await service.join(CHANNEL, 2, "P2")
    await service.join(CHANNEL, 3, "P3")
    with pytest.raises(RuleError, match="error-table-full"):
        await service.join(CHANNEL, 4, "P4")
    table = await service.leave(CHANNEL, 3)
    assert [s.user_id for s in table.seats] == [1, 2]
    with pytest.raises(RuleError, match="error-channel-busy"):
        await service.create(
            guild_id=GUILD, channel_id=CHANNEL, kind="highcard", user_id=MOD, moderator=True
        )
    with pytest.raises(RuleError, match="error-unknown-game"):
        await service.create(
            guild_id=GUILD, channel_id=11, kind="chess", user_id=MOD, moderator=True
        )
    with pytest.raises(RuleError, match="error-no-game-here"):
        await service.join(12, 1, "P1")
    outcome = await service.start(CHANNEL, MOD, moderator=True)
    assert outcome.started and outcome.waiting_after == {0, 1}
    with pytest.raises(RuleError, match="error-leave-after-start"):
        await service.leave(CHANNEL, 1)
    with pytest.raises(RuleError, match="error-already-started"):
        await service.join(CHANNEL, 3, "P3")


async def test_acting_checks_seat_turn_and_rules_and_keeps_state_on_refusal(
    highcard, service: TableService
) -> None:
    await lobby(service, 2)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    seat_of_1 = table.seat_of(1)
    before = await service.load_game(table.id)
    with pytest.raises(RuleError, match="error-not-a-player"):
        await service.act(table.id, 77, {"t": "play", "c": 1})
    with pytest.raises(RuleError, match="highcard-not-in-hand"):
        await service.act(table.id, 1, {"t": "play", "c": 42})
    with pytest.raises(RuleError, match="error-bad-action"):
        await service.act(table.id, 1, "nonsense")  # type: ignore[arg-type]
    after = await service.load_game(table.id)
    assert after.game.version == before.game.version and after.state == before.state

    card = before.state["hands"][seat_of_1][0]
    outcome = await service.act(table.id, 1, {"t": "play", "c": card})
    assert outcome.public_events == []  # sealed: nothing public yet
    assert outcome.seats_to_prompt() == set()  # the other seat was already waiting
    with pytest.raises(RuleError, match="error-not-your-turn"):
        await service.act(table.id, 1, {"t": "play", "c": before.state["hands"][seat_of_1][1]})


async def test_two_identical_clicks_at_once_apply_once(highcard, service: TableService) -> None:
    await lobby(service, 2)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    seat = table.seat_of(1)
    card = table.state["hands"][seat][0]
    results = await asyncio.gather(
        service.act(table.id, 1, {"t": "play", "c": card}),
        service.act(table.id, 1, {"t": "play", "c": card}),
        return_exceptions=True,
    )
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert all(isinstance(r, RuleError) for r in results if isinstance(r, Exception))
    assert len(await service.store.actions(table.id)) == 1


async def play_out(service: TableService, game_id: int) -> None:
    """Both humans play their lowest card until the end."""
    while True:
        table = await service.load_game(game_id)
        waiting = sorted(table.waiting_humans())
        if not waiting:
            return
        seat = waiting[0]
        card = min(table.state["hands"][seat])
        await service.act(game_id, table.user_of(seat), {"t": "play", "c": card})


async def test_a_whole_game_finishes_and_replay_equals_snapshot(
    highcard, service: TableService
) -> None:
    await lobby(service, 3, seed=11)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    await play_out(service, table.id)
    final = await service.load_game(table.id)
    assert final.game.status == "finished"
    assert final.result() is not None
    assert await service.replay(table.id) == final.state
    assert await service.load(CHANNEL) is None  # the channel is free again


async def test_restart_at_every_step_continues_exactly(highcard, tmp_path: Path) -> None:
    """Close and reopen the store after every action: the game goes on as if nothing happened."""
    path = tmp_path / "restart.db"
    store = await Store.open(path)
    service = TableService(store)
    await lobby(service, 2, seed=3)
    game_id = (await service.start(CHANNEL, MOD, moderator=True)).table.id
    while True:
        table = await service.load_game(game_id)
        waiting = sorted(table.waiting_humans())
        if not waiting:
            break
        seat = waiting[0]
        await service.act(
            game_id, table.user_of(seat), {"t": "play", "c": table.state["hands"][seat][-1]}
        )
        before = await service.load_game(game_id)
        await store.close()
        store = await Store.open(path)
        service = TableService(store)
        after = await service.load_game(game_id)
        assert after.state == before.state and after.game.version == before.game.version
        assert await service.replay(game_id) == after.state
    await store.close()


async def test_kicked_player_is_played_by_the_autopilot(highcard, service: TableService) -> None:
    await lobby(service, 2)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    seat = table.seat_of(2)
    outcome = await service.kick(CHANNEL, 2, moderator=True)
    assert outcome.steps and all(step.by_autopilot for step in outcome.steps)
    (entry,) = await service.store.log_entries(table.id)
    assert (entry.kind, entry.after_action, entry.payload) == (
        "kicked",
        0,
        {"seat": seat, "user_id": 2},
    )
    await play_out(service, table.id)
    final = await service.load_game(table.id)
    assert final.game.status == "finished"


async def test_moderator_end_frees_the_channel_and_keeps_the_log(
    highcard, service: TableService
) -> None:
    await lobby(service, 2)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    seat = table.seat_of(1)
    await service.act(table.id, 1, {"t": "play", "c": table.state["hands"][seat][0]})
    outcome = await service.end(CHANNEL, MOD, moderator=True, reason="time")
    assert outcome.ended and outcome.finished
    assert outcome.table.game.status == "ended" and outcome.table.game.end_reason == "time"
    assert await service.load(CHANNEL) is None
    assert len(await service.store.actions(table.id)) == 1


async def test_private_events_never_public_and_public_events_hold_no_hand(
    highcard, service: TableService
) -> None:
    await lobby(service, 2)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    hands = {seat: list(hand) for seat, hand in enumerate(table.state["hands"])}
    first = await service.act(table.id, table.user_of(0), {"t": "play", "c": hands[0][0]})
    second = await service.act(table.id, table.user_of(1), {"t": "play", "c": hands[1][0]})
    assert not first.events
    assert {e.key for e in second.public_events} == {"highcard-reveal"}
    assert set(second.private_events()) == {0, 1}
    public_view = json.dumps(second.table.spec.engine.view(second.table.state, None))
    assert "hand" not in public_view.replace("hand_sizes", "")


async def test_autopilot_plays_every_seat_of_a_sealed_step(highcard, service: TableService) -> None:
    await lobby(service, 3, seed=8)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    outcome = await service.autopilot_all(table.id)
    assert outcome.table.game.status == "finished"
    assert [step.seat for step in outcome.steps[:3]] == [0, 1, 2]  # seats take turns
    assert await service.replay(table.id) == outcome.table.state


async def test_a_repeated_move_is_refused(highcard, service: TableService, monkeypatch) -> None:
    """An action that leaves the state as it was never enters the log."""
    await lobby(service, 2)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    patch_engine(
        monkeypatch,
        "highcard",
        apply=lambda state, seat, action, rng: [],
        waiting_for=lambda state: {0, 1},
    )
    with pytest.raises(RuleError, match="error-nothing-changed"):
        await service.act(table.id, 1, {"t": "play", "c": 1})
    assert await service.store.actions(table.id) == []


async def test_reminders_fire_only_while_nobody_has_moved(highcard, service: TableService) -> None:

    await lobby(service, 2)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    await service.schedule_reminder(table, timedelta(minutes=-1))  # already due
    timer = await service.store.next_timer()
    assert timer.game_id == table.id and timer.payload == {"version": 0}
    reminded = await service.due_reminder(timer)
    assert reminded is not None and reminded.waiting_humans() == {0, 1}
    assert await service.store.next_timer() is None  # consumed

    await service.schedule_reminder(table, timedelta(minutes=-1))
    stale = await service.store.next_timer()
    seat = table.seat_of(1)
    await service.act(table.id, 1, {"t": "play", "c": table.state["hands"][seat][0]})
    assert await service.due_reminder(stale) is None  # somebody moved since

    # Scheduling replaces the previous reminder; no interval means none at all.
    fresh = await service.load_game(table.id)
    await service.schedule_reminder(fresh, timedelta(hours=1))
    await service.schedule_reminder(fresh, timedelta(hours=2))
    pending = await service.store.next_timer()
    assert pending.payload == {"version": 1}
    await service.schedule_reminder(fresh, None)
    assert await service.store.next_timer() is None


def test_reminder_setting_is_read_and_checked(monkeypatch) -> None:
    from bot.settings import SettingsError, load_settings

    monkeypatch.setenv("REMINDER_MINUTES", "0")
    assert load_settings(None).reminder_interval is None
    monkeypatch.setenv("REMINDER_MINUTES", "90")
    assert load_settings(None).reminder_interval.total_seconds() == 5400
    monkeypatch.setenv("REMINDER_MINUTES", "soon")
    with pytest.raises(SettingsError, match="REMINDER_MINUTES"):
        load_settings(None)


async def test_options_must_belong_to_the_game(highcard, service: TableService) -> None:
    with pytest.raises(RuleError) as refused:
        await service.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            kind="highcard",
            user_id=MOD,
            moderator=True,
            options={"open_locks": True},
        )
    assert refused.value.code == "error-option-not-for-game"
    table = await service.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        kind="highcard",
        user_id=MOD,
        moderator=True,
        options={"beginner": True, "unused": None},
    )
    assert table.game.options == {"beginner": True}


async def test_the_log_keeps_the_engines_own_action_never_the_raw_request(
    highcard, service: TableService
) -> None:
    """Extra keys of any size in a request are not stored: the matched legal action is."""
    await lobby(service, 2)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    seat = 0
    card = table.state["hands"][seat][0]
    request = {"t": "play", "c": card, "junk": "x" * 1500, "nested": {"a": [1, 2, 3]}}
    await service.act(table.id, table.user_of(seat), request)
    [row] = await service.store.actions(table.id)
    assert row.action == {"t": "play", "c": card}
    with pytest.raises(RuleError) as refused:
        await service.act(table.id, table.user_of(1), {"t": "play", "c": 1, "pad": "y" * 5000})
    assert refused.value.code == "error-bad-action"  # over the size any real action has
    assert len(await service.store.actions(table.id)) == 1


async def test_a_stale_stamp_or_another_seat_is_refused_under_the_lock(
    highcard, service: TableService
) -> None:
    await lobby(service, 2)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    stamp = table.stamp(0)
    card = table.state["hands"][0][0]
    with pytest.raises(RuleError) as refused:
        await service.act(table.id, table.user_of(0), {"t": "play", "c": card}, seat=1)
    assert refused.value.code == "error-not-your-prompt"
    await service.act(table.id, table.user_of(0), {"t": "play", "c": card}, seat=0, stamp=stamp)
    # seat 1's sealed play changes nothing seat 0 sees... but seat 0's own move did
    other = table.state["hands"][0][1]
    with pytest.raises(StaleControls):
        await service.act(
            table.id, table.user_of(0), {"t": "play", "c": other}, seat=0, stamp=stamp
        )
    fresh = await service.load_game(table.id)
    assert fresh.game.version == 1


async def test_each_move_replaces_the_reminder_in_its_own_transaction(
    highcard, store: Store
) -> None:
    """The reminder is written with the action: after any move exactly one pending reminder
    names the new version, and none once the game waits for nobody."""
    service = TableService(store, reminder_after=timedelta(hours=1))
    await lobby(service, 2)
    table = (await service.start(CHANNEL, MOD, moderator=True)).table

    async def pending() -> list[dict]:
        rows = await store._rows(
            "SELECT payload FROM timers WHERE game_id = ? AND done = 0", (table.id,)
        )
        return [json.loads(row[0]) for row in rows]

    while True:
        current = await service.load_game(table.id)
        waiting = sorted(current.waiting_humans())
        if not waiting:
            break
        seat = waiting[0]
        card = current.state["hands"][seat][0]
        await service.act(table.id, current.user_of(seat), {"t": "play", "c": card})
        after = await service.load_game(table.id)
        if after.running:
            assert await pending() == [{"version": after.game.version}]
    assert await pending() == []


async def test_the_lock_table_does_not_grow_with_every_game(
    highcard, service: TableService
) -> None:
    """A game's lock lives while somebody holds or waits for it, then goes away."""
    for game in range(5):
        await lobby(service, 2)
        table = (await service.start(CHANNEL, MOD, moderator=True)).table
        await play_out(service, table.id)
        assert (await service.load_game(table.id)).game.status == "finished", game
    gc.collect()
    assert len(service.games.locks) == 0
