"""Issue 14 end to end with the bot restarted between every pair of steps: a deadline set,
the game paused and resumed, a vacation, a move taken back, a deadline played by the bot, a
seat given to someone else, a rollback and the log. Each step runs in a new bot process on the
same database (a new bot object), so whatever a step leaves behind must live in the store."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta

import pytest

from bot.app import GameBot
from bot.i18n import t
from bot.settings import Settings
from tests.e2e.gamebot import Cast, SunTzuTable, current_state, game_bot, open_table
from tests.e2e.test_deadlines import fire_pending, pending, place_cards
from tests.e2e.test_undo import answer, rollback_preview
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e

HOURS = 24
# The test's clock starts at the real hour: the bot's timer dispatcher runs on the real clock,
# so a fixed date would fire the game's deadlines on its own once that date has passed.
OPENED = datetime.now(UTC).replace(minute=0, second=0, microsecond=0)


async def test_every_stall_tool_survives_a_restart_between_each_step(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    now = [OPENED]

    @asynccontextmanager
    async def restarted() -> AsyncIterator[GameBot]:
        """A fresh bot on the same database, its deadline clock the test's; after the step,
        the replayed log must still give the stored state."""
        async with game_bot(fake, settings) as bot:
            bot.service.deadlines.now = lambda: now[0]
            yield bot
            state, _ = await current_state(bot, table.game_id)
            assert await bot.service.replay(table.game_id) == state

    # 1. A game with a 24-hour deadline.
    async with game_bot(fake, settings) as bot:
        bot.service.deadlines.now = lambda: now[0]
        game_id, lobby, seats, _ = await open_table(
            fake,
            cast.moderator,
            [cast.ann, cast.bob],
            bot,
            "suntzu",
            seed=3,
            beginner=True,
            deadline_hours=HOURS,
        )
        table = SunTzuTable(fake, game_id, lobby, seats)
        timer = await pending(bot, game_id)
        assert timer is not None and timer.due_at == OPENED + timedelta(hours=HOURS)
        opening = await current_state(bot, game_id)
    ann, bob = table.seat_of(cast.ann), table.seat_of(cast.bob)

    # 2. Paused two hours in: no deadline runs.
    now[0] = OPENED + timedelta(hours=2)
    async with restarted() as bot:
        await settled(fake, await fake.slash(cast.moderator, "game pause", reason="exams"))
        assert await pending(bot, game_id) is None

    # 3. Resumed a day later with the 22 hours that were left.
    now[0] = OPENED + timedelta(hours=26)
    async with restarted() as bot:
        await settled(fake, await fake.slash(cast.moderator, "game resume"))
        timer = await pending(bot, game_id)
        assert timer is not None and timer.due_at == now[0] + timedelta(hours=22)

    # 4. Bob goes on vacation for a day.
    async with restarted() as bot:
        vacation = await fake.slash(cast.bob, "game vacation", days=1)
        await settled(fake, vacation)
        assert not fake.responses(vacation)[0].content.startswith("⛔")

    # 5. Ann puts a card down (sealed) ...
    async with restarted() as bot:
        await place_cards(table, bot, ann, 1)
        placed = await current_state(bot, game_id)
        assert placed[1] == opening[1] + 1

    # 6. ... and takes it back.
    async with restarted() as bot:
        undo = await answer(fake, await fake.slash(cast.ann, "game undo"))
        assert undo.content == t(cast.ann.locale, "undo-ok")
        assert await current_state(bot, game_id) == opening

    # 7. The deadline passes: the bot moves once for Ann; Bob, on vacation, waits.
    async with restarted() as bot:
        await fire_pending(bot, game_id)
        state, version = await current_state(bot, game_id)
        assert version > opening[1] and state["locked"][ann] and not state["locked"][bob]
        assert not (await bot.service.load_game(game_id)).seats[ann].autopilot

    # 8. Bob's seat goes to Carol.
    async with restarted() as bot:
        command = await fake.slash(cast.moderator, "game replace", old=cast.bob, new=cast.carol)
        await settled(fake, command)
        assert (await bot.service.load_game(game_id)).seat_of(cast.carol.id) == bob

    # 9. A moderator rolls the game back to its opening (a preview, then the button).
    async with restarted() as bot:
        preview, button = await rollback_preview(fake, cast.moderator, opening[1])
        done = await answer(fake, await fake.click(cast.moderator, preview, button))
        if done.content != t("en", "rollback-ok"):  # a reveal since: confirmed knowingly
            [again] = [
                c for c in done.components_flat() if str(c.get("custom_id")).startswith("rb")
            ]
            done = await answer(
                fake, await fake.click(cast.moderator, done, str(again["custom_id"]))
            )
        assert done.content == t("en", "rollback-ok")
        assert await current_state(bot, game_id) == opening

    # 10. The log tells all of it, in order, after one more restart.
    async with restarted() as bot:
        kinds = [entry.kind for entry in await bot.store.log_entries(game_id)]
        assert kinds == [
            "paused",
            "resumed",
            "vacation",
            "undone",
            "deadline-autopilot",
            "replaced",
            "rolled_back",
        ]
        log = await answer(fake, await fake.slash(cast.moderator, "game log", count=25))
        body = "\n".join(str(embed.get("description") or "") for embed in log.embeds)
        assert "exams" in body  # the pause's reason
        assert t("en", "log-entry-vacation", player=cast.bob.mention, days=1)[:-1] in body
        assert cast.carol.mention in body and cast.bob.mention in body  # the seat given
