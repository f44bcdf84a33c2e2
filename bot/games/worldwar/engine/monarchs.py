"""The monarch edition (君主版): lord cards dealt and kept, treasures after each round.

"君主版 … 开局不抽取武将,而是抽取君主卡,两张君主卡选择一张,君主除了有妖术用的4个数值之外,最重要的是
主公技 … 君主版每轮结束之后,都会抽取宝物卡,来对该君主的数值进行加成,当然,有10%的概率会抽到坏卡".
Setup deals two lord cards to each seat (secret, ``lord_offer``) instead of generals; the
seat keeps one with ``{"t":"lordcard","c":id}`` at the same time as its other setup choices,
and the kept card is public (``lord_card``, its current ``stats``, ``skill_uses``). After
each round but the last, with the political events, every player still in draws a treasure
that changes the lord's stats at once and for good, clamped to 0–100 (``treasures``). The
skills are :mod:`bot.games.worldwar.engine.lords`; a duel's duellist is the lord card
(:func:`duellist`).
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine.base import Event
from bot.games.worldwar.engine.content.decks import decks
from bot.games.worldwar.engine.lords import uses_of
from bot.games.worldwar.engine.state import State, alive, err

EDITION = "monarchs"
OFFER = 2  # "两张君主卡选择一张"
STAT_LOW, STAT_HIGH = 0, 100


def monarchs(state: State) -> bool:
    return bool(state["options"].get("edition") == EDITION)


def deal_lords(state: State, rng: random.Random) -> None:
    """Two lord cards to each seat in the rolled order; the rest stay face down
    (``lord_deck``), where the cards not kept go back too. The treasure deck is shuffled."""
    deck = [lord.id for lord in decks().lords]
    rng.shuffle(deck)
    for seat in state["order"]:
        state["seats"][seat]["lord_offer"] = [deck.pop(0) for _ in range(OFFER)]
    state["lord_deck"] = deck
    treasures = [t.id for t in decks().treasures]
    rng.shuffle(treasures)
    state["treasure_deck"], state["treasure_discard"] = treasures, []


def keep_lord(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    """Keep one of the two lord cards offered; the other goes back under the lord deck. The
    kept card, its stats and its skills are public from now on."""
    info = state["seats"][seat]
    if not monarchs(state):
        raise err("wrong-phase")
    if info["lord_card"] is not None:
        raise err("lord-card-kept")
    card = action.get("c")
    if card not in info["lord_offer"]:
        raise err("lord-card-offer")
    info["lord_card"] = card
    info["stats"] = dict(decks().lord(str(card)).stats)
    info["skill_uses"] = uses_of(str(card))
    state["lord_deck"].extend(c for c in info["lord_offer"] if c != card)
    info["lord_offer"] = []
    return [Event("ww-ev-lord-card", {"seat": seat, "card": card})]


def clamp(value: int) -> int:
    return max(STAT_LOW, min(STAT_HIGH, value))


def apply_treasure(state: State, seat: int, tid: str) -> None:
    """A treasure's changes, at once and for good, each stat clamped to 0–100."""
    info = state["seats"][seat]
    mods = next(t for t in decks().treasures if t.id == tid).mods
    info["stats"] = {stat: clamp(v + mods.get(stat, 0)) for stat, v in info["stats"].items()}
    info["treasures"].append(tid)


def draw_treasures(state: State, rng: random.Random) -> list[Event]:
    """Each player still in, in the rolled order, draws one treasure; the drawn card lies face
    up in ``treasure_discard`` (its change stays with the lord), and the discards are
    shuffled back when the deck runs out (ruling W29)."""
    if not monarchs(state):
        return []
    events: list[Event] = []
    for seat in [s for s in state["order"] if s in alive(state)]:
        if state["seats"][seat]["lord_card"] is None:
            continue
        if not state["treasure_deck"]:
            state["treasure_deck"], state["treasure_discard"] = state["treasure_discard"], []
            rng.shuffle(state["treasure_deck"])
        tid = state["treasure_deck"].pop(0)
        state["treasure_discard"].append(tid)
        apply_treasure(state, seat, tid)
        stats = dict(state["seats"][seat]["stats"])  # the lord's stats after it, flat
        events.append(Event("ww-ev-treasure", {"seat": seat, "treasure": tid, **stats}))
    return events


def duellist(state: State, seat: int) -> tuple[str, dict[str, int]] | None:
    """The seat's duellist in the monarch edition: its lord card with its current stats,
    wherever the lord token stands (the decks page, the duel's step 2); None otherwise."""
    info = state["seats"][seat]
    if not monarchs(state) or info["lord_card"] is None:
        return None
    return str(info["lord_card"]), dict(info["stats"])
