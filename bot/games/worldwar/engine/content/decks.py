"""The printed decks of World War, read once from ``decks.json`` and checked.

Every effect on a card, event, sorcery card or lord skill is data: ``{"kind": ..., params}``,
where the kind belongs to a small vocabulary and each kind has fixed, typed parameters
(bot/games/worldwar/decks.md describes what each kind does). This module only reads and
checks the file — unknown kinds, missing or extra parameters, values out of range, stats off
the 0–100 scale, decks that are too small — so that a typo fails at import time, never in the
middle of a game. It holds no game rules.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from importlib import resources
from typing import Any, Final

COLOURS: Final = ("black", "blue", "yellow", "red", "green")
STATS: Final = ("might", "intellect", "command", "charm")
STAT_MIN: Final = 0
STAT_MAX: Final = 100
UNITS: Final = ("soldier", "horse", "cannon", "catapult", "well_tower")
MACHINES: Final = ("catapult", "well_tower")
UNIT_KEY: Final = {"well_tower": "tower"}  # deck vocabulary -> buy action's unit name
WHO: Final = ("all", "richest", "poorest", "most_territories", "fewest_territories")

MISSION_KINDS: Final = ("occupy", "eliminate", "capture", "other")
TIMINGS: Final = ("turn", "reaction")

MIN_MISSIONS: Final = 20
MIN_DOMESTIC_EFFECTS: Final = 24
DOMESTIC_DECK: Final = (44, 52)  # copies in the whole deck, about 48
MIN_EVENTS: Final = 12
MIN_SORCERY: Final = 12
GENERALS_PER_COLOUR: Final = 12
MIN_LORDS: Final = 8
SKILLS_PER_LORD: Final = (1, 3)
HARMFUL_SHARE: Final = (0.05, 0.15)  # "about one treasure in ten is bad"


# Parameter types: a tuple lists the allowed words; these names stand for value checks.
POS: Final = "pos"  # an int >= 1
NONNEG: Final = "nonneg"  # an int >= 0
INT: Final = "int"  # any non-zero int (a price change, a grain change, an AP change)
PCT: Final = "pct"  # an int in -100..100, not 0
FACTOR: Final = "factor"  # a positive number (a tax multiplier)
NAME: Final = "name"  # a non-empty id (a continent or territory the map resolves)
NAMES: Final = "names"  # a non-empty list of ids

Spec = Mapping[str, "str | tuple[str, ...]"]

DOMESTIC_KINDS: Final[Mapping[str, Spec]] = {
    "recruit": {"soldiers": POS, "where": ("chosen", "spread", "lord", "frontier")},
    "grain": {"n": POS, "per": ("card", "territory", "continent")},
    "levy": {"n": POS, "from": ("chosen", "each", "richest")},
    "move_extra": {"moves": POS, "range": POS},
    "dice": {
        "scope": ("next_attack", "next_defence", "turn"),
        "n": NONNEG,
        "dice": NONNEG,
        "reroll": NONNEG,
    },
    "shield": {"n": POS, "where": ("chosen", "capital")},
    "spy": {"look": ("mission", "hand")},  # grain is public (ruling W1, W18)
    "action_points": {"n": POS},
    "discount": {"unit": UNITS, "n": POS},
    "build": {"item": MACHINES, "where": ("chosen", "capital")},
    "sabotage": {"target": ("engine", "units"), "n": POS, "range": ("adjacent",)},
    "draw": {"n": POS},
    "counter": {},
    "truce": {"target": ("chosen",)},
    "lord": {"action": ("move", "rescue", "guard")},
}

EVENT_KINDS: Final[Mapping[str, Spec]] = {
    "tax": {"x": FACTOR, "continent": NAME},
    "recruit": {"soldiers": POS, "who": WHO},
    "sea_closed": {"rounds": POS},
    "grain": {"n": INT, "who": WHO},
    "grain_pct": {"pct": PCT, "who": WHO},
    "price": {"unit": UNITS, "n": INT},
    "ceasefire": {"what": ("capitals",), "rounds": POS},
    "release_lords": {},
    "action_points": {"n": INT, "who": WHO},
    "attrition": {"over": POS, "n": POS},
    "cards": {"n": POS, "who": WHO},
    "build": {"item": MACHINES, "who": WHO},
}

# Sorcery modifiers: who gets +n (n may be negative) in a duel.
SORCERY_MODS: Final[Mapping[str, Spec]] = {
    kind: {"n": INT}
    for kind in (
        "attacker",
        "defender",
        "summoner",
        "lord",
        "larger_stack",
        "capital",
        "well_tower",
        "catapult",
    )
}

SKILL_KINDS: Final[Mapping[str, Spec]] = {
    "dice": {"side": ("attack", "defend"), "n": POS, "dice": POS},
    "cap": {"n": POS},
    "spy": {"look": ("mission", "hand"), "uses": POS},
    "duel": {"n": POS},
    "relocate": {"ap": POS},
    "recruit": {"soldiers": POS, "where": ("lord",)},
    "action_points": {"n": POS},
    "hand": {"n": POS},
    "escape": {"uses": POS},
    "tax": {"pct": POS},
    "catapult": {"n": POS},
    "discount": {"unit": UNITS, "n": POS},
}

# A mission's parameters take exactly one of its kind's shapes.
MISSION_SHAPES: Final[Mapping[str, Sequence[Spec]]] = {
    "occupy": (
        {"continents": NAMES, "plus_any": NONNEG},
        {"territories": POS, "min_units": POS},
        {"hold": NAMES},
    ),
    "eliminate": ({"target": (*COLOURS, "left")},),
    "capture": ({"target": COLOURS},),
    "other": (
        {"catapults": NONNEG, "well_towers": NONNEG},
        {"rich_territories": POS, "min_value": POS},
        {"capitals_taken": POS},
        {"grain": POS},
        {"lords_captured": POS},
        {"total_value": POS},
        {"units_on_board": POS},
    ),
}


class DeckError(ValueError):
    """decks.json breaks the vocabulary or the deck sizes."""


@dataclass(frozen=True)
class Effect:
    """One effect as data: its kind and its parameters (checked against the kind's spec)."""

    kind: str
    params: Mapping[str, Any]

    def __getitem__(self, name: str) -> Any:
        return self.params[name]


@dataclass(frozen=True)
class Mission:
    id: str
    kind: str
    params: Mapping[str, Any]

    @property
    def target(self) -> str | None:
        """The colour (or "left") an eliminate or capture mission names."""
        target = self.params.get("target")
        return target if isinstance(target, str) else None


@dataclass(frozen=True)
class DomesticCard:
    id: str
    count: int
    timing: str
    effect: Effect


@dataclass(frozen=True)
class Event:
    id: str
    effect: Effect


@dataclass(frozen=True)
class SorceryCard:
    id: str
    stats: tuple[str, ...]
    low_wins: bool
    toll: int
    mods: tuple[Effect, ...]


@dataclass(frozen=True)
class General:
    id: str
    colour: str
    stats: Mapping[str, int]


@dataclass(frozen=True)
class Lord:
    id: str
    stats: Mapping[str, int]
    skills: tuple[Effect, ...]


@dataclass(frozen=True)
class Treasure:
    id: str
    mods: Mapping[str, int]

    @property
    def harmful(self) -> bool:
        return sum(self.mods.values()) < 0


@dataclass(frozen=True)
class Decks:
    missions: tuple[Mission, ...]
    domestic: tuple[DomesticCard, ...]
    events: tuple[Event, ...]
    sorcery: tuple[SorceryCard, ...]
    generals: tuple[General, ...]
    lords: tuple[Lord, ...]
    treasures: tuple[Treasure, ...]

    def domestic_deck(self) -> list[str]:
        """Every domestic-affairs card id once per copy, in file order (shuffle before use)."""
        return [card.id for card in self.domestic for _ in range(card.count)]

    def generals_of(self, colour: str) -> list[General]:
        return [general for general in self.generals if general.colour == colour]

    # By id, the first of each id (as a scan in file order finds it): the rules and the bots'
    # playouts look missions, cards and lords up hundreds of thousands of times a decision.
    @cached_property
    def _missions_by_id(self) -> dict[str, Mission]:
        return _first_by_id(self.missions)

    @cached_property
    def _cards_by_id(self) -> dict[str, DomesticCard]:
        return _first_by_id(self.domestic)

    @cached_property
    def _lords_by_id(self) -> dict[str, Lord]:
        return _first_by_id(self.lords)

    def mission(self, mid: str) -> Mission:
        found = self._missions_by_id.get(mid)
        return found if found is not None else next(m for m in self.missions if m.id == mid)

    def card(self, cid: str) -> DomesticCard:
        found = self._cards_by_id.get(cid)
        return found if found is not None else next(c for c in self.domestic if c.id == cid)

    def lord(self, lid: str) -> Lord:
        found = self._lords_by_id.get(lid)
        return found if found is not None else next(x for x in self.lords if x.id == lid)


def _first_by_id(items: Sequence[Any]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for item in items:
        found.setdefault(item.id, item)
    return found


# --- checks ----------------------------------------------------------------------------------


def _value_ok(value: Any, spec: str | tuple[str, ...]) -> bool:
    if isinstance(spec, tuple):
        return isinstance(value, str) and value in spec
    if isinstance(value, bool):
        return False
    if spec == POS:
        return isinstance(value, int) and value >= 1
    if spec == NONNEG:
        return isinstance(value, int) and value >= 0
    if spec == INT:
        return isinstance(value, int) and value != 0
    if spec == PCT:
        return isinstance(value, int) and value != 0 and -100 <= value <= 100
    if spec == FACTOR:
        return isinstance(value, int | float) and value > 0
    if spec == NAME:
        return isinstance(value, str) and value != ""
    if spec == NAMES:
        return (
            isinstance(value, list)
            and value != []
            and all(isinstance(v, str) and v for v in value)
            and len(set(value)) == len(value)
        )
    raise DeckError(f"unknown parameter type {spec!r}")


def _params(where: str, params: Mapping[str, Any], spec: Spec) -> dict[str, Any]:
    if set(params) != set(spec):
        raise DeckError(f"{where}: parameters {sorted(params)}, expected {sorted(spec)}")
    for name, kind in spec.items():
        if not _value_ok(params[name], kind):
            raise DeckError(f"{where}: {name}={params[name]!r} is not {kind}")
    return dict(params)


def _effect(where: str, raw: Mapping[str, Any], vocabulary: Mapping[str, Spec]) -> Effect:
    kind = raw.get("kind")
    if not isinstance(kind, str) or kind not in vocabulary:
        raise DeckError(f"{where}: unknown kind {kind!r}")
    params = {k: v for k, v in raw.items() if k != "kind"}
    return Effect(kind, _params(f"{where} ({kind})", params, vocabulary[kind]))


def _stats(where: str, raw: Mapping[str, Any], *, partial: bool = False) -> dict[str, int]:
    if set(raw) - set(STATS) or (not partial and set(raw) != set(STATS)):
        raise DeckError(f"{where}: stats {sorted(raw)}")
    for stat, value in raw.items():
        low = -STAT_MAX if partial else STAT_MIN
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= STAT_MAX:
            raise DeckError(f"{where}: {stat}={value!r} is off the 0–100 scale")
        if partial and value == 0:
            raise DeckError(f"{where}: a treasure modifier of 0")
    return {stat: raw[stat] for stat in STATS if stat in raw}


def _unique(section: str, ids: list[str]) -> None:
    twice = [i for i, n in Counter(ids).items() if n > 1]
    if twice:
        raise DeckError(f"{section}: ids used twice {twice}")


def _mission(raw: Mapping[str, Any]) -> Mission:
    mid, kind = raw["id"], raw.get("kind")
    if not isinstance(kind, str) or kind not in MISSION_SHAPES:
        raise DeckError(f"mission {mid}: unknown kind {kind!r}")
    params = {k: v for k, v in raw.items() if k not in ("id", "kind")}
    for shape in MISSION_SHAPES[kind]:
        if set(params) == set(shape):
            return Mission(mid, kind, _params(f"mission {mid}", params, shape))
    raise DeckError(f"mission {mid}: parameters {sorted(params)} fit no {kind} mission")


def parse(data: Mapping[str, Any]) -> Decks:
    """Build and check the decks from the decoded JSON (tests feed broken copies here)."""
    if tuple(data.get("stats", ())) != STATS or tuple(data.get("colours", ())) != COLOURS:
        raise DeckError("decks.json: stats and colours must be listed in the loader's order")
    missions = tuple(_mission(m) for m in data["missions"])
    domestic = []
    for raw in data["domestic"]:
        cid = raw["id"]
        if raw["timing"] not in TIMINGS or not _value_ok(raw["count"], POS):
            raise DeckError(f"card {cid}: timing {raw['timing']!r}, count {raw['count']!r}")
        effect = _effect(f"card {cid}", raw["effect"], DOMESTIC_KINDS)
        domestic.append(DomesticCard(cid, raw["count"], raw["timing"], effect))
    events = tuple(
        Event(e["id"], _effect(f"event {e['id']}", e["effect"], EVENT_KINDS))
        for e in data["events"]
    )
    sorcery = []
    for raw in data["sorcery"]:
        sid, stats = raw["id"], tuple(raw["stats"])
        if not stats or set(stats) - set(STATS) or len(set(stats)) != len(stats):
            raise DeckError(f"sorcery {sid}: stats {stats}")
        if not isinstance(raw["low_wins"], bool) or not _value_ok(raw["toll"], POS):
            raise DeckError(f"sorcery {sid}: low_wins {raw['low_wins']!r}, toll {raw['toll']!r}")
        mods = tuple(_effect(f"sorcery {sid}", m, SORCERY_MODS) for m in raw["mods"])
        sorcery.append(SorceryCard(sid, stats, raw["low_wins"], raw["toll"], mods))
    generals = []
    for raw in data["generals"]:
        if raw["colour"] not in COLOURS:
            raise DeckError(f"general {raw['id']}: colour {raw['colour']!r}")
        line = _stats(f"general {raw['id']}", raw["stats"])
        generals.append(General(raw["id"], raw["colour"], line))
    lords = []
    for raw in data["lords"]:
        lid = raw["id"]
        skills = tuple(_effect(f"lord {lid}", s, SKILL_KINDS) for s in raw["skills"])
        if not SKILLS_PER_LORD[0] <= len(skills) <= SKILLS_PER_LORD[1]:
            raise DeckError(f"lord {lid}: {len(skills)} skills")
        if len({s.kind for s in skills}) != len(skills):
            raise DeckError(f"lord {lid}: a skill kind twice")
        lords.append(Lord(lid, _stats(f"lord {lid}", raw["stats"]), skills))
    treasures = []
    for raw in data["treasures"]:
        if not raw["mods"]:
            raise DeckError(f"treasure {raw['id']}: no modifier")
        treasures.append(
            Treasure(raw["id"], _stats(f"treasure {raw['id']}", raw["mods"], partial=True))
        )
    decks = Decks(
        missions,
        tuple(domestic),
        events,
        tuple(sorcery),
        tuple(generals),
        tuple(lords),
        tuple(treasures),
    )
    _check_sizes(decks)
    return decks


def _check_sizes(decks: Decks) -> None:
    for section, items in (
        ("missions", decks.missions), ("domestic", decks.domestic), ("events", decks.events),
        ("sorcery", decks.sorcery), ("generals", decks.generals), ("lords", decks.lords),
        ("treasures", decks.treasures),
    ):  # fmt: skip
        _unique(section, [item.id for item in items])
    kinds = Counter(m.kind for m in decks.missions)
    if len(decks.missions) < MIN_MISSIONS or set(kinds) != set(MISSION_KINDS):
        raise DeckError(f"missions: {len(decks.missions)} of kinds {dict(kinds)}")
    for kind in ("eliminate", "capture"):
        named = {m.target for m in decks.missions if m.kind == kind}
        if not set(COLOURS) <= named:
            raise DeckError(f"missions: {kind} lacks colours {sorted(set(COLOURS) - named)}")
    effects = {(c.effect.kind, tuple(sorted(c.effect.params.items()))) for c in decks.domestic}
    if len(effects) < MIN_DOMESTIC_EFFECTS or len(effects) != len(decks.domestic):
        raise DeckError(f"domestic: {len(effects)} distinct effects in {len(decks.domestic)}")
    copies = sum(c.count for c in decks.domestic)
    if not DOMESTIC_DECK[0] <= copies <= DOMESTIC_DECK[1]:
        raise DeckError(f"domestic: {copies} cards in the deck")
    if len(decks.events) < MIN_EVENTS:
        raise DeckError(f"events: {len(decks.events)}")
    if len(decks.sorcery) < MIN_SORCERY:
        raise DeckError(f"sorcery: {len(decks.sorcery)}")
    per_colour = Counter(g.colour for g in decks.generals)
    if any(per_colour[c] != GENERALS_PER_COLOUR for c in COLOURS):
        raise DeckError(f"generals: {dict(per_colour)} per colour")
    if len(decks.lords) < MIN_LORDS:
        raise DeckError(f"lords: {len(decks.lords)}")
    harmful = sum(t.harmful for t in decks.treasures) / max(len(decks.treasures), 1)
    if not HARMFUL_SHARE[0] <= harmful <= HARMFUL_SHARE[1]:
        raise DeckError(f"treasures: {harmful:.0%} harmful")


@cache
def decks() -> Decks:
    """The shipped decks, read and checked once."""
    package = __name__.rpartition(".")[0]
    text = resources.files(package).joinpath("decks.json").read_text("utf-8")
    return parse(json.loads(text))
