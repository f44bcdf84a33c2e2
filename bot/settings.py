"""Settings read from the environment (and a ``.env`` file, via python-dotenv)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from dotenv import load_dotenv

from bot.store.rows import Shards
from bot.store.url import DatabaseUrlError, check_database_url, sqlite_path

DEFAULT_DATABASE_URL = "sqlite:///data/games.db"
# Without RENDER_WORKERS: a render worker per core, at most this many. Each holds the drawing
# caches of the games it has drawn (up to ~150 MiB a game once warm), so memory must not grow
# with the cores; four workers draw about 40 pictures a second, plenty for one bot process.
MAX_DEFAULT_WORKERS = 4
DEFAULT_BOT_DELAY = (2.0, 6.0)  # seconds a bot move takes to land, thinking included


class SettingsError(ValueError):
    """A setting has a value the bot cannot use; the message says which and why."""


@dataclass(frozen=True)
class Settings:
    discord_token: str | None = None
    database_url: str = DEFAULT_DATABASE_URL
    default_locale: str = "en"
    log_level: str = "INFO"
    dev_guild_id: int | None = None
    discord_api_base: str | None = None  # e.g. http://127.0.0.1:8080/api/v10 (tests)
    discord_gateway_url: str | None = None  # e.g. ws://127.0.0.1:8080/gateway (tests)
    reminder_minutes: float = 720.0  # ping waited-for players after this long; 0 = never
    # Draw a game once in each render worker while its lobby gathers (fonts, static layers).
    warm_up: bool = True
    # Processes that draw boards and private pictures beside the event loop; 0 = threads (the
    # default here, for tests that build Settings; load_settings: the cores, at most four).
    render_workers: int = 0
    # Bot players (issue 30): processes that run their searches beside the event loop, at
    # most this many searches at once (0 = a thread: the default here, for tests; load_settings:
    # the cores less one, at least one), and the least and most seconds a bot's move takes to
    # land, its thinking included (drawn between them; (0, 0) = at once: tests, the demo).
    bot_workers: int = 0
    bot_delay: tuple[float, float] = (0.0, 0.0)
    # Minutes a search worker may wait for a search before it is stopped (a server whose bots
    # stopped playing gets its memory back; the next search starts one again); 0 = never.
    bot_worker_idle_minutes: float = 10.0
    # Tests only (no environment variable): each search runs exactly this many iterations
    # instead of its level's CPU budget, so a bot's moves are the same on any machine and quick.
    bot_iterations: int | None = None
    # Sharding (issue 16): how many shards the bot has in all, and the ones this process
    # connects (None: no sharding, one plain connection; ids None with a count: all of them).
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    # With shards, how often the timer dispatcher looks for timers that another process wrote
    # (a DM click lands on shard 0's process whatever the game's server); seconds.
    timer_poll_seconds: float = 30.0
    # The least time between two edits of one turn post (issue 25): edits asked for sooner
    # wait for the end of the gap and are made as one, with the latest state (seconds).
    turn_edit_gap: float = 1.0

    @property
    def shards(self) -> Shards | None:
        """The shards this process serves (None: unsharded, it serves every server)."""
        if self.shard_count is None:
            return None
        ids = self.shard_ids if self.shard_ids is not None else range(self.shard_count)
        return Shards(self.shard_count, frozenset(ids))

    @property
    def bot_worker_idle_seconds(self) -> float | None:
        """Seconds a search worker may stay idle (None: for ever)."""
        minutes = self.bot_worker_idle_minutes
        return minutes * 60 if minutes > 0 else None

    @property
    def reminder_interval(self) -> timedelta | None:
        return timedelta(minutes=self.reminder_minutes) if self.reminder_minutes > 0 else None

    @property
    def database_path(self) -> Path:
        """The SQLite file named by ``DATABASE_URL`` (``sqlite:///relative`` or
        ``sqlite:////abs``); a PostgreSQL URL has none (:func:`bot.store.open_store` opens
        either)."""
        try:
            return sqlite_path(self.database_url)
        except DatabaseUrlError as exc:
            raise SettingsError(str(exc)) from exc


def _optional_int(name: str, value: str | None) -> int | None:
    if value is None or not value.strip():
        return None
    try:
        return int(value)
    except ValueError as exc:
        raise SettingsError(f"{name} must be a number (a Discord id), not {value!r}") from exc


def _minutes(name: str, value: str | None, default: float) -> float:
    if value is None or not value.strip():
        return default
    try:
        minutes = float(value)
    except ValueError as exc:
        raise SettingsError(f"{name} must be a number of minutes, not {value!r}") from exc
    if minutes < 0:
        raise SettingsError(f"{name} must be 0 (off) or more, not {value!r}")
    return minutes


def default_workers(cores: int | None = None) -> int:
    """The render workers of a host with ``cores`` cores (this one's by default)."""
    return max(1, min(cores or os.cpu_count() or 1, MAX_DEFAULT_WORKERS))


def default_bot_workers(cores: int | None = None) -> int:
    """The search workers of a host with ``cores`` cores: one core stays the event loop's."""
    return max(1, (cores or os.cpu_count() or 1) - 1)


def _bot_delay(value: str | None) -> tuple[float, float]:
    """``BOT_DELAY``: ``"2-6"`` (seconds, drawn between), ``"3"`` (always 3) or ``"0"``."""
    if value is None or not value.strip():
        return DEFAULT_BOT_DELAY
    try:
        bounds = tuple(float(part) for part in value.split("-", 1))
    except ValueError as exc:
        raise SettingsError(f"BOT_DELAY must be seconds like 2-6, not {value!r}") from exc
    low, high = bounds[0], bounds[-1]
    if low < 0 or high < low:
        raise SettingsError(f"BOT_DELAY must be 0 or more, the least first, not {value!r}")
    return low, high


def _workers(name: str, value: str | None, default: int | None = None) -> int:
    if value is None or not value.strip():
        return default_workers() if default is None else default
    try:
        workers = int(value)
    except ValueError as exc:
        raise SettingsError(f"{name} must be a number of processes, not {value!r}") from exc
    if workers < 0:
        raise SettingsError(f"{name} must be 0 (threads) or more, not {value!r}")
    return workers


def _shard_count(value: str | None) -> int | None:
    if value is None or not value.strip():
        return None
    try:
        count = int(value)
    except ValueError as exc:
        raise SettingsError(f"SHARD_COUNT must be a number of shards, not {value!r}") from exc
    if count < 1:
        raise SettingsError(f"SHARD_COUNT must be 1 or more, not {value!r}")
    return count


def _shard_ids(value: str | None, count: int | None) -> tuple[int, ...] | None:
    """``SHARD_IDS`` as sorted distinct ids: a comma list of ids and ranges ("0,2", "0-1",
    "0-3,6"), each below ``SHARD_COUNT``; unset: every shard."""
    if value is None or not value.strip():
        return None
    if count is None:
        raise SettingsError("SHARD_IDS needs SHARD_COUNT (the number of shards in all)")
    ids: set[int] = set()
    for part in value.split(","):
        first, dash, last = part.strip().partition("-")
        try:
            low = int(first)
            high = int(last) if dash else low
        except ValueError as exc:
            raise SettingsError(
                f"SHARD_IDS must be shard numbers or ranges like 0,1 or 0-1, not {value!r}"
            ) from exc
        if low < 0 or high < low:
            raise SettingsError(f"SHARD_IDS has a bad range {part.strip()!r} in {value!r}")
        if high >= count:
            raise SettingsError(
                f"SHARD_IDS {value!r} names shard {high}, but SHARD_COUNT={count} "
                f"numbers them 0 to {count - 1}"
            )
        ids.update(range(low, high + 1))
    return tuple(sorted(ids))


def _seconds(name: str, value: str | None, default: float) -> float:
    if value is None or not value.strip():
        return default
    try:
        seconds = float(value)
    except ValueError as exc:
        raise SettingsError(f"{name} must be a number of seconds, not {value!r}") from exc
    if not seconds > 0:
        raise SettingsError(f"{name} must be more than 0, not {value!r}")
    return seconds


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def _log_level(value: str | None) -> str:
    level = (value or "INFO").strip().upper()
    if level not in LOG_LEVELS:
        raise SettingsError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {value!r}")
    return level


def load_settings(env_file: str | Path | None = ".env") -> Settings:
    """Read settings from ``env_file`` (if present) and the environment; the environment wins."""
    if env_file is not None and Path(env_file).exists():
        load_dotenv(env_file, override=False)
    env = os.environ
    database_url = env.get("DATABASE_URL") or DEFAULT_DATABASE_URL
    try:
        check_database_url(database_url)
    except DatabaseUrlError as exc:
        raise SettingsError(str(exc)) from exc
    shard_count = _shard_count(env.get("SHARD_COUNT"))
    return Settings(
        discord_token=env.get("DISCORD_TOKEN") or None,
        database_url=database_url,
        default_locale=env.get("DEFAULT_LOCALE") or "en",
        log_level=_log_level(env.get("LOG_LEVEL")),
        dev_guild_id=_optional_int("DEV_GUILD_ID", env.get("DEV_GUILD_ID")),
        discord_api_base=env.get("DISCORD_API_BASE") or None,
        discord_gateway_url=env.get("DISCORD_GATEWAY_URL") or None,
        reminder_minutes=_minutes("REMINDER_MINUTES", env.get("REMINDER_MINUTES"), 720.0),
        warm_up=(env.get("WARM_UP") or "1").strip().lower() not in ("0", "false", "no", "off"),
        render_workers=_workers("RENDER_WORKERS", env.get("RENDER_WORKERS")),
        bot_workers=_workers("BOT_WORKERS", env.get("BOT_WORKERS"), default_bot_workers()),
        bot_delay=_bot_delay(env.get("BOT_DELAY")),
        bot_worker_idle_minutes=_minutes(
            "BOT_WORKER_IDLE_MINUTES", env.get("BOT_WORKER_IDLE_MINUTES"), 10.0
        ),
        shard_count=shard_count,
        shard_ids=_shard_ids(env.get("SHARD_IDS"), shard_count),
        timer_poll_seconds=_seconds("TIMER_POLL_SECONDS", env.get("TIMER_POLL_SECONDS"), 30.0),
        turn_edit_gap=_seconds("TURN_EDIT_GAP", env.get("TURN_EDIT_GAP"), 1.0),
    )
