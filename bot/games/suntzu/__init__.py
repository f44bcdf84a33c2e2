"""Sun Tzu (孫子兵法) registered with the platform: the whole game lives in this folder.

``engine/`` the rules (imports only the engine contract), ``render/`` the pictures,
``prompts/`` the controls and words built from views (``prompt``: the seat's controls and
labels; ``board``: the board in words; ``moves``: the ``/suntzu`` commands; ``story``: the
chart's standing and the tie-break; ``reveal``: the secrets told at the end), ``locales/``
its catalogs in every language, ``rules.md`` and ``glossary.md``.
"""

from __future__ import annotations

from pathlib import Path

from bot.games import GameSpec, register
from bot.games.suntzu.engine import ENGINE
from bot.games.suntzu.prompts import board, moves, prompt, story
from bot.games.suntzu.prompts.reveal import reveal
from bot.games.suntzu.render import board_areas, render_board, render_private
from bot.games.suntzu.render.palette import COLOURS as PALETTE
from bot.i18n import Text

SPEC = register(
    GameSpec(
        name="suntzu",
        engine=ENGINE,
        title=Text("suntzu-title"),
        rules=Text("suntzu-rules"),
        render_board=render_board,
        board_areas=board_areas,
        render_private=render_private,
        prompt=prompt.prompt,
        describe_action=prompt.describe_action,
        seat_label=prompt.seat_label,
        private_summary=prompt.private_summary,
        reveal=reveal,
        step_label=prompt.step_label,
        describe_board=board.describe_board,
        commands=moves.COMMANDS,
        standing=story.standing,
        standing_label=story.STANDING_LABEL,
        standing_value="suntzu-story-value",
        tiebreaks=story.tiebreaks,
        seat_colour=lambda seat, players: PALETTE.side[seat],
        catalogs=Path(__file__).parent / "locales",
    )
)
