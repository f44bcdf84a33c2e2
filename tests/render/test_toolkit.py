"""The drawing toolkit every renderer shares: canvas, text fitting, palette, panels, icons."""

from __future__ import annotations

import io
from itertools import pairwise

from PIL import Image, ImageDraw

from bot.render.canvas import Canvas, text_mask
from bot.render.icons import Step, badge, token, track
from bot.render.palette import RGB, Palette, desaturate, ink_on, mix
from bot.render.panels import panel, pill
from bot.render.text import Typeface

COLOURS = Palette(
    paper=(240, 236, 224),
    ink=(30, 30, 30),
    muted=(120, 120, 120),
    faint=(200, 200, 200),
    panel=(250, 250, 250),
    gold=(200, 150, 50),
)
LATIN = Typeface("en", 2)
CHINESE = Typeface("zh-TW", 2)


def test_the_canvas_draws_large_and_hands_back_the_logical_size() -> None:
    canvas = Canvas(120, 80, COLOURS, "en")
    assert canvas.image.size == (240, 160)
    canvas.circle((60, 40), 20, fill=COLOURS.gold)
    picture = canvas.picture()
    assert picture.size == (120, 80)
    assert picture.getpixel((60, 40)) == COLOURS.gold
    assert picture.getpixel((2, 2)) == COLOURS.paper
    png = Image.open(io.BytesIO(canvas.finish(colours=16)))
    assert png.size == (120, 80) and png.mode == "P"


def test_text_from_kept_masks_is_what_pillow_draws() -> None:
    """Canvas.text pastes kept masks; the pixels must be those of Pillow's own text call, at
    whole and fractional points, outlined or not, in Latin and Chinese, drawn twice (the second
    time from the kept masks)."""
    cases: list[tuple[str | None, str, tuple[float, float], str, tuple[float, RGB] | None]] = [
        ("en", "Ratmen 12", (40, 30), "mm", None),
        ("en", "Ratmen 12", (40.25, 30.75), "lt", (1.5, COLOURS.paper)),
        ("zh-TW", "孫武 吳國", (61.3, 22.6), "mm", (1, COLOURS.gold)),
        ("zh-CN", "第三回合", (10.5, 50.5), "ls", (0.2, COLOURS.ink)),  # an outline of 0 pixels
        ("en", "same ink", (30, 60), "mm", (1, COLOURS.ink)),
    ]
    for locale, value, xy, anchor, stroke in cases:
        for _ in range(2):
            canvas = Canvas(120, 80, COLOURS, locale)
            canvas.text(xy, value, 14, COLOURS.ink, anchor=anchor, stroke=stroke)
            expected = Image.new("RGB", canvas.image.size, COLOURS.paper)
            width, outline = (round(stroke[0] * 2), stroke[1]) if stroke else (0, None)
            ImageDraw.Draw(expected).text(
                (xy[0] * 2, xy[1] * 2),
                value,
                font=canvas.type.font(14),
                fill=COLOURS.ink,
                anchor=anchor,
                stroke_width=width,
                stroke_fill=outline,
            )
            assert canvas.image.tobytes() == expected.tobytes(), (locale, value, xy)
    assert text_mask.cache_info().hits > 0


def test_fit_shrinks_text_until_it_fits() -> None:
    words = "Commando Dwarves of the Deep"
    assert LATIN.fit(words, 18, 1000) == 18
    size = LATIN.fit(words, 18, 180)
    assert size < 18 and LATIN.width(words, size) <= 180
    assert LATIN.width(words, size + 1) > 180  # not smaller than it needs to be


def test_fit_line_shortens_what_cannot_shrink_enough() -> None:
    shown, size = LATIN.fit_line("An extremely long name indeed", 16, 40, smallest=12)
    assert size == 12 and shown.endswith("…") and LATIN.width(shown, 12) <= 40


def test_wrap_breaks_latin_between_words() -> None:
    lines = LATIN.wrap("one two three four five six seven", 14, 80)
    assert len(lines) > 1
    assert all(LATIN.width(line, 14) <= 80 for line in lines)
    assert " ".join(lines) == "one two three four five six seven"


def test_wrap_breaks_chinese_anywhere_but_before_a_closing_mark() -> None:
    text = "一方在三個邊格上都有軍隊時，該方再選擇一張軍閥卡。戰鬥後，你打出的牌放回牌堆底部。"
    for width in range(60, 200, 7):
        lines = CHINESE.wrap(text, 14, width)
        assert "".join(lines) == text
        assert not any(line[0] in "，。" for line in lines[1:]), (width, lines)


def test_wrap_keeps_given_line_breaks() -> None:
    assert LATIN.wrap("a\nb", 14, 500) == ["a", "b"]


def test_paragraph_ends_in_an_ellipsis_when_cut() -> None:
    canvas = Canvas(200, 100, COLOURS, "en")
    full = canvas.paragraph((0, 0), "word " * 40, 14, 180, 10)
    cut = canvas.paragraph((0, 0), "word " * 40, 14, 180, 2)
    assert cut < full and cut == 2 * 14 * 1.35


def test_palette_helpers() -> None:
    assert mix((0, 0, 0), (255, 255, 255), 0.5) == (128, 128, 128)
    grey = desaturate((200, 40, 40), 1)
    assert grey[0] == grey[1] == grey[2]
    assert ink_on((250, 250, 250), COLOURS.ink) == COLOURS.ink
    assert ink_on((20, 20, 80), COLOURS.ink) == (255, 255, 255)


def test_panels_and_icons_draw_where_they_are_told() -> None:
    canvas = Canvas(300, 120, COLOURS, "en")
    panel(canvas, (10, 10, 110, 110), COLOURS.panel, COLOURS.faint, radius=8,
          band=(20, COLOURS.gold), shadow=COLOURS.muted)  # fmt: skip
    width = pill(canvas, (290, 60), "tag", 14, COLOURS.gold, COLOURS.ink, align="right")
    token(canvas, (160, 30), 14, COLOURS.gold, COLOURS.ink, 2)
    badge(canvas, (200, 30), 10, "3", COLOURS.panel, COLOURS.ink)
    step = Step(COLOURS.panel, COLOURS.ink)
    track(canvas, [(140 + 20 * n, 90) for n in range(3)], 2, 8, 10, step, step, step)
    picture = canvas.picture()
    assert picture.getpixel((60, 14)) == COLOURS.gold  # the band
    assert picture.getpixel((60, 80)) == COLOURS.panel  # the face below it
    assert picture.getpixel((111, 60)) == COLOURS.muted  # the shadow, cast down and right
    assert picture.getpixel((round(290 - width / 2), 52)) == COLOURS.gold
    assert (
        picture.getpixel((160, 30)) == COLOURS.gold and picture.getpixel((153, 20)) != COLOURS.paper
    )


def test_wrap_does_not_carry_chinese_to_the_next_line_as_a_word() -> None:
    """A space before a number in Chinese ("前 6 回合") is no reason to carry the Chinese after
    it to the next line (which left "前 6" alone on a warlord card): a line ends before a
    Chinese character only when that character does not fit."""
    text = "前 6 回合中的任一回合：從增援區拿 1 個軍隊，放到你已進駐的區域。"
    for width in range(60, 220, 9):
        lines = CHINESE.wrap(text, 14, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        for line, following in pairwise(lines):
            first = following[:1]
            # a character followed by a closing mark goes down with it when the two do not
            # fit (the mark may neither start a line nor hang outside)
            marks = len(following) - len(following[1:].lstrip("，。、；：！？）」』】》"))
            if "\u4e00" <= first <= "\u9fff":
                assert CHINESE.width(line + following[:marks], 14) > width, (width, lines)
