"""Print how far apart each registered game's seat colours look, in normal vision and to
protanopes, deuteranopes and tritanopes (issue 26): the smallest CIE76 ΔE between two seats
at the game's largest player count, and which two seats those are ("!" marks a pair under
the target of 20). tests/platform/test_seat_colours.py holds every game to the target.

Usage: ``.venv/bin/python scripts/seat_colours.py``
"""

from __future__ import annotations

from bot.games import available, get, seat_colours
from bot.render.colour_vision import RGB
from bot.render.seat_colours import seat_colour_table


def every_game() -> dict[str, list[RGB]]:
    """Each registered game's seat colours at its largest player count."""
    games = {name: get(name) for name in available()}
    return {name: seat_colours(spec, spec.engine.max_players) for name, spec in games.items()}


def main() -> None:
    print(seat_colour_table(every_game()))
    print("(CIE76 ΔE; Machado 2009 simulations at severity 1.0)")


if __name__ == "__main__":
    main()
