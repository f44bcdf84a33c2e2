"""Chinese spacing at a placeable's edge (bot.i18n.han_spacing): a space a catalog writes
beside a placeable stays beside a member's mention, digits and Latin, and goes beside a value
that is Han, so a bot's name reads "交給了機器人 2（困難） 🤖" and a lord's attack "以君主進攻"."""

from __future__ import annotations

import pytest

from bot.i18n import Text, t
from bot.i18n.han_spacing import CLOSE, OPEN, mark_edges, settle

BOT_TW = "機器人 2（困難） 🤖"
BOT_CN = "机器人 2（困难） 🤖"

# (locale, key, parameters, what the reader gets)
READS = [
    (
        "zh-TW",
        "seat-replaced-public",
        {"old": "<@1>", "new": BOT_TW, "seat": "紅軍"},
        "管理員把 <@1>（紅軍）的座位交給了機器人 2（困難） 🤖，由他接著玩下去。",
    ),
    (
        "zh-TW",
        "seat-replaced-public",
        {"old": BOT_TW, "new": "<@7>", "seat": "紅軍"},
        "管理員把機器人 2（困難） 🤖（紅軍）的座位交給了 <@7>，由他接著玩下去。",
    ),
    (
        "zh-CN",
        "seat-replaced-public",
        {"old": "<@1>", "new": BOT_CN, "seat": "红军"},
        "管理员把 <@1>（红军）的座位转交给了机器人 2（困难） 🤖，"
        "由机器人 2（困难） 🤖 接着往下打。",
    ),
    (
        "zh-CN",
        "seat-replaced-public",
        {"old": "<@1>", "new": "<@7>", "seat": "红军"},
        "管理员把 <@1>（红军）的座位转交给了 <@7>，由 <@7> 接着往下打。",
    ),
    (
        "zh-TW",
        "ww-do-attack",
        {"from": "墨西哥", "pieces": "君主", "to": "美國"},
        "從墨西哥以君主進攻美國",
    ),
    (
        "zh-TW",
        "ww-do-attack",
        {"from": "墨西哥", "pieces": "3 步兵", "to": "美國"},
        "從墨西哥以 3 步兵進攻美國",
    ),
    (
        "zh-TW",
        "tiebreak-tied",
        {"tied": "小明、<@2>", "score": 12},
        "小明、<@2>以 12 分並列第一。",
    ),
    (
        "en",
        "seat-replaced-public",
        {"old": "<@1>", "new": "Bot 2 (strong) 🤖", "seat": "Red"},
        "A moderator gave the seat of <@1> (Red) to Bot 2 (strong) 🤖, who plays on from here.",
    ),
]


@pytest.mark.parametrize(("locale", "key", "params", "expected"), READS)
def test_a_han_value_sits_flush_and_any_other_keeps_its_space(
    locale: str, key: str, params: dict[str, object], expected: str
) -> None:
    assert t(locale, key, **params) == expected


def test_a_nested_text_is_settled_too() -> None:
    # The level inside a bot's name is a Text; the name, translated first, is Han-edged.
    assert t("zh-TW", "bot-name", number=2, level=Text("bot-level-strong")) == "機器人 2（困難）"
    assert t("en", "bot-name", number=2, level=Text("bot-level-strong")) == "Bot 2 (strong)"


# (value, how it is marked): only a Han edge is marked, so an id a selector reads is untouched.
MARKS = [
    ("easy", "easy"),
    ("君主", f"{OPEN}君主{CLOSE}"),
    ("3 步兵", f"3 步兵{CLOSE}"),
    (BOT_TW, f"{OPEN}{BOT_TW}"),
    ("<@1>", "<@1>"),
    ("", ""),
    (3, 3),
]


@pytest.mark.parametrize(("value", "marked"), MARKS)
def test_only_a_han_edge_is_marked(value: object, marked: object) -> None:
    assert mark_edges(value) == marked


# (formatted with marks, settled)
SETTLES = [
    (f"交給了 {OPEN}君主{CLOSE} 之後", "交給了君主之後"),
    (f"甲 {OPEN}乙{CLOSE} {OPEN}丙{CLOSE} 丁", "甲乙丙丁"),  # two Han values side by side
    (f"第 3 局，{OPEN}君主{CLOSE} 3 次", "第 3 局，君主 3 次"),  # digits keep their space
    ("交給了 <@1> 之後", "交給了 <@1> 之後"),  # nothing marked: nothing changes
    (f"以 {OPEN}君主{CLOSE}：", "以君主："),
    (f"Bot {OPEN}君主{CLOSE} x", "Bot 君主 x"),  # Latin beside Han keeps its space
]


@pytest.mark.parametrize(("formatted", "settled"), SETTLES)
def test_spaces_go_only_between_a_han_edge_and_han(formatted: str, settled: str) -> None:
    assert settle(formatted) == settled
