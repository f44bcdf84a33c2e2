"""Wrapped text that stays inside its box: a mission, a card's text, a lord's skill.

A ``TextBox`` is where a paragraph may go (its top-left corner, width and height) and the
sizes it may take; ``fit`` wraps the text at the largest size whose lines, measured by their
ink, stay within both the width and the height (Chinese closing marks stay on their line:
``Typeface.wrap``), and at the smallest size keeps the lines that fit, the last cut with "…".
The renderers draw with ``draw`` and the tests measure with ``fit``, so what is checked is
what is drawn (tests/render/test_worldwar_text_boxes.py: every card of every deck in every
language)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.render.canvas import Canvas
from bot.render.palette import RGB
from bot.render.text import Typeface

STEP = 0.5  # the size comes down half a pixel at a time


@dataclass(frozen=True)
class TextBox:
    left: float
    top: float
    width: float
    height: float
    size: float  # the size wanted
    smallest: float  # the least it may shrink to
    line: float = 1.3  # line advance, times the size

    @property
    def bottom(self) -> float:
        return self.top + self.height


@dataclass(frozen=True)
class Fitted:
    lines: tuple[str, ...]
    size: float
    cut: bool  # text was left out (the last line ends in "…")


def bottom_of(
    face: Typeface, lines: list[str] | tuple[str, ...], size: float, line: float
) -> float:
    """How far below the first line's top the ink of the last line reaches."""
    if not lines:
        return 0.0
    return (len(lines) - 1) * size * line + face.ink(lines[-1] or "國", size)[3]


def fit(face: Typeface, value: str, box: TextBox) -> Fitted:
    size = box.size
    while True:
        lines = face.wrap(value, size, box.width)
        if bottom_of(face, lines, size, box.line) <= box.height:
            return Fitted(tuple(lines), size, False)
        if size - STEP < box.smallest:
            break
        size -= STEP
    kept = list(lines)
    while len(kept) > 1 and bottom_of(face, kept, size, box.line) > box.height:
        kept.pop()
    kept[-1] = face.ellipsize(kept[-1], size, box.width, always=True)
    return Fitted(tuple(kept), size, True)


def draw(canvas: Canvas, value: str, box: TextBox, fill: RGB) -> Fitted:
    """The text fitted to ``box`` and drawn from its top-left corner."""
    fitted = fit(canvas.type, value, box)
    y = box.top
    for line in fitted.lines:
        canvas.text((box.left, y), line, fitted.size, fill, anchor="lt")
        y += fitted.size * box.line
    return fitted
