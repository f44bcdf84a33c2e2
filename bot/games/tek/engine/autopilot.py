"""A plain but sensible player, fast enough for balance tournaments of thousands of games.

It values everything in end-game points: a resource is worth about 0.4 of a point (more when
it is the one missing for the next tower level, magic level or meeple), a region about one
resource per collect for the rest of the game, a tower or magic level what it scores, an
expansion a meeple plus its income. The leader takes the action worth most to it (or passes
on the action that helps the others least); a follower follows when the move is worth more
than what a collect brings. Wars are fought only when a win is certain at a price worth
paying (the rival's resources are public, so its highest possible bid is known), and then at
the cheapest certain value; otherwise a side gives up with a white flag, which with three or
more players sometimes meets the other's and makes an alliance.

It only returns actions that ``legal_actions`` lists, so it can stand in for anybody who lets
a deadline pass. Its move search splits a move's worth into leaving and entering, so it never
evaluates more than a few dozen regions per decision.
"""

from __future__ import annotations

import random
from typing import Any

from bot.games.tek.engine.bids import bid_options, max_value
from bot.games.tek.engine.collect import collect_actions, income
from bot.games.tek.engine.content import (
    MAX_MAGIC,
    MAX_RES,
    MAX_TOWER,
    MEEPLES,
    NEUTRAL,
    RESOURCES,
    SHIELDS,
    YIELD,
    faction,
    tower,
)
from bot.games.tek.engine.moves import (
    build_cost,
    census,
    expand_cost,
    kinds_left,
    legal_moves,
    research_cost,
    war_target,
)
from bot.games.tek.engine.powers import terrain_bonus, tie_win
from bot.games.tek.engine.rounds import followers
from bot.games.tek.engine.scoring import bonus_points, breakdown
from bot.games.tek.engine.setup import setup_actions
from bot.games.tek.engine.state import State, board, count, on_map, presence, res_of
from bot.games.tek.engine.war import flee_actions, legal_bids, role

Action = dict[str, Any]
UNIT = 0.4  # points a resource is worth, roughly
STOCKS = ({"f": 3, "m": 2, "o": 1}, {"f": 2, "m": 2, "o": 2}, {"f": 3, "m": 1, "o": 2})


def choose(state: State, seat: int, rng: random.Random) -> Action:
    phase = state["phase"]
    if phase in ("faction", "setup"):
        return setup_choice(state, seat, rng)
    plan = Plan(state, seat, rng)
    if phase == "act":
        return plan.lead()
    if phase == "follow":
        return plan.follow()
    if phase == "war":
        return plan.bid()
    return plan.flee()


def setup_choice(state: State, seat: int, rng: random.Random) -> Action:
    actions = setup_actions(state, seat)
    kinds = {action["t"] for action in actions}
    if "faction" in kinds or "side" in kinds:
        return rng.choice(actions)
    if "stock" in kinds:
        return {"t": "stock", **rng.choice(STOCKS)}
    geo = board(state)
    homes = [a for a in actions if geo.terrain[a["r"]] != "ruins"]
    capital = [a for a in homes if a["r"] in geo.capitals]
    if capital and rng.random() < 0.6:
        return capital[0]
    return max(homes, key=lambda a: (len(geo.edges[a["r"]]), rng.random()))


class Plan:
    """One decision's worth of cached estimates for ``seat``."""

    def __init__(self, state: State, seat: int, rng: random.Random) -> None:
        self.state = state
        self.seat = seat
        self.rng = rng
        self.geo = board(state)
        self.res = res_of(state, seat)
        self.info = state["seats"][seat]
        # region -> the seat's meeples there (the state does not change while it is planned)
        self.mine = presence(state, seat)
        self.meeples = sum(self.mine.values())
        self.held = set(self.mine)
        left = SHIELDS - len(state["shields"])
        # rounds still to play, roughly: the rest of the card once the end is near
        self.horizon = left if state["ending"] else max(4, 10 - state["round"] // 4)
        self.collects = 0.6 * self.horizon
        self.wanted = self.next_costs()
        self.worth = self.resource_worth()
        self.rivals: dict[int, int] = {}
        self.lead_margin: int | None = None
        # Read once a decision (the state does not change while it is planned): asked for
        # every region a patrol or quest could enter.
        self.yields: dict[str, int] = {}
        self.attack_max: int | None = None
        self.ties: bool | None = None  # whether the seat's bids win ties when attacking
        self.now: tuple[dict[str, int], int] | None = None  # the seat's income, once asked

    # -- what things are worth ------------------------------------------------------------

    def income(self) -> tuple[dict[str, int], int]:
        """The seat's :func:`income` (a follower's decision asks it three times)."""
        if self.now is None:
            self.now = income(self.state, self.seat)
        return self.now

    def goals(self) -> dict[str, int]:
        """Resource -> what the next purchase needing it costs (worked out once a decision)."""
        return self.wanted

    def next_costs(self) -> dict[str, int]:
        state, seat = self.state, self.seat
        wanted: dict[str, int] = {}
        if self.info["magic"] < MAX_MAGIC:
            wanted["m"] = research_cost(state, seat)
        if self.info["tower"] < MAX_TOWER:
            wanted["o"] = build_cost(state, seat)
        if self.meeples < MEEPLES:
            wanted["f"] = expand_cost(state, seat, self.meeples)
        return wanted

    def resource_worth(self) -> dict[str, float]:
        goals = self.goals()
        worth = {}
        for res in RESOURCES:
            short = goals.get(res, 0) - self.res[res]
            worth[res] = UNIT + (0.2 if short > 0 else -0.1 if res not in goals else 0.0)
        worth["m"] += 0.05  # mana also bids twice as high
        return worth

    def gain_worth(self, gains: dict[str, int]) -> float:
        return sum(
            min(n, MAX_RES - self.res[res]) * self.worth[res] for res, n in gains.items() if n > 0
        )

    def region_worth(self, rid: int) -> float:
        """What holding ``rid`` (newly) brings until the end."""
        terrain = self.geo.terrain[rid]
        value = 0.0
        if terrain == "ruins":
            value += self.collects * max(self.worth.values()) - 0.8  # its meeple scores nothing
        elif terrain is not None:
            if terrain not in self.yields:
                self.yields[terrain] = 1 + terrain_bonus(self.state, self.seat, terrain)
            yields = self.yields[terrain]
            value += self.collects * yields * self.worth[YIELD[terrain]]
        if rid in self.geo.capitals:
            value += 1.5
        if str(rid) in self.state["tokens"]:
            value += 0.6
        if self.state["players"] == 2 and self.geo.slot_of[rid] == 2:
            value += 1.0
        return value

    def leave_worth(self, rid: int) -> float:
        if self.mine.get(rid, 0) >= 2:
            return 0.0
        return -self.region_worth(rid)

    def rival_max(self, seat: int, side: str) -> int:
        if seat not in self.rivals:
            self.rivals[seat] = max_value(self.state, seat, side)
        return self.rivals[seat]

    def enter_worth(self, rid: int, listed: Action | None = None) -> float:
        """What entering ``rid`` is worth; ``listed``: the listed move entering it, which names
        the seat it would fight (``"war"``), so the region need not be looked at again."""
        state, seat = self.state, self.seat
        if rid in self.held:
            return 0.05
        value = self.region_worth(rid)
        enemy = war_target(state, seat, rid) if listed is None else listed.get("war")
        if enemy is None:
            return value
        if self.attack_max is None:
            self.attack_max = max_value(state, seat, "attack")
        mine = self.attack_max
        if enemy == NEUTRAL:
            need = on_map(state, NEUTRAL) + 1
            return value + 1.0 - need * 0.5 * self.worth["m"] if mine >= need else -9.0
        their = self.rival_max(enemy, "defend")
        if self.ties is None:
            self.ties = tie_win(state, seat)
        need = their + (0 if self.ties and their else 1)
        if mine >= need:
            return value + 0.7 * count(state, rid, enemy) - need * 0.5 * self.worth["m"]
        if state["players"] > 2 and self.rng.random() < 0.1:
            return 0.3  # knock and hope for two white flags (an alliance)
        return -9.0

    # -- moves -----------------------------------------------------------------------------

    def best_move(self, kind: str) -> tuple[float, Action | None]:
        moves = legal_moves(self.state, self.seat, kind)
        if not moves:
            return -99.0, None
        if kind in ("patrol", "quest"):
            return self.best_step(moves)
        if kind == "build":
            level = self.info["tower"]
            points = tower()[1]
            gained = points[level] - (points[level - 1] if level else 0)
            ends = level + 1 == MAX_TOWER
            return gained + 0.6 + self.push() + self.ending_bias(ends), moves[0]
        if kind == "research":
            level = self.info["magic"] + 1
            if level == MAX_MAGIC:
                fid = self.info["faction"]
                bonus = bonus_points(self.state, self.seat, faction(fid)["powers"][MAX_MAGIC - 1])
                value = 1.0 + bonus + 0.5 + self.ending_bias(True)
            else:
                value = 1.9
            return value + self.push(), moves[0]
        if kind == "expand":
            best = max(moves, key=lambda m: (self.geo.terrain[m["r"]] != "ruins", -m["r"]))
            scores = self.geo.terrain[best["r"]] != "ruins"
            ends = self.meeples + 1 == MEEPLES
            value = (1.0 if scores else 0.2) + self.collects * 0.2 + self.ending_bias(ends)
            return value + self.push(), best
        return self.best_trade(moves)

    def best_step(self, moves: list[Action]) -> tuple[float, Action]:
        """The best patrol or quest and its worth: leaving its region plus entering the next
        (each region valued once), a little noise added; the first of equals wins. A plain
        loop: the bots' playouts score dozens of moves at nearly every step."""
        leave: dict[int, float] = {}
        enter: dict[int, float] = {}
        best: tuple[float, Action] | None = None
        for move in moves:
            if "up" in move:
                many = self.mine.get(move["up"], 0) >= 2
                value = 0.2 + (0.4 if many else 0.0) - self.rng.random() * 0.2
            else:
                a, b = move["a"], move["b"]
                if a not in leave:
                    leave[a] = self.leave_worth(a)
                if b not in enter:
                    enter[b] = self.enter_worth(b, move)  # may draw from rng: before the noise
                value = leave[a] + enter[b]
            value += self.rng.random() * 0.05
            if best is None or value > best[0]:
                best = (value, move)
        assert best is not None  # the caller passes at least one move
        return best

    def ending_bias(self, ends: bool) -> float:
        """Ending the game is worth more to a seat ahead on points than to one behind."""
        if not ends or self.state["ending"]:
            return 0.0
        if self.lead_margin is None:
            totals = [breakdown(self.state, s)["total"] for s in range(self.state["players"])]
            mine = totals.pop(self.seat)
            self.lead_margin = mine - max(totals)
        return max(-1.0, min(1.0, self.lead_margin / 4))

    def push(self) -> float:
        """Later in a long game, converting resources into points (and an end) matters more."""
        return min(2.0, self.state["round"] / 20)

    def best_trade(self, moves: list[Action]) -> tuple[float, Action | None]:
        goals = self.goals()
        best: tuple[float, Action | None] = (-99.0, None)
        for move in moves:
            give, get, n = move["g"], move["w"], move["n"]
            short = goals.get(get, 99) - self.res[get]
            if short != n:
                continue  # trade exactly what the next purchase lacks
            spare = self.res[give] - n - max(0, goals.get(give, 0) - 0)
            value = 0.9 - (0.3 if spare < 0 else 0.0) - 0.05 * n
            if value > best[0]:
                best = (value, move)
        if best[1] is None and any(self.res[r] >= MAX_RES for r in RESOURCES):
            full = max(RESOURCES, key=lambda r: self.res[r])
            low = min(RESOURCES, key=lambda r: self.res[r])
            wanted = {"g": full, "w": low, "n": 3}
            found = [m for m in moves if all(m[k] == v for k, v in wanted.items())]
            if found:
                best = (0.3, found[0])
        return best

    # -- deciding ------------------------------------------------------------------------------

    def lead(self) -> Action:
        best: tuple[float, Action | None] = (0.15, None)
        for kind in kinds_left(self.state):
            value, move = self.best_move(kind)
            value -= 0.15 * self.helps_others(kind)
            if move is not None and value > best[0]:
                best = (value, move)
        if best[1] is not None:
            return best[1]
        left = kinds_left(self.state)
        kind = min(left, key=lambda k: (self.helps_others(k), self.rng.random()))
        return {"t": "pass", "k": kind}

    def helps_others(self, kind: str) -> int:
        """How many followers could use this action now (roughly)."""
        state = self.state
        others = followers(state)
        if kind == "build":
            return sum(1 for s in others if res_of(state, s)["o"] >= build_cost(state, s))
        if kind == "research":
            return sum(1 for s in others if res_of(state, s)["m"] >= research_cost(state, s))
        if kind == "expand":
            meeples, _lasts = census(state)  # every seat's meeples in one walk of the map
            return sum(
                1
                for s in others
                if res_of(state, s)["f"] >= expand_cost(state, s, meeples.get(s, 0))
            )
        return len(others) // 2

    def follow(self) -> Action:
        kind = self.state["turn"]["action"]
        value, move = self.best_move(kind)
        collect = self.best_collect()
        fixed, _picks = self.income()
        gains = dict(fixed)
        for res in RESOURCES:
            gains[res] += collect.get(res, 0)
        if move is not None and value > self.gain_worth(gains):
            return move
        return collect

    def best_collect(self) -> Action:
        options = collect_actions(self.state, self.seat, self.income())
        if len(options) == 1:
            return options[0]
        fixed, _picks = self.income()

        def worth(action: Action) -> float:
            return self.gain_worth({r: fixed[r] + action.get(r, 0) for r in RESOURCES})

        return max(options, key=lambda a: (worth(a), self.rng.random()))

    def bid(self) -> Action:
        state, seat = self.state, self.seat
        war = state["war"]
        side = role(state, seat)
        actions = legal_bids(state, seat)
        options = bid_options(state, seat, side)
        if war["defender"] == NEUTRAL:
            value = min(a["v"] for a in actions)
            return self.cheapest(actions, value)
        enemy = war["defender"] if side == "attack" else war["attacker"]
        their = max_value(state, enemy, "defend" if side == "attack" else "attack")
        if side == "attack":
            need = max(1, their + (0 if tie_win(state, seat) and their else 1))
        else:
            need = max(1, their + (1 if tie_win(state, enemy) else 0))
        peace = state["players"] > 2 and self.rng.random() < (0.7 if war["allied"] else 0.45)
        sure = [v for v in options if v >= need]
        if sure and not (peace and their > 0 and min(sure) > 4):
            return self.cheapest(actions, min(sure))
        if peace or not options:
            return {"t": "bid", "v": 0}
        if side == "defend" and self.rng.random() < 0.5:
            return self.cheapest(actions, max(options))
        return {"t": "bid", "v": 0}

    def cheapest(self, actions: list[Action], value: int) -> Action:
        same = [a for a in actions if a["v"] == value]
        return min(same, key=lambda a: sum(a.get(r, 0) * self.worth[r] for r in RESOURCES))

    def flee(self) -> Action:
        actions = flee_actions(self.state, self.seat)
        cost = self.state["flee"]["cost"]
        runs = [a for a in actions if a["t"] == "flee"]
        if not runs or cost * self.worth["f"] > 2.5:
            return {"t": "perish"}
        return max(runs, key=lambda a: self.enter_worth(a["r"]) if a["r"] not in self.held else 0)
