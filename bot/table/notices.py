"""A member's choices of how to be told (issue 25, ``/game notify``) as stored, and the one
daily digest timer they imply: the cogs' way to them (``service.notices``).

The modes themselves live in :mod:`bot.table.notify_modes`, the followed games in
:mod:`bot.table.followers`, quiet hours in :mod:`bot.table.nudges`, the digest's time and
schedule in :mod:`bot.table.digest`; this part reads and writes them together, so that every
change of a member's choices ends with their digest timer set, moved or stopped.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from bot.store import GameStore, Timer, TurnPost
from bot.store.seats import SeatedGame
from bot.table.digest import DEFAULT_DIGEST_AT, DIGEST, DIGEST_AT, member_zone, next_digest
from bot.table.followers import How, follow, followed_by, follower_locale
from bot.table.notify_modes import GAME_MODES, SERVER_MODES, Mode, mode_of, set_notify_mode
from bot.table.nudges import QUIET_HOURS, QuietHours


@dataclass(frozen=True)
class Choices:
    """What a member chose (None: not chosen, the default applies)."""

    server_mode: Mode | None  # on the server asked about
    game_mode: Mode | None  # for the game asked about (its override)
    quiet: QuietHours | None
    quiet_stored: tuple[int, int, str] | None
    digest_at: int  # minute of the local day
    zone: str
    digest_stored: tuple[int, str] | None  # the digest setting as stored


class Notices:
    def __init__(self, store: GameStore) -> None:
        self.store = store

    async def choices(self, user: int, guild_id: int | None, game_id: int | None) -> Choices:
        quiet_stored = await self.store.get_setting(QUIET_HOURS, user)
        quiet = QuietHours(*quiet_stored) if quiet_stored is not None else None
        digest_stored = await self.store.get_setting(DIGEST_AT, user)
        server_mode = None
        if guild_id is not None:
            modes = await self.store.get_setting(SERVER_MODES, user) or {}
            server_mode = mode_of(modes.get(str(guild_id)))
        game_mode = None
        if game_id is not None:
            overrides = await self.store.get_setting(GAME_MODES, game_id) or {}
            game_mode = mode_of(overrides.get(str(user)))
        return Choices(
            server_mode=server_mode,
            game_mode=game_mode,
            quiet=quiet,
            quiet_stored=quiet_stored,
            digest_at=digest_stored[0] if digest_stored is not None else DEFAULT_DIGEST_AT,
            zone=member_zone(quiet, digest_stored),
            digest_stored=digest_stored,
        )

    async def set_times(
        self,
        user: int,
        quiet: tuple[int, int, str] | None,
        digest_at: tuple[int, str] | None,
    ) -> None:
        """The member's quiet hours and digest time, in one write."""
        await self.store.set_settings(user, {QUIET_HOURS: quiet, DIGEST_AT: digest_at})

    async def set_mode(
        self, user: int, guild_id: int, game_id: int | None, mode: Mode | None
    ) -> None:
        await set_notify_mode(self.store, user, guild_id, game_id, mode)

    # -- the digest ---------------------------------------------------------------------------

    async def uses_digest(self, user: int) -> bool:
        """Whether the member takes the daily digest: their mode on a server or for a game
        they sit in (running, or a lobby), or a game they follow that way."""
        servers = await self.store.get_setting(SERVER_MODES, user) or {}
        if any(mode_of(mode) == "digest" for mode in servers.values()):
            return True
        if any(how == "digest" for how in (await followed_by(self.store, user)).values()):
            return True
        # A lobby's override counts: the game it is for has not started yet.
        games = await self.store.running_games_of(user, with_lobbies=True)
        seated = [entry.game.id for entry in games]
        overrides = await self.store.get_settings(GAME_MODES, seated)
        return any(
            mode_of((found or {}).get(str(user))) == "digest" for found in overrides.values()
        )

    async def next_digest(self, user: int, now: datetime) -> datetime | None:
        """When the member's next digest is due (None: they take none)."""
        if not await self.uses_digest(user):
            return None
        chosen = await self.choices(user, None, None)
        return next_digest(now, chosen.digest_at, chosen.zone, chosen.quiet)

    async def schedule_digest(self, user: int, now: datetime) -> Timer | None:
        """Set, move or stop the member's one digest timer after their choices changed."""
        due = await self.next_digest(user, now)
        return await self.store.replace_member_timer(DIGEST, user, due)

    async def digest_timer(self, user: int) -> Timer | None:
        return await self.store.member_timer(DIGEST, user)

    # -- what a digest lists ------------------------------------------------------------------

    async def running_games_of(self, user: int) -> list[SeatedGame]:
        return await self.store.running_games_of(user)

    async def followed_by(self, user: int) -> dict[int, How]:
        return await followed_by(self.store, user)

    async def follower_locale(self, user: int) -> str | None:
        """The language the member last followed a game in (a spectator has no seat)."""
        return await follower_locale(self.store, user)

    async def unfollow(self, game_id: int, user: int) -> None:
        await follow(self.store, game_id, user, None)

    async def turn_post(self, game_id: int) -> TurnPost | None:
        return await self.store.turn_post(game_id)
