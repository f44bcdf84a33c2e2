"""What a member would see of one game, counted from the fake Discord's own records (issue 25).

The counter reads only what the fake kept: each message with every version it was shown in,
its ``flags`` and the ``allowed_mentions`` it was created with, and the REST request log. It
knows nothing of how the bot builds its posts, so the same count runs against any version of
the bot (today's post per move, or one post per turn edited as the turn goes on).

What the game itself says (its moves, whom it waited for and when, each move's narration, the
log and the record) comes from the bot's store: :class:`GameFacts`, filled by
``tests/e2e/noise_facts.py``, is the only input besides the fake.

Discord's rules as counted here:

- a new message notifies a member it mentions (``<@id>`` in its content; embeds never ping)
  when its ``allowed_mentions`` lets that mention through: none given means Discord's default
  (every mention pings), ``parse`` containing ``"users"`` lets every user mention through,
  a ``users`` list only the members in it; a member mentioned twice in one message is told
  once; an edit never notifies, whatever it adds;
- a DM notifies unless it carries the SUPPRESS_NOTIFICATIONS flag (``1 << 12``); only DMs the
  bot sent on its own count as new DMs (the answer to a member's own click or command is
  their own doing), and their edits are counted apart;
- an ephemeral message is seen by one member, who asked for it: it is not channel noise;
- a mention in the answer to a slash command (a moderator's ``/game kick`` naming the member
  handed to the autopilot) is counted apart (``command_mentions``): it is somebody's deliberate
  act, not the table's chatter, and the same in every version of the bot.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tests.fakediscord import FakeDiscord, FakeMessage
from tests.fakediscord.model import EPHEMERAL, LOADING

SUPPRESS_NOTIFICATIONS = 1 << 12
MENTION = re.compile(r"<@!?(\d+)>")
# The REST routes a post, an edit, a deletion or a DM costs (rest.py's handler names).
MESSAGE_ROUTES = ("create_message", "edit_message", "delete_message", "create_dm")
INTERACTION_ROUTES = (
    "interaction_callback",
    "create_followup",
    "edit_webhook_message",
    "delete_webhook_message",
)
KINDS = ("lobby", "start", "turn", "reminder", "end", "command", "other")


@dataclass(frozen=True)
class GameFacts:
    """What the bot's store says about one game (see noise_facts.game_facts)."""

    game_id: int
    game: str
    locale: str  # the channel's language, the narration's
    moves: int  # accepted actions in the store's log
    turn_changes: int  # the start, plus each step after which some seat starts being awaited
    wait_starts: dict[int, int]  # member id -> times the game started waiting for them
    members: dict[int, str]  # seated member id -> name
    narration: dict[int, list[str]]  # move number -> its public narration lines
    log_lines: list[str]  # /game log's lines
    actions: list[tuple[int, str]]  # (number, action key) of every logged move
    reminder_prefix: str  # how a reminder starts, in the channel's language


@dataclass
class Window:
    """Where and when the game happened in the fake: its channel, the fake's mark before
    ``/game new`` and once the start had settled, and the request log's length before."""

    channel_id: int
    opened: int
    started: int
    requests: int


@dataclass
class DmCount:
    new: int = 0  # DMs the bot sent on its own
    silent: int = 0  # of them, sent with SUPPRESS_NOTIFICATIONS
    edits: int = 0
    replies: int = 0  # answers to the member's own interactions in the DM

    @property
    def notifying(self) -> int:
        return self.new - self.silent


@dataclass
class Noise:
    facts: GameFacts
    posts: Counter[str] = field(default_factory=Counter)  # new channel messages by kind
    channel_edits: int = 0
    mentions: dict[int, int] = field(default_factory=dict)  # member id -> notifying mentions
    command_mentions: dict[int, int] = field(default_factory=dict)  # in answers to commands
    dms: dict[int, DmCount] = field(default_factory=dict)
    requests: Counter[str] = field(default_factory=Counter)  # REST route -> requests
    lost: list[str] = field(default_factory=list)  # moves missing from channel, log or record

    @property
    def new_channel_messages(self) -> int:
        return sum(self.posts.values())

    @property
    def table_messages(self) -> int:
        """New channel messages but the answers to commands (a moderator's ``/game kick``):
        what the table posted of its own accord, which the issue bounds."""
        return self.new_channel_messages - self.posts["command"]

    @property
    def post_bound(self) -> int:
        """The issue's bound: a new message per turn change, plus the lobby, start and end."""
        return self.facts.turn_changes + 3

    @property
    def message_requests(self) -> int:
        return sum(self.requests[route] for route in MESSAGE_ROUTES)

    @property
    def own_requests(self) -> int:
        """Every REST request the bot made of its own accord: messages, and what it fetched
        to send them (a user, a channel); the answers to interactions are not counted (every
        click gets one, however the table shows it)."""
        answers = sum(self.requests[route] for route in INTERACTION_ROUTES)
        return sum(self.requests.values()) - answers

    @property
    def requests_per_action(self) -> float:
        return self.own_requests / max(1, self.facts.moves)

    def excess_mentions(self) -> dict[int, int]:
        """Members mentioned more often than the game started waiting for them: by how much."""
        over = {
            member: count - self.facts.wait_starts.get(member, 0)
            for member, count in self.mentions.items()
        }
        return {member: extra for member, extra in over.items() if extra > 0}

    def summary(self) -> dict[str, Any]:
        """Plain figures (JSON-ready) for the benchmark."""
        members = sorted(self.facts.members)
        return {
            "game": self.facts.game,
            "moves": self.facts.moves,
            "turn_changes": self.facts.turn_changes,
            "posts": dict(self.posts),
            "new_channel_messages": self.new_channel_messages,
            "table_messages": self.table_messages,
            "channel_edits": self.channel_edits,
            "mentions": [self.mentions.get(m, 0) for m in members],
            "wait_starts": [self.facts.wait_starts.get(m, 0) for m in members],
            "dm_notifying": [self.dms[m].notifying if m in self.dms else 0 for m in members],
            "dm_silent": [self.dms[m].silent if m in self.dms else 0 for m in members],
            "dm_edits": [self.dms[m].edits if m in self.dms else 0 for m in members],
            "message_requests": self.message_requests,
            "own_requests": self.own_requests,
            "requests_per_action": self.requests_per_action,
            "interaction_requests": sum(self.requests[r] for r in INTERACTION_ROUTES),
            "all_requests": sum(self.requests.values()),
            "lost": len(self.lost),
        }


# ----- one message -----------------------------------------------------------------------------


def notified_by(message: FakeMessage) -> set[int]:
    """The members a newly created message notifies by mention (Discord's rule, above)."""
    if message.flags & EPHEMERAL:
        return set()
    first = message.versions[0] if message.versions else {"content": message.content}
    mentioned = {int(found) for found in MENTION.findall(str(first.get("content") or ""))}
    allowed = message.allowed_mentions
    if allowed is None:
        return mentioned
    if "users" in (allowed.get("parse") or []):
        return mentioned
    listed = {int(user) for user in allowed.get("users") or []}
    return mentioned & listed


def edits_of(message: FakeMessage) -> int:
    """How many times a message was edited after it was first shown (a deferred answer's
    "thinking…" being filled is its first showing, not an edit)."""
    versions = message.versions
    if not versions:
        return 0
    filled = 1 if int(versions[0].get("flags") or 0) & LOADING else 0
    return max(0, len(versions) - 1 - filled)


def is_silent(message: FakeMessage) -> bool:
    return bool(message.flags & SUPPRESS_NOTIFICATIONS)


def kind_of(fake: FakeDiscord, message: FakeMessage, window: Window, facts: GameFacts) -> str:
    """Which of the game's posts a channel message is (for the split of new messages)."""
    first = message.versions[0] if message.versions else message.snapshot()
    if any(
        str(c.get("custom_id") or "").startswith("lobby:") for c in message.components_flat()
    ) or "lobby:" in json.dumps(first.get("components") or []):
        return "lobby"
    if any(
        f.filename.startswith("record-") and f.filename.endswith(".json") for f in message.files
    ):
        return "end"
    if message.seq <= window.started:
        return "start"
    asked = fake.interactions.get(message.interaction_id or 0)
    if asked is not None and asked.type == 2:
        return "command"
    if facts.reminder_prefix and message.content.startswith(facts.reminder_prefix):
        return "reminder"
    if message.embeds or any(f.filename == "board.png" for f in message.files):
        return "turn"
    return "other"


# ----- one game --------------------------------------------------------------------------------


def count(fake: FakeDiscord, facts: GameFacts, window: Window) -> Noise:
    """Everything the game's members saw of it, from the fake's records."""
    noise = Noise(facts)
    members = set(facts.members)
    mentions: Counter[int] = Counter()
    commanded: Counter[int] = Counter()
    shown = [m for m in fake.all_messages() if m.seq > window.opened]
    for message in shown:
        if message.channel_id == window.channel_id and not message.flags & EPHEMERAL:
            noise.posts[kind_of(fake, message, window, facts)] += 1
            noise.channel_edits += edits_of(message)
        if message.guild_id is not None:  # a deleted message did ping when it was sent
            asked = fake.interactions.get(message.interaction_id or 0)
            tally = commanded if asked is not None and asked.type == 2 else mentions
            tally.update(notified_by(message) & members)
    noise.mentions = {member: mentions.get(member, 0) for member in members}
    noise.command_mentions = {member: commanded.get(member, 0) for member in members}
    for member in members:
        noise.dms[member] = dm_count(fake, member, window)
    noise.requests = Counter(
        record.route or "?" for record in fake.requests[window.requests :] if record.route
    )
    noise.lost = lost_moves(fake, facts, window)
    return noise


def dm_count(fake: FakeDiscord, member: int, window: Window) -> DmCount:
    user = next(u for u in fake.members() if u.id == member)
    counted = DmCount()
    for message in fake.dm_inbox(user):
        if message.seq <= window.opened or message.flags & EPHEMERAL:
            continue
        counted.edits += edits_of(message)
        if message.interaction_id is not None:
            counted.replies += 1
            continue
        counted.new += 1
        counted.silent += is_silent(message)
    return counted


# ----- nothing is lost -------------------------------------------------------------------------


def channel_text(fake: FakeDiscord, window: Window) -> str:
    """Everything the game's channel shows now (each message's latest version)."""
    messages = [
        m
        for m in fake.all_messages()
        if m.channel_id == window.channel_id and m.seq > window.opened and not m.deleted
    ]
    return "\n".join(m.text() for m in messages if not m.flags & EPHEMERAL)


def posted_record(fake: FakeDiscord, window: Window) -> dict[str, Any] | None:
    """The game's record as the channel got it (the end post's JSON file)."""
    for message in reversed(fake.all_messages()):
        if message.channel_id != window.channel_id or message.seq <= window.opened:
            continue
        for file in message.files:
            if file.filename.startswith("record-") and file.filename.endswith(".json"):
                record: dict[str, Any] = json.loads(file.data)
                return record
    return None


def lost_moves(fake: FakeDiscord, facts: GameFacts, window: Window) -> list[str]:
    """Every accepted move's narration in the channel's latest messages, in the log, and the
    move in the record: what is missing, said."""
    lost: list[str] = []
    shown = channel_text(fake, window)
    log = "\n".join(facts.log_lines)
    for number, lines in sorted(facts.narration.items()):
        for line in lines:
            if line not in shown:
                lost.append(f"move {number} not in the channel: {line}")
            if f"`#{number}` {line}" not in log:
                lost.append(f"move {number} not in the log: {line}")
    record = posted_record(fake, window)
    if record is None:
        lost.append("no record was posted")
        return lost
    from bot.engine.base import action_key  # the bot under measurement's own key

    recorded = [(int(m["number"]), action_key(m["action"])) for m in record.get("actions", [])]
    if recorded != facts.actions:
        missing = sorted(set(facts.actions) - set(recorded))
        lost.append(f"the record's moves differ from the log: missing {missing[:5]}")
    return lost
