"""The words and picture of one ``/game replay`` page (issue 31 part 1): where it stands (move and
turn), the move as the channel told it, whom the game waited for, after the end each seat's
secrets then (named), and the board file with its alt text; the controls and the clicks are
bot/cogs/replay.py's."""

from __future__ import annotations

import io

import discord

from bot.cogs.deskbase import COLOUR
from bot.engine.base import Event
from bot.i18n import list_join, t, text
from bot.table import presenter
from bot.table.narration import narrate, seat_name
from bot.table.replay_pages import ReplayPage
from bot.table.turn_text import logged_lines

DESCRIPTION_LIMIT = 3200  # characters of the page's text (the message holds 6,000 in all)
SECRETS_LIMIT = 1600  # characters of all the secrets' fields together
FIELD_LIMIT = 1024  # characters of one field's value
PICTURE = "replay.png"


def move_lines(page: ReplayPage, locale: str) -> list[str]:
    """The move's line as the channel told it (its commitment if sealed, its public events),
    or the start's lines for move 0."""
    table = page.table
    if page.row is None:
        return [t(locale, "replay-deal"), *presenter.start_lines(table, locale)]
    lines = logged_lines(table, page.row, locale)
    return lines or [t(locale, "replay-quiet-move", move=page.move)]


def page_embed(page: ReplayPage, locale: str) -> discord.Embed:
    table = page.table
    title = t(locale, "replay-title", game=text(locale, table.spec.title), id=str(table.id))
    lines = [
        t(
            locale,
            "replay-position",
            move=page.move,
            last=page.turns.last,
            turn=page.turn,
            turns=page.turns.count,
        ),
        "",
        *move_lines(page, locale),
    ]
    if page.waiting:
        names = [seat_name(table, seat, locale) for seat in sorted(page.waiting)]
        lines += ["", t(locale, "replay-waiting", players=list_join(locale, names))]
    elif page.move == page.turns.last and page.over:
        lines += ["", t(locale, "replay-done")]
    description = presenter.clip("\n".join(lines), DESCRIPTION_LIMIT)
    embed = discord.Embed(title=title, description=description, colour=COLOUR)
    if page.secrets is not None:
        add_secrets(embed, page, locale)
    embed.set_image(url=f"attachment://{PICTURE}")
    return embed


def add_secrets(embed: discord.Embed, page: ReplayPage, locale: str) -> None:
    """Each seat's secrets then (named), and what only some seats saw of the move itself."""
    assert page.secrets is not None
    table = page.table
    fields: list[tuple[str, list[str]]] = []
    for seat, said in sorted(page.secrets.items()):
        fields.append((seat_name(table, seat, locale), [text(locale, line) for line in said]))
    events = [Event.from_json(event) for event in page.row.events] if page.row else []
    for seat in range(len(table.seats)):
        told = [event for event in events if event.to is not None and seat in event.to]
        if told:
            player = seat_name(table, seat, locale)
            fields.append(
                (t(locale, "replay-only-saw", player=player), narrate(table, told, locale))
            )
    header = t(locale, "replay-secrets-title", move=page.move)
    if not fields:
        embed.add_field(name=header, value=t(locale, "replay-secrets-none"), inline=False)
        return
    room = min(FIELD_LIMIT, SECRETS_LIMIT // len(fields))
    embed.add_field(name=header, value="\u200b", inline=False)
    for name, lines in fields:
        embed.add_field(
            name=presenter.clip(name, 256),
            value=presenter.clip("\n".join(lines) or "-", room),
            inline=False,
        )


def page_file(page: ReplayPage, png: bytes, locale: str) -> discord.File:
    """The board picture, with the board in words for its alt text (public facts only)."""
    table = page.table
    lines = [t(locale, "replay-alt", game=text(locale, table.spec.title), move=page.move)]
    describe = table.spec.describe_board
    if describe is not None:
        lines += [text(locale, line) for line in describe(page.view)]
    alt = presenter.clip("\n".join(lines), presenter.ALT_TEXT_LIMIT)
    return discord.File(io.BytesIO(png), filename=PICTURE, description=alt)
