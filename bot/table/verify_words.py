"""A verification report (:mod:`bot.table.verify`) in words, for ``/game verify`` and
``python -m bot verify``: the verdict, each problem at its move, then what to compare with
the channel (the commitments it was shown while the game ran)."""

from __future__ import annotations

from typing import Any

from bot.games import get
from bot.i18n import list_join, t, text
from bot.table.bot_names import BOT_MARK, who
from bot.table.commitments import shown
from bot.table.verify import Problem, Report

SEALED_SHOWN = 10  # sealed moves listed by name; the rest are counted


def problem_line(problem: Problem, locale: str, report: Report | None = None) -> str:
    params: dict[str, Any] = dict(problem.params)
    if problem.number is not None:
        params["number"] = problem.number
    scores = params.pop("scores", None)
    if isinstance(scores, dict):  # a changed result: what the replay found, seat by seat
        found = [f"{player(report, seat, locale)} {score}" for seat, score in scores.items()]
        params["found"] = list_join(locale, found) or "-"
    return t(locale, problem.key, **params)


def player(report: Report | None, seat: int, locale: str) -> str:
    """The seat's player as the channel named them: a member by the stored name, a bot in
    the reader's words ("Bot 1 (strong) 🤖", "機器人 1（困難） 🤖"), the bot's mark after a
    seat it played (a kicked member's)."""
    if report is None or not 0 <= seat < len(report.players):
        return str(seat)
    held = report.players[seat]
    if held.bot:
        return who(-held.bot, locale, held.level)
    return f"{held.name} {BOT_MARK}" if held.autopilot else held.name


def report_lines(report: Report, locale: str) -> list[str]:
    if report.kind is None:
        lines = [t(locale, "verify-unreadable")]
        return lines + [f"• {problem_line(problem, locale)}" for problem in report.problems]
    game_id = str(report.game_id)  # an id: no digit grouping
    if report.ok:
        title = text(locale, get(report.kind).title)
        lines = [t(locale, "verify-ok", game_id=game_id, game=title, moves=report.moves)]
    else:
        lines = [t(locale, "verify-failed", game_id=game_id)]
        lines += [f"• {problem_line(problem, locale, report)}" for problem in report.problems]
    if report.origin is not None:  # a what-if game: where it began (issue 31 part 4)
        origin_id, move, over = report.origin
        key = "verify-fork-of-finished" if over else "verify-fork-of-running"
        lines.append(t(locale, key, game_id=str(origin_id), move=move))
    if report.result is not None:
        scores = [
            f"{player(report, int(seat), locale)} {score}"
            for seat, score in report.result["scores"].items()
        ]
        lines.append(t(locale, "verify-scores", scores=list_join(locale, scores)))
    if report.board is not None:
        lines.append(t(locale, "verify-board-hash", hash=report.board[:32]))
    if report.secret_commitment is not None:
        lines.append(t(locale, "verify-compare", commitment=shown(report.secret_commitment)))
    if report.sealed:
        items = [
            t(
                locale,
                "verify-sealed-item",
                number=number,
                player=player(report, seat, locale),
                commitment=shown(commitment),
            )
            for number, seat, commitment in report.sealed[:SEALED_SHOWN]
        ]
        more = len(report.sealed) - SEALED_SHOWN
        if more > 0:
            items.append(t(locale, "verify-more", count=more))
        lines.append(t(locale, "verify-compare-sealed", moves=list_join(locale, items)))
    return lines
