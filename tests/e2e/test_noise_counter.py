"""The noise counter (tests/e2e/noise.py) on messages made by hand in a fake that never starts:
Discord's rules for what notifies, the split of channel posts, DMs and requests per action,
and the "nothing is lost" check."""

from __future__ import annotations

import json
from typing import Any

from tests.e2e.noise import (
    SUPPRESS_NOTIFICATIONS,
    GameFacts,
    Window,
    count,
    edits_of,
    notified_by,
)
from tests.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser
from tests.fakediscord.model import EPHEMERAL, LOADING, RequestRecord


def post(
    fake: FakeDiscord, content: str = "", allowed: dict[str, Any] | None = None, **data: Any
) -> FakeMessage:
    body: dict[str, Any] = {"content": content, **data}
    if allowed is not None:
        body["allowed_mentions"] = allowed
    return fake.create_message(fake.channel, body, [])


def dm(fake: FakeDiscord, user: FakeUser, content: str, flags: int = 0) -> FakeMessage:
    return fake.create_message(fake.dm_channel_of(user), {"content": content, "flags": flags}, [])


def facts(ann: FakeUser, bob: FakeUser, **changes: Any) -> GameFacts:
    base: dict[str, Any] = {
        "game_id": 1,
        "game": "suntzu",
        "locale": "en",
        "moves": 4,
        "turn_changes": 2,
        "wait_starts": {ann.id: 1, bob.id: 1},
        "members": {ann.id: "Ann", bob.id: "Bob"},
        "narration": {1: ["Ann marches."], 2: ["Bob holds."]},
        "log_lines": ["`#1` Ann marches.", "`#2` Bob holds."],
        "actions": [(1, '{"t":"march"}'), (2, '{"t":"hold"}')],
        "reminder_prefix": "⏰ ",
    }
    base.update(changes)
    return GameFacts(**base)


def test_a_mention_notifies_only_when_the_message_is_new_and_allowed() -> None:
    fake = FakeDiscord()
    ann, bob = fake.add_user("Ann"), fake.add_user("Bob")
    both = f"Your move: <@{ann.id}> <@!{bob.id}> <@{ann.id}>"
    assert notified_by(post(fake, both)) == {ann.id, bob.id}  # no allowed_mentions: all ping
    assert notified_by(post(fake, both, {"parse": ["users"]})) == {ann.id, bob.id}
    assert notified_by(post(fake, both, {"parse": []})) == set()
    assert notified_by(post(fake, both, {"parse": ["roles"]})) == set()
    # a users list lets only the members in it through
    assert notified_by(post(fake, both, {"users": [str(bob.id)]})) == {bob.id}
    # embeds never ping, nor an ephemeral answer
    embedded = post(fake, "", {"parse": ["users"]}, embeds=[{"description": f"<@{ann.id}>"}])
    assert notified_by(embedded) == set()
    assert notified_by(post(fake, both, flags=EPHEMERAL)) == set()
    # an edit adding a mention does not notify: only the created version counts
    quiet = post(fake, "Moves so far: 1", {"parse": ["users"]})
    fake.edit_message(quiet, {"content": f"Moves so far: 2 <@{ann.id}>"}, [])
    assert notified_by(quiet) == set()
    assert edits_of(quiet) == 1


def test_a_deferred_answer_filled_in_is_not_an_edit() -> None:
    fake = FakeDiscord()
    thinking = fake.create_message(fake.channel, {}, [], extra_flags=LOADING)
    fake.edit_message(thinking, {"content": "done"}, [])
    assert edits_of(thinking) == 0
    fake.edit_message(thinking, {"content": "done, again"}, [])
    assert edits_of(thinking) == 1


def test_a_whole_count_by_hand() -> None:
    fake = FakeDiscord()
    ann, bob = fake.add_user("Ann"), fake.add_user("Bob")
    opened = fake.mark()
    lobby = post(fake, "", components=[{"type": 1, "components": [_button("lobby:1:join")]}])
    fake.edit_message(lobby, {"content": "Ann joined"}, [])
    start = post(fake, f"<@{ann.id}> <@{bob.id}>", {"parse": ["users"]}, embeds=[_embed("go")])
    started = fake.mark()
    turn = post(fake, f"<@{ann.id}>", {"parse": ["users"]}, embeds=[_embed("Ann marches.")])
    fake.edit_message(turn, {"embeds": [_embed("Ann marches.\nBob holds.")]}, [])
    post(fake, f"⏰ Sun Tzu is waiting. <@{ann.id}>", {"parse": ["users"]})
    # a moderator's /game kick, answered in the channel with a mention of the member
    kick = FakeInteraction(99, "t", 2, fake.owner, fake.channel.id, fake.guild.id, {}, 0.0, None)
    fake.interactions[kick.id] = kick
    fake.create_message(
        fake.channel, {"content": f"<@{bob.id}> is played by the bot"}, [], interaction=kick
    )
    record = {
        "actions": [{"number": 1, "action": {"t": "march"}}, {"number": 2, "action": {"t": "hold"}}]
    }
    end = fake.create_message(
        fake.channel,
        {"content": "", "embeds": [_embed("The end")], "attachments": [{"id": 0}]},
        [("record-1.json", json.dumps(record).encode())],
    )
    dm(fake, ann, "your move")
    dm(fake, ann, "Bob moved", flags=SUPPRESS_NOTIFICATIONS)
    hand = dm(fake, bob, "your hand")
    fake.edit_message(hand, {"content": "your hand, now"}, [])
    fake.requests += [RequestRecord("POST", "/x", "create_message", 200)] * 6
    fake.requests += [RequestRecord("PATCH", "/x", "edit_message", 200)] * 2
    fake.requests += [RequestRecord("POST", "/x", "interaction_callback", 204)] * 3
    fake.requests += [RequestRecord("GET", "/x", "get_user", 200)] * 2  # the bot's own too

    noise = count(fake, facts(ann, bob), Window(fake.channel.id, opened, started, 0))

    assert dict(noise.posts) == {
        "lobby": 1,
        "start": 1,
        "turn": 1,
        "reminder": 1,
        "command": 1,
        "end": 1,
    }
    assert noise.new_channel_messages == 6 and noise.table_messages == 5 == noise.post_bound
    assert noise.channel_edits == 2
    assert noise.mentions == {ann.id: 3, bob.id: 1}
    assert noise.excess_mentions() == {ann.id: 2}
    assert noise.command_mentions == {ann.id: 0, bob.id: 1}  # counted apart
    assert (noise.dms[ann.id].new, noise.dms[ann.id].silent, noise.dms[ann.id].notifying) == (
        2,
        1,
        1,
    )
    assert (noise.dms[bob.id].new, noise.dms[bob.id].edits) == (1, 1)
    assert noise.message_requests == 8 and noise.own_requests == 10
    assert noise.requests_per_action == 2.5  # the interaction answers are not the bot's own
    assert noise.lost == []
    assert start.seq <= started < end.seq


def test_a_move_missing_anywhere_is_reported() -> None:
    fake = FakeDiscord()
    ann, bob = fake.add_user("Ann"), fake.add_user("Bob")
    opened = fake.mark()
    post(fake, "", embeds=[_embed("Ann marches.")])  # Bob's move never reached the channel
    known = facts(ann, bob, log_lines=["`#2` Bob holds."])  # nor Ann's the log
    noise = count(fake, known, Window(fake.channel.id, opened, opened, 0))
    assert noise.lost == [
        "move 1 not in the log: Ann marches.",
        "move 2 not in the channel: Bob holds.",
        "no record was posted",
    ]


def _button(custom_id: str) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": "Join", "custom_id": custom_id}


def _embed(description: str) -> dict[str, Any]:
    return {"title": "Sun Tzu", "description": description}
