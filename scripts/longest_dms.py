"""The longest words of every game's private messages, measured (issue 23, 19).

Plays one autopilot game of each registered game at its most players, with 32-character
names, and prints for each language the longest DM (and after which move, to which seat)
and the longest words of its controls, beside Discord's limits. The conformance test
``tests/conformance/test_private_messages.py`` asserts the limits over the same messages;
this prints the figures.

Usage: ``.venv/bin/python scripts/longest_dms.py [game ...]``
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.games import available, get  # noqa: E402
from bot.i18n import text  # noqa: E402
from bot.prompts.base import (  # noqa: E402
    MAX_BUTTON_LABEL,
    MAX_CHOICE_DESCRIPTION,
    MAX_CHOICE_LABEL,
    MAX_PLACEHOLDER,
    Select,
)
from bot.table.presenter import PRIVATE_LIMIT  # noqa: E402
from tests.conformance.private_messages import Sent, private_messages  # noqa: E402

LIMITS = {
    "dm": PRIVATE_LIMIT,
    "button": MAX_BUTTON_LABEL,
    "choice": MAX_CHOICE_LABEL,
    "description": MAX_CHOICE_DESCRIPTION,
    "placeholder": MAX_PLACEHOLDER,
}


def words(sent: Sent) -> list[tuple[str, int]]:
    """(kind, length) of the DM's text and of each of its controls' words."""
    found = [("dm", len(sent.message.content))]
    prompt = sent.message.prompt
    for row in prompt.rows if prompt is not None else ():
        if isinstance(row, Select):
            found.append(("placeholder", len(text(sent.locale, row.placeholder))))
            for choice in row.choices:
                found.append(("choice", len(text(sent.locale, choice.label))))
                if choice.description is not None:
                    found.append(("description", len(text(sent.locale, choice.description))))
        else:
            found += [("button", len(text(sent.locale, b.label))) for b in row]
    return found


def main(names: list[str]) -> None:
    for name in names or available():
        players = get(name).engine.max_players
        longest: dict[tuple[str, str], tuple[int, int, int]] = {}
        count = 0
        for sent in private_messages(name, players):
            count += 1
            for kind, length in words(sent):
                key = (sent.locale, kind)
                if length > longest.get(key, (0, 0, 0))[0]:
                    longest[key] = (length, sent.number, sent.seat)
        print(f"{name}, {players} players, {count} DMs")
        for (locale, kind), (length, number, seat) in sorted(longest.items()):
            where = f"after move {number}, seat {seat}"
            print(f"  {locale:6} {kind:12} {length:5} of {LIMITS[kind]:5}  ({where})")


if __name__ == "__main__":
    main(sys.argv[1:])
