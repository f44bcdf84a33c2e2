"""Tiny Epic Kingdoms' Chinese as a native player writes it (issue 27, part 4).

The glossary (bot/games/tek/glossary.md, checked by tests/platform/test_chinese.py) bans whole
words; the phrasings it cannot express as a banned word are held here, word by word: the seed's
领土卡 (never the invented 疆域卡), seats that are sides (你是红方, never 你是红色), action
names quoted where they are objects, a trade said 用 1 矿石换 1 魔力, mainland region numbers.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bot.games.tek.prompts import prompt as prompts
from bot.i18n import Text, t, text

LOCALES = Path(__file__).resolve().parents[2] / "bot" / "games" / "tek" / "locales"


def catalog(locale: str) -> str:
    return "\n".join(
        path.read_text(encoding="utf-8") for path in sorted((LOCALES / locale).glob("*.ftl"))
    )


# (locale, a word the catalogs must use, a word they must never use)
WORDS = [
    ("zh-CN", "领土卡", "疆域卡"),
    ("zh-TW", "領土卡", "疆域卡"),
    ("zh-CN", "红方", "你是红色"),
    ("zh-TW", "紅方", "你是紅色"),
    ("zh-CN", "{ $region } 区", "第 { $region } 区"),
    ("zh-CN", "换", "交易 { $n }"),
    ("zh-TW", "換", "交易 { $n }"),
    ("zh-CN", "最多 9 个", "资源轨的 9"),
    ("zh-TW", "最多 9 個", "資源軌的 9"),
    ("zh-CN", "可选的操作", "合法行动"),
    ("zh-TW", "可執行的行動", "合法行動"),
    ("zh-CN", "“{ $action }”", "「"),
    ("zh-TW", "「{ $action }」", "“"),
]


@pytest.mark.parametrize(("locale", "used", "never"), WORDS)
def test_tek_catalogs_use_the_word_and_never_its_variant(
    locale: str, used: str, never: str
) -> None:
    words = catalog(locale)
    assert used in words
    assert never not in words


SEATS = [
    ("zh-CN", 0, "红方"),
    ("zh-CN", 1, "蓝方"),
    ("zh-CN", 2, "黄方"),
    ("zh-CN", 3, "绿方"),
    ("zh-CN", 4, "紫方"),
    ("zh-CN", -1, "中立方"),
    ("zh-TW", 0, "紅方"),
    ("zh-TW", 4, "紫方"),
    ("zh-TW", -1, "中立方"),
]


@pytest.mark.parametrize(("locale", "seat", "side"), SEATS)
def test_a_seat_is_a_side_never_a_bare_colour(locale: str, seat: int, side: str) -> None:
    name = text(locale, prompts.seat_label(seat, 5))
    assert name == side
    header = t(locale, "prompt-header", channel="#tek", game="史诗小帝国", seat=name)
    assert re.search("你是[紅红藍蓝黃黄綠绿紫]色", header) is None


def res(key: str) -> Text:
    return Text(key)


# (locale, key, params, the sentence as a player reads it)
LINES = [
    (
        "zh-CN",
        "tek-ev-trade",
        {"seat": "小明", "n": 1, "give": res("tek-res-o"), "get": res("tek-res-m")},
        "小明用 1 矿石换了 1 魔力。",
    ),
    (
        "zh-TW",
        "tek-ev-trade",
        {"seat": "小明", "n": 1, "give": res("tek-res-o"), "get": res("tek-res-m")},
        "小明拿 1 礦石換 1 魔力。",
    ),
    (
        "zh-CN",
        "tek-ev-pass",
        {"seat": "小明", "action": res("tek-action-expand")},
        "小明在“扩张”上放下盾牌，但什么也没做。",
    ),
    (
        "zh-TW",
        "tek-ev-pass",
        {"seat": "小明", "action": res("tek-action-expand")},
        "小明在「擴張」上放下盾牌，但什麼也沒做。",
    ),
    (
        "zh-CN",
        "tek-ev-patrol",
        {"seat": "小明", "from": 13, "to": 14},
        "小明从 13 区巡逻到 14 区。",
    ),
    (
        "zh-TW",
        "tek-ev-patrol",
        {"seat": "小明", "from": 13, "to": 14},
        "小明從第 13 區巡邏到第 14 區。",
    ),
    ("zh-CN", "tek-err-trade-cap", {"n": 2}, "每种资源最多 9 个，再换来 2 个就超了。"),
    ("zh-TW", "tek-err-trade-cap", {"n": 2}, "每種資源最多 9 個，換來 2 個會超出上限。"),
]


@pytest.mark.parametrize(("locale", "key", "params", "line"), LINES)
def test_tek_lines_read_as_a_native_player_writes_them(
    locale: str, key: str, params: dict[str, Any], line: str
) -> None:
    assert text(locale, Text(key, params)) == line
