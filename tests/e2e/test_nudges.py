"""Escalating reminders end to end: a DM first, then channel pings, then silence; quiet hours
delay one player's DM; ``/game notify``; an idle game ended as abandoned, once, even across a
restart. Time is the Reminders cog's injected clock: nothing sleeps or waits for real time."""

from __future__ import annotations

import dataclasses
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.app import GameBot
from bot.cogs.reminders import Reminders
from bot.games import get
from bot.i18n import t, text
from bot.settings import Settings
from bot.table.nudges import ABANDON, ABANDON_DAYS, QUIET_HOURS, ZONE_EXAMPLES
from tests.e2e.gamebot import (
    Cast,
    bot_settings,
    game_bot,
    open_suntzu,
    play_one_move,
    refusal,
)
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, settled

pytestmark = pytest.mark.e2e

REMINDER = timedelta(hours=1)  # the real dispatcher never reaches one during a test
STEP = REMINDER + timedelta(minutes=1)


@pytest.fixture
def settings(fake: FakeDiscord, tmp_path: Path) -> Settings:
    return dataclasses.replace(
        bot_settings(fake, tmp_path / "games.db"), reminder_minutes=REMINDER.total_seconds() / 60
    )


class Clock:
    def __init__(self) -> None:
        self.at = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.at


def cast_reminders(cog: object) -> Reminders:
    return cog  # type: ignore[return-value]


async def dispatcher(bot: GameBot, clock: Clock) -> Reminders:
    """The bot's Reminders cog on the test's clock. Its background loop is stopped first, so
    each ``run_due`` here is the only one firing (and its count says what fired)."""
    # The extension's module is loaded by the bot, so its class is not this import's.
    cog = cast_reminders(bot.get_cog("Reminders"))
    assert type(cog).__name__ == "Reminders"
    if cog._task is not None and not cog._task.done():
        await cog.cog_unload()
    cog.now = clock
    return cog


async def fire(bot: GameBot, clock: Clock, after: timedelta) -> int:
    clock.at += after
    return await (await dispatcher(bot, clock)).run_due()


def reminder_dms(fake: FakeDiscord, user: FakeUser, since: int = 0) -> list[FakeMessage]:
    return [m for m in fake.dm_inbox(user) if m.seq > since and m.content.startswith("⏰")]


def pings(fake: FakeDiscord, since: int = 0) -> list[FakeMessage]:
    return [m for m in fake.public_messages() if m.seq > since and m.content.startswith("⏰")]


def dm_words(fake: FakeDiscord, user: FakeUser) -> str:
    game = text(user.locale, get("suntzu").title)
    words = t(user.locale, "nudge-dm", game=game, channel=f"<#{fake.channel.id}>")
    return f"{words}\n{t(user.locale, 'catchup-hint')}"  # where to see what they missed


async def test_a_dm_first_then_channel_pings_then_reminders_stop(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    clock = Clock()
    start = fake.mark()
    assert await fire(bot, clock, timedelta(minutes=30)) == 0  # not due yet

    assert await fire(bot, clock, STEP) == 1
    # Stage 1: each waited-for player gets a DM in their own language, naming the channel.
    for player in (cast.ann, cast.bob):
        [dm] = reminder_dms(fake, player, start)
        assert dm.content == dm_words(fake, player)
        assert not dm.silent  # a reminder notifies, whatever the player's mode (issue 25)
    assert reminder_dms(fake, cast.moderator, start) == []
    assert pings(fake, start) == []  # no channel ping yet

    # Stage 2: the channel ping mentions exactly the waited-for players.
    stage2 = fake.mark()
    assert await fire(bot, clock, STEP) == 1
    [ping] = pings(fake, stage2)
    assert cast.ann.mention in ping.content and cast.bob.mention in ping.content
    assert cast.moderator.mention not in ping.content
    assert reminder_dms(fake, cast.ann, stage2) == []  # DMs are not repeated

    # Stage 3: one more ping, then the reminders stop (the limit).
    stage3 = fake.mark()
    assert await fire(bot, clock, STEP) == 1
    assert len(pings(fake, stage3)) == 1
    quiet = fake.mark()
    for _ in range(5):
        assert await fire(bot, clock, STEP) == 0
    assert pings(fake, quiet) == [] and reminder_dms(fake, cast.ann, quiet) == []
    # What remains is the abandon timer for the same version, 30 days after the start.
    timer = await bot.service.next_timer()
    assert timer is not None and timer.kind == ABANDON
    assert timer.payload["version"] == 0
    assert (await bot.service.load_game(table.game_id)).running


async def test_a_move_makes_the_abandon_timer_stale_and_restarts_with_a_dm(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    await settled(fake, await fake.slash(cast.moderator, "game config", abandon_days=1))
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    clock = Clock()
    for _ in range(3):
        assert await fire(bot, clock, STEP) == 1
    abandon = await bot.service.next_timer()
    assert abandon is not None and abandon.kind == ABANDON
    assert await play_one_move(table, bot, random.Random(1)) is not None
    mark = fake.mark()
    # The move wrote a fresh reminder (stage 1 again) and the abandon timer is for version 0.
    clock.at = datetime.now(UTC)
    assert await fire(bot, clock, STEP) >= 1
    now = await bot.service.load_game(table.game_id)
    waiting = [table.players[seat] for seat in sorted(now.waiting())]
    assert waiting and all(len(reminder_dms(fake, p, mark)) == 1 for p in waiting)
    assert pings(fake, mark) == []
    clock.at += timedelta(days=3)
    await (await dispatcher(bot, clock)).run_due()
    game = (await bot.service.load_game(table.game_id)).game
    assert game.status == "running", "a stale abandon timer ended a game somebody moved"
    notice = t("en", "nudge-abandoned-notice", days=1)
    assert not [m for m in fake.public_messages() if m.seq > mark and m.content == notice]


async def test_quiet_hours_delay_one_players_dm_while_the_others_goes_out(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    clock = Clock()
    due = clock.at + STEP
    # Ann's quiet hours cover the moment the reminder falls due and end at the next full hour
    # after it (in UTC+8, Taipei).
    local = due.astimezone(UTC) + timedelta(hours=8)
    quiet = f"{local.hour}-{(local.hour + 1) % 24}"
    ends = due.replace(minute=0, second=0, microsecond=0) + timedelta(hours=1)
    answer = await fake.reply(
        await fake.slash(cast.ann, "game notify", quiet=quiet, tz="Asia/Taipei")
    )
    assert answer.ephemeral
    await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    start = fake.mark()

    assert await fire(bot, clock, STEP) == 1
    assert [m.content for m in reminder_dms(fake, cast.bob, start)] == [dm_words(fake, cast.bob)]
    assert reminder_dms(fake, cast.ann, start) == []  # asleep: her DM waits
    timer = await bot.service.next_timer()
    assert timer is not None and timer.due_at == ends

    clock.at = ends - timedelta(minutes=1)
    assert await fire(bot, clock, timedelta(0)) == 0  # still quiet
    clock.at = ends
    assert await fire(bot, clock, timedelta(0)) == 1
    assert [m.content for m in reminder_dms(fake, cast.ann, start)] == [dm_words(fake, cast.ann)]
    assert len(reminder_dms(fake, cast.bob, start)) == 1  # Bob is not reminded twice
    assert pings(fake, start) == []
    after = await bot.service.next_timer()
    assert after is not None and after.due_at == ends + REMINDER  # then the ping stage


async def test_notify_sets_shows_and_clears_quiet_hours_privately(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    ann = cast.ann
    shown = await fake.reply(await fake.slash(ann, "game notify"))
    assert shown.ephemeral and shown.visible_to == ann.id
    # Among the choices shown (the notify mode, the digest: tests/e2e/test_notify_modes.py)
    assert t(ann.locale, "nudge-quiet-none") in shown.content.splitlines()

    done = await fake.reply(await fake.slash(ann, "game notify", quiet="22-08", tz="Asia/Taipei"))
    expected = t(ann.locale, "nudge-quiet-show", hours="22:00-08:00", zone="Asia/Taipei")
    assert done.ephemeral and expected in done.content.splitlines()
    again = await fake.reply(await fake.slash(ann, "game notify"))
    assert expected in again.content.splitlines()
    # Another member's setting is their own.
    other = await fake.reply(await fake.slash(cast.bob, "game notify"))
    assert t(cast.bob.locale, "nudge-quiet-none") in other.content.splitlines()
    # Only the time zone: the hours stay.
    moved = await fake.reply(await fake.slash(ann, "game notify", tz="Europe/London"))
    assert (
        t(ann.locale, "nudge-quiet-show", hours="22:00-08:00", zone="Europe/London")
        in moved.content.splitlines()
    )

    cleared = await fake.reply(await fake.slash(ann, "game notify", quiet="off"))
    assert t(ann.locale, "nudge-quiet-none") in cleared.content.splitlines()
    assert await bot.service.store.get_settings(QUIET_HOURS, [ann.id]) == {}
    assert not [m for m in fake.public_messages() if "22" in m.content]


async def test_a_bad_time_zone_or_range_is_refused_privately_in_the_readers_language(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    ann = cast.ann  # zh-TW
    await settled(fake, await fake.slash(ann, "game notify", quiet="23-07", tz="Asia/Taipei"))
    before = await bot.service.store.get_settings(QUIET_HOURS, [ann.id])
    bad_zone = await fake.slash(ann, "game notify", quiet="22-08", tz="Mars/Olympus")
    await refusal(
        fake, bad_zone, ann, "nudge-error-zone", given="Mars/Olympus", examples=ZONE_EXAMPLES
    )
    answer = fake.responses(bad_zone)[0].content
    assert "Asia/Taipei" in answer and "時區" in answer  # Traditional glyphs, with examples
    bad_range = await fake.slash(ann, "game notify", quiet="25-99")
    await settled(fake, bad_range)
    [refused] = fake.responses(bad_range)
    assert refused.ephemeral and refused.content.startswith("⛔")
    assert "22-08" in refused.content
    assert await bot.service.store.get_settings(QUIET_HOURS, [ann.id]) == before  # nothing changed


async def test_an_idle_game_is_ended_after_the_configured_days_with_its_result(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    config = await fake.slash(cast.moderator, "game config", abandon_days=2)
    await settled(fake, config)
    assert await bot.service.store.get_setting(ABANDON_DAYS, fake.guild.id) == 2
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    clock = Clock()
    for _ in range(3):
        assert await fire(bot, clock, STEP) == 1
    timer = await bot.service.next_timer()
    assert timer is not None and timer.kind == ABANDON
    mark = fake.mark()
    assert await fire(bot, clock, timedelta(days=1)) == 0  # not yet two days
    assert await fire(bot, clock, timedelta(days=1)) == 1
    await check_abandoned(fake, bot, table.game_id, mark, days=2)


async def check_abandoned(
    fake: FakeDiscord, bot: GameBot, game_id: int, mark: int, days: int
) -> None:
    game = (await bot.service.load_game(game_id)).game
    assert game.status == "ended" and game.end_reason == "abandoned"
    posts = [m for m in fake.public_messages() if m.seq > mark]
    [notice] = posts
    locale = "en"
    assert notice.content == t(locale, "nudge-abandoned-notice", days=days)
    body = notice.text()
    assert t(locale, "nudge-abandoned", days=days) in body
    secret = game.secret.removeprefix("legacy:").removeprefix("seed:")
    assert secret in body  # the end reveals everything, as /game end does
    assert notice.files and notice.files[0].is_png
    assert [f.filename for f in notice.files][:2] == ["board.png", "story.png"]
    entries = await bot.service.store.log_entries(game_id)
    assert [(e.kind, e.payload) for e in entries] == [("abandoned", {"days": days})]


async def test_a_restart_before_the_abandon_timer_fires_ends_the_game_once(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    clock = Clock()
    async with game_bot(fake, settings) as first:
        await settled(fake, await fake.slash(cast.moderator, "game config", abandon_days=1))
        table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], first, seed=3)
        for _ in range(3):
            assert await fire(first, clock, STEP) == 1
        clock.at += timedelta(days=2)  # the abandon timer is due now; the bot goes down
    mark = fake.mark()
    async with game_bot(fake, settings) as second:
        assert await fire(second, clock, timedelta(0)) == 1
        assert await fire(second, clock, timedelta(days=5)) == 0
        await check_abandoned(fake, second, table.game_id, mark, days=1)
        assert await second.service.next_timer() is None
        # A crash after the game ended but before its timer was marked done: the timer fires
        # again once the crashed process's claim on it has run out (bot.cogs.reminders.LEASE),
        # finds the game over, and neither ends it again nor posts again.
        await second.service.store._write(
            [
                (
                    "UPDATE timers SET done = 0, claimed_by = NULL, claimed_until = NULL"
                    " WHERE kind = ?",
                    (ABANDON,),
                )
            ]
        )
        assert await fire(second, clock, timedelta(0)) == 1
        await check_abandoned(fake, second, table.game_id, mark, days=1)
        assert await second.service.next_timer() is None
