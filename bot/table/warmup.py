"""Warm every drawing cache at once: every game at every player count in both faces.

The first board a process draws pays for reading the fonts and for each map's static layers
(Small World draws its printed map once per player count and keeps it). The bot no longer
does this at start-up (it took each render worker seconds of drawing and up to 650 MB; the
workers now warm only the games whose lobbies open, ``bot.table.renderworker.warm``);
``benchmarks/bench_first_render.py`` uses it to measure a fully warm process.
"""

from __future__ import annotations

import logging
import time

from bot.engine.base import RandomSource
from bot.games import available, get
from bot.render.board_frame import BoardFrame, SeatTag

log = logging.getLogger(__name__)

# One locale per font face: English and 简体中文 share the SC face, 繁體中文 has the TC one.
FACES = ("en", "zh-TW")


def warm_frame(players: int) -> BoardFrame:
    """A frame like a running game's (names, one seat to move with a deadline, a bot), so
    warming draws the legend as a channel board does. Never shown to anybody."""
    return BoardFrame(
        seats=tuple(
            SeatTag(
                name=f"Player {seat + 1}",
                to_move=seat == 0,
                deadline="Sat 28 Nov, 14:00 UTC" if seat == 0 else None,
                bot=seat == players - 1,
            )
            for seat in range(players)
        )
    )


def warm_up() -> float:
    """Draw every registered game's opening board at every player count, once per font face;
    returns the seconds it took."""
    started = time.perf_counter()
    for name in available():
        spec = get(name)
        engine = spec.engine
        for players in range(engine.min_players, engine.max_players + 1):
            state = engine.setup(players, {}, RandomSource("warm-up").setup())
            for locale in FACES:
                spec.render_board(engine.view(state, None), locale, warm_frame(players))
    took = time.perf_counter() - started
    log.info("drawing caches warmed in %.2f s", took)
    return took
