"""The printed content, read once from ``content/*.json``, and the map geometry built from it.

The JSON files belong to the game's designer (the lead writes them); this module only reads
and checks them, so a typo in a file fails loudly at import instead of in the middle of a
game. The geometry of the cards in play (which regions touch, over which kind of border) is
derived from the state's slots and cached by their (card, face) pairs: every rule asks for it
many times a move, and it never changes once the faces are chosen.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any, Final

ACTIONS: Final = ("patrol", "quest", "build", "research", "expand", "trade")
RESOURCES: Final = ("f", "m", "o")
TERRAINS: Final = {"P": "plains", "M": "mountains", "F": "forest", "R": "ruins"}
YIELD: Final = {"plains": "f", "mountains": "o", "forest": "m"}
# The twelve borders of a 2-3-2 face, region numbers 1..7 (see the game's rules.md).
PAIRS: Final = (
    (1, 2), (1, 3), (1, 4), (2, 4), (2, 5), (3, 4),
    (4, 5), (3, 6), (4, 6), (4, 7), (5, 7), (6, 7),
)  # fmt: skip
MEEPLES: Final = 7  # per colour
COLOURS: Final = 5
SHIELDS: Final = 5
MAX_RES: Final = 9
MAX_BID: Final = 11
MAX_MAGIC: Final = 5
MAX_TOWER: Final = 6
STOCK: Final = 6  # resources at the start, in any mix
STACK: Final = 2  # meeples of one colour in a region
NEUTRAL: Final = -1
TOKENS_PER_PLAYER: Final = 3

RULE_POWERS: Final = frozenset(
    {
        "war_bonus",
        "war_rate",
        "cross",
        "unseal",
        "collect_bonus",
        "terrain_bonus",
        "ruins_bonus",
        "trade_bonus",
        "build_discount",
        "expand_discount",
        "follow_gain",
        "stack",
        "free_flight",
        "tie_win",
        "ally_gain",
    }
)
SCORE_POWERS: Final = frozenset(
    {
        "score_terrain",
        "score_tower",
        "score_resources",
        "score_capital",
        "score_cards",
        "score_allies",
        "score_ruins",
        "score_flat",
    }
)
TOKEN_KINDS: Final = frozenset(
    {"blank", "food", "ore", "mana", "recruit", "treasure", "scroll", "stone", "ambush"}
)
CACHES: Final = {"food": "f", "ore": "o", "mana": "m"}


def _load(name: str) -> Any:
    text = resources.files("bot.games.tek.engine").joinpath("content", name).read_text("utf-8")
    return json.loads(text)


# --- factions, tower, tokens -----------------------------------------------------------------


@cache
def factions() -> dict[str, dict[str, Any]]:
    """Faction id -> {"id", "magic": [5 costs], "powers": [5 dicts]}, in file order."""
    table: dict[str, dict[str, Any]] = {}
    for faction in _load("factions.json")["factions"]:
        fid = faction["id"]
        if len(faction["magic"]) != MAX_MAGIC or len(faction["powers"]) != MAX_MAGIC:
            raise ValueError(f"faction {fid}: five magic costs and five powers")
        for level, power in enumerate(faction["powers"], start=1):
            kinds = SCORE_POWERS if level == MAX_MAGIC else RULE_POWERS
            if power.get("kind") not in kinds:
                raise ValueError(f"faction {fid}: unknown power {power!r} at level {level}")
        table[fid] = faction
    return table


def faction(fid: str) -> dict[str, Any]:
    return factions()[fid]


def factions_in_play(every: bool) -> list[str]:
    """The factions a game deals or offers, in file order: all sixteen, or (``every`` false)
    the thirteen of the base box, leaving out those marked ``"expansion"``."""
    return [fid for fid, row in factions().items() if every or not row.get("expansion")]


@cache
def tower() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(ore cost of levels 1..6, points of levels 1..6)."""
    data = _load("tower.json")
    cost, points = tuple(data["cost"]), tuple(data["points"])
    if len(cost) != MAX_TOWER or len(points) != MAX_TOWER:
        raise ValueError("the tower card has six levels")
    return cost, points


@cache
def token_specs() -> dict[str, dict[str, Any]]:
    """Token kind -> its row of exploration.json ({"kind", "count", "n"?})."""
    specs = {row["kind"]: row for row in _load("exploration.json")["tokens"]}
    unknown = set(specs) - TOKEN_KINDS
    if unknown:
        raise ValueError(f"unknown exploration tokens {sorted(unknown)}")
    return specs


def token_pool(players: int) -> list[str]:
    """Every token kind once per copy, in file order; five players set one blank aside."""
    pool = [kind for kind, row in token_specs().items() for _ in range(row["count"])]
    if players == COLOURS and "blank" in pool:
        pool.remove("blank")
    return pool


# --- territory cards and the geometry of the cards in play -----------------------------------


@cache
def cards() -> dict[str, list[dict[str, Any]]]:
    """Card id -> its two faces, checked."""
    table: dict[str, list[dict[str, Any]]] = {}
    for card in _load("territories.json")["cards"]:
        faces = card["faces"]
        if len(faces) != 2:
            raise ValueError(f"card {card['id']}: two faces")
        for face in faces:
            terrain = face["terrain"]
            if len(terrain) != MEEPLES or set(terrain) - set(TERRAINS):
                raise ValueError(f"card {card['id']}: bad terrain {terrain}")
            if terrain[face["capital"] - 1] == "R":
                raise ValueError(f"card {card['id']}: a capital in ruins")
            for pair in [*face.get("river", []), *face.get("cliff", [])]:
                if tuple(sorted(pair)) not in PAIRS:
                    raise ValueError(f"card {card['id']}: {pair} is not a border")
        table[card["id"]] = faces
    return table


@dataclass(frozen=True)
class Board:
    """The regions of the cards in play: what never changes once the faces are chosen.

    A slot whose face is not chosen yet (setup) has its regions, without terrain or borders.
    ``edges[rid]`` lists ``(neighbour, kind)`` with kind ``land``, ``river`` or ``cliff``.
    """

    regions: tuple[int, ...]
    slot_of: dict[int, int]
    by_slot: tuple[tuple[int, ...], ...]
    terrain: dict[int, str | None]
    capitals: frozenset[int]
    sealed: frozenset[int]
    edges: dict[int, tuple[tuple[int, str], ...]]
    borders: tuple[tuple[int, int, str], ...]


def region_id(slot: int, number: int) -> int:
    return slot * 10 + number


@lru_cache(maxsize=512)
def board_for(layout: tuple[tuple[str, int | None], ...]) -> Board:
    """The board of slots given as (card, face) pairs; face None: not chosen yet."""
    slot_of: dict[int, int] = {}
    terrain: dict[int, str | None] = {}
    capitals: set[int] = set()
    sealed: set[int] = set()
    edges: dict[int, list[tuple[int, str]]] = {}
    borders: list[tuple[int, int, str]] = []
    by_slot: list[tuple[int, ...]] = []
    for slot, (card, side) in enumerate(layout):
        ids = tuple(region_id(slot, n) for n in range(1, MEEPLES + 1))
        by_slot.append(ids)
        for rid in ids:
            slot_of[rid] = slot
            terrain[rid] = None
            edges[rid] = []
        if side is None:
            continue
        face = cards()[card][side]
        for n, letter in enumerate(face["terrain"], start=1):
            terrain[region_id(slot, n)] = TERRAINS[letter]
        capitals.add(region_id(slot, face["capital"]))
        sealed.update(region_id(slot, n) for n in face.get("sealed", []))
        kinds = {tuple(sorted(p)): "river" for p in face.get("river", [])}
        kinds.update({tuple(sorted(p)): "cliff" for p in face.get("cliff", [])})
        for a, b in PAIRS:
            kind = kinds.get((a, b), "land")
            ra, rb = region_id(slot, a), region_id(slot, b)
            edges[ra].append((rb, kind))
            edges[rb].append((ra, kind))
            borders.append((ra, rb, kind))
    return Board(
        regions=tuple(sorted(slot_of)),
        slot_of=slot_of,
        by_slot=tuple(by_slot),
        terrain=terrain,
        capitals=frozenset(capitals),
        sealed=frozenset(sealed),
        edges={rid: tuple(sorted(near)) for rid, near in edges.items()},
        borders=tuple(borders),
    )
