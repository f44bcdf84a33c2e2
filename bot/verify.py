"""``python -m bot verify record.json``: check a game's record offline, with no token and no
database: replay it with the registered engines, check every commitment, print the report
(in English, or ``--locale``) and exit 0 when it checks out, 1 when it does not. A what-if
game's record is also checked against its origin's with ``--origin origin.json``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from bot.i18n import SUPPORTED
from bot.table.verify import Problem, Report, check_origin, verify_bytes
from bot.table.verify_words import problem_line, report_lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot verify",
        description="Check a game's record: replay every move and check every commitment.",
    )
    parser.add_argument("record", type=Path, help="the record-<id>.json file of a game")
    parser.add_argument("--locale", choices=SUPPORTED, default="en", help="the report's language")
    parser.add_argument(
        "--origin", type=Path, help="a what-if game's origin: that game's record-<id>.json"
    )
    args = parser.parse_args(argv)
    try:
        data = args.record.read_bytes()
        origin = args.origin.read_bytes() if args.origin is not None else None
    except OSError as exc:
        print(f"error: cannot read {exc.filename}: {exc.strerror}", file=sys.stderr)
        return 2
    report = verify_bytes(data)
    lines = report_lines(report, args.locale)
    ok = report.ok
    if origin is not None and report.kind is not None:
        try:
            problems = check_origin(json.loads(data), json.loads(origin))
        except ValueError:
            print(f"error: {args.origin} is not JSON", file=sys.stderr)
            return 2
        lines += [f"• {problem_line(problem, args.locale)}" for problem in problems]
        if not problems:
            lines.append(problem_line(origin_ok(report), args.locale))
        ok = ok and not problems
    print("\n".join(lines))
    return 0 if ok else 1


def origin_ok(report: Report) -> Problem:
    """The line saying the fork's start matches its origin (as a report line's words)."""
    game_id = report.origin[0] if report.origin else 0
    return Problem("verify-origin-same", None, {"game_id": str(game_id)})
