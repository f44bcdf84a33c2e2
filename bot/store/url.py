"""What a ``DATABASE_URL`` names: a SQLite file or a PostgreSQL database."""

from __future__ import annotations

from pathlib import Path

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


class DatabaseUrlError(ValueError):
    """A URL naming no database this bot can use."""


def is_postgres(url: str) -> bool:
    return url.startswith(POSTGRES_SCHEMES)


def sqlite_path(url: str) -> Path:
    """The SQLite file of ``sqlite:///relative/path`` or ``sqlite:////absolute/path``."""
    if url.startswith("sqlite:///"):
        return Path(url[len("sqlite:///") :])
    if url.startswith("sqlite://"):
        return Path(url[len("sqlite://") :])
    raise DatabaseUrlError(
        f"DATABASE_URL={url!r} is not supported: use sqlite:///path/to/games.db or"
        " postgresql://user:password@host:port/database"
    )


def check_database_url(url: str) -> None:
    """Raise :class:`DatabaseUrlError` unless ``url`` names a SQLite file or PostgreSQL."""
    if not is_postgres(url):
        sqlite_path(url)
