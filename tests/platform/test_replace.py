"""``TableService.replace``: a moderator gives a running seat to another member (issue 14)."""

from __future__ import annotations

import pytest

from bot.engine.base import RuleError
from bot.store import Store, VersionConflictError
from bot.table import TableService
from tests.platform.test_service import CHANNEL, MOD, lobby

NEW = 7  # a member who is not seated


async def started(service: TableService, players: int = 2) -> int:
    await lobby(service, players)
    return (await service.start(CHANNEL, MOD, moderator=True)).table.id


async def snapshot(service: TableService, game_id: int) -> tuple[object, ...]:
    """Everything a refused replace must leave as it was."""
    table = await service.load_game(game_id)
    entries = await service.store.log_entries(game_id)
    return (table.seats, table.game.version, table.game.state, [e.kind for e in entries])


async def test_every_refusal_leaves_the_game_unchanged(highcard, service: TableService) -> None:
    await lobby(service, 2)
    with pytest.raises(RuleError) as refused:
        await service.replace(CHANNEL, 1, NEW, "New", "en", moderator=True)
    assert refused.value.code == "error-replace-in-lobby"
    game_id = (await service.start(CHANNEL, MOD, moderator=True)).table.id
    before = await snapshot(service, game_id)
    cases = [
        (dict(old_user_id=1, new_user_id=NEW, moderator=False), "error-not-moderator", {}),
        (dict(old_user_id=5, new_user_id=NEW, moderator=True), "error-replace-not-seated", 5),
        (dict(old_user_id=1, new_user_id=2, moderator=True), "error-replace-already-seated", 2),
        (dict(old_user_id=1, new_user_id=1, moderator=True), "error-replace-same", {}),
        (
            dict(old_user_id=1, new_user_id=NEW, moderator=True, new_is_bot=True),
            "error-replace-bot",
            {},
        ),
    ]
    for arguments, code, player in cases:
        with pytest.raises(RuleError) as refused:
            await service.replace(CHANNEL, new_display_name="New", new_locale="en", **arguments)
        assert refused.value.code == code
        if isinstance(player, int):
            assert refused.value.params == {"player": f"<@{player}>"}
        assert await snapshot(service, game_id) == before
    with pytest.raises(RuleError, match="error-no-game-here"):
        await service.replace(CHANNEL + 1, 1, NEW, "New", "en", moderator=True)


async def test_the_seat_changes_hands_with_its_hand_and_the_log_says_so(
    highcard, service: TableService, store: Store
) -> None:
    game_id = await started(service)
    table = await service.load_game(game_id)
    seat = table.seat_of(1)
    assert seat is not None
    hand = list(table.state["hands"][seat])
    await service.remember_prompt(table, seat, 500, 501, table.stamp(seat))
    replaced = await service.replace(CHANNEL, 1, NEW, "New", "zh-TW", moderator=True, by=MOD)
    assert replaced.seat == seat and replaced.waited_for
    assert (replaced.former.user_id, replaced.former.prompt_message_id) == (1, 501)
    for row in ((await store.seats(game_id))[seat], replaced.table.seats[seat]):
        assert (row.user_id, row.display_name, row.locale, row.autopilot) == (
            NEW,
            "New",
            "zh-TW",
            False,
        )
        assert (row.prompt_channel_id, row.prompt_message_id, row.prompt_stamp) == (None,) * 3
    after = await service.load_game(game_id)
    assert after.state["hands"][seat] == hand and after.game.version == 0
    assert after.seat_of(1) is None and after.seat_of(NEW) == seat
    [entry] = await store.log_entries(game_id)
    assert (entry.kind, entry.user_id, entry.after_action) == ("replaced", MOD, 0)
    assert entry.payload == {"seat": seat, "old": 1, "new": NEW}

    # The new holder plays the seat; the former one is told it is no longer theirs, by a
    # control made for the seat and by a command alike, and a stranger still is a stranger.
    card = hand[0]
    for kwargs in ({"seat": seat}, {}):
        with pytest.raises(RuleError) as refused:
            await service.act(game_id, 1, {"t": "play", "c": card}, **kwargs)
        assert refused.value.code == "error-seat-no-longer-yours"
        assert refused.value.params == {"game": str(game_id), "channel": f"<#{CHANNEL}>"}
    with pytest.raises(RuleError, match="error-not-your-prompt"):
        await service.act(game_id, 3, {"t": "play", "c": card}, seat=seat)
    with pytest.raises(RuleError, match="error-not-a-player"):
        await service.act(game_id, 3, {"t": "play", "c": card})
    with pytest.raises(RuleError, match="error-seat-no-longer-yours"):
        await service.seat_for(after, 1)
    with pytest.raises(RuleError, match="error-not-a-player"):
        await service.seat_for(after, 3)
    assert await service.seat_for(after, NEW) == seat
    assert (await service.load_game(game_id)).game.version == 0
    outcome = await service.act(game_id, NEW, {"t": "play", "c": card}, seat=seat)
    assert outcome.steps[0].seat == seat and not outcome.steps[0].by_autopilot
    [row] = await store.actions(game_id)
    assert row.user_id == NEW


async def test_a_kicked_seat_is_given_to_a_person_and_the_autopilot_stops(
    highcard, service: TableService, store: Store
) -> None:
    game_id = await started(service)
    table = await service.load_game(game_id)
    seat = table.seat_of(2)
    other = table.seat_of(1)
    assert seat is not None and other is not None
    kicked = await service.kick(CHANNEL, 2, moderator=True)
    assert [step.seat for step in kicked.steps] == [seat]  # the autopilot played its card
    replaced = await service.replace(CHANNEL, 2, NEW, "New", None, moderator=True)
    assert not replaced.table.seats[seat].autopilot and not replaced.waited_for
    assert [e.kind for e in await store.log_entries(game_id)] == ["kicked", "replaced"]
    with pytest.raises(RuleError, match="error-seat-no-longer-yours"):
        await service.act(game_id, 2, {"t": "play", "c": 1})
    # The other player ends the round: the next one waits for the new holder, not the bot.
    hand = (await service.load_game(game_id)).state["hands"][other]
    outcome = await service.act(game_id, 1, {"t": "play", "c": hand[0]})
    assert all(step.seat == other for step in outcome.steps)
    assert outcome.waiting_after == {seat, other}
    card = (await service.load_game(game_id)).state["hands"][seat][0]
    outcome = await service.act(game_id, NEW, {"t": "play", "c": card})
    assert [(step.seat, step.by_autopilot) for step in outcome.steps] == [(seat, False)]


async def test_a_former_holder_is_not_replaced_twice_but_the_seat_moves_on(
    highcard, service: TableService
) -> None:
    game_id = await started(service)
    await service.replace(CHANNEL, 1, NEW, "New", "en", moderator=True)
    before = await snapshot(service, game_id)
    with pytest.raises(RuleError, match="error-replace-not-seated"):
        await service.replace(CHANNEL, 1, 8, "Other", "en", moderator=True)
    assert await snapshot(service, game_id) == before
    # The seat can move on again: from its new holder to a third member.
    again = await service.replace(CHANNEL, NEW, 8, "Other", "en", moderator=True)
    assert again.table.seat_of(8) == again.seat and again.table.seat_of(NEW) is None


async def test_the_store_write_is_guarded_by_the_seats_holder(
    highcard, service: TableService, store: Store
) -> None:
    game_id = await started(service)
    seat = (await service.load_game(game_id)).seat_of(1)
    assert seat is not None
    seats = await store.seats(game_id)
    with pytest.raises(VersionConflictError):
        await store.replace_seat(
            game_id, seat, old_user_id=2, user_id=NEW, display_name="New", locale=None, by=MOD
        )
    assert await store.seats(game_id) == seats and await store.log_entries(game_id) == []
