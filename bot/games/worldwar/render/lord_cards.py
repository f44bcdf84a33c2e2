"""A lord card of the monarch edition as the private picture shows it while a seat chooses one
of the two it is offered: the lord's name on a band, its four stats as bars, and each of its
lord skills in words (``ww-skill-<kind>`` of worldwar_decks.ftl, filled from the card's
data). The numbers come from the engine's decks, never from the content files."""

from __future__ import annotations

from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.render import icons
from bot.games.worldwar.render.palette import COLOURS as C
from bot.games.worldwar.render.seat_notes import STATS
from bot.games.worldwar.render.textbox import STEP, Fitted, TextBox, bottom_of, fit
from bot.i18n import has, t
from bot.render.canvas import Box, Canvas
from bot.render.palette import mix
from bot.render.panels import panel
from bot.render.text import Typeface

CARD_H = 172.0
BAND = 30.0
STAT_TOP = 100  # a stat bar is full at this value (the best lords reach it)
SKILL_SIZE = 12.5
SKILLS_TOP = 16 + 2 * 22 + 4 + 8  # below the band: the stats, their rule and a gap
SKILL_GAP = 4.0  # between two skills


def skill_text(locale: str, kind: str, params: dict[str, object]) -> str:
    key = f"ww-skill-{kind.replace('_', '-')}"
    return t(locale, key, **params) if has(key, locale) else kind


def draw_lord_card(canvas: Canvas, locale: str, lid: str, box: Box) -> None:
    left, top, right, _bottom = box
    card = decks().lord(lid)
    band = mix(C.gold, C.ink, 0.35)
    shadow = mix(C.paper, C.shadow, 0.25)
    panel(canvas, box, C.panel, band, 1.5, 10, (BAND, band), shadow, (2, 3))
    icons.crown(canvas, (left + 18, top + BAND / 2), 18, C.lord, C.ink)
    name = t(locale, f"ww-lord-{lid}")
    canvas.fitted_text(
        (left + 34, top + BAND / 2), name, 16, right - left - 44, C.plate, True, "lm"
    )
    # the four stats, two a row: the name, a bar, the value
    width = right - left - 24
    column = (width - 12) / 2
    y = top + BAND + 16
    for index, stat in enumerate(STATS):
        x = left + 12 + (index % 2) * (column + 12)
        row_y = y + (index // 2) * 22
        value = int(card.stats.get(stat, 0))
        label = t(locale, f"ww-stat-{stat}")
        canvas.fitted_text((x, row_y), label, 11.5, 58, C.muted, True, "lm", 8)
        bar_left, bar_right = x + 62, x + column - 30
        track = (bar_left, row_y - 4, bar_right, row_y + 4)
        canvas.rect(track, fill=mix(C.faint, C.panel, 0.5), radius=4)
        share = max(0.0, min(1.0, value / STAT_TOP))
        filled = (bar_left, row_y - 4, bar_left + (bar_right - bar_left) * share, row_y + 4)
        canvas.rect(filled, fill=C.gold, radius=4)
        canvas.text((x + column, row_y), str(value), 12.5, C.ink, True, "rm")
    # the skills, each a short paragraph after a bullet, at one size that fits them all
    y += 2 * 22 + 4
    canvas.line([(left + 12, y), (right - 12, y)], mix(C.faint, C.panel, 0.4), 1)
    texts = [skill_text(locale, skill.kind, dict(skill.params)) for skill in card.skills]
    for room, fitted in skill_layout(canvas.type, texts, box):
        canvas.circle((left + 16, room.top + fitted.size * 0.75), 2.6, fill=C.gold)
        y = room.top
        for line in fitted.lines:
            canvas.text((room.left, y), line, fitted.size, C.ink, anchor="lt")
            y += fitted.size * room.line


def skill_layout(face: Typeface, texts: list[str], box: Box) -> list[tuple[TextBox, Fitted]]:
    """Where each skill is written, one under the other below the stats, all at the largest
    size (down to 9 px) at which they fit together; at 9 px each keeps its share."""
    left, top, right, bottom = box
    area = TextBox(left + 24, top + BAND + SKILLS_TOP, right - left - 38, 0, SKILL_SIZE, 9)
    room = bottom - 6 - area.top
    size = SKILL_SIZE
    while True:
        placed: list[tuple[TextBox, Fitted]] = []
        y = area.top
        for text in texts:
            lines = face.wrap(text, size, area.width)
            height = bottom_of(face, lines, size, area.line)
            spot = TextBox(area.left, y, area.width, height, size, size)
            placed.append((spot, Fitted(tuple(lines), size, False)))
            y += height + SKILL_GAP
        if y - SKILL_GAP <= area.top + room or size <= area.smallest:
            break
        size -= STEP
    if y - SKILL_GAP <= area.top + room:
        return placed
    share = (room + SKILL_GAP) / max(1, len(texts)) - SKILL_GAP
    spots = [
        TextBox(area.left, area.top + k * (share + SKILL_GAP), area.width, share, size, size)
        for k in range(len(texts))
    ]
    return [(spot, fit(face, text, spot)) for spot, text in zip(spots, texts, strict=True)]
