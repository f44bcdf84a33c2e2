"""Setting up a World War game: the order roll, the deal, garrisons, missions, hands.

What the seed has players do by hand and where a choice is theirs (which mission to keep,
where the rest of the army stands, where the lord goes) is left to setup actions
(:mod:`bot.games.worldwar.engine.army`); everything dealt by chance happens here, with the
deal's generator, so the opening is reproducible from the game's random source.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from bot.engine.base import Event
from bot.games.worldwar.engine.battle import Stack
from bot.games.worldwar.engine.content.decks import Mission, decks
from bot.games.worldwar.engine.missions import mission_target
from bot.games.worldwar.engine.monarchs import EDITION, deal_lords
from bot.games.worldwar.engine.state import (
    GARRISON,
    GENERALS,
    HAND,
    MAP,
    START_GRAIN,
    START_PIECES,
    State,
    colour,
)
from bot.games.worldwar.engine.table_options import kept_options

EDITIONS = ("generals", EDITION)


def roll_order(players: int, rng: random.Random) -> tuple[list[int], list[dict[str, Any]]]:
    """Everyone rolls a die, ties among the highest roll again; the winner starts and play goes
    round the table in seat order from there ("谁点大谁先开始,然后依次安排顺序")."""
    rolls: list[dict[str, Any]] = []
    contenders = list(range(players))
    while True:
        faces = {seat: rng.randint(1, 6) for seat in contenders}
        rolls.append({str(seat): face for seat, face in faces.items()})
        best = max(faces.values())
        contenders = [seat for seat, face in faces.items() if face == best]
        if len(contenders) == 1:
            break
    first = contenders[0]
    return [(first + k) % players for k in range(players)], rolls


def usable(mission: Mission, seat: int, players: int) -> bool:
    """A mission a seat may be dealt: not against itself, not against a colour nobody plays."""
    target = mission_target(mission, seat, players)
    return target is None or (target != seat and 0 <= target < players)


@cache
def usable_ids(seat: int, players: int) -> frozenset[str]:
    """The ids of the missions :func:`usable` by ``seat`` at ``players``, worked out once per
    seat and table size (each determinization of a bot's search asks it of every mission)."""
    return frozenset(m.id for m in decks().missions if usable(decks().mission(m.id), seat, players))


def deal_missions(state: State, rng: random.Random) -> None:
    """Two missions each; one that targets yourself (or nobody) is set aside and redrawn
    ("如果抽到杀自己的任务,则换一张"); the set-aside cards go back under the deck."""
    players = state["players"]
    deck = [m.id for m in decks().missions]
    rng.shuffle(deck)
    for seat in state["order"]:
        offer: list[str] = []
        aside: list[str] = []
        while len(offer) < 2:
            mid = deck.pop(0)
            (offer if usable(decks().mission(mid), seat, players) else aside).append(mid)
        deck.extend(aside)
        state["seats"][seat]["offer"] = offer
    state["missions"] = deck


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The starting state: the order rolled, countries dealt, garrisons and first soldiers
    placed, missions offered, hands and generals dealt; placement actions come next."""
    edition = str(options.get("edition") or "generals")
    if edition not in EDITIONS:
        raise ValueError(f"no {edition!r} edition of World War")
    soldiers, horses = START_PIECES[players]
    order, rolls = roll_order(players, rng)
    cards = list(MAP.territories)
    rng.shuffle(cards)
    territory_map: dict[str, Any] = {
        tid: {"o": None, "u": Stack().to_json(), "k": 0, "w": 0} for tid in MAP.territories
    }
    seats: list[dict[str, Any]] = []
    for seat in range(players):
        seats.append(
            {
                "colour": colour(seat),
                "grain": START_GRAIN,
                "capital": None,
                "lord": None,
                "held_by": None,
                "supply": Stack(soldiers, horses).to_json(),
                "gained": soldiers + horses * 5,
                "lost": 0,
                "eng_gained": 0,
                "eng_lost": 0,
                "mission": None,
                "offer": [],
                "hand": [],
                "generals": [],
                "fallen": [],
                "out": False,
                "taken_by": [],
                "grudge": [],
                "capitals": [],
                "lords": [],
                "done": False,
                "shields": {},
                "truce": [],
                "seen": [],
                "discount": {},
                "kit": {"catapult": 0, "tower": 0},
                "ransoms": [],
                "ambush": [],
                "bodyguard": False,
                "owed_ap": 0,
                "lord_offer": [],
                "lord_card": None,
                "stats": None,
                "treasures": [],
                "skill_uses": {},
            }
        )
    # Country cards in turn; each seat's first card is its capital.
    for k, tid in enumerate(cards):
        seat = order[k % players]
        territory_map[tid]["o"] = seat
        if seats[seat]["capital"] is None:
            seats[seat]["capital"] = tid
    state: State = {
        "game": "worldwar",
        "players": players,
        "options": kept_options(edition, options),
        "phase": "setup",
        "round": 0,
        "order": order,
        "rolls": rolls,
        "map": territory_map,
        "seats": seats,
        "turn": None,
        "pending": None,
        "missions": [],
        "deck": [],
        "discard": [],
        "completed": [],
        "events": [],
        "events_discard": [],
        "drawn": [],
        "fx": {"tax": {}, "price": {}, "sea": 0, "ceasefire": 0, "ap": {}},
        "log": [],
        "result": None,
        "last_battle": None,
        "lord_deck": [],
        "treasure_deck": [],
        "treasure_discard": [],
    }
    for seat in range(players):
        info = seats[seat]
        for tid in [t for t in MAP.territories if territory_map[t]["o"] == seat]:
            if tid == info["capital"]:
                territory_map[tid]["u"] = Stack(GARRISON).to_json()
                info["gained"] += GARRISON
            else:
                territory_map[tid]["u"] = Stack(1).to_json()
                supply = Stack.from_json(info["supply"])
                info["supply"] = Stack(supply.soldiers - 1, supply.horses).to_json()
    deal_missions(state, rng)
    deck = decks().domestic_deck()
    rng.shuffle(deck)
    for seat in order:
        seats[seat]["hand"] = [deck.pop(0) for _ in range(HAND)]
        if edition == EDITION:  # "开局不抽取武将,而是抽取君主卡"
            continue
        pool = [g.id for g in decks().generals_of(colour(seat))][:GENERALS]
        rng.shuffle(pool)
        seats[seat]["generals"] = pool
    state["deck"] = deck
    events = [event.id for event in decks().events]
    rng.shuffle(events)
    state["events"] = events
    sorcery = [card.id for card in decks().sorcery]
    rng.shuffle(sorcery)
    state["sorcery"], state["sorcery_discard"] = sorcery, []
    if edition == EDITION:  # drawn last, so the generals edition's deal is what it was
        deal_lords(state, rng)
    return state


def setup_events(state: State) -> list[Event]:
    """What the table is told about the deal (all public: territories and capitals are
    on the board; missions and hands go by DM from the views)."""
    events = [Event("ww-ev-order", {"order": list(state["order"]), "rolls": state["rolls"]})]
    for seat, info in enumerate(state["seats"]):
        events.append(Event("ww-ev-capital", {"seat": seat, "territory": info["capital"]}))
    return events
