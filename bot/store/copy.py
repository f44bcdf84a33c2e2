"""``python -m bot migrate-db SOURCE_URL DESTINATION_URL``: copy a whole database into an
empty one, typically a SQLite file into PostgreSQL when one process is no longer enough.

Every table is copied row for row with its ids, in the order the migrations created the
tables (so a row's references are always copied before it), in one transaction on the
destination: it has everything or nothing. The destination's id sequences then continue after
the largest copied id. Both databases are opened as the bot opens them, so both are migrated
to the latest schema first (the source too, in place). Stop the bot while it runs: rows
written to the source meanwhile may be missed.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
from urllib.parse import urlsplit, urlunsplit

from bot.store.postgres import PostgresStore
from bot.store.sqlite import Store, migrations
from bot.store.url import DatabaseUrlError, check_database_url

BATCH = 5000  # rows read and written at a time: a big action log never sits in memory whole

_CREATED = re.compile(r"\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)", re.IGNORECASE)
_DROPPED = re.compile(r"\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?(\w+)", re.IGNORECASE)


class NotEmptyError(RuntimeError):
    """The destination already holds rows: a copy would mix two histories."""


def tables() -> list[str]:
    """Every table of the schema, in the order the migrations create them (a table a later
    migration dropped, its rows moved elsewhere, is left out)."""
    found: list[str] = []
    for _, script in migrations():
        found += [name for name in _CREATED.findall(script) if name not in found]
        dropped = set(_DROPPED.findall(script))
        found = [name for name in found if name not in dropped]
    return found


async def copy_database(source: Store, destination: Store) -> dict[str, int]:
    """Copy every row of ``source`` into the empty ``destination``; the rows per table."""
    names = tables()
    for name in names:
        if await destination._rows(f"SELECT 1 FROM {name} LIMIT 1"):
            raise NotEmptyError(
                f"the destination is not empty (its table {name} has rows): copy into a new,"
                " empty database"
            )
    copied: dict[str, int] = {}
    async with destination._transaction() as tx:
        for name in names:
            copied[name] = 0
            async for rows in source._batches(f"SELECT * FROM {name}", BATCH):
                columns = list(rows[0].keys())
                marks = ", ".join("?" for _ in columns)
                await tx.execute_many(
                    f"INSERT INTO {name} ({', '.join(columns)}) VALUES ({marks})",
                    [tuple(row) for row in rows],
                )
                copied[name] += len(rows)
    if isinstance(destination, PostgresStore):
        await destination.reset_ids(names)
    return copied


def _shown(url: str) -> str:
    """The URL without its password, for messages."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@")
    return urlunsplit(parts._replace(netloc=netloc))


async def _run(source_url: str, destination_url: str) -> dict[str, int]:
    from bot.store import open_store

    source = await open_store(source_url)
    try:
        destination = await open_store(destination_url)
        try:
            return await copy_database(source, destination)
        finally:
            await destination.close()
    finally:
        await source.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot migrate-db",
        description="Copy every game and setting of one database into a new, empty one,"
        " e.g. sqlite:///data/games.db into postgresql://user:password@host/games.",
    )
    parser.add_argument("source", help="the database to copy (DATABASE_URL syntax)")
    parser.add_argument("destination", help="an empty database to copy into")
    args = parser.parse_args(argv)
    try:
        check_database_url(args.source)
        check_database_url(args.destination)
        copied = asyncio.run(_run(args.source, args.destination))
    except (DatabaseUrlError, NotEmptyError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    rows = ", ".join(f"{name} {count}" for name, count in copied.items())
    print(f"copied {_shown(args.source)} into {_shown(args.destination)}: {rows}")
    return 0
