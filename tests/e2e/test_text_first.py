"""Text first (issue 29 part 3): a move's reply shows its text and controls at once and gains
its private picture by an edit; what the player finally sees is what one reply used to carry.
A picture that cannot be drawn or added leaves the text and the move as they are, and the log
says so without a secret."""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest

from bot.app import GameBot
from bot.cogs import intake, late_defer
from bot.engine.base import Event
from bot.games.suntzu.engine import ENGINE as engine
from bot.table import Table
from tests.e2e.gamebot import Cast, SunTzuTable, choose, current_state, open_suntzu
from tests.fakediscord import FakeDiscord, FakeMessage, settled

pytestmark = pytest.mark.e2e


async def open_game(fake: FakeDiscord, cast: Cast, bot: GameBot) -> SunTzuTable:
    return await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=13)


async def a_move_with_a_picture(
    table: SunTzuTable, bot: GameBot
) -> tuple[int, FakeMessage, dict[str, Any], int]:
    """The seat to move, its DM prompt (which shows the seat's picture), a move it offers, and
    the game's version before it."""
    state, version = await current_state(bot, table.game_id)
    seat = min(s for s in engine.waiting_for(state) if engine.pending(state, s))
    prompt = table.prompt_for(seat)
    assert prompt is not None
    assert [f.filename for f in prompt.files] == ["private.png"], "a DM prompt has its picture"
    offered = [action for action, _, _ in table.controls_of(prompt, seat)]
    return seat, prompt, choose(state, seat, offered, random.Random(9)), version


async def one_reply(bot: GameBot, table: Table, seat: int, locale: str) -> dict[str, Any]:
    """What the reply to the move that made ``table``'s version was as one message before
    issue 29: the desk's private payload with the seat's own events of that move, picture
    drawn."""
    row = (await bot.store.actions(table.id))[-1]
    events = [Event.from_json(event) for event in row.events]
    own = [event for event in events if seat in (event.to or ())]
    return await bot.desk.private_payload(table, seat, locale, own)


async def test_a_click_shows_its_text_first_then_gains_its_picture(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_game(fake, cast, bot)
    seat, prompt, action, version = await a_move_with_a_picture(table, bot)
    old_picture = prompt.files[0].data
    seen = len(prompt.versions)
    click = await table.use_control(table.players[seat], prompt, action, seat)
    await settled(fake, click)

    made = prompt.versions[seen:]
    assert len(made) == 2, "the text, then the picture: nothing else touched the prompt"
    text, pictured = made
    assert text["files"] == [], "the text comes alone: the old picture is taken off"
    assert pictured["files"] == ["private.png"]
    assert (pictured["content"], pictured["components"]) == (text["content"], text["components"])
    assert text["content"] != prompt.versions[seen - 1]["content"]

    # What the player finally sees is what the one reply of before carried.
    now = await bot.service.load_game(table.game_id)
    assert now.game.version == version + 1
    before = await one_reply(bot, now, seat, table.players[seat].locale)
    assert pictured["content"] == before["content"]
    [file] = before["files"]
    picture = pictured["attached"][0]
    assert picture.data == file.fp.getvalue() and picture.description == file.description
    assert picture.data != old_picture, "the picture is of the moment after the move"
    custom_ids = [c.custom_id for c in before["view"].children]
    shown = [c["custom_id"] for row in pictured["components"] for c in row["components"]]
    assert shown == custom_ids


@pytest.mark.parametrize("failure", ["render fails", "token expired", "edit refused"])
async def test_a_picture_that_cannot_be_added_keeps_the_text_and_the_move(
    fake: FakeDiscord,
    cast: Cast,
    bot: GameBot,
    failure: str,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    caplog.set_level(logging.INFO, logger=intake.__name__)
    table = await open_game(fake, cast, bot)
    seat, prompt, action, version = await a_move_with_a_picture(table, bot)
    if failure == "render fails":

        async def broken(*args: object) -> None:
            raise RuntimeError("the render worker died")

        monkeypatch.setattr(bot.desk, "private_picture", broken)
    elif failure == "token expired":
        fake.token_lifetime = 0.0  # as 15 minutes after the click: 401 / 50027
    else:
        fake.fail_next("edit_webhook_message", 404)  # e.g. the DM was deleted meanwhile
    seen = len(prompt.versions)
    click = await table.use_control(table.players[seat], prompt, action, seat)
    await settled(fake, click)

    [text] = prompt.versions[seen:]
    assert text["files"] == [] and text["content"] and text["components"]
    added = (await bot.store.actions(table.game_id))[version:]
    assert [(row.number, row.seat, row.action) for row in added] == [(version + 1, seat, action)]
    # the game goes on from it: the other seat (or this one) has its controls
    state, _ = await current_state(bot, table.game_id)
    assert any(table.prompt_for(s) is not None for s in engine.waiting_for(state))
    said = [r.getMessage() for r in caplog.records if r.name == intake.__name__]
    assert len(said) == 1 and f"game {table.game_id} seat {seat}" in said[0]
    # No secret in the log: none of the reply's words (the seat's hand is named there).
    lines = [line for line in text["content"].splitlines() if len(line) > 8]
    assert lines and not [line for line in lines if line in said[0]]
    if failure == "token expired":
        assert [r.status for r in fake.requests_to("edit_webhook_message")][-1] == 401


@pytest.mark.parametrize("answer", ["at once", "deferred"])
async def test_a_move_command_shows_its_text_first_then_gains_its_picture(
    fake: FakeDiscord,
    cast: Cast,
    bot: GameBot,
    answer: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The ephemeral reply to a slash-command move (sent by the callback, or by the first
    followup after a "thinking" defer) gains its picture through the interaction's webhook."""
    if answer == "deferred":
        monkeypatch.setattr(late_defer, "DEFER_AFTER", 0.0)  # as if the answer were slow
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=5)
    state, version = await current_state(bot, table.game_id)
    seat = next(
        s for s in table.players if any(a["t"] == "support" for a in engine.legal_actions(state, s))
    )
    player = table.players[seat]
    choices = await fake.autocomplete(player, "suntzu support", focused="card")
    move = await fake.slash(player, "suntzu support", card=choices[0]["value"])
    await settled(fake, move)

    reply = await fake.reply(move)
    assert reply.ephemeral and reply.visible_to == player.id
    shown = [v for v in reply.versions if v["content"]]  # a "thinking" message first, if deferred
    assert [v["files"] for v in shown] == [[], ["private.png"]], "text, then its picture"
    assert (shown[1]["content"], shown[1]["components"]) == (
        shown[0]["content"],
        shown[0]["components"],
    )
    now = await bot.service.load_game(table.game_id)
    assert now.game.version == version + 1
    before = await one_reply(bot, now, seat, player.locale)
    assert shown[1]["content"] == before["content"]
    assert shown[1]["attached"][0].data == before["files"][0].fp.getvalue()
    assert [r.status for r in fake.requests_to("edit_webhook_message")][-1] == 200
