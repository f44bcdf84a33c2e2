"""``warm_up`` (what benchmarks/bench_first_render.py measures) draws every registered game's
board at every player count, once per font face; the bot's workers warm one game at a time
(tests/platform/test_render_pool.py)."""

from __future__ import annotations

from bot.games.smallworld.render import map as smallworld_map
from bot.render.text import _face_font, _font_path, face_for
from bot.table.warmup import warm_up


def test_warm_up_draws_every_game_and_loads_both_faces() -> None:
    smallworld_map.base_map.cache_clear()
    _font_path.cache_clear()
    _face_font.cache_clear()  # else sizes loaded by earlier tests would not be loaded again
    assert warm_up() > 0
    # Small World's printed map for every player count is drawn and kept
    assert smallworld_map.base_map.cache_info().currsize == 4
    # both font faces are opened (SC for en and zh-CN, TC for zh-TW), at least one weight each
    assert _font_path.cache_info().currsize >= 2


def test_fonts_are_opened_from_their_files() -> None:
    """Issue 23: from bytes Pillow copied the whole 4 MB font per size (80 MB a process)."""
    for locale in ("en", "zh-TW"):
        path = _font_path(face_for(locale), False)
        assert path is not None and path.endswith(".otf")
        assert _face_font(face_for(locale), 23, False).path == path
