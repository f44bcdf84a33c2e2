"""How much of each catalog's zh-CN is the zh-TW text run through a character converter.

For the platform (bot/i18n/locales) and each game (bot/games/<game>/locales), prints the share
of messages with Chinese in them whose zh-CN text is identical to the zh-TW text converted
character by character to Simplified (OpenCC's ``t2s``, from the dev extra): a share near 100 %
means the mainland text was converted, not written (issue 27 asks < 50 % for every game).

    .venv/bin/python scripts/chinese_similarity.py [ROOT]

ROOT is a checkout of the project (default: this one), so two checkouts can be compared.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast
from opencc import OpenCC

HAN = re.compile(r"[\u3400-\u9fff]")


def messages(folder: Path) -> dict[str, str]:
    """Each message's (and term's) text, by id, from every .ftl file of a locale's folder."""
    parser, serializer = FluentParser(with_spans=False), FluentSerializer()
    found: dict[str, str] = {}
    for path in sorted(folder.glob("*.ftl")):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message | ast.Term):
                name = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
                entry.comment = None
                found[f"{path.stem}:{name}"] = serializer.serialize_entry(entry)
    return found


def similarity(locales: Path, convert: OpenCC) -> tuple[int, int]:
    """(messages whose zh-CN is the converted zh-TW, messages with Chinese in both)."""
    taiwan, mainland = messages(locales / "zh-TW"), messages(locales / "zh-CN")
    same = total = 0
    for key, text in taiwan.items():
        other = mainland.get(key)
        if other is None or not HAN.search(text):
            continue
        total += 1
        same += convert.convert(text) == other
    return same, total


def main(root: Path) -> None:
    convert = OpenCC("t2s")
    catalogs = {"platform": root / "bot" / "i18n" / "locales"} | {
        path.parent.name: path for path in sorted((root / "bot" / "games").glob("*/locales"))
    }
    print(f"{'catalog':<12}{'converted':>10}{'messages':>10}{'share':>8}")
    for name, locales in catalogs.items():
        same, total = similarity(locales, convert)
        share = same / total if total else 0.0
        print(f"{name:<12}{same:>10}{total:>10}{share:>8.0%}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[1])
