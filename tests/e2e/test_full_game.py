"""Scenarios 2 and 9: a whole Sun Tzu game played only through interactions, then a scan of
everything the bot said (channel, DMs, files, logs) for secrets that reached the wrong eyes.

The game is played once per module (about 60 moves with the seed below, which ends early on
the score track) and both tests read it.
"""

from __future__ import annotations

import os
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
import pytest_asyncio

from bot.engine.base import State
from bot.games.suntzu.engine import ENGINE as engine
from bot.games.suntzu.prompts.prompt import private_summary
from bot.i18n import SUPPORTED, t, text
from bot.table.narration import result_lines
from tests.e2e.gamebot import (
    Cast,
    SunTzuTable,
    add_cast,
    bot_settings,
    current_state,
    game_bot,
    open_suntzu,
    play_until,
)
from tests.e2e.logs import recorded_logs
from tests.fakediscord import FakeDiscord, FakeMessage

# One worker runs the whole module (pytest-xdist), so the game its tests share is played once.
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.xdist_group("test_full_game"),
]

SEED = 5  # with the autopilot's Random(1) below this game ends in round 3 on the track


@dataclass
class PlayedGame:
    fake: FakeDiscord
    cast: Cast
    table: SunTzuTable
    final: State
    final_lines: list[str]  # the result as the bot words it in the channel's language
    logs: list[str]


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def played(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[PlayedGame]:
    with recorded_logs() as logs:
        async with FakeDiscord() as fake:
            cast = add_cast(fake)
            database: Path = tmp_path_factory.mktemp("full") / "games.db"
            # One render worker: this game's boards and hands are drawn in a process,
            # so the secrecy checks below cover what crosses to them and back.
            settings = replace(bot_settings(fake, database), render_workers=1)
            async with game_bot(fake, settings) as bot:
                table = await open_suntzu(
                    fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED
                )
                await play_until(table, bot, random.Random(1))
                await bot.desk.replays_added()  # the last post's replay.gif, added by an edit
                workers = bot.desk.renders.worker_pids()
                assert workers, "the pictures were drawn in workers"
                final, _ = await current_state(bot, table.game_id)
                finished = await bot.service.load_game(table.game_id)
                lines = result_lines(finished, "en")
            # closing the bot stopped its render workers
            assert not [pid for pid in workers if alive(pid)]
            yield PlayedGame(fake, cast, table, final, lines, logs)
        fake.check()


async def test_a_whole_game_from_game_new_to_the_final_scores(played: PlayedGame) -> None:
    fake, table, final = played.fake, played.table, played.final
    result = engine.result(final)
    assert result is not None, "the game reached its end"
    engine.check_invariants(final)
    assert len(table.moves) >= 30
    # every move went through a real click or select, and none was refused
    for move in table.moves:
        assert move.interaction.type == 3
        assert all(not m.content.startswith("⛔") for m in fake.responses(move.interaction))
    # the final post carries the scores and the winner
    last = fake.public_messages()[-1].text()
    assert played.final_lines and all(line in last for line in played.final_lines)
    winner = table.players[result.winners[0]]
    assert winner.name in last
    # boards in the channel are PNG attachments; the last post adds the story chart and the
    # game's record beside its board, and its animated replay (issue 31) by an edit
    files = [f for m in fake.public_messages() for f in m.files]
    boards = [f for f in files if f.filename == "board.png"]
    assert len(boards) >= 5 and all(f.is_png for f in boards)
    last_files = [f.filename for f in fake.public_messages()[-1].files]
    assert last_files[:2] == ["board.png", "story.png"]
    assert last_files[2].startswith("record-") and last_files[2].endswith(".json")
    # then the close-up of what the last moves changed, when they changed the board, and
    # the replay added once drawn
    assert last_files[3:] in (["replay.gif"], ["focus.png", "replay.gif"])
    # close-ups go with boards; every other file is the last post's
    others = [f.filename for f in files if f.filename not in ("board.png", "focus.png")]
    assert others == [name for name in last_files if name not in ("board.png", "focus.png")]


async def test_hands_arrive_by_dm_in_each_players_language(played: PlayedGame) -> None:
    fake, cast = played.fake, played.cast
    for player, script_mark in ((cast.ann, "張"), (cast.bob, "张")):
        inbox = fake.dm_inbox(player)
        assert inbox, f"{player.name} got DMs"
        assert any(f.is_png and f.filename == "private.png" for m in inbox for f in m.files)
        hand_lines = [m for m in inbox if script_mark in m.content]
        assert hand_lines, f"{player.name}'s DMs are in {player.locale}"


def secret_lines_of(state: State, seat: int) -> set[str]:
    """The seat's private summary (hand, placement, drawn cards, warlord) in every language."""
    view = engine.view(state, seat)
    return {text(locale, line) for line in private_summary(view) for locale in SUPPORTED}


def hidden_warlord_names(state: State) -> set[str]:
    """Names of warlords chosen but not yet revealed, in every language."""
    names: set[str] = set()
    for record in [*state["warlords"], *state["extra"]]:
        if record and record.get("id") and not record.get("revealed"):
            names |= {t(locale, f"suntzu-warlord-{record['id']}") for locale in SUPPORTED}
    return names


async def test_no_secret_reaches_the_channel_another_player_or_the_logs(played: PlayedGame) -> None:
    fake, table = played.fake, played.table
    final_secrets = set().union(*(secret_lines_of(played.final, s) for s in table.players))
    # everything a seat may read of its own, at any time: identical text in the other seat's
    # secrets (both start with the same hand) is no leak
    own = {
        seat: set().union(*(secret_lines_of(state, seat) for _, state in table.history))
        for seat in table.players
    }
    end_mark = table.history[-2][0]  # before the last move: its answer reveals everything
    leaks: list[str] = []
    previous_mark = 0
    for mark, state in table.history:
        for seat in table.players:
            needles = secret_lines_of(state, seat)
            reader_seat = 1 - seat
            readers: list[tuple[str, FakeMessage, set[str]]] = [
                ("#channel", m, set()) for m in fake.public_messages()
            ] + [
                (f"{table.players[reader_seat].name}'s DMs", m, own[reader_seat])
                for m in fake.dm_inbox(table.players[reader_seat])
            ]
            for where, message, allowed in readers:
                needles_here = needles - allowed
                if message.seq > end_mark:
                    needles_here -= final_secrets  # the end reveals the final hands
                for shown in message.all_texts():
                    leaks += [f"{where}: {n!r}" for n in needles_here if n in shown]
            leaks += [f"log: {n!r}" for n in needles for line in played.logs if n in line]
        # a warlord chosen in secret is not named in the channel posts that answer the move
        # which led to this state, unless that move revealed it (or ended the game)
        hidden = hidden_warlord_names(state) if engine.result(state) is None else set()
        # (a turn post is edited as the turn goes on: each version as it was shown then)
        answered = [
            shown for m in fake.public_messages() for shown in m.texts_between(previous_mark, mark)
        ]
        leaks += [
            f"#channel names hidden warlord {name!r}"
            for shown in answered
            for name in hidden
            if name in shown
        ]
        previous_mark = mark
    assert sorted(set(leaks)) == [], "\n".join(sorted(set(leaks)))


async def test_channel_files_are_boards_never_private_images(played: PlayedGame) -> None:
    fake = played.fake
    private_images = {
        f.data for m in fake.all_messages() if fake.channels[m.channel_id].is_dm for f in m.files
    }
    assert private_images, "the players got private images"
    posts = fake.public_messages()
    for message in posts:
        for file in message.files:
            if message is posts[-1] and file.filename.startswith("record-"):
                continue  # the game's record, once it is over (tests/e2e/test_verify.py)
            if message is posts[-1] and file.filename == "replay.gif":
                # the animated replay, drawn from public boards (test_replay_animation.py)
                assert file.data[:6] == b"GIF89a" and file.data not in private_images
                continue
            # boards, their close-ups (cut from the same public board) and the story chart
            assert file.filename in ("board.png", "focus.png", "story.png") and file.is_png
            assert file.data not in private_images
