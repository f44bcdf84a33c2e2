"""Small World (小世界) registered with the platform: the engine, its images and its prompts."""

from __future__ import annotations

import bot.engine.smallworld as engine
from bot.games import GameSpec, register
from bot.i18n import Text
from bot.prompts import smallworld as prompts
from bot.prompts import smallworld_board
from bot.prompts import smallworld_moves as moves
from bot.prompts import smallworld_story as story
from bot.prompts.smallworld_reveal import reveal
from bot.render import smallworld as render
from bot.render.smallworld.palette import seat_colour

SPEC = register(
    GameSpec(
        name="smallworld",
        engine=engine,  # the package is the engine module (see its docstring)
        title=Text("sw-title"),
        rules=Text("sw-rules"),
        render_board=render.render_board,
        render_private=render.render_private,
        prompt=prompts.prompt,
        describe_action=prompts.describe_action,
        seat_label=prompts.seat_label,
        private_summary=prompts.private_summary,
        reveal=reveal,
        step_label=prompts.step_label,
        describe_board=smallworld_board.describe_board,
        commands=moves.COMMANDS,
        standing=story.standing,
        revealed_standing=story.coins,
        standing_label=story.STANDING_LABEL,
        tiebreaks=story.tiebreaks,
        seat_colour=lambda seat, players: seat_colour(seat),
    )
)
