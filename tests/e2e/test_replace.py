"""``/game replace`` through the fake Discord (issue 14): a moderator gives a running seat to
another member, who gets its secrets and controls by DM and plays on; the former holder's
controls and commands are refused as "no longer yours"; no secret reaches anyone else."""

from __future__ import annotations

import random

import pytest

from bot.app import GameBot
from bot.i18n import SUPPORTED, t, text
from bot.settings import Settings
from tests.e2e import swbot
from tests.e2e.gamebot import (
    Cast,
    SunTzuTable,
    choose,
    current_state,
    game_bot,
    open_suntzu,
    play_one_move,
    refusal,
)
from tests.e2e.logs import recorded_logs
from tests.e2e.swbot import open_smallworld
from tests.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser, settled

pytestmark = pytest.mark.e2e


async def seat_secrets(bot: GameBot, game_id: int, seat: int) -> set[str]:
    """The seat's private summary as it is now (hand, coins, missions), in every language."""
    table = await bot.service.load_game(game_id)
    view = table.spec.engine.view(table.state, seat)
    return {text(locale, line) for line in table.spec.private_summary(view) for locale in SUPPORTED}


async def use_old_control(
    fake: FakeDiscord, user: FakeUser, message: FakeMessage, control: tuple[object, str, str | None]
) -> FakeInteraction:
    """Use a control of ``message`` as ``user``, whatever the message shows now (a client
    that has not seen its edit, or a forged click)."""
    _action, custom_id, value = control
    if value is None:
        return await fake.click(user, message, custom_id, forge=True)
    return await fake.select(user, message, custom_id, [value], forge=True)


async def replace_and_check(
    fake: FakeDiscord,
    bot: GameBot,
    table: SunTzuTable,
    moderator: FakeUser,
    old: FakeUser,
    new: FakeUser,
) -> tuple[int, FakeMessage, FakeMessage, int]:
    """Run ``/game replace``; check the answer, the new holder's DM, the former holder's DM
    and the channel's notice. The seat, the former holder's old prompt, the new one's DM and
    the mark taken before the command."""
    seat = table.seat_of(old)
    old_prompt = table.prompt_for(seat)
    assert old_prompt is not None
    secrets = await seat_secrets(bot, table.game_id, seat)
    waited_for = seat in (await bot.service.load_game(table.game_id)).waiting_humans()
    mark = fake.mark()
    command = await fake.slash(moderator, "game replace", old=old, new=new)
    await settled(fake, command)
    [answer] = fake.responses(command)
    assert answer.ephemeral and answer.visible_to == moderator.id
    assert answer.content == t(moderator.locale, "replaced-ok", old=old.mention, new=new.mention)

    loaded = await bot.service.load_game(table.game_id)
    assert loaded.seat_of(new.id) == seat and loaded.seat_of(old.id) is None
    [entry] = [e for e in await bot.store.log_entries(table.game_id) if e.kind == "replaced"]
    assert (entry.user_id, entry.payload) == (
        moderator.id,
        {"seat": seat, "old": old.id, "new": new.id},
    )

    # The new holder: the seat's secrets and live controls, and whether it is their move.
    table.players[seat] = new
    [dm] = [m for m in fake.dm_inbox(new) if m.seq > mark]
    locale = loaded.seats[seat].locale or "en"
    game, channel = str(table.game_id), f"<#{fake.channel.id}>"
    assert dm.content.startswith(t(locale, "seat-given-to-you", game=game, channel=channel))
    assert (t(locale, "seat-given-your-turn") in dm.content) == waited_for
    assert any(secret in dm.text() for secret in secrets), "the new holder sees the seat's secrets"
    assert (table.controls_of(dm, seat) != []) == waited_for
    if waited_for:
        assert loaded.seats[seat].prompt_message_id == dm.id

    # The former holder's DM: its controls and picture gone, a word on why.
    edited = fake.messages[old_prompt.id]
    assert edited.touched > mark and not edited.components_flat() and not edited.files
    old_locale = old.locale
    assert edited.content == t(old_locale, "seat-taken-from-you", game=game, channel=channel)

    # The channel: who plays the seat now.
    notices = [m for m in fake.public_messages() if m.seq > mark]
    posts = await bot.desk.channel_locale(loaded)
    label = text(posts, loaded.spec.seat_label(seat, len(loaded.seats)))
    assert [m.content for m in notices] == [
        t(posts, "seat-replaced-public", old=old.mention, new=new.mention, seat=label)
    ]
    return seat, old_prompt, dm, mark


def leaks(
    fake: FakeDiscord, secrets: set[str], old: FakeUser, old_prompt: FakeMessage, mark: int
) -> list[str]:
    """Where the seat's secrets show up after the replace outside the new holder's DMs."""
    found = []
    for message in fake.public_messages():
        found += [
            f"#channel: {s!r}" for s in secrets for shown in message.all_texts() if s in shown
        ]
    for message in fake.dm_inbox(old):
        shown = message.all_texts() if message.seq > mark else [message.text()]
        if message.id == old_prompt.id or message.seq > mark:
            found += [f"{old.name}'s DM: {s!r}" for s in secrets for text_ in shown if s in text_]
    return found


async def test_sun_tzu_seat_changes_hands_mid_game(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    rng = random.Random(5)
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=31)
    for _ in range(3):
        assert await play_one_move(table, bot, rng) is not None
    ann_seat = table.seat_of(cast.ann)
    before_prompt = table.prompt_for(ann_seat)
    assert before_prompt is not None
    old_control = table.controls_of(before_prompt, ann_seat)[0]
    # The game waits for Ann: her successor's DM must say it is their move.
    assert ann_seat in (await bot.service.load_game(table.game_id)).waiting_humans()

    # Not a moderator: refused in her own language, nothing changes.
    state = await current_state(bot, table.game_id)
    denied = await fake.slash(cast.ann, "game replace", old=cast.bob, new=cast.carol)
    await refusal(fake, denied, cast.ann, "error-not-moderator")
    assert cast.ann.locale == "zh-TW"
    assert await current_state(bot, table.game_id) == state
    assert (await bot.service.load_game(table.game_id)).seat_of(cast.carol.id) is None

    with recorded_logs() as logs:
        seat, old_prompt, dm, mark = await replace_and_check(
            fake, bot, table, cast.moderator, cast.ann, cast.carol
        )
        assert seat == ann_seat and old_prompt.id == before_prompt.id
        secrets = await seat_secrets(bot, table.game_id, seat)

        # Ann's old control and her commands: "this seat is no longer yours", in zh-TW.
        state = await current_state(bot, table.game_id)
        params = {"game": str(table.game_id), "channel": f"<#{fake.channel.id}>"}
        clicked = await use_old_control(fake, cast.ann, old_prompt, old_control)
        await refusal(fake, clicked, cast.ann, "error-seat-no-longer-yours", **params)
        hand = await fake.slash(cast.ann, "game hand")
        await refusal(fake, hand, cast.ann, "error-seat-no-longer-yours", **params)
        # Somebody who never held the seat still gets the generic refusal.
        stranger = await use_old_control(fake, cast.bob, old_prompt, old_control)
        await refusal(fake, stranger, cast.bob, "error-not-your-prompt", **params)
        assert await current_state(bot, table.game_id) == state

        # Carol plays the seat with the controls of the DM she was given.
        state, version = await current_state(bot, table.game_id)
        offered = [action for action, _, _ in table.controls_of(dm, seat)]
        action = choose(state, seat, offered, rng)
        played = await table.use_control(cast.carol, dm, action, seat)
        await settled(fake, played)
        assert not any(m.content.startswith("⛔") for m in fake.responses(played))
        row = (await bot.store.actions(table.game_id))[-1]
        assert (row.number, row.seat, row.user_id) == (version + 1, seat, cast.carol.id)
        secrets |= await seat_secrets(bot, table.game_id, seat)

    assert leaks(fake, secrets, cast.ann, old_prompt, mark) == []
    assert [f"log: {s!r}" for s in secrets for line in logs if s in line] == []


async def test_small_world_kicked_seat_goes_to_a_new_player(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    rng = random.Random(8)
    table = await open_smallworld(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=12)
    for _ in range(4):
        assert await swbot.play_one_move(table, bot, rng) is not None
    bob_seat = table.seat_of(cast.bob)
    kick = await fake.slash(cast.moderator, "game kick", player=cast.bob)
    await settled(fake, kick)
    assert (await bot.service.load_game(table.game_id)).seats[bob_seat].autopilot
    # The kicked seat's DM lost its controls; the replace starts from its last one in the inbox.
    last_dm = max(fake.dm_inbox(cast.bob), key=lambda m: m.touched)

    with recorded_logs() as logs:
        mark = fake.mark()
        command = await fake.slash(cast.moderator, "game replace", old=cast.bob, new=cast.carol)
        await settled(fake, command)
        loaded = await bot.service.load_game(table.game_id)
        assert not loaded.seats[bob_seat].autopilot
        assert loaded.user_of(bob_seat) == cast.carol.id
        kinds = [e.kind for e in await bot.store.log_entries(table.game_id)]
        assert kinds == ["kicked", "replaced"]
        table.players[bob_seat] = cast.carol
        secrets = await seat_secrets(bot, table.game_id, bob_seat)
        [dm] = [m for m in fake.dm_inbox(cast.carol) if m.seq > mark]
        assert any(secret in dm.text() for secret in secrets)

        # Bob's commands are refused as no longer his, in Simplified Chinese.
        state = await current_state(bot, table.game_id)
        params = {"game": str(table.game_id), "channel": f"<#{fake.channel.id}>"}
        for command_name in ("game hand", "smallworld play"):
            denied = await fake.slash(cast.bob, command_name)
            await refusal(fake, denied, cast.bob, "error-seat-no-longer-yours", **params)
        assert await current_state(bot, table.game_id) == state

        # Carol plays the seat (by DM and by slash command alike), and the bot does not.
        for _ in range(30):
            move = await swbot.play_one_move(table, bot, rng)
            assert move is not None
            if move.seat == bob_seat:
                break
        else:
            raise AssertionError("the seat's new holder never got to move")
        mine = [a for a in await bot.store.actions(table.game_id) if a.seat == bob_seat]
        assert mine[-1].user_id == cast.carol.id
        secrets |= await seat_secrets(bot, table.game_id, bob_seat)

    assert leaks(fake, secrets, cast.bob, last_dm, mark) == []
    assert [f"log: {s!r}" for s in secrets for line in logs if s in line] == []


async def test_refusals_and_a_new_holder_with_closed_dms(
    fake: FakeDiscord, cast: Cast, settings: Settings
) -> None:
    robot = fake.add_user("Robo")
    robot.bot = True
    dan = fake.add_user("Dan", dms_open=False)
    async with game_bot(fake, settings) as bot:
        table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=4)
        state = await current_state(bot, table.game_id)
        for old, new, code, params in (
            (cast.ann, robot, "error-replace-bot", {}),
            (cast.ann, cast.ann, "error-replace-same", {}),
            (cast.ann, cast.bob, "error-replace-already-seated", {"player": cast.bob.mention}),
            (cast.carol, dan, "error-replace-not-seated", {"player": cast.carol.mention}),
        ):
            denied = await fake.slash(cast.moderator, "game replace", old=old, new=new)
            await refusal(fake, denied, cast.moderator, code, **params)
        assert await current_state(bot, table.game_id) == state
        assert [e.kind for e in await bot.store.log_entries(table.game_id)] == []

        # Dan's DMs are closed: the channel tells him, and his controls wait for him there.
        mark = fake.mark()
        command = await fake.slash(cast.moderator, "game replace", old=cast.ann, new=dan)
        await settled(fake, command)
        loaded = await bot.service.load_game(table.game_id)
        seat = loaded.seat_of(dan.id)
        assert seat == table.seat_of(cast.ann)
        posts = await bot.desk.channel_locale(loaded)
        public = [m.content for m in fake.public_messages() if m.seq > mark]
        assert t(posts, "dm-closed", player=dan.mention) in public
        hand = await fake.slash(dan, "game hand")
        answer = await fake.reply(hand)
        assert answer.ephemeral and table.controls_of(answer, seat)
