"""Small World (小世界): the whole game in one folder, registered with the platform.

``engine/`` holds the rules, ``render/`` the pictures, ``prompts/`` the words, menus and slash
commands, ``locales/`` the game's own catalogs; ``rules.md``, ``maps.md`` and ``glossary.md``
document them. Importing any part of the package registers the game (and so loads its
catalogs) first.
"""

from __future__ import annotations

from pathlib import Path

from bot.games import GameSpec, register
from bot.games.smallworld.engine import ENGINE
from bot.games.smallworld.prompts import board, moves, prompt, story
from bot.games.smallworld.prompts.reveal import reveal
from bot.games.smallworld.render import render_board, render_private
from bot.games.smallworld.render.areas import board_areas
from bot.games.smallworld.render.palette import seat_colour
from bot.i18n import Text

SPEC = register(
    GameSpec(
        name="smallworld",
        engine=ENGINE,
        title=Text("sw-title"),
        rules=Text("sw-rules"),
        render_board=render_board,
        render_private=render_private,
        board_areas=board_areas,
        prompt=prompt.prompt,
        describe_action=prompt.describe_action,
        seat_label=prompt.seat_label,
        private_summary=prompt.private_summary,
        reveal=reveal,
        step_label=prompt.step_label,
        describe_board=board.describe_board,
        commands=moves.COMMANDS,
        standing=story.standing,
        revealed_standing=story.coins,
        standing_label=story.STANDING_LABEL,
        standing_value="sw-story-value",
        tiebreaks=story.tiebreaks,
        seat_colour=lambda seat, players: seat_colour(seat),
        catalogs=Path(__file__).parent / "locales",
    )
)
