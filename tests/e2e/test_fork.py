"""What-if games through the fake Discord (issue 31 parts 3 and 4): a moderator forks a game of
bots at a move into a thread of the channel; the fork plays on to its end there, every post of
it says it is a what-if of which game, it counts for no stats, and its record verifies and
names its origin (``/game fork``, ``/game verify``). A member who is no moderator, a move out of
range, a running game whose engine cannot re-deal and a channel the bot may not open are each
refused privately, in the asker's language, with nothing made."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import random
from collections.abc import Iterator

import discord
import pytest

import bot.games as registry
from bot.app import GameBot
from bot.games import get
from bot.i18n import Text, t, text
from bot.settings import Settings
from bot.table.verify import verify_bytes
from tests.e2e.gamebot import Cast, game_bot, open_suntzu, refusal
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e

MOVE = 10


async def bots_game(fake: FakeDiscord, cast: Cast, bot: GameBot) -> int:
    """A Sun Tzu game of two easy bots, started and played to its end; its id."""
    new = await fake.slash(cast.moderator, "game new", game="suntzu", seed=9, bots=2, level="easy")
    lobby = await fake.reply(new)
    game_id = int(lobby.buttons()[0]["custom_id"].split(":")[1])
    await settled(fake, await fake.click(cast.moderator, lobby, f"lobby:{game_id}:start"))
    assert (await bot.service.load_game(game_id)).game.status == "finished"
    return game_id


async def fork_of(bot: GameBot, origin_id: int) -> int:
    """The id of the fork made of ``origin_id`` (the next game the store made)."""
    row = await bot.service.stored_game(origin_id + 1)
    assert row is not None and row.origin_game == origin_id
    return row.id


async def test_a_moderator_forks_a_bots_game_into_a_thread_and_it_plays_to_its_end(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    origin_id = await bots_game(fake, cast, bot)
    before = await bot.service.tally(fake.guild.id)
    command = await fake.slash(cast.moderator, "game fork", move=MOVE)
    await settled(fake, command)
    [thread] = fake.threads_of(fake.channel)
    fork_id = await fork_of(bot, origin_id)
    table = await bot.service.load_game(fork_id)
    assert table.game.channel_id == thread.id and table.game.origin_move == MOVE
    assert table.game.status == "finished", "its bots played it to its end"
    [answer] = fake.responses(command)
    assert answer.ephemeral and answer.visible_to == cast.moderator.id
    assert f"<#{thread.id}>" in answer.text()

    posts = fake.public_messages(thread)
    name = text("en", get("suntzu").title)
    title = t("en", "fork-title", game=name, origin=str(origin_id), move=MOVE)
    assert posts and all(post.embeds[0]["title"] == title for post in posts), "marked everywhere"
    first = posts[0].text()
    assert t("en", "fork-start-finished", origin=str(origin_id), move=MOVE) in first
    assert all(not (post.allowed_mentions or {}).get("users") for post in posts), "no pings"
    quiet = fake.public_messages(fake.channel)[-1].seq < posts[0].seq
    assert quiet, "nothing more in the origin's channel"

    assert await bot.service.tally(fake.guild.id) == before, "a what-if counts for no stats"

    [record] = [f for f in posts[-1].files if f.filename == f"record-{fork_id}.json"]
    report = verify_bytes(record.data)
    assert report.ok, report.problems
    assert report.origin == (origin_id, MOVE, True)
    check = await fake.slash(cast.carol, "game verify", channel=thread, record=record)
    await settled(fake, check)
    [verdict] = fake.responses(check)
    assert verdict.ephemeral
    assert t("en", "verify-origin-same", game_id=str(origin_id)) in verdict.text()
    assert t("en", "verify-fork-of-finished", game_id=str(origin_id), move=MOVE) in verdict.text()

    # A record naming another move of the same game replays all the same; the origin tells.
    forged = json.loads(record.data)
    forged["origin"]["move"] = MOVE - 1
    upload = (record.filename, json.dumps(forged).encode())
    check = await fake.slash(cast.carol, "game verify", channel=thread, record=upload)
    await settled(fake, check)
    [verdict] = fake.responses(check)
    said = verdict.text()
    assert t("en", "verify-origin-same", game_id=str(origin_id)) not in said
    found = ("verify-origin-board", "verify-origin-state")
    assert any(t("en", key, game_id=str(origin_id), number=MOVE - 1) in said for key in found)


@pytest.fixture
def no_redeal() -> Iterator[None]:
    """Sun Tzu as a game that cannot re-deal (whatever the shipped engine does by then)."""
    spec = get("suntzu")
    registry._registry["suntzu"] = dataclasses.replace(
        spec, engine=dataclasses.replace(spec.engine, redeal=None)
    )
    try:
        yield
    finally:
        registry._registry["suntzu"] = spec


async def test_refused_forks_are_private_localized_and_make_nothing(
    fake: FakeDiscord, cast: Cast, bot: GameBot, no_redeal: None
) -> None:
    origin_id = await bots_game(fake, cast, bot)
    last = (await bot.service.load_game(origin_id)).game.version
    games = await bot.service.store.played_games(fake.guild.id)

    ask = await fake.slash(cast.carol, "game fork", move=1)
    await refusal(fake, ask, cast.carol, "error-not-moderator")
    ask = await fake.slash(cast.ann, "game fork", move=1)  # her Discord speaks zh-TW
    await refusal(fake, ask, cast.ann, "error-not-moderator")
    ask = await fake.slash(cast.moderator, "game fork", move=last + 1)
    await refusal(fake, ask, cast.moderator, "fork-error-move", game_id=str(origin_id), max=last)
    ask = await fake.slash(cast.moderator, "game fork", move=1, where="channel")
    await refusal(fake, ask, cast.moderator, "fork-error-permission-channel")

    # A running game whose engine cannot re-deal its secrets: refused while it runs.
    running = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=4)
    ask = await fake.slash(cast.moderator, "game fork", move=0)
    await refusal(
        fake,
        ask,
        cast.moderator,
        "fork-error-no-redeal",
        game=get("suntzu").title,
        game_id=str(running.game_id),
    )
    assert fake.threads_of(fake.channel) == [], "no thread for a refused fork"
    assert len(fake.guild.channels) == 2, "nor a channel"
    assert await bot.service.store.played_games(fake.guild.id) == games
    assert (await bot.service.load_game(running.game_id)).game.version == 0


@pytest.fixture
def redealing() -> Iterator[list[dict]]:
    """Sun Tzu with its own re-deal, recording each state it dealt."""
    spec = get("suntzu")
    real = spec.engine.redeal
    assert real is not None
    calls: list[dict] = []

    def redeal(state: dict, rng: random.Random) -> dict:
        out = real(state, rng)
        calls.append(out)
        return out

    registry._registry["suntzu"] = dataclasses.replace(
        spec, engine=dataclasses.replace(spec.engine, redeal=redeal)
    )
    try:
        yield calls
    finally:
        registry._registry["suntzu"] = spec


async def test_a_running_game_forks_from_a_redeal_and_its_record_ties_to_it(
    fake: FakeDiscord, cast: Cast, bot: GameBot, redealing: list[dict]
) -> None:
    running = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=4)
    command = await fake.slash(cast.moderator, "game fork", move=0, seats="bots", level="easy")
    await settled(fake, command)
    [dealt] = redealing
    origin_state = (await bot.service.load_game(running.game_id)).state
    assert dealt["decks"] != origin_state["decks"], "the fork plays no deck of the origin"
    [thread] = fake.threads_of(fake.channel)
    fork_id = await fork_of(bot, running.game_id)
    table = await bot.service.load_game(fork_id)
    assert table.game.status == "finished" and not table.game.origin_over
    assert (await bot.service.load_game(running.game_id)).game.version == 0, "origin untouched"
    posts = fake.public_messages(thread)
    started = t("en", "fork-start-running", origin=str(running.game_id), move=0)
    assert started in posts[0].text()
    [record] = [f for f in posts[-1].files if f.filename == f"record-{fork_id}.json"]
    check = await fake.slash(cast.carol, "game verify", channel=thread, record=record)
    await settled(fake, check)
    [verdict] = fake.responses(check)
    assert t("en", "verify-origin-same", game_id=str(running.game_id)) in verdict.text()


async def test_a_fork_goes_on_after_a_restart_in_its_middle(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    async with game_bot(fake, settings) as first:
        origin_id = await bots_game(fake, cast, first)
    # The fork is made by a process whose bots' moves wait far longer than the test: it
    # stops with the fork started and its bots' moves not made.
    async with game_bot(fake, dataclasses.replace(settings, bot_delay=(60.0, 60.0))) as second:
        command = await fake.slash(cast.moderator, "game fork", move=MOVE)
        await fake.acknowledged(command)
        for _ in range(1000):
            if second.service.bots.pending():
                break
            await asyncio.sleep(0.01)
        fork_id = await fork_of(second, origin_id)
        assert (await second.service.load_game(fork_id)).game.status == "running"
    [thread] = fake.threads_of(fake.channel)
    async with game_bot(fake, settings) as third:
        await settled(fake)  # the start-up resumes the fork's bots; their moves land at once
        for _ in range(3000):
            table = await third.service.load_game(fork_id)
            if table.game.status == "finished":
                break
            await asyncio.sleep(0.01)
        assert table.game.status == "finished" and table.game.is_fork
        await settled(fake)
        posts = fake.public_messages(thread)
        [record] = [f for f in posts[-1].files if f.filename == f"record-{fork_id}.json"]
        report = verify_bytes(record.data)
        assert report.ok and report.origin == (origin_id, MOVE, True)


async def test_a_fork_into_a_new_channel_needs_manage_channels(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    origin_id = await bots_game(fake, cast, bot)
    fake.guild.bot_role.permissions |= discord.Permissions(manage_channels=True).value
    command = await fake.slash(cast.moderator, "game fork", move=MOVE, where="channel")
    await settled(fake, command)
    assert fake.threads_of(fake.channel) == []
    made = fake.guild.channels[-1]
    assert len(fake.guild.channels) == 3 and " " not in made.name
    fork_id = await fork_of(bot, origin_id)
    table = await bot.service.load_game(fork_id)
    assert table.game.channel_id == made.id and table.game.status == "finished"
    assert fake.public_messages(made), "the what-if is played there"


async def test_a_thread_discord_refuses_after_the_checks_is_refused_privately(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    origin_id = await bots_game(fake, cast, bot)
    fake.fail_next("start_thread", status=403)  # e.g. the channel's permissions just changed
    command = await fake.slash(cast.moderator, "game fork", move=MOVE)
    await settled(fake, command)
    answers = [m for m in fake.responses(command) if m.text()]
    assert answers and all(m.ephemeral for m in answers)
    assert t("en", "fork-error-permission-thread") in answers[-1].text()
    assert fake.threads_of(fake.channel) == []
    assert await bot.service.stored_game(origin_id + 1) is None, "no fork stored"


async def test_the_same_players_get_their_seats_of_the_fork_by_dm(
    fake: FakeDiscord, cast: Cast, bot: GameBot, redealing: list[dict]
) -> None:
    running = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=4)
    mark = fake.mark()
    await settled(fake, await fake.slash(cast.moderator, "game fork", move=0))
    fork_id = await fork_of(bot, running.game_id)
    table = await bot.service.load_game(fork_id)
    assert table.running and {s.user_id for s in table.seats} == {cast.ann.id, cast.bob.id}
    [thread] = fake.threads_of(fake.channel)
    [first] = fake.public_messages(thread)
    assert t("en", "fork-start-running", origin=str(running.game_id), move=0) in first.text()
    for member in (cast.ann, cast.bob):
        news = [m for m in fake.dm_inbox(member) if m.seq > mark]
        ids = [c["custom_id"] for m in news for c in m.components_flat() if "custom_id" in c]
        assert any(f":{fork_id}:" in custom_id for custom_id in ids), member.name


async def test_a_fork_keeps_the_origins_deadline_unless_the_moderator_names_one(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    """The origin's /game config deadline carries over (not the server's default); the
    moderator's deadline_hours replaces it (0: none); a forged one is refused, nothing made."""
    await settled(fake, await fake.slash(cast.moderator, "game config", default_deadline=12))
    running = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=4)
    await settled(fake, await fake.slash(cast.moderator, "game config", deadline_hours=30))
    store = bot.service.store
    assert (await store.deadline(running.game_id))["hours"] == 30

    await settled(fake, await fake.slash(cast.moderator, "game fork", move=0))
    kept = await fork_of(bot, running.game_id)
    assert (await store.deadline(kept))["hours"] == 30
    assert await bot.service.deadlines.due_at(kept) is not None, "its members are awaited"

    forged = await fake.slash(cast.moderator, "game fork", move=0, deadline_hours=-5, forge=True)
    await refusal(
        fake, forged, cast.moderator, "error-option-range", option=Text("opt-deadline"), min=0,
        max=720,
    )  # fmt: skip
    assert len(fake.threads_of(fake.channel)) == 1, "no thread for the refused fork"

    await settled(fake, await fake.slash(cast.moderator, "game fork", move=0, deadline_hours=0))
    none = kept + 1  # the refused fork made no game
    row = await bot.service.stored_game(none)
    assert row is not None and row.origin_game == running.game_id
    assert (await store.deadline(none))["hours"] is None
    assert await bot.service.deadlines.due_at(none) is None
    assert (await store.deadline(running.game_id))["hours"] == 30, "the origin's is untouched"
