"""Scenario 1: the commands the bot syncs are complete in English, zh-TW and zh-CN."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.gamebot import Cast, bot_settings, game_bot
from tests.fakediscord import FakeDiscord
from tests.fakediscord.commands import walk_named

pytestmark = pytest.mark.e2e

LOCALES = ("zh-TW", "zh-CN")


async def test_global_sync_localizes_every_command_option_and_choice(
    fake: FakeDiscord, cast: Cast, tmp_path: Path
) -> None:
    settings = bot_settings(fake, tmp_path / "games.db", dev_guild=False)
    async with game_bot(fake, settings):
        pass
    [(scope, commands)] = fake.command_syncs
    assert scope is None, "without DEV_GUILD_ID the commands are global"
    assert {c["name"] for c in commands} >= {"game", "suntzu"}
    missing: list[str] = []
    for path, item in walk_named(commands):
        names = item.get("name_localizations") or {}
        descriptions = item.get("description_localizations") or {}
        is_choice = "=" in path  # a choice has a name but no description
        for locale in LOCALES:
            if not names.get(locale):
                missing.append(f"{path}: name[{locale}]")
            if not is_choice and not descriptions.get(locale):
                missing.append(f"{path}: description[{locale}]")
    assert missing == []
    # the two Chinese catalogs are really different scripts, not one copied into the other
    game = next(c for c in commands if c["name"] == "game")
    assert game["description_localizations"]["zh-TW"] != game["description_localizations"]["zh-CN"]


async def test_dev_guild_sync_is_the_same_set_of_commands(
    fake: FakeDiscord, cast: Cast, tmp_path: Path
) -> None:
    async with game_bot(fake, bot_settings(fake, tmp_path / "games.db")):
        pass
    [(scope, commands)] = fake.command_syncs
    assert scope == fake.guild.id
    assert fake.global_commands == []
    game = next(c for c in commands if c["name"] == "game")
    subcommands = {o["name"] for o in game["options"]}
    assert {"new", "join", "start", "hand", "end", "status"} <= subcommands
