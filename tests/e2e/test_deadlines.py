"""Move deadlines (issue 14): a missed deadline makes the bot move once for the late seat, or
reminds it; seats late again and again are flagged to the moderators; moderators pause and
resume, players take vacations; timers survive a restart. No test waits for real time: a
deadline is made due through the store, or its handler is given the pending timer."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bot.app import GameBot
from bot.i18n import Text, t
from bot.settings import Settings
from bot.store import Reminder, Store, Timer
from bot.table.deadlines import DEADLINE, VACATION_DAYS
from bot.table.narration import secret_lines
from tests.e2e.gamebot import (
    Cast,
    SunTzuTable,
    choose,
    current_state,
    game_bot,
    open_table,
    refusal,
)
from tests.fakediscord import FakeDiscord, FakeMessage, settled

pytestmark = pytest.mark.e2e

HOURS = 24


def clock_at(moment: datetime) -> list[datetime]:
    """A clock the test moves by hand (one-element list: ``now[0] = ...``)."""
    return [moment.replace(microsecond=0)]


def inject(bot: GameBot, now: list[datetime]) -> None:
    bot.service.deadlines.now = lambda: now[0]


async def open_game(fake: FakeDiscord, cast: Cast, bot: GameBot, **options: Any) -> SunTzuTable:
    game_id, lobby, seats, _ = await open_table(
        fake, cast.moderator, [cast.ann, cast.bob], bot, "suntzu", seed=3, beginner=True, **options
    )
    return SunTzuTable(fake, game_id, lobby, seats)


async def pending(bot: GameBot, game_id: int, kind: str = DEADLINE) -> Timer | None:
    return await bot.store.pending_timer(game_id, kind)


async def fire_pending(bot: GameBot, game_id: int) -> None:
    """The game's deadline falls due: its handler runs as the dispatcher would run it."""
    timer = await pending(bot, game_id)
    assert timer is not None, "the game has a running deadline"
    cog = bot.get_cog("Reminders")  # loaded as an extension: its own module object
    assert cog is not None
    await cog.handler(DEADLINE)(timer)  # type: ignore[attr-defined]


async def place_cards(table: SunTzuTable, bot: GameBot, seat: int, count: int) -> None:
    """``seat`` puts ``count`` cards down through its DM controls (sealed; not locked in)."""
    rng = random.Random(7)
    for _ in range(count):
        state, _ = await current_state(bot, table.game_id)
        message = table.prompt_for(seat)
        assert message is not None
        offered = [a for a, _, _ in table.controls_of(message, seat) if a["t"] == "assign"]
        action = choose(state, seat, offered, rng)
        await settled(table.fake, await table.use_control(table.players[seat], message, action))


def channel_since(fake: FakeDiscord, mark: int) -> list[FakeMessage]:
    return [m for m in fake.channel_transcript(fake.channel) if m.seq > mark and not m.ephemeral]


def shown_text(message: FakeMessage) -> str:
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [str(embed.get("title", "")), str(embed.get("description", ""))]
    return "\n".join(parts)


async def test_a_missed_deadline_moves_one_sealed_seat_and_keeps_the_other_secret(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    start = fake.mark()
    table = await open_game(fake, cast, bot, deadline_hours=HOURS)
    ann, bob = table.seat_of(cast.ann), table.seat_of(cast.bob)
    # The deadline is shown as a Discord timestamp: in the post naming whom the game waits
    # for, and in each player's DM prompt (every reader sees it in their own time zone).
    due = (await pending(bot, table.game_id)).due_at  # type: ignore[index]
    stamp = f"<t:{int(due.timestamp())}:R>"
    waiting = [m for m in channel_since(fake, start) if cast.ann.mention in m.content]
    assert waiting and stamp in waiting[-1].content
    for seat in (ann, bob):
        prompt = table.prompt_for(seat)
        assert prompt is not None and stamp in prompt.content

    # Bob puts two cards down (sealed), then goes on vacation; his allowance is limited.
    await place_cards(table, bot, bob, 2)
    vacation = await fake.slash(cast.bob, "game vacation", days=2)
    await settled(fake, vacation)
    assert not fake.responses(vacation)[0].content.startswith("⛔")
    forged = await fake.slash(cast.bob, "game vacation", days=VACATION_DAYS + 1, forge=True)
    await refusal(
        fake, forged, cast.bob, "error-option-range", option=Text("opt-days"), min=1, max=7
    )
    outsider = await fake.slash(cast.carol, "game vacation", days=1)
    await refusal(fake, outsider, cast.carol, "error-not-a-player")
    too_long = await fake.slash(cast.bob, "game vacation", days=VACATION_DAYS - 1)
    await refusal(fake, too_long, cast.bob, "stall-error-vacation-limit", left=VACATION_DAYS - 2)
    before, version = await current_state(bot, table.game_id)

    mark = fake.mark()
    await fire_pending(bot, table.game_id)
    after, new_version = await current_state(bot, table.game_id)
    # The bot made Ann's placement (and locked it in) for her, once; Bob, on vacation, waits.
    assert new_version > version and after["locked"][ann] and not after["locked"][bob]
    assert after["placement"][bob] == before["placement"][bob]
    game = await bot.service.load_game(table.game_id)
    assert not game.seats[ann].autopilot, "the seat stays Ann's"
    posts = channel_since(fake, mark)
    played = t("en", "stall-played", players=cast.ann.mention)
    assert [m for m in posts if m.content == played]
    assert not any(cast.bob.mention in m.content and "⏱" in m.content for m in posts)
    # Neither seat's sealed cards reach the channel, or the table log.
    secrets = [line for s in (ann, bob) for line in secret_lines(game, s, "en")]
    assert secrets
    for message in channel_since(fake, start):
        for line in secrets:
            assert line not in shown_text(message)
    for entry in await bot.store.log_entries(table.game_id):
        assert set(entry.payload) <= {"seat", "seats", "days", "until", "user_id"}
    kinds = [entry.kind for entry in await bot.store.log_entries(table.game_id)]
    assert kinds == ["vacation", "deadline-autopilot"]

    # The next deadline finds Bob on vacation: it waits until his vacation ends.
    await fire_pending(bot, table.game_id)
    assert (await current_state(bot, table.game_id))[1] == new_version
    [row] = [r for s, r in (await bot.store.seat_deadlines(table.game_id)).items() if s == bob]
    assert (await pending(bot, table.game_id)).due_at == row["vacation_until"]  # type: ignore[index]
    assert row["timeouts"] == 0


async def test_ping_policy_only_reminds_and_flags_a_seat_late_again_and_again(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    role = fake.guild.moderator_role
    config = await fake.slash(
        cast.moderator,
        "game config",
        moderator_role=role,
        default_deadline=HOURS,
        deadline_policy="ping",
        flag_after=2,
    )
    await settled(fake, config)
    table = await open_game(fake, cast, bot)  # the server's default deadline
    ann = table.seat_of(cast.ann)
    mark = fake.mark()
    await fire_pending(bot, table.game_id)
    [ping] = channel_since(fake, mark)
    assert "⏱" in ping.content and cast.ann.mention in ping.content
    assert cast.bob.mention in ping.content
    assert (await current_state(bot, table.game_id))[1] == 0, "a ping moves nobody"

    mark = fake.mark()
    await fire_pending(bot, table.game_id)
    [flag] = channel_since(fake, mark)
    assert f"<@&{role.id}>" in flag.content and "</game replace:" in flag.content
    for player in (cast.ann, cast.bob):
        flagged = t(
            "en", "stall-flagged", player=player.mention, count=2, moderators=f"<@&{role.id}>"
        )
        assert flagged in flag.content
    kinds = [entry.kind for entry in await bot.store.log_entries(table.game_id)]
    assert kinds.count("deadline-ping") == 2 and kinds.count("deadline-flagged") == 2

    # Ann's own move resets her count; Bob's stays.
    stale = await pending(bot, table.game_id)
    await place_cards(table, bot, ann, 1)
    counts = {s: r["timeouts"] for s, r in (await bot.store.seat_deadlines(table.game_id)).items()}
    assert counts == {ann: 0, table.seat_of(cast.bob): 2}
    # The move replaced the deadline: one for the old position, if it ever fired, does nothing.
    fresh = await pending(bot, table.game_id)
    assert stale is not None and fresh is not None and fresh.id != stale.id
    assert fresh.payload == {"version": 1}
    mark = fake.mark()
    cog = bot.get_cog("Reminders")
    await cog.handler(DEADLINE)(stale)  # type: ignore[union-attr]
    assert channel_since(fake, mark) == []
    assert [entry.kind for entry in await bot.store.log_entries(table.game_id)] == kinds
    assert await pending(bot, table.game_id) == fresh

    # Once Ann has locked in, she has nothing left to do: the next ping is for Bob alone.
    for _ in range(12):  # four more cards, perhaps a support card, then the lock
        state, _ = await current_state(bot, table.game_id)
        if state["locked"][ann]:
            break
        prompt = table.prompt_for(ann)
        assert prompt is not None
        offered = [a for a, _, _ in table.controls_of(prompt, ann)]
        lock = [a for a in offered if a["t"] == "lock"]
        action = lock[0] if lock else choose(state, ann, offered, random.Random(3))
        await settled(fake, await table.use_control(cast.ann, prompt, action))
    assert (await current_state(bot, table.game_id))[0]["locked"][ann]
    mark = fake.mark()
    await fire_pending(bot, table.game_id)
    [ping] = channel_since(fake, mark)
    assert ping.content == t("en", "stall-ping", players=cast.bob.mention)
    counts = {s: r["timeouts"] for s, r in (await bot.store.seat_deadlines(table.game_id)).items()}
    assert counts == {ann: 0, table.seat_of(cast.bob): 3}


async def test_pause_keeps_the_time_left_and_resume_restores_it(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    now = clock_at(datetime.now(UTC))
    inject(bot, now)
    started = now[0]
    table = await open_game(fake, cast, bot, deadline_hours=10)
    assert (await pending(bot, table.game_id)).due_at == started + timedelta(hours=10)  # type: ignore[index]
    assert await pending(bot, table.game_id, "reminder") is not None

    refused = await fake.slash(cast.ann, "game pause", reason="dinner")
    await refusal(fake, refused, cast.ann, "error-not-moderator")
    now[0] = started + timedelta(hours=4)
    await settled(fake, await fake.slash(cast.moderator, "game pause", reason="a dispute"))
    assert await pending(bot, table.game_id) is None
    assert await pending(bot, table.game_id, "reminder") is None
    again = await fake.slash(cast.moderator, "game pause")
    await refusal(fake, again, cast.moderator, "stall-error-already-paused")

    # Moves wait for the resume (nobody gains time on the others).
    prompt = table.prompt_for(table.seat_of(cast.ann))
    assert prompt is not None
    _, version = await current_state(bot, table.game_id)
    action = next(a for a, _, _ in table.controls_of(prompt, table.seat_of(cast.ann)))
    move = await table.use_control(cast.ann, prompt, action)
    await refusal(fake, move, cast.ann, "stall-error-paused")
    assert (await current_state(bot, table.game_id))[1] == version

    now[0] = started + timedelta(hours=30)
    await settled(fake, await fake.slash(cast.moderator, "game resume"))
    resumed = await pending(bot, table.game_id)
    assert resumed is not None
    assert resumed.due_at == started + timedelta(hours=30 + 6)  # the 6 hours that were left
    assert resumed.payload == {"version": version}
    assert await pending(bot, table.game_id, "reminder") is not None
    not_paused = await fake.slash(cast.moderator, "game resume")
    await refusal(fake, not_paused, cast.moderator, "stall-error-not-paused")
    kinds = [entry.kind for entry in await bot.store.log_entries(table.game_id)]
    assert kinds == ["paused", "resumed"]


async def test_config_deadline_reschedules_a_running_game(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    now = clock_at(datetime.now(UTC))
    inject(bot, now)
    table = await open_game(fake, cast, bot)  # no server default: no deadline
    assert await pending(bot, table.game_id) is None
    prompt = table.prompt_for(table.seat_of(cast.ann))
    assert prompt is not None and "<t:" not in prompt.content

    now[0] += timedelta(hours=2)
    config = await fake.slash(cast.moderator, "game config", deadline_hours=5)
    await settled(fake, config)
    timer = await pending(bot, table.game_id)
    assert timer is not None and timer.due_at == now[0] + timedelta(hours=5)
    assert timer.payload == {"version": 0}
    await settled(fake, await fake.slash(cast.moderator, "game config", deadline_hours=0))
    assert await pending(bot, table.game_id) is None
    entries = await bot.store.log_entries(table.game_id)
    assert [(e.kind, e.payload) for e in entries] == [
        ("deadline-changed", {"hours": 5}),
        ("deadline-changed", {"hours": 0}),
    ]


async def test_a_deadline_due_across_a_restart_fires_once(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    async with game_bot(fake, settings) as first:
        table = await open_game(fake, cast, first, deadline_hours=HOURS)
        timer = await pending(first, table.game_id)
        assert timer is not None
    # While the bot is down, the deadline passes.
    store = await Store.open(settings.database_path)
    try:
        past = datetime.now(UTC) - timedelta(minutes=5)
        await store.reset_game_timer(table.game_id, Reminder(past, timer.payload, DEADLINE))
    finally:
        await store.close()
    mark = fake.mark()

    async with game_bot(fake, settings) as second:
        played = await fake.next_message(fake.channel, since=mark, match="⏱", timeout=30)
        assert cast.ann.mention in played.content and cast.bob.mention in played.content
        state, version = await current_state(second, table.game_id)
        assert version > 0 and state["round"] == 1, "the bot played the placement, no further"
        entries = await second.store.log_entries(table.game_id)
        assert [e.kind for e in entries] == ["deadline-autopilot"]
        fresh = await pending(second, table.game_id)
        assert fresh is not None and fresh.payload == {"version": version}
        assert fresh.due_at > datetime.now(UTC)
    # A second restart finds nothing due: the missed deadline was played exactly once.
    async with game_bot(fake, settings) as third:
        assert await third.store.log_entries(table.game_id) == entries
        assert (await current_state(third, table.game_id))[1] == version
    assert [m for m in channel_since(fake, mark) if "⏱" in m.content] == [played]
