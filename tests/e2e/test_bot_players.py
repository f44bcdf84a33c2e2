"""One member against a bot through the fake Discord (issue 30): ``/game new bots:1
level:strong`` opens a lobby with the bot's seat, a moderator removes and adds bots with the
lobby's controls (a member may not, nor past the game's seats: private, localized refusals),
the bot moves by itself, the channel names it as a bot and never pings it, and only the member
is pinged and sent controls."""

from __future__ import annotations

import random

import pytest

from bot.app import GameBot
from bot.i18n import t
from tests.e2e.gamebot import (
    Cast,
    SunTzuTable,
    current_state,
    open_suntzu,
    play_until,
    refusal,
)
from tests.e2e.test_replace import use_old_control
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e


def pinged(message: object) -> list[int]:
    """Whom a message pinged: the users its allowed mentions name."""
    allowed = getattr(message, "allowed_mentions", None) or {}
    return sorted(int(user) for user in allowed.get("users", []))


async def test_a_member_plays_a_whole_game_against_a_bot(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    new = await fake.slash(
        cast.moderator, "game new", game="suntzu", seed=3, beginner=True, bots=1, level="strong"
    )
    lobby = await fake.reply(new)
    game_id = int(lobby.buttons()[0]["custom_id"].split(":")[1])
    name = t("en", "bot-name", number=1, level=t("en", "bot-level-strong"))
    assert f"{name} 🤖" in lobby.text() and "<@-" not in lobby.text()
    await settled(fake, await fake.click(cast.ann, lobby, f"lobby:{game_id}:join"))

    # Bots are the moderators' to add and remove, and only into a free seat.
    add = f"lobbybot:{game_id}"
    await refusal(
        fake, await fake.select(cast.carol, lobby, add, ["easy"]), cast.carol, "error-not-moderator"
    )
    await refusal(
        fake,
        await fake.select(cast.moderator, lobby, add, ["easy"]),
        cast.moderator,
        "error-table-full",
        max=2,
    )
    unbot = f"lobby:{game_id}:unbot"
    await refusal(fake, await fake.click(cast.bob, lobby, unbot), cast.bob, "error-not-moderator")
    seats = (await bot.service.load_game(game_id)).seats
    assert [(s.user_id, s.level) for s in seats] == [(-1, "strong"), (cast.ann.id, None)]
    await settled(fake, await fake.click(cast.moderator, lobby, unbot))
    assert [s.user_id for s in (await bot.service.load_game(game_id)).seats] == [cast.ann.id]
    await settled(fake, await fake.select(cast.moderator, lobby, add, ["normal"]))
    seats = (await bot.service.load_game(game_id)).seats
    assert [(s.user_id, s.level) for s in seats] == [(cast.ann.id, None), (-1, "normal")]

    started = fake.mark()
    await settled(fake, await fake.click(cast.moderator, lobby, f"lobby:{game_id}:start"))
    table = await bot.service.load_game(game_id)
    ann = table.seat_of(cast.ann.id)
    assert ann is not None
    played = SunTzuTable(fake, game_id, lobby, {ann: cast.ann})
    await play_until(played, bot, random.Random(7))
    state, _ = await current_state(bot, game_id)
    assert table.spec.engine.result(state) is not None, "the game was played to its end"

    finished = await bot.service.load_game(game_id)
    bot_seat = 1 - ann
    bot_moves = [row for row in await bot.store.actions(game_id) if row.seat == bot_seat]
    assert bot_moves and all(row.user_id is None for row in bot_moves), "the bot moved itself"
    assert finished.seats[bot_seat].is_bot

    posts = [m for m in fake.public_messages() if m.seq > started]
    words = "\n".join(text for m in posts for text in m.all_texts())
    bot_name = t("en", "bot-name", number=1, level=t("en", "bot-level-normal"))
    assert f"{bot_name} 🤖" in words, "the channel names the bot as a bot"
    assert "<@-" not in words, "a bot has no account to mention"
    pings = [pinged(m) for m in posts]
    assert all(users in ([], [cast.ann.id]) for users in pings), "only the member is pinged"
    assert [cast.ann.id] in pings
    assert all(fake.dm_inbox(user) == [] for user in (cast.bob, cast.carol, cast.moderator))


async def test_replace_hands_a_seat_to_a_bot_and_back_to_a_member(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(
        fake, cast.moderator, [cast.ann, cast.bob], bot, seed=5, beginner=True
    )
    seat = table.seat_of(cast.ann)
    before = await current_state(bot, table.game_id)
    ann_prompt = table.prompt_for(seat)
    assert ann_prompt is not None
    ann_control = table.controls_of(ann_prompt, seat)[0]
    # One of old/bot and one of new/level, by a moderator: else a private refusal, nothing done.
    for user, options, code in [
        (cast.moderator, {"old": cast.ann}, "error-replace-which"),
        (cast.moderator, {"old": cast.ann, "bot": 1, "level": "easy"}, "error-replace-which"),
        (
            cast.moderator,
            {"old": cast.ann, "new": cast.carol, "level": "easy"},
            "error-replace-which",
        ),
        (cast.carol, {"old": cast.ann, "level": "easy"}, "error-not-moderator"),
    ]:
        await refusal(fake, await fake.slash(user, "game replace", **options), user, code)
    await refusal(
        fake,
        await fake.slash(cast.moderator, "game replace", bot=3, new=cast.carol),
        cast.moderator,
        "error-replace-bot-not-in-game",
        number=3,
        count=0,  # a table of members only: it says the game has no bots
        bots=[],
    )
    assert await current_state(bot, table.game_id) == before

    mark = fake.mark()
    command = await fake.slash(cast.moderator, "game replace", old=cast.ann, level="strong")
    await settled(fake, command)
    [answer] = fake.responses(command)
    locale = cast.moderator.locale
    name = t(locale, "bot-name", number=1, level=t(locale, "bot-level-strong"))
    assert answer.ephemeral
    assert answer.content == t(locale, "replaced-ok", old=cast.ann.mention, new=f"{name} 🤖")
    loaded = await bot.service.load_game(table.game_id)
    assert loaded.seats[seat].is_bot and loaded.seats[seat].level == "strong"
    moved = [row for row in await bot.store.actions(table.game_id) if row.seat == seat]
    assert moved and moved[-1].user_id is None, "the bot made the seat's move at once"
    notices = [m for m in fake.public_messages() if m.seq > mark]
    assert notices and all("<@-" not in m.text() for m in notices)
    assert all(pinged(m) in ([], [cast.bob.id]) for m in notices)

    # Ann's DM: its controls and picture gone (the seat's secrets are the bot's now), and why.
    edited = fake.messages[ann_prompt.id]
    assert edited.touched > mark and not edited.components_flat() and not edited.files
    params = {"game": str(table.game_id), "channel": f"<#{fake.channel.id}>"}
    assert edited.content == t(cast.ann.locale, "seat-taken-from-you", **params)

    # Ann's old control (a client that has not seen its edit, or a forged click) and her
    # commands: refused privately, in her language, as a seat no longer hers; nothing moves.
    state = await current_state(bot, table.game_id)
    clicked = await use_old_control(fake, cast.ann, ann_prompt, ann_control)
    await refusal(fake, clicked, cast.ann, "error-seat-given-to-bot", **params)
    hand = await fake.slash(cast.ann, "game hand")
    await refusal(fake, hand, cast.ann, "error-seat-given-to-bot", **params)
    assert await current_state(bot, table.game_id) == state

    command = await fake.slash(cast.moderator, "game replace", bot=1, new=cast.carol)
    await settled(fake, command)
    loaded = await bot.service.load_game(table.game_id)
    assert loaded.seat_of(cast.carol.id) == seat and not loaded.seats[seat].autopilot
    assert fake.dm_inbox(cast.carol), "the new holder gets the seat's DM"


async def test_a_table_of_bots_plays_itself_to_the_end(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    new = await fake.slash(cast.moderator, "game new", game="suntzu", seed=9, bots=2, level="easy")
    lobby = await fake.reply(new)
    game_id = int(lobby.buttons()[0]["custom_id"].split(":")[1])
    mark = fake.mark()
    await settled(fake, await fake.click(cast.moderator, lobby, f"lobby:{game_id}:start"))
    table = await bot.service.load_game(game_id)
    assert table.game.status == "finished" and table.result() is not None
    posts = [m for m in fake.public_messages() if m.seq > mark]
    assert posts and all(pinged(m) == [] for m in posts), "nobody to ping"
    assert any(f.filename.startswith("record-") for m in posts for f in m.files)
