"""A bot's seat named as a bot (issue 30): "Bot 2 (strong)", "機器人 2（強）", in the reader's
words, with the 🤖 mark wherever a line names who plays a seat. A member's seat keeps the name
it was taken under; a kicked member's seat, which the bot plays, keeps the member's name with
the mark."""

from __future__ import annotations

from bot.i18n import Text, t
from bot.store import SeatRow
from bot.table.bot_moves import seat_level

BOT_MARK = "🤖"  # the mark the waiting line has always put after a seat the bot plays


def level_words(level: str) -> Text:
    """A level in the reader's words ("strong", "強")."""
    return Text(f"bot-level-{level}")


def player_name(row: SeatRow, locale: str) -> str:
    """Who holds the seat: the member's name, or the bot's in ``locale`` (no mark: a board
    draws its own)."""
    if not row.is_bot:
        return row.display_name
    return t(locale, "bot-name", number=row.bot_number, level=level_words(seat_level(row)))


def marked_name(row: SeatRow, locale: str) -> str:
    """:func:`player_name` with the bot mark when the bot plays the seat."""
    name = player_name(row, locale)
    return f"{name} {BOT_MARK}" if row.autopilot else name


def mention(row: SeatRow, locale: str) -> str:
    """How a line names the seat's holder: a member by a mention, a bot by its name (it has
    no Discord account to mention)."""
    return marked_name(row, locale) if row.is_bot else f"<@{row.user_id}>"


def who(user_id: int, locale: str, level: str | None = None) -> str:
    """A holder known only by id (the table log's entries): a member's mention, a bot's name
    (with its level when the entry kept it)."""
    if user_id >= 0:
        return f"<@{user_id}>"
    number = -user_id
    if level is None:
        return f"{t(locale, 'bot-name-plain', number=number)} {BOT_MARK}"
    return f"{t(locale, 'bot-name', number=number, level=level_words(level))} {BOT_MARK}"
