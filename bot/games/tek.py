"""Tiny Epic Kingdoms (史詩小帝國) registered with the platform: rules, pictures, prompts."""

from __future__ import annotations

import bot.engine.tek as engine
from bot.games import GameSpec, register
from bot.i18n import Text
from bot.prompts import tek as prompts
from bot.prompts import tek_moves as moves
from bot.prompts import tek_story as story
from bot.prompts.tek_board import describe_board
from bot.prompts.tek_reveal import reveal
from bot.render import tek as render
from bot.render.tek.palette import seat_colour

SPEC = register(
    GameSpec(
        name="tek",
        engine=engine,  # the package is the engine module (see its docstring)
        title=Text("tek-title"),
        rules=Text("tek-rules"),
        render_board=render.render_board,
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
        tiebreaks=story.tiebreaks,
        seat_colour=lambda seat, players: seat_colour(seat),
    )
)
