"""``/game replay`` through the fake Discord (issue 31 part 1): a whole game of each kind
stepped through move by move, each page's board drawn from the public view the channel's board
showed at that move, the turn buttons landing where the channel's turns begin, the menu, and
after the end the secrets each seat held then, named.

How the boards are compared is said in tests/e2e/replaybot.py: by the view each was drawn
from, and for a few by the bytes of the replayed view drawn with the channel post's frame.
"""

from __future__ import annotations

import pytest

from bot.app import GameBot
from bot.i18n import t, text
from bot.settings import Settings
from bot.table.narration import seat_name
from bot.table.presenter import start_lines
from bot.table.turn_text import logged_lines
from tests.e2e.gamebot import Cast
from tests.e2e.replaybot import (
    Drawn,
    Replayed,
    bot_on,
    button,
    page_png,
    record_pictures,
    replay_independently,
    target,
)
from tests.fakediscord import FakeDiscord, FakeMessage, settled

pytestmark = pytest.mark.e2e

BOTS_PLAY_OUT = 300.0  # seconds: a hang guard for a loaded machine, never a figure under test
BYTE_CHECKS = 4  # channel boards redrawn from the replayed view with the post's own frame

# A game of bots of each kind: (game, bots, seed, database); Sun Tzu on PostgreSQL too (a
# finished game's log is read back from its packed chunks there as well).
# Every kind once, on SQLite: the pages' reads on PostgreSQL are stepped through by
# test_replay_guards.py (a whole game a second time would add ~10 s to the suite).
GAMES = [
    ("suntzu", 2, 9, "sqlite"),
    ("smallworld", 2, 4, "sqlite"),
    ("tek", 2, 5, "sqlite"),
    ("worldwar", 4, 6, "sqlite"),
]


async def bots_game(fake: FakeDiscord, cast: Cast, game: str, bots: int, seed: int) -> int:
    """A table of easy bots plays a whole game in the channel; its id."""
    new = await fake.slash(
        cast.moderator, "game new", game=game, seed=seed, bots=bots, level="easy"
    )
    lobby = await fake.reply(new)
    game_id = int(lobby.buttons()[0]["custom_id"].split(":")[1])
    start = await fake.click(cast.moderator, lobby, f"lobby:{game_id}:start")
    await settled(fake, start, timeout=BOTS_PLAY_OUT)
    return game_id


def channel_boards(fake: FakeDiscord, drawn: Drawn) -> dict[int, list[bytes]]:
    """Every board the channel was shown (each version of each post), by the game version
    it showed."""
    shown: dict[int, list[bytes]] = {}
    for message in fake.public_messages():
        for version in message.versions:
            for file in version["attached"]:
                if file.filename != "board.png":
                    continue
                for number in drawn.versions[file.data]:
                    shown.setdefault(number, []).append(file.data)
    return shown


async def clicked(fake: FakeDiscord, cast: Cast, page: FakeMessage, slot: str) -> FakeMessage:
    """Carol presses a replay button: the same message, edited."""
    press = await fake.click(cast.carol, page, button(page, slot)["custom_id"])
    await settled(fake, press)
    [answer] = fake.responses(press)
    assert answer.id == page.id and answer.ephemeral and answer.visible_to == cast.carol.id
    return answer


def turn_post_moves(fake: FakeDiscord, drawn: Drawn) -> list[set[int]]:
    """The game versions each turn post's first board may show (the end's post aside): the
    move its turn began with."""
    found = []
    for message in fake.public_messages():
        first = message.versions[0]["attached"] if message.versions else []
        boards = [file.data for file in first if file.filename == "board.png"]
        if boards and not any(file.filename == "story.png" for file in message.files):
            found.append(drawn.versions[boards[0]])
    return found


def turn_starts(replayed: Replayed) -> list[int]:
    """The moves where a turn begins, by the definition: the deal, and each move after which
    the game waits for a seat it did not wait for just before."""
    waiting = replayed.waiting
    return [0] + [move for move in range(1, len(waiting)) if waiting[move] - waiting[move - 1]]


def check_page(
    page: FakeMessage, move: int, replayed: Replayed, drawn: Drawn, lines: list[str]
) -> None:
    """The page shows move ``move``: its position, its lines, a board drawn from the public
    view after it."""
    text_shown = page.text()
    starts = turn_starts(replayed)
    turn = sum(1 for start in starts if start <= move)
    last = len(replayed.views) - 1
    position = t("en", "replay-position", move=move, last=last, turn=turn, turns=len(starts))
    assert position in text_shown
    for line in lines:
        assert line in text_shown
    assert drawn.drawn_from(page_png(page), replayed.views[move])


@pytest.mark.parametrize(
    ("game", "bots", "seed", "backend"), GAMES, ids=[f"{g[0]}-{g[3]}" for g in GAMES]
)
async def test_stepping_through_a_whole_game_shows_the_channels_boards(
    fake: FakeDiscord, cast: Cast, settings: Settings, game: str, bots: int, seed: int, backend: str
) -> None:
    async with bot_on(backend, fake, settings) as bot:
        await step_through(fake, cast, bot, game, bots, seed)


async def step_through(
    fake: FakeDiscord, cast: Cast, bot: GameBot, game: str, bots: int, seed: int
) -> None:
    drawn = record_pictures(bot)
    game_id = await bots_game(fake, cast, game, bots, seed)
    table = await bot.service.load_game(game_id)
    assert table.game.status == "finished"
    replayed = await replay_independently(bot, game_id)
    last = table.game.version
    rows = {row.number: row for row in await bot.service.actions(game_id)}

    # From the deal to the end, one move at a time, by a member who never played.
    ask = await fake.slash(cast.carol, "game replay", move=0)
    await settled(fake, ask)
    page = await fake.reply(ask)
    assert page.ephemeral and page.visible_to == cast.carol.id
    check_page(page, 0, replayed, drawn, start_lines(table, "en"))
    seen = {0: page_png(page)}
    for move in range(1, last + 1):
        assert target(page, "c") == move
        page = await clicked(fake, cast, page, "c")
        lines = logged_lines(table, rows[move], "en") or [t("en", "replay-quiet-move", move=move)]
        check_page(page, move, replayed, drawn, lines)
        seen[move] = page_png(page)
    assert button(page, "c").get("disabled") and button(page, "d").get("disabled")

    # Every board the channel showed is the replay's at that move.
    shown = channel_boards(fake, drawn)
    assert shown, "the channel showed no board"
    for number, pngs in shown.items():
        for png in pngs:
            assert drawn.drawn_from(png, replayed.views[number]), f"move {number}"
            assert drawn.drawn_from(seen[number], replayed.views[number]), f"move {number}"
    # The same view drawn with the channel post's own frame gives the post's bytes.
    posted = sorted((number, png) for number, pngs in shown.items() for png in pngs)
    for number, png in posted[:: max(1, len(posted) // BYTE_CHECKS)][:BYTE_CHECKS]:
        redrawn = table.spec.render_board(replayed.views[number], "en", drawn.frame_of(png))
        assert redrawn == png, f"move {number}"

    # One turn at a time back to the deal: each stop is where a seat's wait began (the
    # channel's turn posts), and none is skipped.
    starts = turn_starts(replayed)
    # The replay's turns are the channel's: each turn post began with a turn's first move.
    posts = turn_post_moves(fake, drawn)
    assert len(posts) == len(starts)
    assert all(start in shown for start, shown in zip(starts, posts, strict=True))
    stops = []
    while True:
        back = target(page, "a")
        if button(page, "a").get("disabled"):
            break
        page = await clicked(fake, cast, page, "a")
        stops.append(back)
        assert drawn.drawn_from(page_png(page), replayed.views[back])
    assert stops == [start for start in reversed(starts) if start < last]

    # And one turn at a time forward to the end: each turn's first move, then the last.
    stops = []
    while not button(page, "d").get("disabled"):
        forward = target(page, "d")
        page = await clicked(fake, cast, page, "d")
        stops.append(forward)
        assert drawn.drawn_from(page_png(page), replayed.views[forward])
    assert stops == [start for start in starts if start > 0] + (
        [last] if last not in starts else []
    )

    # The menu jumps to a turn: its options are turns' first moves (the last 25 here), the
    # current one chosen.
    [menu] = page.selects()
    values = [int(option["value"]) for option in menu["options"]]
    assert values == starts[-len(values) :] and len(values) == min(25, len(starts))
    assert [option.get("default") for option in menu["options"]][-1] is True
    jump = values[0]
    chose = await fake.select(cast.carol, page, menu["custom_id"], [str(jump)])
    await settled(fake, chose)
    [page] = fake.responses(chose)
    assert drawn.drawn_from(page_png(page), replayed.views[jump])

    # After the end, the switch shows what each seat kept secret then, named, at a move
    # where somebody held a secret; the board stays the public one; and back.
    engine, reveal = table.spec.engine, table.spec.reveal
    assert reveal is not None, "every game of the four keeps something secret"
    held: dict[int, list[str]] = {}
    moment = 0
    for moment in range(last + 1):
        state = await bot.service.state_at(game_id, moment)
        said_of = {seat: reveal(engine.view(state, seat)) for seat in range(len(table.seats))}
        held = {seat: [text("en", x) for x in lines] for seat, lines in said_of.items() if lines}
        if held:
            break
    assert held, "somebody held a secret at some moment of the game"
    ask = await fake.slash(cast.carol, "game replay", move=moment)
    await settled(fake, ask)
    page = await fake.reply(ask)
    secret = await clicked(fake, cast, page, "e")
    said = secret.text()
    assert t("en", "replay-secrets-title", move=moment) in said
    for seat, lines in held.items():
        assert seat_name(table, seat, "en") in said
        for line in lines:
            assert line in said
    assert drawn.drawn_from(page_png(secret), replayed.views[moment]), "the board stays public"
    public = await clicked(fake, cast, secret, "e")
    assert t("en", "replay-secrets-title", move=moment) not in public.text()
