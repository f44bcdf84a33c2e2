"""Whole games through the fake Discord, counted by the noise counter (issue 25).

Each game is played by the existing drivers (gamebot, swbot, tekbot, wwbot): every move is a
click, a select or a slash command on a control the bot sent, chosen from the state in the
bot's store. None of them waits for a channel post: they read progress from the store and act
on the seat's DM prompt (or ``/<game> play``), so the same driver plays today's bot, which
posts after every move, and one that edits a post per turn.

A game runs alone in a fresh fake with a fresh bot, so everything the fake recorded after the
lobby belongs to it. Seats past ``humans`` are handed to the autopilot (``/game kick``) right
after the start, which keeps a long game short; their mentions by the kick's answer are
counted apart by the counter.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.e2e import wwbot as ww
from tests.e2e.gamebot import add_cast, bot_settings, game_bot, open_suntzu, play_until
from tests.e2e.noise import Noise, Window, channel_text, count, posted_record
from tests.e2e.noise_facts import game_facts
from tests.e2e.swbot import open_smallworld
from tests.e2e.swbot import play_to_the_end as play_smallworld
from tests.e2e.tekbot import open_tek
from tests.e2e.tekbot import play_to_the_end as play_tek
from tests.fakediscord import FakeDiscord, FakeUser, settled

FLUSH_TIMEOUT = 20.0  # seconds the bot gets to land edits it holds back (coalesced edits)


@dataclass(frozen=True)
class Plan:
    """One measured game: which, how many seats, how many of them played by people (the rest
    by the autopilot from the start), and the seed of the game and of the driver's choices."""

    game: str
    players: int
    humans: int
    seed: int

    @property
    def label(self) -> str:
        people = "" if self.humans == self.players else f", {self.humans} by people"
        return f"{self.game} {self.players}p{people}"


# The e2e test's games (tests/e2e/test_table_noise.py): the fewest seats, World War's extra
# seats handed to the autopilot at the start, so that the four take about half a minute.
SMALL_PLANS = (
    Plan("suntzu", players=2, humans=2, seed=5),
    Plan("smallworld", players=2, humans=2, seed=6),
    Plan("tek", players=2, humans=2, seed=10),
    Plan("worldwar", players=4, humans=1, seed=7),
)

Opener = Callable[..., Awaitable[Any]]
Player = Callable[[Any, Any, random.Random], Awaitable[None]]


async def play_suntzu(table: Any, bot: Any, rng: random.Random) -> None:
    await play_until(table, bot, rng)


def reachable(state: Any, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """A purchase the controls can offer: with four people buying, the autopilot's tower or
    cannon purchase may sit past the 25 choices a select or an autocomplete lists (soldiers come
    first), so such a purchase buys a soldier on the same territory instead, or ends the
    shopping."""
    if action["t"] != "buy" or action.get("u") == "s":
        return action
    legal = ww.engine.legal_actions(state, seat)
    for other in legal:
        if other["t"] == "buy" and other.get("u") == "s" and other.get("a") == action.get("a"):
            return dict(other)
    return next((dict(a) for a in legal if a["t"] == "done"), action)


async def play_worldwar(table: Any, bot: Any, rng: random.Random) -> None:
    """wwbot's play loop (the lowest awaited human seat moves), every purchase reachable."""
    for _ in range(ww.STEP_LIMIT):
        loaded = await bot.service.load_game(table.game_id)
        if ww.engine.result(loaded.state) is not None:
            return
        seat = min(loaded.waiting_humans())
        action = reachable(loaded.state, seat, ww.choose(table, loaded.state, seat, rng))
        await ww.play(table, bot, seat, action, (loaded.state, loaded.game.version))
    raise AssertionError(f"the game did not end within {ww.STEP_LIMIT} moves")


GAMES: dict[str, tuple[Opener, Player]] = {
    "suntzu": (open_suntzu, play_suntzu),
    "smallworld": (open_smallworld, play_smallworld),
    "tek": (open_tek, play_tek),
    "worldwar": (ww.open_ww, play_worldwar),
}


async def kick(fake: FakeDiscord, moderator: FakeUser, player: FakeUser) -> None:
    """``/game kick`` in the game's channel: the autopilot plays the seat from now on."""
    await settled(fake, await fake.slash(moderator, "game kick", player=player))


# Seconds between two edits of a turn post, where the bot paces them; NOISE_EDIT_GAP (the
# benchmark's --edit-gap) sets another, e.g. the bot's own default, to see what pacing saves.
EDIT_GAP = float(os.environ.get("NOISE_EDIT_GAP") or 0.02)


def paced(settings: Any) -> Any:
    """A bot that paces the edits of its turn posts (``turn_edit_gap``, issue 25) gets a short
    gap: the drivers move every few milliseconds, far quicker than people, and a gap of a
    second would fold whole turns into one edit, so the requests counted would be those of
    an impossibly quick table. With a short gap each move is shown as people would see it.
    Older bots have no such setting and are left as they are."""
    if "turn_edit_gap" in {f.name for f in dataclasses.fields(settings)}:
        return dataclasses.replace(settings, turn_edit_gap=EDIT_GAP)
    return settings


async def measure(plan: Plan, folder: Path) -> Noise:
    """Play ``plan``'s game to its end in a fresh fake and count what its members saw."""
    opener, player = GAMES[plan.game]
    async with FakeDiscord() as fake:
        cast = add_cast(fake)
        others = [fake.add_user(name) for name in ("Dan", "Eve", "Fay")]
        people = [cast.ann, cast.bob, cast.carol, *others][: plan.players]
        settings = paced(bot_settings(fake, folder / f"{plan.game}-{plan.players}.db"))
        async with game_bot(fake, settings) as bot:
            opened, asked = fake.mark(), len(fake.requests)
            table = await opener(fake, cast.moderator, people, bot, seed=plan.seed)
            window = Window(fake.channel.id, opened, table.history[0][0], asked)
            for person in people[plan.humans :]:
                await kick(fake, cast.moderator, person)
            await player(table, bot, random.Random(plan.seed))
            facts = await game_facts(bot, table.game_id)
            await flushed(fake, window, facts.narration)
            noise = count(fake, facts, window)
        fake.check()
    return noise


async def flushed(fake: FakeDiscord, window: Window, narration: dict[int, list[str]]) -> None:
    """Wait until the channel shows the record and every move's narration: a bot that holds
    back quick successive edits lands them a moment after the last move. Whatever is still
    missing then is counted as lost."""
    lines = [line for found in narration.values() for line in found]

    def done() -> bool:
        shown = channel_text(fake, window)
        return posted_record(fake, window) is not None and all(line in shown for line in lines)

    with contextlib.suppress(TimeoutError):  # the counter then says what did not arrive
        await fake.wait_for(done, timeout=FLUSH_TIMEOUT, what="the last edits")
