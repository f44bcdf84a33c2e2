"""One rendered board per (game, version, locale, frame) through the fake Discord (issue 29
part 4): over a Sun Tzu game played by clicks, the channel's turn posts, the turn DMs' catch-up
pictures and ``/game status`` ask for boards many times, and no board is drawn twice."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from bot.app import GameBot
from bot.engine.base import action_key
from tests.e2e.gamebot import Cast, open_suntzu, play_one_move
from tests.fakediscord import FakeDiscord

MOVES = 24


async def test_no_board_is_drawn_twice(
    fake: FakeDiscord, cast: Cast, bot: GameBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    pool = bot.desk.renders
    boards = bot.desk.boards
    drawn: Counter[tuple[str, str, str, Any]] = Counter()
    asked: Counter[tuple[str, str, str, Any]] = Counter()
    render, board = pool.render, boards.board

    async def counting_render(name: str, kind: str, view: Any, locale: str, frame: Any = None):
        if kind == "board":
            drawn[(name, action_key(view), locale, frame)] += 1
        return await render(name, kind, view, locale, frame)  # type: ignore[arg-type]

    async def counting_board(name: str, view: Any, locale: str, frame: Any = None) -> bytes:
        asked[(name, action_key(view), locale, frame)] += 1
        return await board(name, view, locale, frame)

    monkeypatch.setattr(pool, "render", counting_render)
    monkeypatch.setattr(boards, "board", counting_board)
    opened = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=5)
    rng = random.Random(5)
    for _ in range(MOVES):
        if await play_one_move(opened, bot, rng) is None:
            break
        await fake.slash(cast.ann, "game status")
    assert len(drawn) > 5, "boards were drawn along the game"
    twice = {key[2:]: count for key, count in drawn.items() if count > 1}
    assert not twice, f"drawn more than once: {twice}"
    # and they were asked for again: the post, the DMs and the status shared them
    assert sum(asked.values()) > sum(drawn.values())
    assert set(drawn) <= set(asked)
