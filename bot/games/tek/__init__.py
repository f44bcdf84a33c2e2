"""Tiny Epic Kingdoms (史詩小帝國), the whole game in one folder, registered with the platform.

``engine/`` holds the rules (``ENGINE``), ``render/`` the pictures, ``prompts/`` the text
players read, ``locales/`` the game's own catalogs (en, zh-TW, zh-CN), ``rules.md`` the
contract of states, actions and views with the rulings, and ``glossary.md`` the game's words.
"""

from __future__ import annotations

from pathlib import Path

from bot.games import GameSpec, register
from bot.games.tek import render
from bot.games.tek.engine import ENGINE
from bot.games.tek.prompts import moves, story
from bot.games.tek.prompts import prompt as prompts
from bot.games.tek.prompts.board import describe_board
from bot.games.tek.prompts.reveal import reveal
from bot.games.tek.render.palette import seat_colour
from bot.i18n import Text

SPEC = register(
    GameSpec(
        name="tek",
        engine=ENGINE,
        title=Text("tek-title"),
        rules=Text("tek-rules"),
        render_board=render.render_board,
        board_areas=render.board_areas,
        render_private=render.render_private,
        prompt=prompts.prompt,
        describe_action=prompts.describe_action,
        seat_label=prompts.seat_label,
        private_summary=prompts.private_summary,
        reveal=reveal,
        step_label=prompts.step_label,
        describe_board=describe_board,
        commands=moves.COMMANDS,
        standing=story.standing,
        standing_label=story.STANDING_LABEL,
        standing_value="tek-story-value",
        tiebreaks=story.tiebreaks,
        seat_colour=lambda seat, players: seat_colour(seat),
        catalogs=Path(__file__).parent / "locales",
    )
)
