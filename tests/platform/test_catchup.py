"""A seat's "since your last move" digest (bot.table.catchup) from Sun Tzu and Small World games
played through the service, each move chosen by the engine's autopilot for the seat the game
waits for: exactly the events of the moves after the seat's own last one (public ones, and
only its own private ones), in words that carry nothing of another seat's private news nor
the game's secret, fitted to the room it is given; and the catchup picture, drawn from
public boards only: for a game that names its board's areas, the current board with exactly
the areas that changed outlined by the game (issue 26); for one that names none, the pixels
of the two boards compared."""

from __future__ import annotations

import random

import pytest

from bot.engine.base import Event, RuleError, View
from bot.i18n import SUPPORTED, t
from bot.render.board_frame import BoardFrame, changed_areas
from bot.render.highlight import highlight
from bot.table import TableService
from bot.table.board_frames import board_frame
from bot.table.catchup import PUBLIC_LINES, Digest, digest_lines, gather
from bot.table.catchup_board import BoardPictures, catchup_picture
from bot.table.model import Step, Table
from bot.table.narration import narrate
from bot.table.renderpool import Kind, RenderPool
from tests.platform import areacard

GUILD, CHANNEL, MOD = 1, 10, 99


async def open_game(service: TableService, kind: str, players: int) -> int:
    # A fixed deal: which news falls inside a seat's span depends on it, and the checks below
    # that such news was there (so the leak test had something to catch) must not be luck.
    await service.create(
        guild_id=GUILD, channel_id=CHANNEL, kind=kind, user_id=MOD, moderator=True, seed=players
    )
    for user in range(1, players + 1):
        await service.join(CHANNEL, user, f"P{user}", "en")
    return (await service.start(CHANNEL, MOD, moderator=True)).table.id


async def play(service: TableService, game_id: int, moves: int, seed: int) -> list[Step]:
    """``moves`` moves, each the autopilot's choice for a seat the game waits for (a random
    one of them); every accepted step, in order."""
    rng = random.Random(seed)
    steps: list[Step] = []
    while len(steps) < moves:
        table = await service.load_game(game_id)
        waiting = sorted(table.waiting_humans())
        if not waiting:
            break
        for seat in rng.sample(waiting, len(waiting)):
            action = table.spec.engine.autopilot(table.state, seat, rng)
            try:
                outcome = await service.act(game_id, table.user_of(seat), action)
            except RuleError:
                continue  # nothing to change for this seat now; another moves
            steps += outcome.steps
            break
        else:
            raise AssertionError("no waited-for seat could move")
    return steps


def expected(steps: list[Step], seat: int) -> tuple[int, list, list]:
    """From the service's own outcomes: the seat's last move and what came after it."""
    since = max((step.number for step in steps if step.seat == seat), default=0)
    later = [step for step in steps if step.number > since]
    public = [(s.number, e) for s in later for e in s.events if e.public]
    private = [(s.number, e) for s in later for e in s.events if e.to and seat in e.to]
    return since, public, private


def others_news(table: Table, steps: list[Step], seat: int, locale: str) -> set[str]:
    """Lines of private news that only other seats may read (minus any line that happens to
    read the same as something this seat may read)."""
    allowed: list[Event] = []
    hidden: list[Event] = []
    for step in steps:
        for event in step.events:
            (allowed if event.public or seat in (event.to or ()) else hidden).append(event)
    return set(narrate(table, hidden, locale)) - set(narrate(table, allowed, locale))


# Three concrete games, each declaring what its moves show of the digest: whether a seat has
# news of its own after its last move (highcard: each round's last card tells every seat its
# cards left), and whether a seat's digest span holds another seat's private news (not Sun
# Tzu's, which has no private events; the others' are the leak test's).
@pytest.mark.parametrize(
    ("kind", "players", "moves", "own_news", "hidden_news"),
    [
        ("suntzu", 2, 40, False, False),
        ("smallworld", 3, 60, False, True),
        ("highcard", 3, 7, True, True),
    ],
)
async def test_the_digest_holds_exactly_the_moves_since_the_seats_last_one(
    service: TableService, kind: str, players: int, moves: int, own_news: bool, hidden_news: bool
) -> None:
    game_id = await open_game(service, kind, players)
    steps = await play(service, game_id, moves, seed=players)
    table = await service.load_game(game_id)
    secret = table.game.secret
    assert len(steps) == table.game.version
    private_somewhere = hidden_somewhere = False
    for seat in range(players):
        digest = await gather(service, table, seat)
        since, public, private = expected(steps, seat)
        assert (digest.since, digest.now) == (since, table.game.version)
        assert list(digest.public) == public
        assert list(digest.private) == private
        private_somewhere |= bool(private)
        hidden_somewhere |= any(
            event.to and seat not in event.to
            for step in steps
            if step.number > since
            for event in step.events
        )
        assert all(number > since for number, _ in digest.public + digest.private)
        for locale in SUPPORTED:
            words = "\n".join(digest_lines(table, digest, locale))
            assert secret not in words
            leaked = [line for line in others_news(table, steps, seat, locale) if line in words]
            assert leaked == [], f"seat {seat} reads another seat's news: {leaked}"
            # the newest public line is always told
            if digest.public:
                number, event = digest.public[-1]
                assert f"`#{number}` {narrate(table, [event], locale)[0]}" in words
    if own_news:
        assert private_somewhere, "some seat had news of its own after its last move"
    if hidden_news:
        assert hidden_somewhere, "some seat's digest span held another seat's news"


async def test_a_seat_that_just_moved_has_nothing_to_catch_up(service: TableService) -> None:
    game_id = await open_game(service, "suntzu", 2)
    table = await service.load_game(game_id)
    fresh = await gather(service, table, 0)
    assert fresh == Digest(0, 0, 0, (), ()) and fresh.quiet
    assert digest_lines(table, fresh, "en") == [t("en", "catchup-nothing", since=0)]
    steps = await play(service, game_id, 1, seed=3)
    mover = steps[-1].seat
    table = await service.load_game(game_id)
    digest = await gather(service, table, mover)
    assert digest.since == table.game.version and digest.quiet


def many_events(count: int, private: int) -> Digest:
    public = tuple((n, Event("game-started", {"players": f"P{n}"})) for n in range(1, count + 1))
    news = tuple((n, Event("game-started", {"players": f"S{n}"}, (0,))) for n in range(private))
    return Digest(0, 2, count, public, news)


async def test_long_digests_keep_the_newest_lines_and_count_the_rest(
    service: TableService,
) -> None:
    game_id = await open_game(service, "suntzu", 2)
    table = await service.load_game(game_id)
    digest = many_events(30, 9)
    lines = digest_lines(table, digest, "en")
    assert lines[0] == t("en", "catchup-heading", since=2, now=30)
    assert lines[1] == t("en", "catchup-earlier", count=30 - PUBLIC_LINES)
    assert lines[2].startswith(f"`#{30 - PUBLIC_LINES + 1}` ")
    assert lines[1 + PUBLIC_LINES].startswith("`#30` ")
    assert lines[2 + PUBLIC_LINES] == t("en", "catchup-private")
    # the newest private lines, the earlier ones counted
    assert lines[-1].startswith("🔒 `#8` ") and "S8" in lines[-1]
    # a small room: older lines give way, and what is shown fits
    for room in (600, 300, 120):
        fitted = digest_lines(table, digest, "en", room)
        assert len("\n".join(fitted)) <= room and fitted[0] == lines[0]
        assert fitted[-1] == lines[-1] or len(fitted) < len(lines)
    assert digest_lines(table, digest, "en", 10) == []


async def missed_public_news(service: TableService, game_id: int) -> tuple[Table, Digest]:
    """Play until a seat missed a public move (High Card's cards are sealed until a round
    ends: the first to play misses the reveal); the table then and that seat's digest."""
    for seed in range(20):
        await play(service, game_id, 1, seed=seed)
        table = await service.load_game(game_id)
        for seat in (0, 1):
            digest = await gather(service, table, seat)
            if digest.public:
                return table, digest
    raise AssertionError("no seat missed a public move")


async def test_a_board_without_areas_has_what_changed_found_by_its_pixels(
    service: TableService,
) -> None:
    with areacard.registered(areacard.PIXEL_SPEC):
        game_id = await open_game(service, "pixelcard", 2)
        table, digest = await missed_public_news(service, game_id)
        pool = Recording()
        boards = BoardPictures(pool)
        picture = await catchup_picture(service, boards, table, digest.since, "zh-TW")
        assert picture is not None and picture.areas >= 1
        # drawn from the two public boards and nothing else: the one at the seat's last move
        # and the one now, both bare (the names would differ in whom they wait for)
        engine = table.spec.engine
        before = engine.view(await service.state_at(game_id, digest.since), None)
        now = engine.view(table.state, None)
        assert pool.asked == [("board", before, None), ("board", now, None)]
        marked = highlight(
            await boards.board("pixelcard", before, "zh-TW"),
            await boards.board("pixelcard", now, "zh-TW"),
        )
        assert picture.png == marked.png and picture.areas == len(marked.boxes)
        assert len(pool.asked) == 2, "the boards were drawn once and kept"
        # the board at the current move is nothing new
        assert await catchup_picture(service, boards, table, table.game.version, "en") is None


async def test_a_board_with_areas_outlines_exactly_the_areas_that_changed(
    service: TableService,
) -> None:
    with areacard.registered() as spec:
        game_id = await open_game(service, "areacard", 2)
        table, digest = await missed_public_news(service, game_id)
        pool = Recording()
        boards = BoardPictures(pool)
        picture = await catchup_picture(service, boards, table, digest.since, "zh-TW")
        engine = table.spec.engine
        before = engine.view(await service.state_at(game_id, digest.since), None)
        now = engine.view(table.state, None)
        changed = changed_areas(spec.board_areas(before, "zh-TW"), spec.board_areas(now, "zh-TW"))
        assert changed and "players" not in changed  # a group is never marked itself
        assert picture is not None and picture.areas == len(changed)
        # one board drawn, the current one, by the game itself with the changed areas marked
        # and the players named: no title, pills or labels outlined by a pixel comparison
        frame = await board_frame(service, table, "zh-TW", changed)
        assert frame.seats and frame.marked == changed
        assert pool.asked == [("board", now, frame)]
        assert picture.png == spec.render_board(now, "zh-TW", frame)
        # nothing changed since the current move: no picture, nothing drawn
        assert await catchup_picture(service, boards, table, table.game.version, "en") is None
        assert len(pool.asked) == 1


class Recording(RenderPool):
    """Draws in threads and notes every view it was asked to draw."""

    def __init__(self) -> None:
        super().__init__(0)
        self.asked: list[tuple[str, View, BoardFrame | None]] = []

    async def render(
        self, name: str, kind: Kind, view: View, locale: str, frame: BoardFrame | None = None
    ) -> bytes | None:
        self.asked.append((kind, view, frame))
        return await super().render(name, kind, view, locale, frame)
