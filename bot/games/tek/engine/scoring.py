"""Final scoring and its tie-breaks.

Points: 1 per meeple on the map outside ruins; 2 for holding a capital alone (1 each for two
allies sharing it); 1 per magic level, plus the faction's level-5 bonus at level 5; the tower
card's points for the tower level; treasure tokens; with two players 1 per Lost Kingdom region
held and 1 per neutral defeated. Ties: most meeples on the map, then highest tower, then
highest magic, then most resources left; still tied, nobody wins ("若仍平手，則不分勝負"): the
result names no winner, a draw.

Level-5 bonuses (``powers[4]`` of a faction):
``score_terrain {terrain, n}`` n per region of that terrain held; ``score_tower {n}`` n per
tower level; ``score_resources {per}`` 1 per ``per`` resources left; ``score_capital {n}`` n per
capital held (alone or shared); ``score_cards {n}`` n per territory card with a meeple of the
seat; ``score_allies {n}`` n per ally; ``score_ruins {n}`` n per ruins region held;
``score_flat {n}`` n.
"""

from __future__ import annotations

from typing import Any

from bot.games.tek.engine.content import tower
from bot.games.tek.engine.explore import treasure
from bot.games.tek.engine.powers import level_five
from bot.games.tek.engine.state import State, allies_of, board, colours, count, on_map, regions_of

LOST_KINGDOM = 2


def held_capitals(state: State, seat: int) -> list[int]:
    return sorted(rid for rid in board(state).capitals if seat in colours(state, rid))


def bonus_points(state: State, seat: int, bonus: dict[str, Any] | None = None) -> int:
    """The level-5 bonus the seat scores now (``bonus``: what a given bonus would score)."""
    bonus = bonus or level_five(state, seat)
    if bonus is None:
        return 0
    kind = bonus["kind"]
    geo = board(state)
    held = regions_of(state, seat)
    info = state["seats"][seat]
    if kind == "score_terrain":
        return int(bonus["n"]) * sum(1 for rid in held if geo.terrain[rid] == bonus["terrain"])
    if kind == "score_tower":
        return int(bonus["n"]) * info["tower"]
    if kind == "score_resources":
        return sum(info["res"].values()) // int(bonus["per"])
    if kind == "score_capital":
        return int(bonus["n"]) * len(held_capitals(state, seat))
    if kind == "score_cards":
        return int(bonus["n"]) * len({geo.slot_of[rid] for rid in held})
    if kind == "score_allies":
        return int(bonus["n"]) * len(allies_of(state, seat))
    if kind == "score_ruins":
        return int(bonus["n"]) * sum(1 for rid in held if geo.terrain[rid] == "ruins")
    if kind == "score_flat":
        return int(bonus["n"])
    raise ValueError(kind)


def breakdown(state: State, seat: int) -> dict[str, int]:
    """The seat's points, by source (``total`` is their sum)."""
    geo = board(state)
    info = state["seats"][seat]
    held = regions_of(state, seat)
    capital = sum(2 if len(colours(state, rid)) == 1 else 1 for rid in held_capitals(state, seat))
    parts = {
        "meeples": sum(count(state, rid, seat) for rid in held if geo.terrain[rid] != "ruins"),
        "capital": capital,
        "magic": info["magic"],
        "bonus": bonus_points(state, seat),
        "tower": tower()[1][info["tower"] - 1] if info["tower"] else 0,
        "treasure": treasure(state, seat),
        "lost": 0,
        "kills": 0,
    }
    if state["players"] == 2:
        parts["lost"] = sum(1 for rid in held if geo.slot_of[rid] == LOST_KINGDOM)
        parts["kills"] = info["kills"]
    parts["total"] = sum(parts.values())
    return parts


def tie_key(state: State, seat: int, total: int) -> tuple[int, ...]:
    info = state["seats"][seat]
    return (total, on_map(state, seat), info["tower"], info["magic"], sum(info["res"].values()))


def final_result(state: State) -> dict[str, Any]:
    seats = range(state["players"])
    details = [breakdown(state, seat) for seat in seats]
    scores = [parts["total"] for parts in details]
    keys = [tie_key(state, seat, scores[seat]) for seat in seats]
    best = max(keys)
    first = [seat for seat in seats if keys[seat] == best]
    return {
        "scores": scores,
        "winners": first if len(first) == 1 else [],  # still tied after every tie-break: a draw
        "details": details,
    }
