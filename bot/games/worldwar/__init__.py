"""World War (世界大战), the whole game in one folder, registered with the platform.

``engine/`` the rules (``ENGINE``), ``render/`` the pictures, ``prompts/`` the controls, words,
``/ww`` commands and the story of a finished game, ``locales/`` its catalogs in en, zh-TW and
zh-CN; ``rules.md`` (with ``decks.md``) the rules as the bot plays them, ``glossary.md`` its
words in three languages.
"""

from __future__ import annotations

from pathlib import Path

from bot.games import GameSpec, register
from bot.games.worldwar import render
from bot.games.worldwar.engine import ENGINE
from bot.games.worldwar.prompts import moves, story, words
from bot.games.worldwar.prompts.board import describe_board
from bot.games.worldwar.prompts.prompt import prompt
from bot.games.worldwar.prompts.reveal import reveal
from bot.games.worldwar.render.palette import army
from bot.i18n import Text

SPEC = register(
    GameSpec(
        name="worldwar",
        engine=ENGINE,
        title=Text("ww-title"),
        rules=Text("ww-rules"),
        render_board=render.render_board,
        render_private=render.render_private,
        board_areas=render.board_areas,
        prompt=prompt,
        describe_action=words.describe_action,
        seat_label=words.seat_label,
        private_summary=words.private_summary,
        reveal=reveal,
        step_label=words.step_label,
        describe_board=describe_board,
        commands=moves.COMMANDS,
        standing=story.standing,
        standing_label=story.STANDING_LABEL,
        standing_value="ww-story-value",
        tiebreaks=story.tiebreaks,
        seat_colour=lambda seat, players: army(seat),
        seat_params=words.SEAT_PARAMS,
        catalogs=Path(__file__).parent / "locales",
    )
)
