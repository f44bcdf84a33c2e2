"""The command tree: every command, option and choice is localized for zh-TW and zh-CN."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.app import create_bot, extensions
from bot.i18n.translator import CatalogTranslator
from bot.settings import Settings


def walk(payload: dict[str, Any], path: str = ""):  # noqa: ANN201
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


async def test_game_new_offers_every_registered_games_options(tmp_path: Path) -> None:
    """No game is named in the /game cog: its options come from the registry."""
    from bot.games import available, get

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
                kind = 5 if option.kind is bool else 4  # BOOLEAN or INTEGER
                assert offered[option.name]["type"] == kind
                assert not offered[option.name]["required"]
    finally:
        await bot.close()
