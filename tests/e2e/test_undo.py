"""``/game undo`` and ``/game rollback`` through the fake Discord (issue 14): what is taken
back, what is refused and why (the state untouched), the board posted again, old controls
stale, the rollback's preview and confirmation buttons, the log, and a restart between."""

from __future__ import annotations

import random

import pytest

from bot.app import GameBot
from bot.engine.base import State
from bot.games.suntzu.engine.turns import phase_of
from bot.i18n import t
from bot.settings import Settings
from bot.table.narration import seat_name
from tests.e2e import swbot
from tests.e2e.gamebot import (
    Cast,
    SunTzuTable,
    current_state,
    game_bot,
    open_suntzu,
    play_one_move,
    play_until,
    refusal,
)
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, settled

pytestmark = pytest.mark.e2e

SEED = 21


def nobody_placed(state: State) -> bool:
    """Placement with no card down and nobody locked in."""
    placed = [card for cards in state["placement"] for card in cards if card is not None]
    return phase_of(state) == "place" and not placed and not any(state["locked"])


async def play_to_the_reveal(table: SunTzuTable, bot: GameBot) -> int:
    """Play until the placement's last lock (which shows every card); its move number."""
    rng = random.Random(3)
    for _ in range(200):
        before, _ = await current_state(bot, table.game_id)
        move = await play_one_move(table, bot, rng)
        assert move is not None
        if move.action["t"] == "lock" and any(before["locked"]):
            return move.version_before + 1
    raise AssertionError("no placement was locked in by both")


def board_posts(fake: FakeDiscord, since: int) -> list[FakeMessage]:
    return [
        m
        for m in fake.public_messages()
        if m.seq > since and any(f.filename == "board.png" for f in m.files)
    ]


def description(message: FakeMessage) -> str:
    return "\n".join(str(embed.get("description") or "") for embed in message.embeds)


def announced(fake: FakeDiscord, since: int) -> str:
    """What the channel was told since ``since``: the take-back's own line, then the new
    turn post with the board (issue 25)."""
    return "\n".join(description(m) for m in fake.public_messages() if m.seq > since)


async def answer(fake: FakeDiscord, interaction) -> FakeMessage:  # type: ignore[no-untyped-def]
    await settled(fake, interaction)
    replies = fake.responses(interaction)
    assert replies, "the interaction got no answer"
    return replies[-1]


async def test_undo_a_sealed_placement_posts_the_board_and_old_controls_are_stale(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
    await play_until(table, bot, random.Random(2), stop=nobody_placed)
    before, version = await current_state(bot, table.game_id)
    move = await play_one_move(table, bot, random.Random(5))
    assert move is not None and move.action["t"] == "assign"
    user = table.players[move.seat]
    prompt = table.prompt_for(move.seat)
    assert prompt is not None
    _, old_id, old_value = table.controls_of(prompt, move.seat)[0]

    mark = fake.mark()
    undo = await fake.slash(user, "game undo")
    reply = await answer(fake, undo)
    assert reply.ephemeral and reply.content == t(user.locale, "undo-ok")
    assert await current_state(bot, table.game_id) == (before, version)
    [post] = board_posts(fake, mark)  # the turn anew: the board as it is now
    assert all(f.is_png for f in post.files if f.filename == "board.png")
    game = await bot.service.load_game(table.game_id)
    said = t("en", "undo-channel", player=seat_name(game, move.seat, "en"), move=version + 1)
    assert said in announced(fake, mark)
    # the seat's DM was brought back to the moment before the move
    assert fake.messages[prompt.id].touched > mark
    assert table.controls_of(fake.messages[prompt.id], move.seat)

    # a control made after the move (before the undo) is stale now, and changes nothing
    if old_value is None:
        stale = await fake.click(user, prompt, old_id, forge=True)
    else:
        stale = await fake.select(user, prompt, old_id, [old_value], forge=True)
    await settled(fake, stale)
    assert fake.messages[prompt.id].content.startswith(t(user.locale, "error-controls-stale"))
    assert await current_state(bot, table.game_id) == (before, version)

    # the move can be made again: it takes the same number, the log shows the first struck
    again = await play_one_move(table, bot, random.Random(5))
    assert again is not None and again.version_before == version
    log = await answer(fake, await fake.slash(cast.carol, "game log"))
    assert t("en", "log-entry-undone", by=seat_name(game, move.seat, "en"), count=1) in (
        description(log)
    )


async def test_undo_is_refused_after_another_move_and_after_a_reveal(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
    await refusal(fake, await fake.slash(cast.ann, "game undo"), cast.ann, "undo-nothing")
    await refusal(fake, await fake.slash(cast.carol, "game undo"), cast.carol, "error-not-a-player")
    await play_until(table, bot, random.Random(2), stop=nobody_placed)
    first = await play_one_move(table, bot, random.Random(5))
    assert first is not None
    # the other player moves too: the first may not take theirs back any more
    rng = random.Random(6)
    for _ in range(20):
        move = await play_one_move(table, bot, rng)
        assert move is not None
        if move.seat != first.seat:
            break
    latest = await current_state(bot, table.game_id)
    early = table.players[first.seat]
    await refusal(fake, await fake.slash(early, "game undo"), early, "undo-after-other")
    assert await current_state(bot, table.game_id) == latest

    number = await play_to_the_reveal(table, bot)
    revealed = await current_state(bot, table.game_id)
    locker: FakeUser = table.players[table.moves[-1].seat]
    undo = await fake.slash(locker, "game undo")
    await refusal(fake, undo, locker, "undo-after-reveal", move=number)
    assert await current_state(bot, table.game_id) == revealed


async def test_small_world_conquest_undone_and_final_die_roll_refused(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await swbot.open_smallworld(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=6)
    rng = random.Random(4)
    undone = rolled = False
    for _ in range(300):
        move = await swbot.play_one_move(table, bot, rng)
        assert move is not None
        kind = move.action["t"]
        user = table.players[move.seat]
        if kind == "conquer" and not undone:
            before = table.history[-2][1]
            reply = await answer(fake, await fake.slash(user, "game undo"))
            assert reply.content == t(user.locale, "undo-ok")
            assert await current_state(bot, table.game_id) == (before, move.version_before)
            table.history.pop()
            undone = True
        elif kind == "roll":
            after = await current_state(bot, table.game_id)
            undo = await fake.slash(user, "game undo")
            await refusal(fake, undo, user, "undo-after-random", move=move.version_before + 1)
            assert await current_state(bot, table.game_id) == after
            rolled = True
        if undone and rolled:
            return
    raise AssertionError("no conquest and die roll in the game")


async def rollback_preview(
    fake: FakeDiscord, moderator: FakeUser, to: int
) -> tuple[FakeMessage, str]:
    preview = await answer(fake, await fake.slash(moderator, "game rollback", to=to))
    assert preview.ephemeral and preview.visible_to == moderator.id
    [button] = [c for c in preview.components_flat() if str(c.get("custom_id")).startswith("rb")]
    return preview, str(button["custom_id"])


async def test_rollback_previews_asks_twice_over_a_reveal_and_marks_the_log(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=SEED)
    await play_until(table, bot, random.Random(2), stop=nobody_placed)
    _, to = await current_state(bot, table.game_id)
    target = (await current_state(bot, table.game_id))[0]
    number = await play_to_the_reveal(table, bot)
    after = await current_state(bot, table.game_id)

    refused = await fake.slash(cast.ann, "game rollback", to=to)
    await refusal(fake, refused, cast.ann, "error-not-moderator")

    preview, button = await rollback_preview(fake, cast.moderator, to)
    assert preview.embeds[0]["title"] == t("en", "rollback-preview-title", move=to)
    assert t("en", "rollback-preview-body", count=after[1] - to) in description(preview)
    assert [f.filename for f in preview.files] == ["board.png"]
    assert f":{to}:{after[1]}:{cast.moderator.id}:1:" in button
    # nothing changes before the confirmation; a stranger's press is refused
    assert await current_state(bot, table.game_id) == after
    stranger = await fake.click(cast.carol, preview, button, forge=True)
    await refusal(fake, stranger, cast.carol, "rollback-not-yours")
    forged = button[:-1] + ("a" if button[-1] != "a" else "b")
    press = await fake.click(cast.moderator, preview, forged, forge=True)
    await refusal(fake, press, cast.moderator, "rollback-forged")
    assert await current_state(bot, table.game_id) == after

    # a reveal happened after that move: a second, explicit confirmation
    first = await fake.click(cast.moderator, preview, button)
    warning = await answer(fake, first)
    assert warning.content == "⚠️ " + t("en", "rollback-reveal-confirm", move=to)
    assert await current_state(bot, table.game_id) == after
    [again] = [c for c in warning.components_flat() if str(c.get("custom_id")).startswith("rb")]
    mark = fake.mark()
    done = await answer(fake, await fake.click(cast.moderator, warning, str(again["custom_id"])))
    assert done.content == t("en", "rollback-ok")
    assert await current_state(bot, table.game_id) == (target, to)
    [post] = board_posts(fake, mark)  # the turn anew: the board as it is now
    assert all(f.is_png for f in post.files if f.filename == "board.png")
    count = after[1] - to
    said = t("en", "rollback-channel", moderator=cast.moderator.mention, move=to, count=count)
    assert said in announced(fake, mark)
    # the preview's button was made for the version before: it is stale now
    stale = await fake.click(cast.moderator, preview, button)
    await refusal(fake, stale, cast.moderator, "rollback-stale")

    log = description(await answer(fake, await fake.slash(cast.bob, "game log", count=25)))
    rolled_back = t(cast.bob.locale, "log-entry-rolled-back", by=cast.moderator.mention, to=to)
    assert "~~" in log and rolled_back in log
    assert number > to
    # the moves stay in the store, marked, never deleted
    undone = await bot.store.undone_actions(table.game_id)
    assert [row.action.number for row in undone] == list(range(to + 1, after[1] + 1))


async def test_undo_and_rollback_after_a_restart(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    async with game_bot(fake, settings) as first:
        table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], first, seed=SEED)
        await play_until(table, first, random.Random(2), stop=nobody_placed)
        start = await current_state(first, table.game_id)
        move = await play_one_move(table, first, random.Random(5))
        assert move is not None and move.action["t"] == "assign"
        before_undo = table.history[-2][1]
    async with game_bot(fake, settings) as second:
        user = table.players[move.seat]
        reply = await answer(fake, await fake.slash(user, "game undo"))
        assert reply.content == t(user.locale, "undo-ok")
        assert await current_state(second, table.game_id) == (before_undo, move.version_before)
        await play_one_move(table, second, random.Random(7))
        await play_one_move(table, second, random.Random(8))
    async with game_bot(fake, settings) as third:
        preview, button = await rollback_preview(fake, cast.moderator, start[1])
        done = await answer(fake, await fake.click(cast.moderator, preview, button))
        assert done.content == t("en", "rollback-ok")
        assert await current_state(third, table.game_id) == start
        assert await third.service.replay(table.game_id) == start[0]
