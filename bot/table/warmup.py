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

log = logging.getLogger(__name__)

# One locale per font face: English and 简体中文 share the SC face, 繁體中文 has the TC one.
FACES = ("en", "zh-TW")


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
                spec.render_board(engine.view(state, None), locale, None)
    took = time.perf_counter() - started
    log.info("drawing caches warmed in %.2f s", took)
    return took
