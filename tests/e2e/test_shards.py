"""Issue 16 end to end: two real bot processes (``python -m bot``), shards 0 and 1 of 2,
against one fake Discord and one shared database.

Each server's game is played to its end by the players' clicks. Every DM click lands on shard
0's process whatever the game's server (as in Discord), so shard 0's process plays the other
server's game too; a click of one move reaching both processes at once applies once. Shard 0's
process is killed with SIGKILL mid-game (a click in flight): while it is down the other server's
reminder is fired by shard 1's process exactly once, shard 0's reminder waits in the database;
restarted, shard 0's process fires it once, nothing acknowledged is lost and the game goes on
with the controls the killed process had sent.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

import pytest

from bot.engine.base import Action, State, action_key
from bot.games.suntzu.engine import ENGINE as engine
from bot.i18n import normalize_locale, t, text
from bot.store import Store, open_store
from bot.table import Table, TableService
from bot.table.narration import result_lines
from bot.table.service import REMINDER
from tests.e2e.gamebot import STEP_LIMIT, SunTzuTable, choose
from tests.fakediscord import FakeChannel, FakeDiscord, FakeMessage, FakeUser

pytestmark = pytest.mark.e2e

T = TypeVar("T")
ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT = 60.0  # a cold interpreter imports discord.py and parses every catalog
WAIT = 20.0  # for one move's effect; a loaded machine is slow, a stuck bot never answers
REMINDER_MINUTES = 0.1  # 6 s: more than a move takes, less than shard 0 stays down
SEEDS = {"west": 3, "east": 4}  # beginner games of about 50 moves


async def open_shared_store(url: str) -> Store:
    """The test's own connection to the processes' database, to read the games' states (to
    choose moves and check them), never to make a move."""
    return await open_store(url)


@dataclass
class BotProcess:
    """One ``python -m bot`` serving shard ``shard`` of 2, its output in ``log``."""

    shard: int
    env: dict[str, str]
    log: Path
    process: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        with self.log.open("ab") as output:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "bot",
                cwd=self.log.parent,  # no .env from the developer's checkout
                env=self.env,
                stdout=output,
                stderr=asyncio.subprocess.STDOUT,
            )

    async def kill(self) -> None:
        """SIGKILL: no shutdown at all, as a crash or an OOM kill."""
        assert self.process is not None
        self.process.kill()
        assert await self.process.wait() == -signal.SIGKILL

    async def stop(self) -> int | None:
        if self.process is None or self.process.returncode is not None:
            return None
        self.process.send_signal(signal.SIGINT)
        try:
            return await asyncio.wait_for(self.process.wait(), 20)
        except TimeoutError:
            self.process.kill()
            await self.process.wait()
            raise

    def output(self) -> str:
        return self.log.read_text(errors="replace")


@dataclass
class Cluster:
    fake: FakeDiscord
    bots: list[BotProcess]
    reader: TableService
    moderator: FakeUser
    identifies: int = 0

    async def start(self, process: BotProcess) -> None:
        await process.start()
        self.identifies += 1
        await self.unless_a_bot_exited(
            self.fake.wait_for_identify(self.identifies, timeout=START_TIMEOUT)
        )

    async def unless_a_bot_exited(self, waiting: Awaitable[T]) -> T:
        """Await ``waiting``, failing at once with a bot's output if a bot process exits."""
        waiter = asyncio.ensure_future(waiting)
        exits = {
            asyncio.ensure_future(bot.process.wait()): bot
            for bot in self.bots
            if bot.process is not None and bot.process.returncode is None
        }
        done, _ = await asyncio.wait({waiter, *exits}, return_when=asyncio.FIRST_COMPLETED)
        for pending in exits:
            pending.cancel()
        if waiter in done:
            return waiter.result()
        waiter.cancel()
        gone = next(exits[task] for task in done if task in exits)
        raise AssertionError(f"the bot of shard {gone.shard} exited:\n{gone.output()}")

    async def until(self, probe: Callable[[], Awaitable[T | None]], what: str) -> T:
        """Poll ``probe`` (it reads the database) until it gives something truthy."""

        async def poll() -> T:
            deadline = time.monotonic() + WAIT
            while True:
                found = await probe()
                if found:
                    return found
                self.fake.check()
                if time.monotonic() > deadline:
                    raise TimeoutError(f"waited {WAIT:.0f}s for {what}")
                await asyncio.sleep(0.05)

        return await self.unless_a_bot_exited(poll())

    async def game(self, game_id: int) -> Table:
        return await self.reader.load_game(game_id)


@pytest.fixture
async def cluster(
    fake_sharded: FakeDiscord, shared_database_url: str, tmp_path: Path
) -> AsyncIterator[Cluster]:
    fake = fake_sharded
    moderator = fake.add_user("Mo", moderator=True)
    env = {key: value for key, value in os.environ.items() if not key.startswith("DISCORD_")}
    env.update(
        DISCORD_TOKEN=fake.token,
        DATABASE_URL=shared_database_url,
        DEFAULT_LOCALE="en",
        LOG_LEVEL="INFO",
        DISCORD_API_BASE=fake.api_base,
        DISCORD_GATEWAY_URL=fake.gateway_url,
        SHARD_COUNT="2",
        REMINDER_MINUTES=str(REMINDER_MINUTES),
        TIMER_POLL_SECONDS="0.2",
        WARM_UP="0",
        RENDER_WORKERS="0",
        PYTHONUNBUFFERED="1",
        # This checkout's bot, whatever is installed in the interpreter.
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    )
    env.pop("DEV_GUILD_ID", None)  # global commands: both servers have them
    env.pop("SHARD_IDS", None)
    bots = [
        BotProcess(shard, {**env, "SHARD_IDS": str(shard)}, tmp_path / f"shard-{shard}.log")
        for shard in (0, 1)
    ]
    for process in bots:
        (tmp_path / f"shard-{process.shard}.log").touch()
    store = await open_shared_store(shared_database_url)
    found = Cluster(fake, bots, TableService(store, shared=True), moderator)
    try:
        # One after the other: the first applies the migrations to the empty database.
        for process in bots:
            await found.start(process)
        yield found
    finally:
        codes = [await process.stop() for process in bots]
        await store.close()
    assert codes == [0, 0], "both processes stopped cleanly on SIGINT"
    assert fake.hub.live_sessions == []
    for process in bots:
        assert "Traceback" not in process.output(), process.output()


@pytest.fixture
async def fake_sharded() -> AsyncIterator[FakeDiscord]:
    """West on shard 0 of 2, East (whose members read Traditional Chinese) on shard 1."""
    async with FakeDiscord(guild_name="West", guild_shard=(0, 2)) as server:
        server.add_guild("East", ("games",), shard=(1, 2), locale="zh-TW")
        yield server
    server.check()


@dataclass
class Game:
    """One Sun Tzu game in one server, driven through the fake like its players would."""

    name: str
    cluster: Cluster
    channel: FakeChannel
    table: SunTzuTable
    rng: random.Random
    moves: int = 0
    made: dict[int, Action] = field(default_factory=dict)  # acknowledged: number -> move
    notes: list[str] = field(default_factory=list)  # where the players fell back, for failures

    @property
    def fake(self) -> FakeDiscord:
        return self.cluster.fake

    async def state(self) -> tuple[Table, State]:
        table = await self.cluster.game(self.table.game_id)
        assert table.state is not None
        return table, table.state

    def prompt(self, seat: int, stamp: str | None = None) -> FakeMessage | None:
        """The seat's newest DM with controls (made for ``stamp``, when given)."""
        user = self.table.players[seat]
        mark = f":{self.table.game_id}:{seat}:{stamp or ''}"
        found = [
            message
            for message in self.fake.dm_inbox(user)
            if any(mark in str(c.get("custom_id")) for c in message.components_flat())
        ]
        return max(found, key=lambda m: m.touched, default=None)

    async def controls(self, seat: int, stamp: str) -> FakeMessage:
        """The seat's current controls, found as a player would: the DM; if the DM is behind
        (two quick moves' updates crossed), a click on it, which the bot answers with the
        current controls in its place; if there is no DM (its process was killed before it
        sent it), ``/suntzu play`` in the game's channel."""
        for attempt in range(2):
            try:
                return await self.fake.wait_for(
                    lambda: self.prompt(seat, stamp), timeout=1.5, what=f"{self.name}'s prompt"
                )
            except TimeoutError:
                old = self.prompt(seat)
                if old is None or attempt:
                    break
                self.notes.append(f"a stale DM for {stamp}")
                _, custom_id, value = self.table.controls_of(old, seat)[0]
                user = self.table.players[seat]
                if value is None:
                    await self.fake.click(user, old, custom_id)
                else:
                    await self.fake.select(user, old, custom_id, [value])
        self.notes.append(f"no DM for {stamp}: /suntzu play")
        play = await self.fake.slash(self.table.players[seat], "suntzu play", channel=self.channel)
        return await self.fake.reply(play, timeout=WAIT)

    async def move(self) -> bool:
        """Make the next move by a click; False once the game is over."""
        table, state = await self.state()
        if engine.result(state) is not None:
            return False
        version = table.game.version
        seat = min(s for s in engine.waiting_for(state) if engine.pending(state, s))
        message = await self.controls(seat, table.stamp(seat))
        offered = [action for action, _, _ in self.table.controls_of(message, seat)]
        action = choose(state, seat, offered, self.rng)
        clicked = await self.table.use_control(self.table.players[seat], message, action, seat)

        async def moved() -> bool:
            return (await self.cluster.game(self.table.game_id)).game.version > version

        await self.cluster.until(moved, f"{self.name}'s move {version + 1}")
        await self.fake.acknowledged(clicked, timeout=WAIT)
        answers = self.fake.responses(clicked)
        assert not any(m.content.startswith("⛔") for m in answers), [m.content for m in answers]
        self.moves += 1
        self.made[version + 1] = action
        return True

    async def play(self, until: Callable[[State], bool] | None = None) -> None:
        for _ in range(STEP_LIMIT):
            _, state = await self.state()
            if until is not None and until(state):
                return
            if not await self.move():
                return
        raise AssertionError(f"{self.name}: no end in {STEP_LIMIT} moves; {self.notes}")


async def open_game(
    cluster: Cluster, name: str, channel: FakeChannel, players: list[FakeUser]
) -> Game:
    fake = cluster.fake
    new = await fake.slash(
        cluster.moderator,
        "game new",
        channel=channel,
        game="suntzu",
        seed=SEEDS[name],
        beginner=True,
    )
    lobby = await fake.reply(new, timeout=WAIT)
    join = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":join"))
    game_id = int(join.split(":")[1])
    for count, player in enumerate(players, start=1):
        await fake.click(player, lobby, join)

        async def seated(count: int = count) -> bool:
            return len((await cluster.game(game_id)).seats) == count

        await cluster.until(seated, f"{player.name} seated in {name}")
    start = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":start"))
    await fake.click(cluster.moderator, lobby, start)

    async def running() -> bool:
        return (await cluster.game(game_id)).running

    await cluster.until(running, f"{name}'s game started")
    table = await cluster.game(game_id)
    seats = {table.seat_of(player.id): player for player in players}
    assert None not in seats
    played = SunTzuTable(fake, game_id, lobby, seats)  # type: ignore[arg-type]
    return Game(name, cluster, channel, played, random.Random(1))


def nudges(fake: FakeDiscord, game: Game, user: FakeUser, since: int) -> list[FakeMessage]:
    """The reminder DMs ``user`` got about ``game`` after ``since``."""
    locale = normalize_locale(user.locale)
    words = t(
        locale,
        "nudge-dm",
        game=text(locale, "suntzu-title"),
        channel=f"<#{game.channel.id}>",
    )
    # the reminder's first line; a second points at /game catchup
    return [m for m in fake.dm_inbox(user) if m.seq > since and m.content.split("\n")[0] == words]


def in_placement(state: State) -> bool:
    return any(card is not None for cards in state["placement"] for card in cards)


async def test_two_processes_two_servers_a_kill_and_a_restart(cluster: Cluster) -> None:
    fake = cluster.fake
    west_channel, east_channel = fake.guilds[0].channels[0], fake.guilds[1].channels[0]
    west = await open_game(
        cluster, "west", west_channel, [fake.add_user("Ann", locale="zh-TW"), fake.add_user("Bob")]
    )
    east = await open_game(
        cluster, "east", east_channel, [fake.add_user("Cy"), fake.add_user("Di", locale="zh-CN")]
    )
    assert fake.channel_transcript(west_channel)[0].interaction_id is not None
    assert fake.channel_transcript(east_channel)[0].interaction_id is not None

    # Both games move on together; every click is a DM click, so shard 0's process plays both.
    await asyncio.gather(west.play(until=in_placement), east.play(until=in_placement))
    await race_one_move(east)
    await asyncio.gather(*(game.play(until=lambda s: s["round"] >= 2) for game in (west, east)))

    # A move in East (its reminder, written by shard 0's process, starts afresh), then shard
    # 0's process dies with a West click in flight.
    east_since = fake.mark()
    assert await east.move()
    west_since = fake.mark()
    west_table, state = await west.state()
    before = west_table.game.version
    seat = min(s for s in engine.waiting_for(state) if engine.pending(state, s))
    message = await west.controls(seat, west_table.stamp(seat))
    action = choose(state, seat, [a for a, _, _ in west.table.controls_of(message, seat)], west.rng)
    await west.table.use_control(west.table.players[seat], message, action, seat)
    await cluster.bots[0].kill()
    # Nothing acknowledged is lost: every answered click's move is in the log, as made.
    for game in (west, east):
        log = await cluster.reader.store.actions(game.table.game_id)
        assert {number: log[number - 1].action for number in game.made} == game.made
    west_waiting = await waiting_users(west)
    east_waiting = await waiting_users(east)

    # Shard 1's process finds East's reminder (it did not write it: no wake-up, its poll) and
    # fires it exactly once.
    async def east_reminded() -> bool:
        timer = await cluster.reader.store.pending_timer(east.table.game_id, REMINDER)
        fired = timer is not None and timer.payload.get("stage", 0) >= 1
        return fired and all(nudges(fake, east, user, east_since) for user in east_waiting)

    await cluster.until(east_reminded, "East's reminder")
    await quiet(fake)
    for user in east_waiting:
        assert len(nudges(fake, east, user, east_since)) == 1, user.name

    # West's reminder falls due while nobody serves shard 0: it waits in the database.
    async def west_due() -> bool:
        timer = await cluster.reader.store.pending_timer(west.table.game_id, REMINDER)
        return timer is not None and timer.due_at <= datetime.now(UTC)

    await cluster.until(west_due, "West's reminder due")
    await asyncio.sleep(1.0)  # shard 1's process looks five times meanwhile
    assert all(nudges(fake, west, user, west_since) == [] for user in west_waiting)
    west_timer = await cluster.reader.store.pending_timer(west.table.game_id, REMINDER)
    assert west_timer is not None and west_timer.payload.get("stage", 0) == 0

    # Shard 0's process comes back: it fires West's reminder, once.
    await cluster.start(cluster.bots[0])

    async def west_reminded() -> bool:
        return all(nudges(fake, west, user, west_since) for user in west_waiting)

    await cluster.until(west_reminded, "West's reminder after the restart")
    await quiet(fake)
    for game, users, since in ((west, west_waiting, west_since), (east, east_waiting, east_since)):
        for user in users:
            assert len(nudges(fake, game, user, since)) == 1, (game.name, user.name)
    after = (await cluster.game(west.table.game_id)).game.version
    assert after in (before, before + 1), "the click in flight applied at most once"

    await asyncio.gather(west.play(), east.play())
    for game, locale in ((west, "en"), (east, "zh-TW")):
        finished, final = await game.state()
        assert engine.result(final) is not None, f"{game.name}'s game ended"
        engine.check_invariants(final)
        assert finished.game.status == "finished"
        log = await cluster.reader.store.actions(game.table.game_id)
        assert [row.number for row in log] == list(range(1, len(log) + 1))
        # The result, in the server's language, from whichever process made the last move.
        lines = result_lines(finished, locale)
        assert lines
        await fake.wait_for(
            lambda game=game, lines=lines: any(
                all(line in m.text() for line in lines) for m in fake.public_messages(game.channel)
            ),
            timeout=WAIT,
            what=f"{game.name}'s result in {locale}",
        )
    assert west.moves + east.moves >= 60
    await quiet(fake)  # let the last DMs go out before the processes are stopped


async def quiet(fake: FakeDiscord, seconds: float = 0.5) -> None:
    """Wait until the bots have sent Discord nothing for ``seconds``."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        seen = len(fake.requests)
        await asyncio.sleep(seconds)
        if len(fake.requests) == seen:
            return
    raise TimeoutError("the bots never went quiet")


async def waiting_users(game: Game) -> list[FakeUser]:
    table, _ = await game.state()
    return [game.table.players[seat] for seat in sorted(table.waiting_humans())]


async def race_one_move(game: Game) -> None:
    """One move clicked at once on the DM (shard 0's process) and on ``/suntzu play``'s
    answer in the server's channel (shard 1's): it applies once, the other click is refused."""
    table, state = await game.state()
    version = table.game.version
    seat = min(s for s in engine.waiting_for(state) if engine.pending(state, s))
    user = game.table.players[seat]
    dm = await game.controls(seat, table.stamp(seat))
    play = await game.fake.reply(
        await game.fake.slash(user, "suntzu play", channel=game.channel), timeout=WAIT
    )
    action = choose(state, seat, [a for a, _, _ in game.table.controls_of(dm, seat)], game.rng)
    assert any(
        action_key(a) == action_key(action) for a, _, _ in game.table.controls_of(play, seat)
    )
    clicks = await asyncio.gather(
        game.table.use_control(user, dm, action, seat),
        game.table.use_control(user, play, action, seat),
    )

    async def both_answered() -> bool:
        return all(
            any(not m.content.startswith("…") for m in game.fake.responses(c)) for c in clicks
        )

    await game.cluster.until(both_answered, "both clicks answered")
    assert (await game.cluster.game(game.table.game_id)).game.version == version + 1

    # The click that lost is told so: refused (⛔) when both were judged on the same version,
    # or, when it was judged after the winner's write, given the current controls (⏩ the
    # board moved on); which of the two depends on how the processes' work interleaves.
    async def one_refused() -> list[Any]:
        return [
            c
            for c in clicks
            if any(m.content.startswith(("⛔", "⏩")) for m in game.fake.responses(c))
        ]

    refused = await game.cluster.until(one_refused, "the second click's refusal")
    assert len(refused) == 1
    game.moves += 1
    game.made[version + 1] = action
