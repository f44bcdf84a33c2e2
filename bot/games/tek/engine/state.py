"""The game state (plain JSON, shaped as the game's rules.md says) and small helpers on it.

``state["map"]["<rid>"]`` is the list of meeples in a region, each ``{"s": seat, "down":
bool}`` (seat -1: a neutral of the Lost Kingdom), kept sorted so that the same position is
always the same JSON whatever happened before: replays compare states with ``==``.
Supplies are not stored: a seat's supply is 7 minus its meeples on the map, so the two can
never disagree.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.engine.base import Event
from bot.games.tek.engine.content import MAX_RES, MEEPLES, NEUTRAL, RESOURCES, Board, board_for
from bot.games.tek.engine.words import res_word

State = dict[str, Any]
Meeple = dict[str, Any]


def quick_follow(options: dict[str, Any]) -> bool:
    """Whether the followers choose all at once, sealed (the table option ``quick_follow``),
    rather than one after another. A game stored before the option existed has no such key
    and was played with sealed choices: it goes on, and replays, as it began (the lobby
    always stores the option, so every newer game says which it plays)."""
    return bool(options.get("quick_follow", True))


def new_turn(quick: bool, action: str | None = None, passed: bool = False) -> dict[str, Any]:
    """A round's follow step. Quick (sealed): the choices made (``pending``), the order
    they resolve in once all are in (``queue``) and the seat asked again (``redo``). In
    turn: the followers still to be asked, the next first (``queue``), and what each one
    before did (``done``: ``{"seat", "action"}``, public as the moves themselves)."""
    if quick:
        return {"action": action, "passed": passed, "pending": {}, "queue": [], "redo": None}
    return {"action": action, "passed": passed, "queue": [], "done": []}


def turn_for(state: State, action: str | None = None, passed: bool = False) -> dict[str, Any]:
    return new_turn(quick_follow(state["options"]), action, passed)


def new_seat() -> dict[str, Any]:
    return {
        "faction": None,
        "res": dict.fromkeys(RESOURCES, 0),
        "magic": 0,
        "tower": 0,
        "ready": {"side": False, "stock": False, "home": False},
        "kills": 0,
    }


def new_state(players: int, options: dict[str, bool], slots: list[dict[str, Any]]) -> State:
    state: State = {
        "game": "tek",
        "players": players,
        "options": options,
        "phase": "setup",
        "slots": slots,
        "map": {},
        "seats": [new_seat() for _ in range(players)],
        "first": 0,
        "leader": 0,
        "shields": [],
        "round": 0,
        "ending": False,
        "turn": new_turn(quick_follow(options)),
        "war": None,
        "flee": None,
        "alliances": [],
        "tokens": {},
        "found": [],
        "last_war": None,
        "result": None,
    }
    state["map"] = {str(rid): [] for rid in board(state).regions}
    return state


# --- reading ---------------------------------------------------------------------------------


def board(state: State) -> Board:
    # A list made into a tuple rather than a generator: the rules ask for the board at
    # nearly every step of the bots' playouts, and this is the cheaper way to build the key.
    return board_for(tuple([(slot["card"], slot["face"]) for slot in state["slots"]]))


def meeples(state: State, rid: int) -> list[Meeple]:
    return state["map"][str(rid)]


def colours(state: State, rid: int) -> set[int]:
    return {m["s"] for m in state["map"][str(rid)]}


def count(state: State, rid: int, seat: int) -> int:
    return sum(1 for m in state["map"][str(rid)] if m["s"] == seat)


def standing(state: State, rid: int, seat: int) -> int:
    return sum(1 for m in state["map"][str(rid)] if m["s"] == seat and not m["down"])


def searching(state: State, rid: int, seat: int) -> int:
    return sum(1 for m in state["map"][str(rid)] if m["s"] == seat and m["down"])


def on_map(state: State, seat: int) -> int:
    # Plain loops, not generators: a view counts every seat's meeples several times.
    count = 0
    for group in state["map"].values():
        for m in group:
            if m["s"] == seat:
                count += 1
    return count


def supply(state: State, seat: int) -> int:
    return MEEPLES - on_map(state, seat)


def regions_of(state: State, seat: int) -> list[int]:
    """The regions where ``seat`` has meeples, in id order."""
    found = []
    for rid, group in state["map"].items():
        for m in group:
            if m["s"] == seat:
                found.append(int(rid))
                break
    found.sort()
    return found


def presence(state: State, seat: int) -> dict[int, int]:
    """Region -> how many meeples ``seat`` has there, for the regions where it has any: its
    regions and its meeples on the map in one walk (the autopilot asks both every decision)."""
    found: dict[str, int] = {}
    for key, group in state["map"].items():
        for m in group:
            if m["s"] == seat:
                found[key] = found.get(key, 0) + 1
    return {int(key): n for key, n in found.items()}  # ids made numbers once per region


def last_meeple_at(state: State, seat: int) -> int | None:
    """The region of a seat's only meeple on the map, if it is down to one."""
    where = [int(rid) for rid, group in state["map"].items() for m in group if m["s"] == seat]
    return where[0] if len(where) == 1 else None


def allied(state: State, a: int, b: int) -> bool:
    return sorted((a, b)) in state["alliances"]


def allies_of(state: State, seat: int) -> list[int]:
    return sorted(b if a == seat else a for a, b in state["alliances"] if seat in (a, b))


def neutrals_left(state: State) -> int:
    return on_map(state, NEUTRAL)


def res_of(state: State, seat: int) -> dict[str, int]:
    res: dict[str, int] = state["seats"][seat]["res"]
    return res


def faction_id(state: State, seat: int) -> str | None:
    fid: str | None = state["seats"][seat]["faction"]
    return fid


def is_ruins(state: State, rid: int) -> bool:
    return board(state).terrain[rid] == "ruins"


def seats_around(state: State, start: int) -> list[int]:
    """Every seat once, clockwise from ``start``."""
    players = state["players"]
    return [(start + step) % players for step in range(players)]


# --- writing ---------------------------------------------------------------------------------


def _sort(group: list[Meeple]) -> None:
    group.sort(key=lambda m: (m["s"], m["down"]))


def add_meeple(state: State, rid: int, seat: int, down: bool = False) -> None:
    group = state["map"][str(rid)]
    group.append({"s": seat, "down": down})
    _sort(group)


def take_meeple(state: State, rid: int, seat: int, down: bool | None = None) -> bool:
    """Remove one of ``seat``'s meeples from ``rid`` (a standing one for ``down=False``, a
    searching one for ``True``, either for ``None``, searching first); whether it was taken
    (``down`` as it lay)."""
    group = state["map"][str(rid)]
    mine = [m for m in group if m["s"] == seat and (down is None or m["down"] == down)]
    if not mine:
        raise ValueError(f"seat {seat} has no such meeple in region {rid}")
    chosen = max(mine, key=lambda m: m["down"])
    group.remove(chosen)
    return bool(chosen["down"])


def take_all(state: State, rid: int, seat: int) -> int:
    group = state["map"][str(rid)]
    kept = [m for m in group if m["s"] != seat]
    gone = len(group) - len(kept)
    state["map"][str(rid)] = kept
    return gone


def gain(state: State, seat: int, res: str, n: int) -> int:
    """Add ``n`` of a resource up to the track's end (9); how many were really gained."""
    have = res_of(state, seat)
    got = max(0, min(n, MAX_RES - have[res]))
    have[res] += got
    return got


def gain_all(state: State, seat: int, gains: Iterable[tuple[str, int]]) -> list[Event]:
    """Gain each ``(res, n)`` up to the tracks' end; a ``tek-ev-gain`` for each that brought
    anything (a power's or a token's extra resources)."""
    events = []
    for res, n in gains:
        got = gain(state, seat, res, n)
        if got:
            events.append(Event("tek-ev-gain", {"seat": seat, "res": res_word(res), "n": got}))
    return events


def pay(state: State, seat: int, cost: dict[str, int]) -> None:
    have = res_of(state, seat)
    for res, n in cost.items():
        if n > have[res]:
            raise ValueError(f"seat {seat} cannot pay {cost}")
    for res, n in cost.items():
        have[res] -= n


def add_alliance(state: State, a: int, b: int) -> None:
    pair = sorted((a, b))
    if pair not in state["alliances"]:
        state["alliances"].append(pair)
        state["alliances"].sort()


def break_alliance(state: State, a: int, b: int) -> None:
    pair = sorted((a, b))
    if pair in state["alliances"]:
        state["alliances"].remove(pair)
