"""A turn post's words (issue 25), made from the log alone: each logged move's commitment (a
sealed move) and narration, grouped by move, and what fits one Discord message. Every process,
and every restart, tells a turn in the same words; bot/cogs/turn_posts.py sends them."""

from __future__ import annotations

from bot.engine.base import Event
from bot.store import ActionRow
from bot.table.commitments import commit_move
from bot.table.model import Table
from bot.table.narration import narrate
from bot.table.presenter import POST_BLOCK_LIMIT, chunks, clip, sealed_line, start_lines

# Characters of narrative one channel message carries in all (its embeds' descriptions):
# Discord allows 6,000 across a message's embeds, titles included. A turn whose lines grow
# past it goes on in a new message (bot/cogs/turn_posts.py).
MESSAGE_TEXT_LIMIT = 5600
CONTENT_LIMIT = 2000  # characters of a message's content (the waiting and deadline lines)


def logged_lines(table: Table, row: ActionRow, locale: str) -> list[str]:
    """What the channel says of one logged move: its commitment if it was sealed (on record
    before what follows it), then the narration of its public events. Read from the log
    alone, so every process (and every restart) tells a turn in the same words."""
    lines = []
    if row.salt is not None:
        commitment = commit_move(row.number, row.seat, row.action, row.salt)
        lines.append(sealed_line(table, row.number, row.seat, commitment, locale))
    events = [Event.from_json(event) for event in row.events]
    return lines + narrate(table, [event for event in events if event.public], locale)


def turn_groups(
    table: Table, rows: list[ActionRow], first_step: int, locale: str
) -> list[tuple[int, list[str]]]:
    """A turn post's lines by the move they tell (0: the start, when the post is the game's
    first), in order; a move that says nothing in the channel has no group."""
    groups: list[tuple[int, list[str]]] = []
    if first_step == 0:
        groups.append((0, start_lines(table, locale)))
    for row in rows:
        lines = logged_lines(table, row, locale)
        if lines:
            groups.append((row.number, lines))
    return groups


def text_size(lines: list[str]) -> int:
    """The characters ``lines`` take in a message's embeds (as :func:`chunks` joins them)."""
    return sum(len(block) for block in chunks(lines, POST_BLOCK_LIMIT))


def fitting_start(groups: list[tuple[int, list[str]]], limit: int = MESSAGE_TEXT_LIMIT) -> int:
    """The index of the first group of the longest tail of ``groups`` that fits one message
    (at least the last group, cut if it must be): the earlier ones go in messages of their
    own before it."""
    total = 0
    for index in range(len(groups) - 1, -1, -1):
        total += text_size(groups[index][1]) + 1
        if total > limit:
            return min(index + 1, len(groups) - 1)
    return 0


def message_blocks(lines: list[str]) -> list[str]:
    """One message's embed descriptions: within the limit of one description, and of all
    of a message's together (what does not fit is cut, never sent past Discord's limits)."""
    blocks = []
    room = MESSAGE_TEXT_LIMIT
    for block in chunks(lines, POST_BLOCK_LIMIT):
        if room <= 1:
            break
        block = clip(block, room)
        blocks.append(block)
        room -= len(block)
    return blocks or [""]


def turn_content(waiting: str | None, deadline: str | None) -> str | None:
    """A turn post's content: whose move it is and the deadline, within Discord's limit."""
    parts = [part for part in (waiting, deadline) if part]
    return clip("\n".join(parts), CONTENT_LIMIT) if parts else None
