"""The README's command table says what the commands take (issue 23): one row per command,
naming every option the code gives it."""

from __future__ import annotations

import re
from pathlib import Path

from bot.cogs.game import GameCog
from bot.cogs.newgame import new_command
from bot.games import available, get
from tests.platform.test_commands import translated_payloads

ROOT = Path(__file__).resolve().parents[2]


def command_rows(command: str) -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return [line for line in readme.splitlines() if line.startswith(f"| `{command} ")]


def named_in(row: str) -> set[str]:
    """The option names a row gives: ``[name]``, ``name:<...>`` and `name` in backticks."""
    usage, _, what = row.partition("` |")
    names = set(re.findall(r"\[(\w+)\]", usage)) | set(re.findall(r"(\w+):<", usage))
    return names | set(re.findall(r"`(\w+)`", what))


def test_game_config_has_one_row_with_all_its_options() -> None:
    [row] = command_rows("/game config")
    options = {parameter.name for parameter in GameCog.config.parameters}
    assert len(options) == 9  # with the bots' level and ranking (issue 30)
    assert set(re.findall(r"\[(\w+)\]", row.partition("` |")[0])) == options


async def _unused(*_: object) -> None:
    """new_command needs a callback; only its parameters are read here."""


def test_game_new_names_every_option_of_every_game() -> None:
    [row] = command_rows("/game new")
    options = {parameter.name for parameter in new_command(_unused).parameters}
    assert "edition" in options  # World War's, which the row once left out
    assert options <= named_in(row)
    # and says which game each game option belongs to (of the games the bot ships: the tests
    # register a game of their own besides)
    titles = {"smallworld": "Small World", "suntzu": "Sun Tzu", "tek": "Tiny Epic Kingdoms"}
    titles["worldwar"] = "World War"
    assert set(titles) <= set(available())
    for game, title in titles.items():
        for option in get(game).engine.options:
            assert re.search(rf"{title}: [^;)]*`{option.name}`", row), option.name


def test_game_status_names_its_options() -> None:
    [row] = command_rows("/game status")
    options = {parameter.display_name for parameter in GameCog.status.parameters}
    assert options == {"text", "area"}  # the picture in words; one area up close (issue 26)
    assert options <= named_in(row)


def first_cells() -> list[str]:
    """The command cells of the README's table (its rows' first column)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return [line.split(" | ")[0] for line in readme.splitlines() if line.startswith("| `/")]


async def test_every_game_subcommand_has_a_row_and_every_row_a_command(tmp_path: Path) -> None:
    """Each /game subcommand is in the table, and the table names no command the bot does not
    have (a row left behind by a command folded into another, like /game leaderboard)."""
    payloads = await translated_payloads(tmp_path)
    game = next(payload for payload in payloads if payload["name"] == "game")
    subcommands = {option["name"] for option in game["options"]}
    cells = first_cells()
    named = {name for cell in cells for name in re.findall(r"`/game (\w+)", cell)}
    assert named == subcommands
    tops = {name for cell in cells for name in re.findall(r"`/(\w+)", cell)}
    assert tops == {payload["name"] for payload in payloads}
