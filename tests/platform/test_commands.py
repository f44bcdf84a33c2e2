"""The command tree: every command, option and choice is localized for zh-TW and zh-CN, and
every game's own group is built from what the game declares."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from discord import AppCommandOptionType, app_commands

import tests.platform.highcard as highcard
from bot.app import create_bot, extensions
from bot.cogs import gamecommands
from bot.cogs.moves import ACTION_MAX, NUMBER_MAX
from bot.games import available, get, register, unregister
from bot.i18n import MENTIONED_COMMANDS
from bot.i18n.translator import CatalogTranslator, cmd
from bot.prompts.commands import CommandGroup, Move, Param
from bot.settings import Settings


def walk(payload: dict[str, Any], path: str = ""):
    here = f"{path}/{payload['name']}"
    yield here, payload
    for option in payload.get("options", []):
        yield from walk(option, here)
    for choice in payload.get("choices", []):
        yield f"{here}={choice['value']}", choice


async def test_every_command_option_and_choice_is_localized(tmp_path: Path) -> None:
    bot = create_bot(Settings(database_url=f"sqlite:///{tmp_path / 'x.db'}"))
    try:
        for extension in extensions():
            await bot.load_extension(extension)
        translator = CatalogTranslator()
        await bot.tree.set_translator(translator)
        payloads = [
            await command.get_translated_payload(bot.tree, translator)
            for command in bot.tree.get_commands()
        ]
        assert {p["name"] for p in payloads} >= {"game", "suntzu", "smallworld"}
        checked = 0
        for payload in payloads:
            for where, item in walk(payload):
                names = item.get("name_localizations") or {}
                assert set(names) == {"zh-TW", "zh-CN"}, f"{where} name: {names}"
                if "description" in item:
                    descriptions = item.get("description_localizations") or {}
                    assert set(descriptions) == {"zh-TW", "zh-CN"}, f"{where} description"
                    assert len(item["description"]) <= 100
                checked += 1
        assert checked > 50
    finally:
        await bot.close()


# Discord's rule for command and option names (any locale): 1–32 letters, digits, - or _,
# lower case where the script has case.
DISCORD_NAME = re.compile(r"^[-_\w]{1,32}$")
# "Show me my private information and choices": one word for it in every game (issue 27).
PRIVATE_INFO = ("game/hand", "suntzu/play", "smallworld/play", "tek/play", "ww/play")


async def translated_payloads(tmp_path: Path) -> list[dict[str, Any]]:
    bot = create_bot(Settings(database_url=f"sqlite:///{tmp_path / 'x.db'}"))
    try:
        for extension in extensions():
            await bot.load_extension(extension)
        translator = CatalogTranslator()
        await bot.tree.set_translator(translator)
        return [
            await command.get_translated_payload(bot.tree, translator)
            for command in bot.tree.get_commands()
        ]
    finally:
        await bot.close()


async def test_every_command_and_option_has_a_chinese_name(tmp_path: Path) -> None:
    """Every command, subcommand and option is named in Chinese in zh-TW and zh-CN (not left
    in English: `stats`, `verify`, `record`, … were), within Discord's name rules."""
    names: dict[str, dict[str, str]] = {}
    for payload in await translated_payloads(tmp_path):
        for where, item in walk(payload):
            if "=" not in where:  # choices are labels, not names
                names[where.lstrip("/")] = item.get("name_localizations") or {}
    found = []
    for where, localized in names.items():
        for locale in ("zh-TW", "zh-CN"):
            name = localized.get(locale, "")
            if not DISCORD_NAME.match(name) or name != name.lower() or name.isascii():
                found.append(f"{where} {locale}: {name!r}")
    assert found == [], "\n".join(found)
    for locale in ("zh-TW", "zh-CN"):
        assert len({names[where][locale] for where in PRIVATE_INFO}) == 1, locale


async def test_game_new_offers_every_registered_games_options(tmp_path: Path) -> None:
    """No game is named in the /game cog: its options come from the registry."""
    bot = create_bot(Settings(database_url=f"sqlite:///{tmp_path / 'x.db'}"))
    try:
        for extension in extensions():
            await bot.load_extension(extension)
        translator = CatalogTranslator()
        game = next(c for c in bot.tree.get_commands() if c.name == "game")
        payload = await game.get_translated_payload(bot.tree, translator)
        new = next(option for option in payload["options"] if option["name"] == "new")
        offered = {option["name"]: option for option in new["options"]}
        choices = {choice["value"] for choice in offered["game"]["choices"]}
        assert choices == set(available())
        assert "highcard" in choices, "a game registered from outside the bot is offered"
        for name in available():
            for option in get(name).engine.options:
                assert option.name in offered, f"{name}'s option {option.name}"
                # BOOLEAN, STRING (a choice option, offering its choices) or INTEGER
                kind = 5 if option.kind is bool else 3 if option.choices else 4
                assert offered[option.name]["type"] == kind
                values = [choice["value"] for choice in offered[option.name].get("choices", [])]
                assert values == list(option.choices)
                assert not offered[option.name]["required"]
    finally:
        await bot.close()


# --- the games' own groups, built from their declarations (issue 9) ------------------------

OPTION_TYPES = {"amount": AppCommandOptionType.integer, "player": AppCommandOptionType.user}

# A game the bot does not ship, with commands of its own: the toy game's rules under another
# name, declaring a play command and a move with a number (its words fall back to English).
TOY_COMMANDS = CommandGroup(
    name="toycards",
    key="cmd-toycards",
    moves=(
        Move("play", "cmd-toycards-play", show_hand=True),
        Move("card", "cmd-toycards-card", ("play",), (Param("amount", "card", "opt-toy", "c"),)),
        Move("any", "cmd-toycards-any", params=(Param("action", "action", "opt-toy-action"),)),
    ),
)


def wire_name(english: str, key: str) -> str:
    """The name Discord gets for a declared name: the English catalog's, else the code's."""
    return cmd(english, key).message


def check_group(group: app_commands.Group, declared: CommandGroup) -> None:
    assert group.name == wire_name(declared.name, declared.key)
    assert group.guild_only
    built = {command.name: command for command in group.commands}
    assert list(built) == [wire_name(move.name, move.key) for move in declared.moves]
    for move in declared.moves:
        command = built[wire_name(move.name, move.key)]
        assert isinstance(command, app_commands.Command)
        options = command.parameters
        assert [option.name for option in options] == [
            wire_name(param.name, param.key) for param in move.params
        ]
        for option, param in zip(options, move.params, strict=True):
            kind = OPTION_TYPES.get(param.kind, AppCommandOptionType.string)
            assert option.type == kind, f"{move.name} {param.name}"
            assert option.required == param.required
            assert option.autocomplete == param.autocompletes
            # typed text and numbers are bounded (for text, the range is its length)
            if kind == AppCommandOptionType.string:
                assert (option.min_value, option.max_value) == (1, ACTION_MAX)
            if kind == AppCommandOptionType.integer:
                assert (option.min_value, option.max_value) == (0, NUMBER_MAX)


async def test_every_game_with_commands_gets_its_group_from_its_declaration(
    tmp_path: Path,
) -> None:
    toy = replace(highcard.SPEC, name="toycards", catalogs=None, commands=TOY_COMMANDS)
    register(toy)
    bot = create_bot(Settings(database_url=f"sqlite:///{tmp_path / 'x.db'}"))
    try:
        for extension in extensions():
            await bot.load_extension(extension)
        declared = {name: get(name).commands for name in available()}
        assert {"suntzu", "smallworld", "toycards"} <= {n for n, d in declared.items() if d}
        assert declared["highcard"] is None  # a game without commands gets no group
        groups = {command.name: command for command in bot.tree.get_commands()}
        for name, group in declared.items():
            if group is None:
                continue
            built = groups.get(wire_name(group.name, group.key))
            assert isinstance(built, app_commands.Group), name
            check_group(built, group)
        assert set(groups) == {"game"} | {
            wire_name(group.name, group.key) for group in declared.values() if group
        }
    finally:
        await bot.close()
        unregister("toycards")


# Discord's most children (subcommands and groups) of one command: a 26th /game subcommand makes
# discord.py refuse the group, so the whole /game cog would fail to load.
CHILDREN_MAX = 25


async def test_game_keeps_within_discords_25_subcommands(tmp_path: Path) -> None:
    """/game holds at most 25 subcommands (issue 31 freed two: stopping a follow is a choice of
    /game follow, a game's leaderboard is /game stats game:, and /fork became /game fork)."""
    payloads = await translated_payloads(tmp_path)
    for payload in payloads:
        assert len(payload.get("options", [])) <= CHILDREN_MAX, payload["name"]
    game = next(payload for payload in payloads if payload["name"] == "game")
    subcommands = {option["name"]: option for option in game["options"]}
    assert {"follow", "stats", "fork"} <= set(subcommands)
    assert not {"unfollow", "leaderboard"} & set(subcommands)
    [how] = subcommands["follow"]["options"]
    assert [choice["value"] for choice in how["choices"]] == ["digest", "end", "stop"]
    stats = {option["name"]: option for option in subcommands["stats"]["options"]}
    assert [choice["value"] for choice in stats["game"]["choices"]] == list(available())
    assert not stats["member"].get("required") and not stats["game"].get("required")
    fork = {option["name"]: option for option in subcommands["fork"]["options"]}
    assert set(fork) == {"move", "game", "seats", "level", "where", "deadline_hours"}
    assert fork["move"]["required"] and not fork["deadline_hours"].get("required")


async def test_every_command_a_message_mentions_exists(tmp_path: Path) -> None:
    """A message names a command by a clickable mention (``{ $cmd_game_follow }``): each one
    must be a command the bot syncs (/game unfollow once was, and was folded away)."""
    paths = {
        where.lstrip("/").replace("/", " ")
        for payload in await translated_payloads(tmp_path)
        for where, _ in walk(payload)
        if "=" not in where
    }
    assert set(MENTIONED_COMMANDS) - paths == set()


def test_the_generic_module_names_no_game() -> None:
    source = Path(gamecommands.__file__).read_text(encoding="utf-8").casefold()
    for name in available():
        assert name.casefold() not in source, name
    # the games the bot ships need no cog of their own any more
    assert get("suntzu").extension is None and get("smallworld").extension is None


def test_a_move_must_make_an_action() -> None:
    with pytest.raises(ValueError, match="makes no action"):
        Move("nothing", "cmd-nothing")
