"""Issue 9: a Small World layout is typed with guidance, not as free text.

The autocomplete of ``/smallworld redeploy`` and ``/smallworld camps`` reads what was typed
so far: with nothing typed it offers the default layout first, then the regions the player may
place on; after ``"5:"`` the counts that fit; once a pair is complete, what the layout comes
to ("2 more tokens to place") in the player's language, or what is wrong with it. A player
builds a layout by picking completions one after another, and a wrong layout sent anyway gets
the engine's reason and changes nothing.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.app import GameBot
from bot.engine.base import State
from bot.games.smallworld.engine import ENGINE as engine
from bot.games.smallworld.engine.data import ENCAMPMENTS
from bot.games.smallworld.engine.state import region, regions_of
from bot.games.smallworld.engine.turn import movable_forces
from bot.i18n import Text, t, text
from tests.e2e import swbot
from tests.e2e.gamebot import Cast, choice_action, current_state
from tests.e2e.swbot import SmallWorldTable, open_smallworld
from tests.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser, settled

pytestmark = pytest.mark.e2e

REDEPLOY = "smallworld redeploy"
CAMPS = "smallworld camps"


async def typing(fake: FakeDiscord, user: FakeUser, command: str, so_far: str) -> list[dict]:
    """The autocomplete of the command's ``layout`` option once ``so_far`` is typed."""
    return await fake.autocomplete(user, command, focused="layout", layout=so_far)


async def answer_to(fake: FakeDiscord, interaction: FakeInteraction) -> FakeMessage:
    """The one private answer to an interaction the bot refused."""
    await settled(fake, interaction)
    [answer] = fake.responses(interaction)
    assert answer.ephemeral and answer.content.startswith("⛔")
    return answer


async def answered(fake: FakeDiscord, interaction: FakeInteraction) -> None:
    """The bot has finished with a move it accepted."""
    await settled(fake, interaction)
    answer = await fake.reply(interaction)
    assert not answer.content.startswith("⛔"), answer.content


async def until_own_redeployment(table: SmallWorldTable, bot: GameBot) -> tuple[State, int]:
    """Play on until the seat whose turn it is redeploys one race over three regions or more,
    with more tokens than regions; the state and that seat."""
    rng = random.Random(6)
    for _ in range(120):
        state, _version = await current_state(bot, table.game_id)
        seat = state["active"]
        if state["phase"] == "redeploy":
            movable = movable_forces(state, seat, True)
            if len(movable) == 1:
                held = regions_of(state, movable[0]["race"])
                if len(held) >= 3 and tokens_to_place(state, seat) > len(held):
                    return state, seat
        await swbot.play_one_move(table, bot, rng)
    raise AssertionError("no redeployment over three regions")


def tokens_to_place(state: State, seat: int) -> int:
    [force] = movable_forces(state, seat, True)
    held = regions_of(state, force["race"])
    return sum(region(state, rid)["tokens"] for rid in held) + force["hand"]


def status(locale: str, layout: str, placed: int, total: int) -> str:
    """What the first choice says a layout comes to, as the player reads it."""
    if placed < total:
        return t(locale, "sw-layout-short", layout=layout, count=total - placed)
    if placed > total:
        return t(locale, "sw-layout-over", layout=layout, count=placed - total)
    return t(locale, "sw-layout-ready", layout=layout)


async def test_a_redeployment_is_built_from_completions_and_a_wrong_one_refused(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_smallworld(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=6)
    state, seat = await until_own_redeployment(table, bot)
    before = await current_state(bot, table.game_id)
    user = table.players[seat]
    other = next(player for s, player in table.players.items() if s != seat)
    locale = user.locale
    [force] = movable_forces(state, seat, True)
    held = sorted(regions_of(state, force["race"]))
    total = tokens_to_place(state, seat)
    tokens = {rid: region(state, rid)["tokens"] for rid in held}

    # nothing typed: the default layout first, then every region the player places on, each
    # shown as it would be sent so that the player can go on typing after picking it
    choices = await typing(fake, user, REDEPLOY, "")
    assert choice_action(choices[0]["value"]) == {"t": "redeploy"}
    assert choices[0]["name"] == text(locale, Text("sw-do-redeploy-default"))
    assert [c["value"] for c in choices[1:]] == [f"{rid}:" for rid in held]
    assert all(c["name"] == c["value"] for c in choices[1:])
    assert await typing(fake, other, REDEPLOY, "") == []  # not the other player's step

    # build a layout the way a player would: a region, then a count that fits
    wanted = dict.fromkeys(held, 1)
    wanted[held[0]] = total - (len(held) - 1)
    written = ""
    for index, rid in enumerate(held):
        offered = [c["value"] for c in await typing(fake, user, REDEPLOY, written)]
        assert f"{written}{rid}:" in offered
        written = f"{written}{rid}:"
        counts = await typing(fake, user, REDEPLOY, written)
        # every region still to name keeps one token: the rest is what fits here
        most = total - sum(wanted[r] for r in held[:index]) - (len(held) - index - 1)
        fitting = [f"{written}{n}" for n in range(1, most + 1)]
        assert [c["value"] for c in counts[:-1]] == fitting[:24]
        assert choice_action(counts[-1]["value"]) == {"t": "redeploy"}  # the default, last
        written = f"{written}{wanted[rid]} "
        # a complete pair: the first choice tells what the layout comes to, sent as typed
        told = await typing(fake, user, REDEPLOY, written)
        placed = sum(wanted[r] for r in held[: index + 1]) + sum(
            tokens[r] for r in held[index + 1 :]
        )
        assert told[0] == {
            "name": status(locale, written.strip(), placed, total),
            "value": written,
        }
    assert told[0]["name"] == t(locale, "sw-layout-ready", layout=written.strip())

    # what is wrong with a layout is said while it is typed, in the player's language
    first = held[0]
    wrong: dict[str, Any] = {
        "999:": Text("sw-layout-not-yours", {"region": 999}),
        f"{first}:1 {first}:": Text("sw-layout-twice", {"region": first}),
        f"{first}:{total}": Text(
            "sw-layout-most", {"region": first, "most": total - len(held) + 1}
        ),
        f"{first}:0": Text("sw-layout-least", {"region": first, "least": 1}),
        f"{first}-2": Text("sw-layout-bad-part", {"part": f"{first}-2"}),
    }
    for so_far, problem in wrong.items():
        assert await typing(fake, user, REDEPLOY, so_far) == [
            {"name": text(locale, problem), "value": so_far}
        ]

    # one token everywhere is too few: said while typing, and refused by the rules when sent
    too_few = " ".join(f"{rid}:1" for rid in held)
    told = await typing(fake, user, REDEPLOY, too_few)
    assert told[0]["name"] == status(locale, too_few, len(held), total)
    answer = await answer_to(fake, await fake.slash(user, REDEPLOY, layout=too_few))
    assert answer.visible_to == user.id
    assert answer.content == "⛔ " + t(
        locale, "sw-err-layout-total", expected=total, placed=len(held)
    )
    assert await current_state(bot, table.game_id) == before

    # the layout built from the completions is sent as it reads, and applied
    await answered(fake, await fake.slash(user, REDEPLOY, layout=written))
    after, version = await current_state(bot, table.game_id)
    assert version == before[1] + 1
    assert {rid: region(after, rid)["tokens"] for rid in held} == wanted
    [row] = (await bot.store.actions(table.game_id))[before[1] :]
    assert row.action == {"t": "redeploy", "n": {str(rid): n for rid, n in wanted.items()}}


async def test_encampments_are_typed_with_guidance_up_to_five(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    # with this seed the market offers Bivouacking third, within the first player's coins
    table = await open_smallworld(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=1)
    state, version = await current_state(bot, table.game_id)
    seat = state["active"]
    user, locale = table.players[seat], table.players[seat].locale
    index = next(i for i, c in enumerate(state["market"]) if c["power"] == "bivouacking")
    combo = state["market"][index]

    # the market choice names its position, power, race, cost and the coins on it
    picks = await fake.autocomplete(user, "smallworld pick", focused="combo")
    [pick] = [c for c in picks if choice_action(c["value"]) == {"t": "pick", "i": index}]
    label = Text(
        "sw-ui-pick-choice",
        {
            "position": index + 1,
            "power": Text("sw-power-bivouacking"),
            "race": Text(f"sw-race-{combo['race']}"),
            "cost": index,
        },
    )
    coins = Text("sw-ui-pick-coins", {"coins": combo["coins"]})
    assert pick["name"] == t(locale, "choice-detail", label=label, detail=coins)
    assert (
        str(index + 1) in pick["name"]
        and text(locale, Text("sw-power-bivouacking")) in (pick["name"])
    )
    await answered(fake, await fake.slash(user, "smallworld pick", combo=pick["value"]))

    # conquer the first target offered (its label names its terrain), then end the conquests
    [target, *_] = await fake.autocomplete(user, "smallworld conquer", focused="region")
    conquest = choice_action(target["value"])
    terrain = Text(f"sw-terrain-{state['board'][str(conquest['r'])]['terrain']}")
    assert text(locale, terrain) in target["name"]
    await answered(fake, await fake.slash(user, "smallworld conquer", region=target["value"]))
    await answered(fake, await fake.slash(user, "smallworld end"))
    state, version = await current_state(bot, table.game_id)
    assert state["phase"] == "redeploy"
    [default] = [a for a in engine.legal_actions(state, seat) if a["t"] == "camp"]
    held = sorted(regions_of(state, combo["race"]))

    choices = await typing(fake, user, CAMPS, "")
    assert choice_action(choices[0]["value"]) == default
    assert [c["value"] for c in choices[1:]] == [f"{rid}:" for rid in held]
    first = held[0]
    counts = await typing(fake, user, CAMPS, f"{first}:")
    assert [c["value"] for c in counts[:-1]] == [f"{first}:{n}" for n in range(1, ENCAMPMENTS + 1)]
    told = await typing(fake, user, CAMPS, f"{first}:3")
    assert told[0] == {
        "name": t(locale, "sw-layout-camps", layout=f"{first}:3", count=3, most=ENCAMPMENTS),
        "value": f"{first}:3",
    }
    assert await typing(fake, user, CAMPS, f"{first}:6") == [
        {
            "name": text(locale, Text("sw-layout-most", {"region": first, "most": ENCAMPMENTS})),
            "value": f"{first}:6",
        }
    ]

    # six sent anyway: the rules refuse them; five are placed
    answer = await answer_to(fake, await fake.slash(user, CAMPS, layout=f"{first}:6"))
    assert answer.content == "⛔ " + t(locale, "sw-err-camp-count", limit=ENCAMPMENTS)
    assert await current_state(bot, table.game_id) == (state, version)
    await answered(fake, await fake.slash(user, CAMPS, layout=f"{first}:{ENCAMPMENTS}"))
    after, _ = await current_state(bot, table.game_id)
    assert region(after, first)["camp"] == ENCAMPMENTS
