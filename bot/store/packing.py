"""Compressed records (issue 29 part 5): snapshots, and the whole record of a game that is over.

A game's record is mostly JSON that repeats itself (the same keys, territories and event kinds
over and over), which zlib shrinks four to ten times. Two things are compressed:

* **snapshots**: every snapshot is written as zlib-compressed canonical JSON in
  ``snapshots.packed`` (``state`` is then ''). Rows written before (``packed`` NULL) keep their
  JSON text in ``state`` and are read as they are.
* **the record of a game that is over**: once a game is finished or ended nothing can change
  its log any more (take-backs need a running game), so its actions and snapshots move, in one
  transaction, into ``action_chunks``: each chunk holds CHUNK consecutive actions and the
  snapshots taken among them as one compressed JSON document. One row per action compresses
  poorly (a row is a couple of hundred bytes), and a snapshot alone about 4x; in one stream
  the rows share their words and each snapshot is mostly a repeat of the one before. The
  record of a running game stays one row per action and one row per snapshot.

Compression only changes how bytes are kept: what is stored, and who may read it, is the same.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from bot.store.rows import ActionRow, dump_state

LEVEL = 6  # zlib's default: a snapshot is written every 25th action, so its cost (~0.15 ms) is
# spread over 25 moves; level 1 saves ~0.03 ms and stores 6-23 % more (measured per game).
CHUNK = 100  # actions per chunk of a packed record. Measured on World War 5p (KiB per game,
# actions and snapshots): 50 -> 40, 100 -> 29, 200 -> 24; a bigger chunk makes reading a past
# moment decompress more (100 World War actions and 4 snapshots: ~60 KiB of JSON).


def pack(value: Any) -> bytes:
    """``value`` as the store's canonical JSON, compressed."""
    return pack_text(dump_state(value))


def unpack(data: bytes) -> Any:
    return json.loads(zlib.decompress(bytes(data)).decode("utf-8"))


def snapshot_state(text: str | None, packed: bytes | None) -> Any:
    """A snapshot row's state: compressed (``packed``) or, written before issue 29, JSON text."""
    if packed is not None:
        return unpack(packed)
    return json.loads(text or "null")


def pack_chunk(rows: list[ActionRow], snapshots: dict[int, Any]) -> bytes:
    """Logged actions (in order) and the snapshots kept among them, as one compressed chunk:
    consecutive snapshots and the events between them share most of their words, so one
    stream holds them in a fraction of what each would take alone."""
    return pack(
        {
            "actions": [
                [
                    row.number,
                    row.seat,
                    row.user_id,
                    row.action,
                    row.events,
                    row.created_at,
                    row.salt,
                ]
                for row in rows
            ],
            "snapshots": sorted([number, state] for number, state in snapshots.items()),
        }
    )


def unpack_chunk(data: bytes) -> tuple[list[ActionRow], dict[int, Any]]:
    """A chunk's actions (in order) and its snapshots by number."""
    chunk = unpack(data)
    rows = [
        ActionRow(
            number=number,
            seat=seat,
            user_id=user_id,
            action=action,
            events=events,
            created_at=created_at,
            salt=salt,
        )
        for number, seat, user_id, action, events, created_at, salt in chunk["actions"]
    ]
    return rows, {number: state for number, state in chunk["snapshots"]}


def pack_text(text: str) -> bytes:
    """A state already dumped as the store's JSON text (the service has it), compressed."""
    return zlib.compress(text.encode("utf-8"), LEVEL)
