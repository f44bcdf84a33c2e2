"""How a what-if game (issue 31, :mod:`bot.table.forks`) is marked wherever players see it:
its title in every post, status and chart ("Sun Tzu — what-if of #12 after move 30"), and the
first line of its first post saying where it began and that it counts for no statistics."""

from __future__ import annotations

from bot.i18n import t, text
from bot.table.model import Table


def game_title(table: Table, locale: str) -> str:
    """The game's name as posts show it; a fork's says it is a what-if and of which game."""
    title = text(locale, table.spec.title)
    game = table.game
    if not game.is_fork:
        return title
    return t(
        locale, "fork-title", game=title, origin=str(game.origin_game), move=game.origin_move or 0
    )


def fork_lines(table: Table, locale: str) -> list[str]:
    """A fork's first lines: where it began, how (a finished game's position as it was, a
    running one's with what nobody could see dealt again), and that it is not counted."""
    game = table.game
    if not game.is_fork:
        return []
    key = "fork-start-finished" if game.origin_over else "fork-start-running"
    return [t(locale, key, origin=str(game.origin_game), move=game.origin_move or 0)]
