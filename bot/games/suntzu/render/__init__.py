"""Sun Tzu images: the public board and a seat's hand, drawn from the engine's views with the
drawing toolkit of ``bot.render``.

Both functions read only the view they are handed; the board reads only public keys
(``PUBLIC_KEYS``), so it cannot show what the channel may not see.

What never changes on a board in a locale (title, the track's ends and steps, the provinces'
frames and names, the commanders' frames, every caption) is drawn once and cached
(``board.printed``); each view draws only its pieces, numbers and notes over a copy.

Visual language: Wu is blue and always on the left, Chu is red and always on the right (the
score track, every province, the bottom row), so a glance tells whose is what.

The table's frame (issue 26) adds the players' names in the commanders' panels and outlines
the areas a move changed; it moves nothing (``layout`` holds every box).

Modules: ``board`` (the board's frame: header, score track, event and reserve),
``commanders`` (the panels with the players), ``provinces``, ``areas`` (the parts a player
names and a move changes), ``layout`` (where everything lies), ``hand`` (the private picture),
``pieces`` (cards, armies), ``words`` (game facts, labels), ``palette`` (the colours).
"""

from __future__ import annotations

from bot.games.suntzu.render.areas import board_areas
from bot.games.suntzu.render.board import PUBLIC_KEYS, printed, render_board
from bot.games.suntzu.render.hand import render_private
from bot.games.suntzu.render.provinces import battle_order
from bot.games.suntzu.render.words import warlord_lines


def clear_caches() -> None:
    """Forget the printed boards, so that the next picture draws them again (tests that watch
    what is drawn)."""
    printed.cache_clear()


__all__ = [
    "PUBLIC_KEYS",
    "battle_order",
    "board_areas",
    "clear_caches",
    "render_board",
    "render_private",
    "warlord_lines",
]
