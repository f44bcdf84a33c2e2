"""The daily digest end to end (issue 25): a member in digest mode gets their game DMs
silently and, at their local digest time, one DM (that notifies) listing every game waiting
for them with a link to its turn post, and the games they follow; nothing to list sends
nothing; the timer moves to the next day, stops when they leave the digest, and survives a
restart. Time is the Reminders cog's injected clock, as in tests/e2e/test_nudges.py."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta

import pytest

from bot.app import GameBot
from bot.cogs.reminders import Reminders
from bot.games import get
from bot.i18n import t, text
from bot.settings import Settings
from bot.store import Timer, TurnPost
from bot.table.digest import DIGEST
from bot.table.followers import follow
from tests.backends import postgres_schema
from tests.e2e.gamebot import Cast, game_bot, open_suntzu
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, settled

pytestmark = pytest.mark.e2e


class Clock:
    def __init__(self) -> None:
        self.at = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.at


async def fire_at(bot: GameBot, clock: Clock, moment: datetime) -> int:
    """Fire every timer due at ``moment`` on the bot's own dispatcher (its loop stopped)."""
    cog = bot.get_cog("Reminders")
    assert cog is not None and type(cog).__name__ == "Reminders"
    dispatcher: Reminders = cog  # type: ignore[assignment]
    if dispatcher._task is not None and not dispatcher._task.done():
        await dispatcher.cog_unload()
    clock.at = moment
    dispatcher.now = clock
    return await dispatcher.run_due()


def digests(fake: FakeDiscord, user: FakeUser, since: int = 0) -> list[FakeMessage]:
    return [m for m in fake.dm_inbox(user) if m.seq > since and m.content.startswith("📬")]


async def digest_timer(bot: GameBot, user: FakeUser) -> Timer:
    timer = await bot.service.notices.digest_timer(user.id)
    assert timer is not None and timer.kind == DIGEST and timer.game_id is None
    return timer


def link(fake: FakeDiscord, message: int | None = None) -> str:
    found = f"https://discord.com/channels/{fake.guild.id}/{fake.channel.id}"
    return found if message is None else f"{found}/{message}"


async def test_a_digest_lists_the_waiting_game_with_its_link_then_comes_the_next_day(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    ann = cast.ann  # zh-TW
    await settled(fake, await fake.slash(ann, "game notify", mode="digest", digest_at="9"))
    table = await open_suntzu(fake, cast.moderator, [ann, cast.bob], bot, seed=3)
    # Her game DMs came silently: the digest is her one buzz.
    assert fake.dm_inbox(ann) and all(m.silent for m in fake.dm_inbox(ann))
    timer = await digest_timer(bot, ann)
    assert (timer.due_at.hour, timer.due_at.minute) == (9, 0)

    clock = Clock()
    mark = fake.mark()
    await fire_at(bot, clock, timer.due_at - timedelta(seconds=1))  # (reminders may fire)
    assert digests(fake, ann, mark) == []
    await fire_at(bot, clock, timer.due_at)
    [digest] = digests(fake, ann, mark)
    assert not digest.silent  # the digest notifies
    lines = digest.content.splitlines()
    assert lines[0] == t(ann.locale, "digest-title")
    assert t(ann.locale, "digest-waiting-heading") in lines
    game_title = text(ann.locale, get("suntzu").title)
    [entry] = [line for line in lines if game_title in line]
    assert f"<#{fake.channel.id}>" in entry and fake.guild.name in entry
    # The game's start post is its turn post: the link leads to it.
    post = await bot.service.store.turn_post(table.game_id)
    assert post is not None and link(fake, post.message_id) in entry
    assert cast.bob.mention not in digest.content and not digest.embeds
    # The next day's, exactly one.
    following = await digest_timer(bot, ann)
    assert following.due_at == timer.due_at + timedelta(days=1)

    # The turn passed to another message: the link follows it.
    assert await bot.service.store.set_turn_post(
        TurnPost(table.game_id, fake.channel.id, 4242, 0, 0), replacing=post.message_id
    )
    mark = fake.mark()
    await fire_at(bot, clock, following.due_at)
    [digest] = digests(fake, ann, mark)
    assert link(fake, 4242) in digest.content
    # Bob never chose the digest: none for him.
    assert digests(fake, cast.bob) == []


async def test_nothing_waiting_sends_no_digest_and_leaving_the_digest_stops_it(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    carol = cast.carol
    await settled(fake, await fake.slash(carol, "game notify", mode="digest"))
    timer = await digest_timer(bot, carol)
    clock = Clock()
    await fire_at(bot, clock, timer.due_at)
    assert digests(fake, carol) == [] and fake.dm_inbox(carol) == []
    following = await digest_timer(bot, carol)
    assert following.due_at == timer.due_at + timedelta(days=1)

    await settled(fake, await fake.slash(carol, "game notify", mode="mention"))
    assert await bot.service.notices.digest_timer(carol.id) is None
    await fire_at(bot, clock, following.due_at + timedelta(days=3))
    assert fake.dm_inbox(carol) == []


async def test_a_followed_game_is_in_the_digest_until_its_end_is_told(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    carol = cast.carol  # no seat: a spectator following with the digest
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=3)
    # followed in Simplified Chinese (as /game follow stores the asker's language): a
    # spectator has no seat to tell the digest's language
    await follow(bot.service.store, table.game_id, carol.id, "digest", "zh-CN")
    now = datetime.now(UTC)
    timer = await bot.service.notices.schedule_digest(carol.id, now)  # what /game follow does
    assert timer is not None
    clock = Clock()
    await fire_at(bot, clock, timer.due_at)
    [digest] = digests(fake, carol)
    assert t("zh-CN", "digest-followed-heading") in digest.content
    assert "Ann" in digest.content and "Bob" in digest.content
    assert link(fake) in digest.content

    await settled(fake, await fake.slash(cast.moderator, "game end"))
    mark = fake.mark()
    following = await digest_timer(bot, carol)
    await fire_at(bot, clock, following.due_at)
    [ended] = digests(fake, carol, mark)
    game_title = text("zh-CN", get("suntzu").title)  # the language she followed in
    assert any(line.startswith(f"• {game_title}") for line in ended.content.splitlines())
    # Told once: the game is followed no more, and the digest stops after one empty day.
    mark = fake.mark()
    for days in (1, 2, 3):
        await fire_at(bot, clock, following.due_at + timedelta(days=days))
    assert digests(fake, carol, mark) == []
    assert await bot.service.notices.digest_timer(carol.id) is None


async def test_the_digest_timer_survives_a_restart(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    async with game_bot(fake, settings) as first:
        await settled(fake, await fake.slash(cast.ann, "game notify", mode="digest"))
        await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], first, seed=3)
        timer = await digest_timer(first, cast.ann)
    async with game_bot(fake, settings) as second:
        clock = Clock()
        await fire_at(second, clock, timer.due_at)
        assert len(digests(fake, cast.ann)) == 1
        again = await digest_timer(second, cast.ann)
        assert again.due_at == timer.due_at + timedelta(days=1)
        await fire_at(second, clock, timer.due_at)  # the same moment again: nothing twice
        assert len(digests(fake, cast.ann)) == 1


async def test_the_digest_timer_survives_a_restart_on_postgresql(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    async with postgres_schema() as url:
        await test_the_digest_timer_survives_a_restart(
            fake, cast, dataclasses.replace(settings, database_url=url)
        )
