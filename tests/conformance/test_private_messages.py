"""Every private message of every registered game, at the most players, in every language,
with 32-character names (issue 23): it names the other players as the channel does ("bob
(Yellow)", not "Yellow"), and it fits Discord's limits whole, controls included. A DM whose
news would not fit loses its oldest news, never its prompt (``presenter.fitted_news``)."""

from __future__ import annotations

import re
from functools import cache

import pytest

from bot.engine.base import Event
from bot.games import available, get
from bot.i18n import SUPPORTED, t, text
from bot.prompts.base import (
    MAX_BUTTON_LABEL,
    MAX_CHOICE_DESCRIPTION,
    MAX_CHOICE_LABEL,
    MAX_PLACEHOLDER,
    MAX_ROWS,
    Select,
)
from bot.table.narration import seat_name
from bot.table.presenter import PRIVATE_LIMIT, private_message
from tests.conformance.private_messages import Sent, private_messages

DISCORD_MESSAGE = 2000  # characters of a message's content
# The desk adds the deadline line under a DM that asks for a move (bot/cogs/dms.py).
DEADLINE = max(len(t(locale, "stall-deadline", when="<t:4102444800:R>")) for locale in SUPPORTED)
GAMES = list(available())


@cache
def sent(name: str) -> tuple[Sent, ...]:
    return tuple(private_messages(name, get(name).engine.max_players))


def bare_labels(message: Sent) -> list[str]:
    """Lines of the DM (below its header, which names the reader's own seat) where another
    seat is called by its label alone, outside its player's name."""
    spec, table, locale = message.table.spec, message.table, message.locale
    players = len(table.seats)
    body = message.message.content.split("\n")[1:]
    found = []
    for line in body:
        for seat in range(players):
            line = line.replace(seat_name(table, seat, locale), "")
        for seat in range(players):
            label = re.escape(text(locale, spec.seat_label(seat, players)))
            if re.search(rf"\b{label}\b" if locale == "en" else label, line):
                found.append(line)
    return found


@pytest.mark.parametrize("name", GAMES)
def test_every_dm_names_the_other_players_as_the_channel_does(name: str) -> None:
    messages = sent(name)
    assert messages
    named = 0
    for message in messages:
        assert not bare_labels(message), (message.number, message.locale, bare_labels(message))
        others = [s for s in range(len(message.table.seats)) if s != message.seat]
        content = message.message.content
        named += any(seat_name(message.table, s, message.locale) in content for s in others)
    # Declared by the engine, not by name: a game for two (Sun Tzu) has one other side, which
    # its prompts call "the enemy" and need not name; with three or more seats at the table
    # (these games play at the most players) some DM must say which other player it means.
    if get(name).engine.max_players > 2:
        assert named, f"{name}: no DM names another player"


@pytest.mark.parametrize("name", GAMES)
def test_every_dm_fits_discord_whole(name: str) -> None:
    """Measured (issue 23): the longest DM of each game and language, its words whole."""
    for message in sent(name):
        built = message.message
        content = built.content
        # nothing was cut, and the deadline line the desk adds still fits
        assert content == "\n".join(built.lines), (name, message.number, message.locale)
        assert len(content) <= PRIVATE_LIMIT
        assert len(content) + 1 + DEADLINE <= DISCORD_MESSAGE
        prompt = built.prompt
        if prompt is None:
            continue
        assert len(prompt.rows) <= MAX_ROWS
        for row in prompt.rows:
            locale = message.locale
            if isinstance(row, Select):
                assert len(text(locale, row.placeholder)) <= MAX_PLACEHOLDER
                for choice in row.choices:
                    label = text(locale, choice.label)
                    assert len(label) <= MAX_CHOICE_LABEL, (name, locale, label)
                    # a description Discord cuts is said whole in the message
                    detail = text(locale, choice.description) if choice.description else ""
                    if len(detail) > MAX_CHOICE_DESCRIPTION:
                        assert detail in content, (name, locale, detail)
            else:
                for button in row:
                    label = text(locale, button.label)
                    assert len(label) <= MAX_BUTTON_LABEL, (name, locale, label)


@pytest.mark.parametrize("name", GAMES)
def test_a_dm_whose_news_would_not_fit_drops_its_oldest_news_not_its_prompt(
    name: str,
) -> None:
    """The shortening path: far more news than 2,000 characters (a whole game's worth) is
    cut from the oldest end with a line that counts what was left out; the prompt and the
    seat's situation stay whole, the newest news is kept."""
    message = next(m for m in sent(name) if m.message.prompt is not None and m.locale == "en")
    table, seat = message.table, message.seat
    news = [Event("stall-played", {"players": f"<@{100 + n}> " + "x" * 80}) for n in range(60)]
    for locale in SUPPORTED:
        plain = private_message(table, seat, locale)
        crowded = private_message(table, seat, locale, news)
        content = crowded.content
        assert len(content) <= PRIVATE_LIMIT and content == "\n".join(crowded.lines)
        assert content.endswith(plain.content.split("\n", 1)[1])  # prompt and situation whole
        newest = t(locale, "stall-played", players=news[-1].params["players"])
        assert newest in content
        counted = {t(locale, "dm-news-earlier", count=n) for n in range(1, len(news) + 1)}
        assert len(counted & set(crowded.lines)) == 1
