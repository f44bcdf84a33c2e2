"""The story of a finished game in the reader's language: which rule broke a tie, the chart's
words and its alt text (who led when, and how everyone stood at the end).

Games name seats by number in their lines (``tied``, ``winner``, ``player`` and narration's
usual parameters); :func:`say` puts the players' names in, however deep the line nests.
Discord-free, like the presenter: the desk sends what this builds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.engine.base import State
from bot.i18n import Text, list_join, t, text
from bot.render.palette import RGB
from bot.render.story_chart import Chart, render_story
from bot.table.fork_words import game_title
from bot.table.model import Table
from bot.table.narration import SEAT_PARAMS, seat_name
from bot.table.story import LoggedMove, Story, table_story

ALT_TEXT_LIMIT = 1024  # Discord's limit for an attachment's description
SEAT_WORDS = SEAT_PARAMS | {"tied"}
# A game that names no seat colours: the chart still tells its lines apart.
FALLBACK_COLOURS: tuple[RGB, ...] = (
    (196, 64, 58),
    (52, 108, 204),
    (220, 164, 30),
    (52, 154, 88),
    (142, 84, 184),
    (90, 90, 90),
)


@dataclass(frozen=True)
class StoryPicture:
    """The chart as PNG bytes, with its alt text."""

    png: bytes
    alt: str


def named(table: Table, value: Any, locale: str) -> Any:
    """``value`` with every seat number in a seat parameter replaced by the player's name."""
    seats = SEAT_WORDS | table.spec.seat_params
    if isinstance(value, Text):
        params: dict[str, Any] = {}
        for key, item in value.params.items():
            if key in seats and isinstance(item, int) and not isinstance(item, bool):
                params[key] = seat_name(table, item, locale)
            elif key in seats and isinstance(item, list):
                params[key] = [
                    seat_name(table, v, locale) if isinstance(v, int) else named(table, v, locale)
                    for v in item
                ]
            else:
                params[key] = named(table, item, locale)
        return Text(value.key, params)
    if isinstance(value, list | tuple):
        return [named(table, item, locale) for item in value]
    return value


def say(table: Table, line: Text, locale: str) -> str:
    return text(locale, named(table, line, locale))


def tiebreak_lines(table: Table, locale: str) -> list[str]:
    """Which of the game's rules broke a tie for first place; nothing without a tie."""
    explain = table.spec.tiebreaks
    result = table.result()
    if explain is None or result is None:
        return []
    view = table.spec.engine.view(table.state, None)
    return [say(table, line, locale) for line in explain(view, result)]


def axis_label(table: Table, locale: str) -> str:
    label = table.spec.standing_label
    return text(locale, label) if label is not None else t(locale, "story-axis-standing")


def seat_colour(table: Table, seat: int) -> RGB:
    colour = table.spec.seat_colour
    if colour is None:
        return FALLBACK_COLOURS[seat % len(FALLBACK_COLOURS)]
    return colour(seat, len(table.seats))


def chart_for(table: Table, story: Story, locale: str) -> Chart:
    game = game_title(table, locale)
    result = table.result()
    return Chart(
        title=t(locale, "story-title", game=game),
        x_label=t(locale, "story-axis-move"),
        y_label=axis_label(table, locale),
        names=[seat_name(table, seat, locale) for seat in range(story.seats)],
        colours=[seat_colour(table, seat) for seat in range(story.seats)],
        moves=list(story.moves),
        values=[story.line(seat) for seat in range(story.seats)],
        winners=list(result.winners) if result is not None else [],
    )


def lead_spans(story: Story) -> list[tuple[int, int, list[int]]]:
    """(first move, last move, leaders) for each stretch of the game with the same leaders.
    A stretch runs from the point before its first one (where the lead was last seen
    elsewhere; the deal, where everybody is level, for the first) to its last point."""
    if len(story.moves) == 1:  # nobody moved: everybody is where the deal put them
        return [(0, 0, story.leaders(0))]
    spans: list[tuple[int, int, list[int]]] = []
    for index in range(1, len(story.moves)):
        move, leaders = story.moves[index], story.leaders(index)
        if spans and spans[-1][2] == leaders:
            spans[-1] = (spans[-1][0], move, leaders)
        else:
            spans.append((story.moves[index - 1], move, leaders))
    return spans


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else round(value, 1)


def _standing_value(table: Table, value: float, locale: str) -> str | int | float:
    """One seat's final standing, with the game's unit when it names one."""
    key = table.spec.standing_value
    return _number(value) if key is None else t(locale, key, value=_number(value))


def alt_text(table: Table, story: Story, locale: str) -> str:
    """The chart in words: what it shows, how everyone stood at the end, then who led when
    (the latest stretches go first to be cut when the text is too long)."""
    game = text(locale, table.spec.title)
    last = story.moves[-1] if story.moves else 0
    intro = t(locale, "story-alt-intro", game=game, axis=axis_label(table, locale), moves=last)
    finals = story.standings[-1] if story.standings else []
    ranked = sorted(range(len(finals)), key=lambda seat: (-finals[seat], seat))
    standings = [
        t(
            locale,
            "story-alt-value",
            player=seat_name(table, seat, locale),
            value=_standing_value(table, finals[seat], locale),
        )
        for seat in ranked
    ]
    lines = [intro, t(locale, "story-alt-final", standings=list_join(locale, standings))]
    spans = lead_spans(story)
    for index, (first, until, leaders) in enumerate(spans):
        span = {"from": first, "to": until}
        if len(leaders) == story.seats > 1:  # shorter than naming everybody
            line = t(locale, "story-alt-level", **span)
        else:
            names = [seat_name(table, seat, locale) for seat in leaders]
            line = t(
                locale,
                "story-alt-lead",
                leaders=list_join(locale, names),
                count=len(leaders),
                **span,
            )
        more = t(locale, "story-alt-more", count=len(spans) - index)
        if len("\n".join([*lines, line, more])) > ALT_TEXT_LIMIT:
            lines.append(more)
            break
        lines.append(line)
    alt = "\n".join(lines)
    return alt if len(alt) <= ALT_TEXT_LIMIT else alt[: ALT_TEXT_LIMIT - 1] + "…"


def story_picture(
    table: Table, log: list[LoggedMove], locale: str, start: State | None = None
) -> StoryPicture | None:
    """The chart of a finished game and its alt text, or None when the game says no
    standing (slow: replays the log and draws; run it off the event loop); ``start``: a
    fork's starting state."""
    story = table_story(table, log, start)
    if story is None:
        return None
    png = render_story(chart_for(table, story, locale), locale)
    return StoryPicture(png, alt_text(table, story, locale))
