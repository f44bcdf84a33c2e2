"""The bot warms the drawing caches at start-up so a player's first board is not the slow one:
every registered game's board at every player count, once per font face."""

from __future__ import annotations

from bot.games.smallworld.render import map as smallworld_map
from bot.render.text import _face_font, _font_bytes
from bot.table.warmup import warm_up


def test_warm_up_draws_every_game_and_loads_both_faces() -> None:
    smallworld_map.base_map.cache_clear()
    _font_bytes.cache_clear()
    _face_font.cache_clear()  # else sizes loaded by earlier tests would not read the files
    assert warm_up() > 0
    # Small World's printed map for every player count is drawn and kept
    assert smallworld_map.base_map.cache_info().currsize == 4
    # both font faces are read (SC for en and zh-CN, TC for zh-TW), at least one weight each
    assert _font_bytes.cache_info().currsize >= 2
