"""What the channel is told about deadlines: the deadline under a waiting post or a prompt,
and what a missed deadline did. Names and mentions only: never a hand or a sealed move."""

from __future__ import annotations

from datetime import datetime

from bot.i18n import list_join, t
from bot.table.deadline_passes import Fired
from bot.table.deadlines import discord_time


def deadline_line(due: datetime | None, locale: str) -> str:
    """The deadline as a Discord timestamp (each reader sees it in local time), or ""."""
    return "" if due is None else t(locale, "stall-deadline", when=discord_time(due))


def fired_lines(fired: Fired, locale: str) -> list[str]:
    """A missed deadline: whom the bot moved for (once; still their seat), whom it reminds,
    whom the moderators should look at."""
    table = fired.table

    def mentions(seats: list[int]) -> str:
        return list_join(locale, [f"<@{table.user_of(seat)}>" for seat in seats])

    lines = []
    if fired.played:
        lines.append(t(locale, "stall-played", players=mentions(fired.played)))
    if fired.pinged:
        lines.append(t(locale, "stall-ping", players=mentions(fired.pinged)))
    role = fired.moderator_role_id
    moderators = f"<@&{role}>" if role else t(locale, "stall-moderators")
    for seat in fired.flagged:
        lines.append(
            t(
                locale,
                "stall-flagged",
                player=f"<@{table.user_of(seat)}>",
                count=fired.flag_after,
                moderators=moderators,
            )
        )
    return lines
