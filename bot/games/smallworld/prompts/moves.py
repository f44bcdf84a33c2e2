"""``/smallworld``: Small World's moves as commands, and the guided input of token layouts.

Every move is declared here (see ``bot.prompts.commands``); ``bot.cogs.gamecommands`` builds
the command group. The autocomplete of a region or a combo offers the legal actions, labelled
as the DM's menus label them (``menu_choice``: a region's terrain and cost, a combo's position,
cost and coins).

A layout (``/smallworld redeploy``, ``/smallworld camps``) is typed as ``region:count`` pairs,
and its autocomplete reads what was typed so far. With nothing typed it offers the default
layout first (the legal action), then each region the seat may place on (``"5:"``). Once
something is typed, the first choice is the text itself with what it comes to ("2 more tokens
to place", or what is wrong with it), followed by its completions: the regions not named yet,
or, after ``"9:"``, the counts that fit (every other region keeps its least, the totals are
what the seat has), and the default last. Completions are shown exactly as they would be sent,
so a player can pick one and go on typing. The engine still judges the layout that is sent.

Which regions and how many tokens come from the seat's view the way the engine counts them
(``bot.games.smallworld.engine.turn.movable_forces``): a region not named keeps its tokens, every
region of a moving race keeps at least one, and each race places exactly the tokens it has on
the map and in hand. Encampments: any of the active race's regions, at most five in all.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine.base import Action, View
from bot.games.smallworld.engine.data import ENCAMPMENTS
from bot.games.smallworld.prompts.prompt import menu_choice
from bot.i18n import Text
from bot.prompts.base import Choice
from bot.prompts.commands import CommandGroup, Move, Param, Typed

MAX_OFFERS = 25
SEPARATORS = re.compile(r"[\s,]+")
PENDING = re.compile(r"[^\s,]*$")  # the part being typed: the end of the text after a separator
PAIR = re.compile(r"([0-9]+)[:=]([0-9]+)")
REGION_SO_FAR = re.compile(r"[0-9]*")
COUNT_SO_FAR = re.compile(r"([0-9]+)([:=])([0-9]*)")


@dataclass(frozen=True)
class Room:
    """What a layout may say: the regions it may name, each in a group (a race, or all the
    encampments), the count a region keeps when it is not named (``kept``), the least a named
    region gets, and each group's total: exactly that many in all (``exact``), or at most."""

    groups: dict[int, str]
    kept: dict[int, int]
    least: int
    totals: dict[str, int]
    exact: bool

    def fits(self, region: int, named: dict[int, int]) -> int:
        """The most ``region`` can get, the other named regions as they are and every region
        not named yet at its least."""
        group = self.groups[region]
        others = [r for r, g in self.groups.items() if g == group and r != region]
        used = sum(named[r] for r in others if r in named)
        if self.exact:
            used += self.least * sum(1 for r in others if r not in named)
        return self.totals[group] - used

    def status(self, layout: str, named: dict[int, int]) -> Text:
        """What the layout comes to: ready, short or over (camps: how many)."""
        placed = dict.fromkeys(self.totals, 0)
        for region, group in self.groups.items():
            placed[group] += named.get(region, self.kept[region])
        over = sum(max(0, placed[g] - total) for g, total in self.totals.items())
        if over:
            return Text("sw-layout-over", {"layout": layout, "count": over})
        if not self.exact:
            count = sum(placed.values())
            return Text("sw-layout-camps", {"layout": layout, "count": count, "most": ENCAMPMENTS})
        short = sum(total - placed[g] for g, total in self.totals.items())
        if short:
            return Text("sw-layout-short", {"layout": layout, "count": short})
        return Text("sw-layout-ready", {"layout": layout})


def _mine(view: View) -> tuple[int, dict[str, Any]]:
    """The seat whose view this is, and its public row (its races and their hands)."""
    me = int((view.get("me") or {}).get("seat", -1))
    seats = view.get("seats") or []
    return me, (seats[me] if 0 <= me < len(seats) else {})


def redeploy_room(view: View) -> Room:
    """Where the seat's tokens may go now: the regions of each race it moves (on its own turn
    the active race and Ghouls in decline, otherwise the races with tokens back in hand)."""
    me, seat = _mine(view)
    own_turn = view.get("phase") == "redeploy"
    forces = [(seat["active"], False)] if seat.get("active") else []
    forces += [(force, True) for force in seat.get("declined") or []]
    groups: dict[int, str] = {}
    kept: dict[int, int] = {}
    totals: dict[str, int] = {}
    for force, declined in forces:
        race, hand = force["race"], int(force.get("in_hand", 0))
        held = [
            r
            for r in view.get("regions") or []
            if r["owner"] == me and r["race"] == race and bool(r["declined"]) == declined
        ]
        moves = hand > 0 or (own_turn and (not declined or race == "ghouls"))
        if not held or not moves:
            continue
        group = f"{race}:{'declined' if declined else 'active'}"
        for r in held:
            groups[int(r["id"])] = group
            kept[int(r["id"])] = int(r["tokens"])
        totals[group] = sum(int(r["tokens"]) for r in held) + hand
    return Room(groups, kept, 1, totals, exact=True)


def camp_room(view: View) -> Room:
    """The encampments: any region of the active race, at most five in all."""
    me, seat = _mine(view)
    active = seat.get("active") or {}
    held = [
        int(r["id"])
        for r in view.get("regions") or []
        if r["owner"] == me and r["race"] == active.get("race") and not r["declined"]
    ]
    return Room(
        dict.fromkeys(held, "camps"), dict.fromkeys(held, 0), 0, {"camps": ENCAMPMENTS}, False
    )


def complete_layout(room: Room, defaults: list[Choice], written: str) -> list[Choice | Typed]:
    """The autocomplete of a layout option for what was typed so far (see the module)."""
    if not written.strip():
        return [*defaults, *(Typed(f"{region}:") for region in sorted(room.groups))]
    pending = PENDING.search(written)
    assert pending is not None  # it matches the (possibly empty) end of any text
    before, part = written[: pending.start()], pending.group()
    named: dict[int, int] = {}
    for piece in SEPARATORS.split(before.strip()) if before.strip() else []:
        pair = PAIR.fullmatch(piece)
        if pair is None:
            return [Typed(written, Text("sw-layout-bad-part", {"part": piece}))]
        problem = _count_problem(room, named, int(pair[1]), int(pair[2]))
        if problem is not None:
            return [Typed(written, problem)]
        named[int(pair[1])] = int(pair[2])
    offers, problem = _continuations(room, named, before, part)
    if problem is not None:
        return [Typed(written, problem)]
    pair = PAIR.fullmatch(part)
    if part and pair is None:  # a pair half typed: only the ways to go on
        return [*offers[: MAX_OFFERS - len(defaults)], *defaults]
    if pair is not None:  # the part being typed is a whole pair already: count it in
        named[int(pair[1])] = int(pair[2])
    # What the text comes to, sent as it is; then the ways to go on, and the default.
    status = Typed(written, room.status(written.strip(), named))
    offers = [offer for offer in offers if offer.value != written]
    return [status, *offers[: MAX_OFFERS - 1 - len(defaults)], *defaults]


def _continuations(
    room: Room, named: dict[int, int], before: str, part: str
) -> tuple[list[Typed], Text | None]:
    """The ways to go on from the ``part`` being typed: the regions it may start, or the
    counts that fit the region it names; or what is wrong with it."""
    if REGION_SO_FAR.fullmatch(part):
        offers = [
            Typed(f"{before}{region}:")
            for region in sorted(room.groups)
            if region not in named and str(region).startswith(part)
        ]
        if part and not offers:
            return [], Text("sw-layout-not-yours", {"region": part})
        return offers, None
    typing = COUNT_SO_FAR.fullmatch(part)
    if typing is None:
        return [], Text("sw-layout-bad-part", {"part": part})
    region, so_far = int(typing[1]), typing[3]
    count = int(so_far) if so_far else None
    problem = _count_problem(room, named, region, count)
    if problem is not None:
        return [], problem
    head = f"{before}{typing[1]}{typing[2]}"
    fewest = max(room.least, 1)
    counts = range(fewest, room.fits(region, named) + 1)
    return [Typed(f"{head}{n}") for n in counts if str(n).startswith(so_far)], None


def _count_problem(
    room: Room, named: dict[int, int], region: int, count: int | None
) -> Text | None:
    """What is wrong with giving ``region`` ``count`` (None: not typed yet) after ``named``."""
    if region not in room.groups:
        return Text("sw-layout-not-yours", {"region": region})
    if region in named:
        return Text("sw-layout-twice", {"region": region})
    most = room.fits(region, named)
    if most < max(room.least, 1):
        return Text("sw-layout-full", {"region": region})
    if count is not None and count < room.least:
        return Text("sw-layout-least", {"region": region, "least": room.least})
    if count is not None and count > most:
        return Text("sw-layout-most", {"region": region, "most": most})
    return None


def redeploy_layouts(view: View, legal: list[Action], written: str) -> Sequence[Choice | Typed]:
    """``/smallworld redeploy``: the default redeployment, then the seat's own layout."""
    if not legal:
        return []
    defaults = [menu_choice(view, action) for action in legal]
    return complete_layout(redeploy_room(view), defaults, written)


def camp_layouts(view: View, legal: list[Action], written: str) -> Sequence[Choice | Typed]:
    """``/smallworld camps``: the suggested encampments, then the seat's own."""
    if not legal:
        return []
    defaults = [menu_choice(view, action) for action in legal]
    return complete_layout(camp_room(view), defaults, written)


REGION = Param("region", "region", "opt-sw-region", "r")

COMMANDS = CommandGroup(
    name="smallworld",
    key="cmd-sw",
    menu_choice=menu_choice,
    moves=(
        Move("play", "cmd-sw-play", show_hand=True),
        Move("move", "cmd-sw-move", params=(Param("action", "action", "opt-sw-action"),)),
        Move("pick", "cmd-sw-pick", ("pick",), (Param("combo", "combo", "opt-sw-combo", "i"),)),
        Move("conquer", "cmd-sw-conquer", ("conquer",), (REGION,)),
        Move("final", "cmd-sw-final", ("roll",), (REGION,)),
        Move("abandon", "cmd-sw-abandon", ("abandon",), (REGION,)),
        Move(
            "redeploy",
            "cmd-sw-redeploy",
            ("redeploy",),
            (Param("layout", "layout", "opt-sw-layout", "n", complete=redeploy_layouts),),
        ),
        Move("decline", "cmd-sw-decline", ("decline",)),
        Move("end", "cmd-sw-end", ("end",)),
        Move("berserk", "cmd-sw-berserk", ("berserk",)),
        Move("dragon", "cmd-sw-dragon", ("dragon",), (REGION,)),
        Move("convert", "cmd-sw-convert", ("convert",), (REGION,)),
        Move("fortress", "cmd-sw-fortress", ("fortress",), (REGION,)),
        Move(
            "heroes",
            "cmd-sw-heroes",
            ("hero",),
            (
                Param("amount", "first", "opt-sw-first", "r"),
                Param("amount", "second", "opt-sw-second", "r", required=False),
            ),
        ),
        Move(
            "camps",
            "cmd-sw-camps",
            ("camp",),
            (Param("layout", "layout", "opt-sw-layout", "n", complete=camp_layouts),),
        ),
        Move(
            "ally",
            "cmd-sw-ally",
            ("ally",),
            (Param("player", "player", "opt-player", "s", description="opt-sw-ally-desc"),),
        ),
    ),
)
