"""Junk in a field Tiny Epic Kingdoms only shows (issue 23, item 21), through the service: a
follower's choice is kept whole (sealed in ``turn.pending`` until every follower has chosen
with ``quick_follow``; in ``turn.done`` for the round when asked in turn), so one with a
made-up war or trade result would keep the junk: it is refused, and nothing is logged or
kept. A choice as listed is then accepted and kept as listed."""

from __future__ import annotations

import pytest

from bot.engine.base import Action, RuleError
from bot.games.tek.engine import ENGINE as tek
from bot.games.tek.engine import rounds
from bot.table import TableService

GUILD, CHANNEL, MOD = 1, 10, 99
SHOWN = ("war", "got")  # fields whose values the engine works out and only shows
pytestmark = pytest.mark.parametrize("store", ["sqlite"], indirect=True)


def with_shown_field(actions: list[Action]) -> Action | None:
    return next((a for a in actions if any(name in a for name in SHOWN)), None)


@pytest.mark.parametrize("quick", [True, False])
async def test_a_follow_with_a_made_up_shown_value_is_refused(
    service: TableService, quick: bool
) -> None:
    await service.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        kind="tek",
        user_id=MOD,
        moderator=True,
        seed=4,
        options={"quick_follow": quick},
    )
    for user in (1, 2, 3):
        await service.join(CHANNEL, user, f"P{user}", "en")
    table = (await service.start(CHANNEL, MOD, moderator=True)).table
    for _ in range(400):  # the autopilot's moves until a follower may choose such an action
        table = await service.load_game(table.id)
        state = table.state
        followers = set(rounds.followers(state)) if state["phase"] == "follow" else set()
        chosen = [
            (seat, action)
            for seat in sorted(tek.waiting_for(state) & followers)
            if (action := with_shown_field(tek.legal_actions(state, seat))) is not None
        ]
        if chosen:
            break
        seat = min(tek.waiting_for(state))
        move = tek.autopilot(state, seat, table.random.autopilot(table.game.version + 1))
        await service.act(table.id, table.user_of(seat), move)
    else:
        pytest.fail("no follow with a shown value came up")
    seat, listed = chosen[0]
    junk = {**listed, **{name: 99 for name in SHOWN if name in listed}}
    before = table.game.version, table.state
    with pytest.raises(RuleError) as refused:
        await service.act(table.id, table.user_of(seat), junk)
    assert refused.value.code == "error-bad-action"
    table = await service.load_game(table.id)
    assert (table.game.version, table.state) == before
    await service.act(table.id, table.user_of(seat), listed)
    [row] = await service.store.actions(table.id, last=1)
    assert row.action == listed
    turn = (await service.load_game(table.id)).state["turn"]
    if quick:
        assert turn["pending"].get(str(seat)) in (listed, None)  # None: every one has chosen
    else:
        assert turn["done"][-1] == {"seat": seat, "action": listed}
