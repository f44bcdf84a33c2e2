""" "Since your last move" through the fake Discord, in a Sun Tzu game played by clicks: the
DM that tells a player it is their move carries what happened since their own last move and
``catchup.png`` (the board with the changes marked); ``/game catchup`` shows the same to a
player, privately, and refuses a member who does not play; nothing carries the game's secret;
reminders say where to look."""

from __future__ import annotations

import io
import random

from PIL import Image

from bot.app import GameBot
from bot.engine.base import Event
from bot.i18n import t, text
from bot.table.catchup import PUBLIC_LINES
from bot.table.narration import narrate
from tests.e2e.gamebot import Cast, SunTzuTable, open_suntzu, play_one_move, refusal
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, settled


def catchup_dms(fake: FakeDiscord, user: FakeUser, since: int) -> list[FakeMessage]:
    """DMs to ``user`` created after ``since`` that carry a catchup picture."""
    return [
        m
        for m in fake.dm_inbox(user)
        if m.seq > since and any(f.filename == "catchup.png" for f in m.files)
    ]


async def expected_lines(bot: GameBot, game_id: int, seat: int, locale: str) -> list[str]:
    """The public moves after the seat's last one, as its digest words them (newest kept)."""
    table = await bot.service.load_game(game_id)
    store = bot.service.store
    since = await store.last_action_of(game_id, seat)
    rows = await store.actions_between(game_id, since + 1, table.game.version)
    lines = []
    for row in rows:
        for data in row.events:
            event = Event.from_json(data)
            if event.public:
                lines += [f"`#{row.number}` {line}" for line in narrate(table, [event], locale)]
    heading = t(locale, "catchup-heading", since=since, now=table.game.version)
    if len(lines) > PUBLIC_LINES:  # the earlier ones are counted
        earlier = t(locale, "catchup-earlier", count=len(lines) - PUBLIC_LINES)
        return [heading, earlier, *lines[-PUBLIC_LINES:]]
    return [heading, *lines]


async def play_to_a_turn_dm(
    opened: SunTzuTable, bot: GameBot, rng: random.Random
) -> tuple[int, FakeMessage]:
    """Moves by clicks until the bot DMs a player that it is their move with a catchup."""
    fake = opened.fake
    for _ in range(200):
        mark = fake.mark()
        assert await play_one_move(opened, bot, rng) is not None, "the game ended first"
        for seat, user in opened.players.items():
            found = catchup_dms(fake, user, mark)
            if found:
                return seat, found[-1]
    raise AssertionError("no DM with a catchup picture in 200 moves")


async def test_the_turn_dm_and_game_catchup_tell_what_happened_since_the_last_move(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    opened = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=11)
    seat, dm = await play_to_a_turn_dm(opened, bot, random.Random(2))
    user = opened.players[seat]
    locale = user.locale
    table = await bot.service.load_game(opened.game_id)
    assert seat in table.waiting_humans(), "the DM asks the seat to move"
    # the digest: the heading with the seat's last move, then the public moves since
    wanted = await expected_lines(bot, opened.game_id, seat, locale)
    assert len(wanted) > 1
    for line in wanted:
        assert line in dm.content, f"{line!r} missing from the turn DM"
    assert len(dm.content) <= 2000
    # the picture: a PNG of the board with the changes outlined, described for screen readers
    [picture] = [f for f in dm.files if f.filename == "catchup.png"]
    assert picture.is_png and picture.description
    since = await bot.service.store.last_action_of(opened.game_id, seat)
    assert picture.description.startswith(t(locale, "catchup-image-alt", since=since, count=1)[:12])
    with Image.open(io.BytesIO(picture.data)) as shown:
        assert shown.width > 500

    # /game catchup: the same digest, privately, with the same picture
    asked = await fake.slash(user, "game catchup")
    await settled(fake, asked)
    [answer] = fake.responses(asked)
    assert answer.ephemeral and answer.visible_to == user.id
    [embed] = answer.embeds
    assert embed["title"] == t(locale, "catchup-title", game=text(locale, table.spec.title))
    assert embed["description"].splitlines()[: len(wanted)] == wanted
    assert embed["image"]["url"] == "attachment://catchup.png"
    [shown_file] = answer.files
    assert shown_file.filename == "catchup.png" and shown_file.data == picture.data

    # a member who does not play is refused, privately, and gets no digest
    await refusal(
        fake, await fake.slash(cast.carol, "game catchup"), cast.carol, "error-not-a-player"
    )

    # nothing the bot sent carries the game's secret
    stored = await bot.service.store.game(opened.game_id)
    assert stored is not None
    for message in fake.all_messages():
        assert all(stored.secret not in words for words in message.all_texts())


async def test_game_catchup_right_after_ones_own_move_says_nothing_happened(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    opened = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=12)
    asked = await fake.slash(cast.bob, "game catchup")
    await settled(fake, asked)
    [answer] = fake.responses(asked)
    assert answer.ephemeral and not answer.files
    assert answer.embeds[0]["description"] == t("zh-CN", "catchup-nothing", since=0)
    move = await play_one_move(opened, bot, random.Random(1))
    assert move is not None
    mover = opened.players[move.seat]
    asked = await fake.slash(mover, "game catchup")
    await settled(fake, asked)
    [answer] = fake.responses(asked)
    table = await bot.service.load_game(opened.game_id)
    since = await bot.service.store.last_action_of(opened.game_id, move.seat)
    assert since == table.game.version == 1  # nobody moved after it: nothing to tell
    assert answer.embeds[0]["description"] == t(mover.locale, "catchup-nothing", since=since)
    assert not answer.files


async def test_an_edited_prompt_keeps_its_digest_and_picture(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    """A DM prompt the bot edits after another player's move (``refresh_prompts``: the same
    message, new controls) is drawn again with its digest and picture, now up to date,
    rather than losing the picture an edit's attachments would replace."""
    opened = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=11)
    rng = random.Random(0)
    kept: list[tuple[dict, dict]] = []
    for _ in range(40):
        assert await play_one_move(opened, bot, rng) is not None
        for user in (cast.ann, cast.bob):
            for message in fake.dm_inbox(user):
                pairs = zip(message.versions, message.versions[1:], strict=False)
                kept += [
                    (old, new)
                    for old, new in pairs
                    if "catchup.png" in old["files"] and "catchup.png" in new["files"]
                ]
        if kept:
            break
    assert kept, "no prompt with a catchup picture was edited by another player's move"
    for old, new in kept:
        assert new["components"], "the edited prompt still has its controls"
        assert new["content"] != old["content"] or new["components"] != old["components"]
