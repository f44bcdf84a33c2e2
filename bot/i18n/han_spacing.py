"""Chinese spacing at a placeable's edge, settled once the value is known.

In Chinese a space parts Han text from digits, Latin and a member's mention ("交給了 <@1>",
"第 3 局"), never from more Han. A catalog cannot always know which a placeable holds: the
holder of a seat is a member's mention or a bot's name ("機器人 2（困難）"), the pieces of an
attack are "3 步兵" or "君主". So a catalog writes the space, and the value decides: a value
whose edge is Han drops the space on that side when the catalog's text there is Han too.

The edges are marked with two private-use characters while Fluent formats the message, then
the spaces between a Han edge and Han text are removed and the marks with them. Only values
with a Han edge are marked, so a selector's value (an id such as ``easy``) is never touched.
"""

from __future__ import annotations

import re
from typing import Any

# Han ideographs, CJK punctuation (、。「」) and full-width forms (（）：，).
HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef"
OPEN = "\ue000"  # before a value that starts with Han
CLOSE = "\ue001"  # after a value that ends with Han

_HAN_CHAR = re.compile(f"[{HAN}]")
# A close mark counts as Han on its left, an open mark on its right: two Han-edged values
# side by side ("{ $a } { $b }") join too.
_SPACE_BEFORE_VALUE = re.compile(f"(?<=[{HAN}{CLOSE}]) +{OPEN}")
_SPACE_AFTER_VALUE = re.compile(f"{CLOSE} +(?=[{HAN}{OPEN}])")


def is_chinese(locale: str) -> bool:
    return locale.startswith("zh")


def mark_edges(value: Any) -> Any:
    """``value`` with its Han edges marked; any other value as given."""
    if not isinstance(value, str) or not value:
        return value
    start = OPEN if _HAN_CHAR.match(value[0]) else ""
    end = CLOSE if _HAN_CHAR.match(value[-1]) else ""
    return f"{start}{value}{end}" if start or end else value


def settle(text: str) -> str:
    """The formatted ``text`` with no space between a Han-edged value and Han, and no marks."""
    if OPEN not in text and CLOSE not in text:
        return text
    text = _SPACE_BEFORE_VALUE.sub(OPEN, text)
    text = _SPACE_AFTER_VALUE.sub(CLOSE, text)
    return text.replace(OPEN, "").replace(CLOSE, "")
