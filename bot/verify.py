"""``python -m bot verify record.json``: check a game's record offline, with no token and no
database: replay it with the registered engines, check every commitment, print the report
(in English, or ``--locale``) and exit 0 when it checks out, 1 when it does not."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bot.i18n import SUPPORTED
from bot.table.verify import verify_bytes
from bot.table.verify_words import report_lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot verify",
        description="Check a game's record: replay every move and check every commitment.",
    )
    parser.add_argument("record", type=Path, help="the record-<id>.json file of a game")
    parser.add_argument("--locale", choices=SUPPORTED, default="en", help="the report's language")
    args = parser.parse_args(argv)
    try:
        data = args.record.read_bytes()
    except OSError as exc:
        print(f"error: cannot read {args.record}: {exc.strerror}", file=sys.stderr)
        return 2
    report = verify_bytes(data)
    print("\n".join(report_lines(report, args.locale)))
    return 0 if report.ok else 1
