"""World War (世界大战) registered with the platform: rules, pictures, prompts, /ww commands."""

from __future__ import annotations

import bot.engine.worldwar as engine
from bot.games import GameSpec, register
from bot.i18n import Text
from bot.prompts import worldwar as prompts
from bot.prompts import worldwar_moves as moves
from bot.prompts import worldwar_story as story
from bot.prompts import worldwar_words as words
from bot.prompts.worldwar_board import describe_board
from bot.prompts.worldwar_reveal import reveal
from bot.render import worldwar as render
from bot.render.worldwar.palette import army

SPEC = register(
    GameSpec(
        name="worldwar",
        engine=engine,  # the package is the engine module (see its docstring)
        title=Text("ww-title"),
        rules=Text("ww-rules"),
        render_board=render.render_board,
        render_private=render.render_private,
        prompt=prompts.prompt,
        describe_action=words.describe_action,
        seat_label=words.seat_label,
        private_summary=words.private_summary,
        reveal=reveal,
        step_label=words.step_label,
        describe_board=describe_board,
        commands=moves.COMMANDS,
        standing=story.standing,
        standing_label=story.STANDING_LABEL,
        tiebreaks=story.tiebreaks,
        seat_colour=lambda seat, players: army(seat),
        seat_params=words.SEAT_PARAMS,
    )
)
