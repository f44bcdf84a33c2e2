"""What the bot's store says about one game, for the noise counter (tests/e2e/noise.py).

Only the store and the game's engine are read, through names every version of the bot since
fb1be8d has: the service's ``load_game``, ``actions`` and ``history``, the table's seed
(``table.random``), the engine's ``setup`` / ``apply`` / ``waiting_for``, and the narration
and ``/game log`` line builders. The log is replayed from the seed, as the record is made,
so every step's waiting set is known, not only the last one.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from bot.engine.base import Event, action_key
from bot.i18n import t, text
from bot.table.narration import narrate
from tests.e2e.noise import GameFacts


async def channel_locale(bot: Any, table: Any) -> str:
    """The game channel's language as the bot's posts use it (the desk cog decides)."""
    for cog in bot.cogs.values():
        decide = getattr(cog, "channel_locale", None)
        if decide is not None:
            return str(await decide(table))
    return str(bot.settings.default_locale)


def waits(table: Any, rows: list[Any]) -> tuple[int, Counter[int]]:
    """Replay the log: the turn changes (the start, then each step after which some seat
    starts being awaited) and, per member, how many times the game started waiting for them."""
    engine = table.spec.engine
    source = table.random
    state = engine.setup(len(table.seats), dict(table.game.options), source.setup())
    before: set[int] = set(engine.waiting_for(state))
    starts: Counter[int] = Counter(table.user_of(seat) for seat in before)
    changes = 1
    for row in rows:
        action = json.loads(action_key(row.action))  # the engine may keep parts of it
        engine.apply(state, row.seat, action, source.step(row.number))
        now = set(engine.waiting_for(state)) if engine.result(state) is None else set()
        fresh = now - before
        if fresh:
            changes += 1
            starts.update(table.user_of(seat) for seat in fresh)
        before = now
    return changes, starts


def move_log_lines(table: Any, items: list[Any], locale: str) -> list[str]:
    """``/game log``'s lines, built as the bot builds them."""
    from bot.cogs.tablelog import log_lines

    return list(log_lines(table, items, locale))


async def game_facts(bot: Any, game_id: int) -> GameFacts:
    service = bot.service
    table = await service.load_game(game_id)
    rows = await service.actions(game_id)
    locale = await channel_locale(bot, table)
    changes, starts = waits(table, rows)
    members = {seat.user_id: seat.display_name for seat in table.seats}
    narration = {
        row.number: narrate(
            table, [e for e in map(Event.from_json, row.events) if e.public], locale
        )
        for row in rows
    }
    title = text(locale, table.spec.title)
    reminder = t(locale, "reminder", game=title, waiting="\x00").split("\x00")[0]
    return GameFacts(
        game_id=game_id,
        game=table.spec.name,
        locale=locale,
        moves=len(rows),
        turn_changes=changes,
        wait_starts={member: starts.get(member, 0) for member in members},
        members=members,
        narration=narration,
        log_lines=move_log_lines(table, await service.history(game_id), locale),
        actions=[(row.number, action_key(row.action)) for row in rows],
        reminder_prefix=reminder,
    )
