"""A tiny game used to test the platform on its own: sealed simultaneous plays, secret hands,
a random tie-break, three rounds. Exercises every part of the engine contract.

It is also the proof that a game is one package: this folder holds the rules, the pictures,
the prompts and its own catalogs (``locales/``), and the test session registers it with
``bot.games.register(SPEC)`` like any plugin; nothing in the platform names it.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PIL import Image

from bot.engine.base import Action, Event, GameEngine, GameOption, Result, RuleError, State
from bot.games import GameSpec
from bot.i18n import Text
from bot.prompts.base import Button, Prompt
from bot.render.common import to_png

name = "highcard"
min_players = 2
max_players = 3
options = (GameOption("beginner", bool, False),)
free_actions: dict[str, tuple[str, ...]] = {}  # every action is listed by legal_actions
ROUNDS = 3


def setup(players: int, options: dict[str, Any], deal: random.Random) -> State:
    return {
        "round": 1,
        "hands": [sorted(deal.sample(range(1, 10), ROUNDS)) for _ in range(players)],
        "played": [None] * players,
        "scores": [0] * players,
        "last": None,
    }


def waiting_for(state: State) -> set[int]:
    if state["round"] > ROUNDS:
        return set()
    return {seat for seat, card in enumerate(state["played"]) if card is None}


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in waiting_for(state):
        return []
    return [{"t": "play", "c": card} for card in state["hands"][seat]]


def apply(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    if seat not in waiting_for(state):
        raise RuleError("error-not-your-turn")
    if action.get("t") != "play" or action.get("c") not in state["hands"][seat]:
        raise RuleError("highcard-not-in-hand", card=action.get("c"))
    state["hands"][seat].remove(action["c"])
    state["played"][seat] = action["c"]
    if waiting_for(state):
        return []  # sealed: nothing public until everybody has played
    played = state["played"]
    best = max(played)
    leaders = [s for s, card in enumerate(played) if card == best]
    winner = leaders[0] if len(leaders) == 1 else rng.choice(leaders)
    state["scores"][winner] += 1
    state["last"] = list(played)
    state["played"] = [None] * len(played)
    state["round"] += 1
    events = [Event("highcard-reveal", {"cards": list(played), "winner": winner})]
    events += [
        Event("highcard-left", {"n": len(state["hands"][s])}, to=(s,)) for s in range(len(played))
    ]
    return events


def view(state: State, seat: int | None) -> dict[str, Any]:
    public = {
        "round": state["round"],
        "scores": list(state["scores"]),
        "last": state["last"],
        "hand_sizes": [len(hand) for hand in state["hands"]],
    }
    if seat is not None:
        public["me"] = {"hand": list(state["hands"][seat]), "played": state["played"][seat]}
    return public


def result(state: State) -> Result | None:
    if state["round"] <= ROUNDS:
        return None
    scores = dict(enumerate(state["scores"]))
    best = max(scores.values())
    return Result(scores, tuple(s for s, v in scores.items() if v == best))


def autopilot(state: State, seat: int, rng: random.Random) -> Action:
    return max(legal_actions(state, seat), key=lambda a: a["c"])


def scramble_secrets(state: State, seat: int) -> State:
    other = {**state, "hands": [list(h) for h in state["hands"]], "played": list(state["played"])}
    other["hands"][seat] = [card + 10 for card in other["hands"][seat]]
    if other["played"][seat] is not None:
        other["played"][seat] += 10
    return other


def render(view: dict[str, Any], locale: str, frame: object = None) -> bytes:
    return to_png(Image.new("RGB", (40 + 10 * sum(view["scores"]), 20), "white"))


def render_private(view: dict[str, Any], locale: str) -> bytes | None:
    return to_png(Image.new("RGB", (20, 20), "blue")) if view.get("me") else None


def prompt(view: dict[str, Any], legal: list[Action]) -> Prompt | None:
    if not legal:
        return None
    buttons = tuple(Button(Text("highcard-card", {"c": a["c"]}), a) for a in legal)
    return Prompt((Text("highcard-your-move"),), (buttons,))


ENGINE = GameEngine(
    name=name,
    min_players=min_players,
    max_players=max_players,
    options=options,
    free_actions=free_actions,
    setup=setup,
    waiting_for=waiting_for,
    legal_actions=legal_actions,
    apply=apply,
    view=view,
    result=result,
    autopilot=autopilot,
    scramble_secrets=scramble_secrets,
)

SPEC = GameSpec(
    name=name,
    engine=ENGINE,
    title=Text("highcard-title"),
    rules=Text("highcard-rules"),
    render_board=render,
    render_private=render_private,
    prompt=prompt,
    describe_action=lambda action: Text("highcard-card", {"c": action.get("c")}),
    seat_label=lambda seat, count: Text("highcard-seat", {"n": seat + 1}),
    private_summary=lambda view: [Text("highcard-hand", {"cards": view["me"]["hand"]})],
    step_label=lambda view, seat: Text("highcard-step"),
    catalogs=Path(__file__).parent / "locales",
)
