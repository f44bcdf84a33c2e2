"""``/game replay`` of a running game through the fake Discord (issue 31 part 1), on both
databases: every page a bystander steps through shows only what everybody saw (no seat's
secret in its words, every board drawn from the public view), the secrets' switch is refused
while the game runs, and stale or forged clicks (a page from before a take-back, a move out
of range, a game of another channel, broken ids) are refused privately with the reason,
changing nothing."""

from __future__ import annotations

import random

import pytest

from bot.app import GameBot
from bot.cogs.replay import book_of
from bot.engine.base import State
from bot.games.suntzu.engine.turns import phase_of
from bot.i18n import t
from bot.settings import Settings
from bot.table.replay_turns import TurnIndex
from tests.backends import BACKENDS
from tests.e2e.gamebot import (
    Cast,
    current_state,
    game_bot,
    open_suntzu,
    play_one_move,
    play_until,
    refusal,
)
from tests.e2e.replaybot import (
    Drawn,
    bot_on,
    button,
    page_png,
    record_pictures,
    replay_independently,
)
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, settled

pytestmark = pytest.mark.e2e

SEED = 21
PLAYED = 12  # moves played before the replay
OTHER_GAME_OUT = 120.0  # seconds: a hang guard for the bots' game, never a figure under test


def nobody_placed(state: State) -> bool:
    """A Sun Tzu placement with no card down and nobody locked in (a move then is undone)."""
    placed = [card for cards in state["placement"] for card in cards if card is not None]
    return phase_of(state) == "place" and not placed and not any(state["locked"])


async def press(fake: FakeDiscord, user: FakeUser, page: FakeMessage, slot: str) -> FakeMessage:
    done = await fake.click(user, page, button(page, slot)["custom_id"])
    await settled(fake, done)
    [answer] = fake.responses(done)
    assert answer.id == page.id
    return answer


async def forged(
    fake: FakeDiscord,
    user: FakeUser,
    page: FakeMessage,
    custom_id: str,
    code: str,
    **params: object,
) -> None:
    """A click on an id the page does not carry: refused with ``code``, the page untouched."""
    before = page.touched
    await refusal(fake, await fake.click(user, page, custom_id, forge=True), user, code, **params)
    assert fake.messages[page.id].touched == before


@pytest.mark.parametrize("backend", BACKENDS)
async def test_a_running_game_is_replayed_without_its_secrets_and_forged_clicks_are_refused(
    fake: FakeDiscord, cast: Cast, settings: Settings, backend: str
) -> None:
    async with bot_on(backend, fake, settings) as bot:
        await bot_game(fake, cast, bot, backend)


async def bot_game(fake: FakeDiscord, cast: Cast, bot: GameBot, backend: str) -> None:
    # A finished game of bots in the other channel: its pages are not this channel's.
    games = fake.guild.channels[1]
    new = await fake.slash(
        cast.moderator, "game new", channel=games, game="suntzu", seed=9, bots=2, level="easy"
    )
    lobby = await fake.reply(new)
    other = int(lobby.buttons()[0]["custom_id"].split(":")[1])
    start = await fake.click(cast.moderator, lobby, f"lobby:{other}:start")
    await settled(fake, start, timeout=OTHER_GAME_OUT)

    drawn: Drawn = record_pictures(bot)
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
    # Some moves in (a placement revealed, armies moved), then up to a new placement, where
    # a move may be taken back.
    rng = random.Random(2)
    for _ in range(PLAYED):
        await play_one_move(table, bot, rng)
    await play_until(table, bot, rng, stop=nobody_placed)
    _, version = await current_state(bot, table.game_id)
    assert version > PLAYED
    replayed = await replay_independently(bot, table.game_id)
    secrets = {line for lines in replayed.secrets for line in lines}
    assert secrets, "the game has secrets to keep"

    # The autocomplete offers this channel's games only.
    offered = await fake.autocomplete(cast.carol, "game replay", focused="game", game="")
    assert [choice["value"] for choice in offered] == [str(table.game_id)]

    # A bystander steps from the latest move back to the deal: public boards, no secret.
    ask = await fake.slash(cast.carol, "game replay")
    await settled(fake, ask)
    page = await fake.reply(ask)
    assert page.ephemeral and page.visible_to == cast.carol.id
    first = page
    for move in range(version, -1, -1):
        if move < version:
            page = await press(fake, cast.carol, page, "b")
        assert drawn.drawn_from(page_png(page), replayed.views[move]), f"move {move}"
        shown = page.text()
        leaked = [line for line in secrets if line in shown]
        assert not leaked, f"move {move} shows {leaked}"
    assert button(page, "b").get("disabled")

    # The secrets' switch waits for the end, asked by the page's own button or a forged id.
    await refusal(
        fake,
        await fake.click(cast.carol, page, button(page, "e")["custom_id"]),
        cast.carol,
        "replay-secrets-running",
    )
    epoch_id = f"{table.game_id}:0"
    await forged(fake, cast.carol, page, f"rp:{epoch_id}:1:s:c", "replay-secrets-running")
    # Forged ids: a move the game does not have, another channel's game, none at all, junk.
    await forged(
        fake, cast.carol, page, f"rp:{epoch_id}:{version + 7}:p:c", "replay-move-range",
        move=version + 7, last=version,
    )  # fmt: skip
    await forged(fake, cast.carol, page, f"rp:{other}:0:1:p:c", "replay-other-channel")
    await forged(
        fake, cast.carol, page, "rp:987654321:0:1:p:c", "replay-game-unknown", game="987654321"
    )
    for junk in ("rp:", "rp:abc", f"rp:{epoch_id}:1:x:c", f"rp:{epoch_id}:1:p:c:extra"):
        await forged(fake, cast.carol, page, junk, "replay-bad-id")
    [menu] = page.selects()
    before = page.touched
    bad = await fake.select(cast.carol, page, menu["custom_id"], ["not a move"], forge=True)
    await refusal(fake, bad, cast.carol, "replay-bad-id")
    assert fake.messages[page.id].touched == before
    # The command's own options: a move past the end, a game that is not this channel's.
    await refusal(
        fake, await fake.slash(cast.carol, "game replay", move=version + 1), cast.carol,
        "replay-move-range", move=version + 1, last=version,
    )  # fmt: skip
    await refusal(
        fake, await fake.slash(cast.carol, "game replay", game=str(other)), cast.carol,
        "replay-game-unknown", game=str(other),
    )  # fmt: skip

    # A move taken back: a page shown before it is stale (its move numbers mean other boards).
    move = await play_one_move(table, bot, random.Random(5))
    assert move is not None and move.action["t"] == "assign"
    undo = await fake.slash(table.players[move.seat], "game undo")
    await settled(fake, undo)
    assert (await current_state(bot, table.game_id))[1] == version
    await refusal(
        fake,
        await fake.click(cast.carol, first, button(first, "c")["custom_id"]),
        cast.carol,
        "replay-taken-back",
    )
    # Looking back changed nothing: the game is where the players left it.
    assert (await current_state(bot, table.game_id))[1] == version


async def test_a_page_keeps_working_after_a_restart_and_speaks_the_readers_language(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    async with game_bot(fake, settings) as bot:
        new = await fake.slash(
            cast.moderator, "game new", game="suntzu", seed=9, bots=2, level="easy"
        )
        lobby = await fake.reply(new)
        game_id = int(lobby.buttons()[0]["custom_id"].split(":")[1])
        start = await fake.click(cast.moderator, lobby, f"lobby:{game_id}:start")
        await settled(fake, start, timeout=OTHER_GAME_OUT)
        last = (await bot.service.load_game(game_id)).game.version
        ask = await fake.slash(cast.ann, "game replay", move=3)  # Ann reads Traditional Chinese
        await settled(fake, ask)
        page = await fake.reply(ask)
    async with game_bot(fake, settings) as bot:
        # A new process: nothing of the page in memory, its ids say everything.
        page = await press(fake, cast.ann, page, "c")
        turns = (await book_turns(bot, game_id)).count
        turn = (await book_turns(bot, game_id)).turn_of(4)
        position = t("zh-TW", "replay-position", move=4, last=last, turn=turn, turns=turns)
        assert position in page.text()
        assert t("zh-TW", "replay-move-forward") in page.text()


async def book_turns(bot: GameBot, game_id: int) -> TurnIndex:
    table = await bot.service.load_game(game_id)
    book = book_of(bot.service)
    return await book.turns(table, await book.epoch(game_id))
