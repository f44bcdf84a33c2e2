"""A bot's secrets stay its own (issue 30, parts 1 and 3, and the secrets standard): a member
plays a whole Sun Tzu game against a strong bot through the fake Discord, and nothing of the
bot's seat that only it knows (its hand, its sealed placements, its warlord chosen in secret)
reaches the channel, the member's DMs or a log line, until the end reveals it.

The bot's moves are made by its own task and, at strong, searched in the think pool: paths no
member's move takes, so test_full_game's scan of two members' game does not cover them."""

from __future__ import annotations

import random

import pytest

from bot.app import GameBot
from bot.games.suntzu.engine import ENGINE as engine
from tests.e2e.gamebot import (
    Cast,
    SunTzuTable,
    current_state,
    open_suntzu,
    play_until,
    refusal,
)
from tests.e2e.logs import recorded_logs
from tests.e2e.test_full_game import hidden_warlord_names, secret_lines_of
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e


async def test_a_bots_hand_placements_and_warlord_reach_no_channel_dm_or_log(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    with recorded_logs() as logs:
        new = await fake.slash(
            cast.moderator, "game new", game="suntzu", seed=11, bots=1, level="strong"
        )
        lobby = await fake.reply(new)
        game_id = int(lobby.buttons()[0]["custom_id"].split(":")[1])
        await settled(fake, await fake.click(cast.ann, lobby, f"lobby:{game_id}:join"))
        await settled(fake, await fake.click(cast.moderator, lobby, f"lobby:{game_id}:start"))
        ann = (await bot.service.load_game(game_id)).seat_of(cast.ann.id)
        assert ann is not None
        played = SunTzuTable(fake, game_id, lobby, {ann: cast.ann})
        played.history.append((fake.mark(), (await current_state(bot, game_id))[0]))
        await play_until(played, bot, random.Random(7))
    final, _ = await current_state(bot, game_id)
    assert engine.result(final) is not None, "the game was played to its end"
    table = await bot.service.load_game(game_id)
    seat = 1 - ann
    assert table.seats[seat].is_bot

    # What Ann may read of her own at any time: the same words in the bot's secrets (both
    # start with the same hand) are no leak.
    own = set().union(*(secret_lines_of(state, ann) for _, state in played.history))
    secrets = [(mark, secret_lines_of(state, seat) - own) for mark, state in played.history]
    assert any(needles for _, needles in secrets), "the bot held secrets of its own"
    revealed = secret_lines_of(final, seat)
    end_mark = played.history[-2][0]  # before Ann's last move: its answer reveals everything
    readers = [("#channel", m) for m in fake.public_messages()]
    readers += [("Ann's DMs", m) for m in fake.dm_inbox(cast.ann)]
    leaks: list[str] = []
    for _, needles in secrets:
        for where, message in readers:
            here = needles - revealed if message.seq > end_mark else needles
            leaks += [
                f"{where}: {n!r}" for shown in message.all_texts() for n in here if n in shown
            ]
        leaks += [f"log: {n!r}" for n in needles for line in logs if n in line]

    # A warlord chosen in secret is named in no post answering the move that led there, unless
    # that move revealed it (or ended the game).
    previous = 0
    for mark, state in played.history:
        hidden = hidden_warlord_names(state) if engine.result(state) is None else set()
        answered = [s for m in fake.public_messages() for s in m.texts_between(previous, mark)]
        leaks += [f"#channel names {name!r}" for s in answered for name in hidden if name in s]
        previous = mark
    assert sorted(set(leaks)) == [], "\n".join(sorted(set(leaks)))


async def test_a_kicked_member_no_longer_sees_the_seat_the_bot_plays(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    """Once a moderator kicked a member, the bot plays their seat: what it then draws and
    seals is the bot's, not theirs to read (nor to pass on to the players still at the
    table). Their ``/game hand`` and ``/game catchup`` are refused, privately and in their
    language, like their moves, and a move's autocomplete offers them nothing of the seat."""
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=5)
    state, _ = await current_state(bot, table.game_id)
    seat = next(
        s for s in table.players if any(a["t"] == "support" for a in engine.legal_actions(state, s))
    )
    kicked = table.players[seat]
    offered = await fake.autocomplete(kicked, "suntzu support", focused="card")
    assert offered, "before the kick the seat's cards are offered to its member"
    await settled(fake, await fake.slash(cast.moderator, "game kick", player=kicked))
    loaded = await bot.service.load_game(table.game_id)
    assert loaded.seats[seat].autopilot and loaded.seats[seat].user_id == kicked.id
    assert kicked.locale != "en"
    for command in ("game hand", "game catchup"):
        asked = await fake.slash(kicked, command)
        await refusal(fake, asked, kicked, "error-seat-private-played-by-bot")
        assert not [f for m in fake.responses(asked) for f in m.files], "no picture of the seat"
    assert await fake.autocomplete(kicked, "suntzu support", focused="card") == []
