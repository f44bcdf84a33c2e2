"""Which text a picture draws, how large and where: what the phone-view test measures
(issue 26, "at 400 px wide the smallest text is at least 8 px tall").

``Canvas.text`` reports every line it draws here while a test records (a ContextVar: nothing
is kept, and drawing costs nothing more, when nobody asks), in logical pixels, the size of
the final picture. Sizes are font sizes (the em), as the renderer chose them.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.render.recorder import Recorder

Point = tuple[float, float]


@dataclass(frozen=True)
class Drawn:
    """One line of text drawn: its size in logical pixels, where and what."""

    size: float
    at: Point
    value: str


_drawn: Recorder[Drawn] = Recorder("drawn_text")
recording = _drawn.recording  # collect every line of text drawn inside the block


def note(size: float, at: Point, value: str) -> None:
    """Called by ``Canvas.text`` for every line it draws."""
    drawn = _drawn.active
    if drawn is not None and value.strip():
        drawn.append(Drawn(size, at, value))
