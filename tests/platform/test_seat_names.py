"""Players named in a seat's own words (issue 23, 18): ``SeatNames`` puts each player's name
where a prompt says a seat's label, however deep, and keeps a control's bare labels when the
names would pass Discord's length for it."""

from __future__ import annotations

import bot.engine.tek as tek
from bot.engine.base import setup_rng
from bot.i18n import Text, text
from bot.prompts.base import MAX_CHOICE_LABEL, Button, Choice, Prompt, Select
from bot.prompts.tek_words import seat_label
from bot.table.narration import seat_name
from bot.table.seat_names import SeatNames
from bot.table.service import Table
from tests.conformance.private_messages import long_name, table_at


def tek_table() -> Table:
    return table_at("tek", 3, 1, tek.setup(3, {}, setup_rng(1)))


def test_a_seat_label_among_the_parameters_becomes_the_players_name() -> None:
    table = tek_table()
    names = SeatNames(table, "en")
    yellow = seat_label(2, 3)
    line = Text("tek-ui-war-attack", {"region": "25", "seat": yellow, "neutrals": 0})
    said = text("en", names.line(line))
    assert seat_name(table, 2, "en") in said and long_name(2) in said
    # nested in a list inside another line's parameter, too
    nested = Text("tek-alt-shields", {"used": [Text("tek-ui-war-attack", line.params)]})
    assert long_name(2) in text("en", names.line(nested))
    # a bare label as a whole line is left alone (nothing to name it inside)
    assert names.line(yellow) == yellow


def test_a_control_keeps_its_bare_labels_when_the_names_would_not_fit() -> None:
    table = tek_table()
    names = SeatNames(table, "en")
    short = Choice(Text("tek-ui-war-allied", {}), {"t": "x"})
    assert names.choice(short) == short
    # "Follow: Yellow, xxx…" fits Discord's 100 characters; with a 32-character name it would not
    filler = "x" * (MAX_CHOICE_LABEL - len("Follow: Yellow, "))
    label = Text("tek-ui-follow-button", {"label": [seat_label(2, 3), filler]})
    assert len(text("en", label)) == MAX_CHOICE_LABEL
    choice = Choice(label, {"t": "x"})
    prompt = names.prompt(Prompt((), (Select(Text("tek-ui-bid-placeholder"), (choice,)),)))
    [row] = prompt.rows
    assert isinstance(row, Select)
    assert row.choices[0].label == label  # "Yellow", whole, rather than a name cut with "…"
    button = names.row((Button(Text("tek-ui-follow-button", {"label": seat_label(1, 3)}), {}),))
    assert isinstance(button, tuple) and long_name(1) in text("en", button[0].label)
