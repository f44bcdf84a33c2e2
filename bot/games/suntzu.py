"""Sun Tzu (孫子兵法) registered with the platform: the engine, its images and its prompts."""

from __future__ import annotations

import bot.engine.suntzu as engine
from bot.games import GameSpec, register
from bot.i18n import Text
from bot.prompts import suntzu as prompts
from bot.prompts import suntzu_board
from bot.prompts import suntzu_moves as moves
from bot.prompts import suntzu_story as story
from bot.prompts.suntzu_reveal import reveal
from bot.render import suntzu as render
from bot.render.suntzu.palette import COLOURS as PALETTE

SPEC = register(
    GameSpec(
        name="suntzu",
        engine=engine,  # the package is the engine module (see its docstring)
        title=Text("suntzu-title"),
        rules=Text("suntzu-rules"),
        render_board=render.render_board,
        render_private=render.render_private,
        prompt=prompts.prompt,
        describe_action=prompts.describe_action,
        seat_label=prompts.seat_label,
        private_summary=prompts.private_summary,
        reveal=reveal,
        step_label=prompts.step_label,
        describe_board=suntzu_board.describe_board,
        commands=moves.COMMANDS,
        standing=story.standing,
        standing_label=story.STANDING_LABEL,
        tiebreaks=story.tiebreaks,
        seat_colour=lambda seat, players: PALETTE.side[seat],
    )
)
