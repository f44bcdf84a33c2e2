"""Players named in a seat's own words (issue 23, 18): ``SeatNames`` puts each player's name
where a prompt says a seat's label, however deep, and keeps a control's bare labels when the
names would pass Discord's length for it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot.cogs.moves import legal_choices
from bot.engine.base import setup_rng
from bot.games.tek.engine import ENGINE as tek
from bot.games.tek.prompts.menus import menu_choice
from bot.games.tek.prompts.words import seat_label
from bot.i18n import Text, t, text
from bot.prompts.base import MAX_CHOICE_LABEL, Button, Choice, Prompt, Select
from bot.table import TableService
from bot.table.model import Table
from bot.table.narration import seat_name
from bot.table.seat_names import SeatNames
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


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)  # the words, not the store
async def test_autocomplete_names_the_player_a_move_goes_to_war_with(
    service: TableService,
) -> None:
    """``/tek patrol`` and the other moves' autocomplete label a war as the DM's menus do:
    "war with bob (Yellow)", not "war with Yellow"."""
    await service.create(guild_id=1, channel_id=10, kind="tek", user_id=99, moderator=True, seed=3)
    for user in range(1, 4):
        await service.join(10, user, long_name(user - 1), "en")
    table = (await service.start(10, 99, moderator=True)).table
    for _ in range(2000):  # the autopilot plays until a legal move would start a war
        table = await service.load_game(table.id)
        seat = min(tek.waiting_for(table.state))
        wars = [a for a in table.legal(seat) if isinstance(a.get("war"), int) and a["war"] >= 0]
        if wars:
            break
        await service.play_for(table.id, {seat}, table.game.version)
    enemy = int(wars[0]["war"])
    bot = SimpleNamespace(service=service)
    asked = SimpleNamespace(
        client=bot, channel_id=10, user=SimpleNamespace(id=table.user_of(seat)), locale="en-US"
    )
    choices = await legal_choices(asked, "", menu_choice=menu_choice)  # type: ignore[arg-type]
    named = t("en", "tek-ui-note-war", seat=seat_name(table, enemy, "en"))
    bare = t("en", "tek-ui-note-war", seat=text("en", seat_label(enemy, 3)))
    assert any(named in choice.name for choice in choices), [c.name for c in choices]
    assert not any(choice.name.endswith(bare) for choice in choices)
