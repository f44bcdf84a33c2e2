"""Typography on the boards (issue 27): where ``Typeface.wrap`` may break a line of Chinese.

No line starts with a closing mark (，。」』）》 and zh-CN's ” ’ alike), none ends with an opening
one (「“（), a number never wraps away from its measure word (「放置 2｜名免費士兵」), and a short
bracketed aside stays with the word it qualifies (「機器人 1（困難）」, "Bot 1 (strong)")."""

from __future__ import annotations

from itertools import pairwise

import pytest

from bot.render.text import NO_LINE_END, NO_LINE_START, Typeface

SIZE = 14
WIDTHS = range(30, 260, 4)

# (locale, text): board texts of both scripts, each with the marks and numbers in question
TEXTS = [
    ("zh-TW", "放置 2 名免費士兵到你的領地，再移動 3 名。"),
    ("zh-TW", "放置 2名免費士兵到「你的領地」。"),
    ("zh-TW", "戰鬥後，你打出的牌放回牌堆底部（見「戰鬥」）。"),
    ("zh-TW", "勝利點數偏向楚方 1 格；吳國拿 12 枚錢幣、3 張牌。"),
    ("zh-TW", "『孫武』：一方在三個邊格上都有軍隊時……該方再選擇一張軍閥卡。"),
    ("zh-CN", "在“扩张”上放下盾牌，用 1 矿石换 1 魔力。"),
    ("zh-CN", "把“领地”交给别人，他说：“好的。”然后拿 2 张任务卡。"),
    ("zh-CN", "红方的首都被攻下（“红方”出局）；每回合征得 3 份军粮。"),
    ("zh-CN", "‘沉睡’的巨人：第 1–3 回合不能行动。"),
]
CASES = [(locale, text, width) for locale, text in TEXTS for width in WIDTHS]


@pytest.fixture(scope="module")
def faces() -> dict[str, Typeface]:
    return {"zh-TW": Typeface("zh-TW", 1), "zh-CN": Typeface("zh-CN", 1)}


def is_han(char: str) -> bool:
    return "\u4e00" <= char <= "\u9fff"


@pytest.mark.parametrize(("locale", "text"), TEXTS)
def test_wrapped_lines_keep_the_rules(faces: dict[str, Typeface], locale: str, text: str) -> None:
    face = faces[locale]
    for width in WIDTHS:
        lines = face.wrap(text, SIZE, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (width, lines)
        for line in lines:
            assert line and line[0] not in NO_LINE_START, (width, lines)
            assert line[-1] not in NO_LINE_END, (width, lines)
            assert line == line.strip(), (width, lines)
        for line, following in pairwise(lines):
            # a number at a line's end with Chinese right after it: its measure word left it
            assert not (line[-1].isdigit() and is_han(following[0])), (width, lines)


@pytest.mark.parametrize(
    ("locale", "text", "width", "expected"),
    [
        # the case: 2 goes down with 名
        ("zh-TW", "放置 2名免費士兵", 50, ["放置", "2名免費", "士兵"]),
        ("zh-TW", "放置 2 名免費士兵", 50, ["放置", "2 名免", "費士兵"]),
        # a closing quote goes down with the character before it
        ("zh-CN", "放在“扩张”上", 62, ["放在“扩", "张”上"]),
        # an opening corner bracket goes down with what it opens
        ("zh-TW", "到你的「領地」", 46, ["到你的", "「領", "地」"]),
        # a closing bracket and the full stop after it stay together
        ("zh-TW", "（見規則）。", 46, ["（見規", "則）。"]),
    ],
)
def test_where_a_line_breaks(
    faces: dict[str, Typeface], locale: str, text: str, width: int, expected: list[str]
) -> None:
    assert faces[locale].wrap(text, SIZE, width) == expected


def test_latin_text_still_breaks_between_words(faces: dict[str, Typeface]) -> None:
    text = "Place 2 free soldiers in the player’s “home” region (see rules)."
    lines = faces["zh-CN"].wrap(text, SIZE, 90)
    assert " ".join(lines) == text
    assert all(line[0] not in NO_LINE_START for line in lines)


# Short bracketed asides (issue 31 follow-up): a level, a colour or a count in brackets stays
# on one line with the word it qualifies, the bot seats' names among them; (locale, text,
# width, lines) at widths where the lines broke inside the brackets or before them.
ASIDES = [
    # the bot seats' names: "1 (strong)" and "Bot 1" stay whole, in every locale
    ("en", "Bot 1 (strong)", 100, ["Bot 1 (strong)"]),
    # too wide for one line: the number goes down with its level, and the bot's mark with it
    ("en", "Bot 1 (strong) 🤖", 100, ["Bot", "1 (strong) 🤖"]),
    ("en", "Bot 1 (strong) 🤖", 80, ["Bot", "1 (strong) 🤖"]),
    ("en", "Bot 1 (strong) 🤖 moves", 100, ["Bot", "1 (strong) 🤖", "moves"]),
    # narrower than "1 (strong) 🤖": the mark alone is the last resort
    ("en", "Bot 1 (strong) 🤖", 65, ["Bot", "1 (strong)", "🤖"]),
    ("en", "Ann 🤖 waits", 45, ["Ann 🤖", "waits"]),
    ("en", "Bot 12 (normal) moves", 120, ["Bot 12 (normal)", "moves"]),
    ("zh-TW", "機器人 1（困難）", 100, ["機器人", "1（困難）"]),
    ("zh-TW", "輪到機器人 1（困難）行動", 140, ["輪到機器人 1（困難）", "行動"]),
    ("zh-TW", "輪到機器人 1（困難）行動", 100, ["輪到機器人", "1（困難）行動"]),
    ("zh-CN", "机器人 1（困难）", 100, ["机器人", "1（困难）"]),
    ("zh-CN", "轮到机器人 2（普通）行动", 140, ["轮到机器人 2（普通）", "行动"]),
    # a colour, a count: the bracket never begins a line away from its word
    ("zh-TW", "紅方（3）攻下首都", 60, ["紅", "方（3）", "攻下首都"]),
    ("zh-CN", "红方（3 张）出局了", 90, ["红方（3 张）", "出局了"]),
    ("en", "the Red player (3) wins", 110, ["the Red", "player (3) wins"]),
    # a long aside (a clause) still breaks inside, as any text
    (
        "en",
        "Place soldiers (see the rules of war).",
        120,
        ["Place soldiers (see", "the rules of war)."],
    ),
    (
        "zh-TW",
        "你打出的牌（戰鬥後放回牌堆底部）。",
        100,
        ["你打出的牌（戰", "鬥後放回牌堆底", "部）。"],
    ),
    # an aside too wide for a line of its own breaks inside too
    ("zh-TW", "（見規則）。", 46, ["（見規", "則）。"]),
]


@pytest.mark.parametrize(("locale", "text", "width", "expected"), ASIDES)
def test_a_short_aside_stays_with_its_word(
    locale: str, text: str, width: int, expected: list[str]
) -> None:
    face = Typeface(locale, 1)
    assert face.wrap(text, SIZE, width) == expected


@pytest.mark.parametrize(
    ("locale", "name"),
    [("en", "Bot 1 (strong) 🤖"), ("zh-TW", "機器人 1（困難）"), ("zh-CN", "机器人 1（困难）")],
)
def test_a_bot_seats_level_never_splits(locale: str, name: str) -> None:
    """At every width the level stays whole with its number: the lines join back into the
    name, and wherever "1 (strong)" / "1（困難）" fits a line it is on one."""
    face = Typeface(locale, 1)
    aside = name.split(" ", 1)[1].removesuffix(" 🤖")
    for width in range(20, 200, 3):
        lines = face.wrap(name, SIZE, width)
        assert " ".join(lines).replace(" ", "") == name.replace(" ", ""), (width, lines)
        if face.width(aside, SIZE) <= width:
            assert any(aside in line for line in lines), (width, lines)
