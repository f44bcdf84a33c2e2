"""Every word a user sees exists in en, zh-TW and zh-CN; command names are valid for Discord."""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentResource
from fluent.syntax import ast

from bot import games, i18n
from bot.i18n import (
    SUPPORTED,
    Text,
    TranslationError,
    catalog_files,
    catalog_keys,
    normalize_locale,
    t,
    text,
)

BOT = Path(__file__).resolve().parents[2] / "bot"
# Discord: 1-32 characters, letters/numbers/-/_ in any script, lowercase where a case exists.
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")


def test_every_locale_has_the_same_keys() -> None:
    english = catalog_keys("en")
    assert english, "the English catalog is empty"
    for locale in SUPPORTED[1:]:
        keys = catalog_keys(locale)
        assert english - keys == set(), f"{locale} lacks {sorted(english - keys)}"
        assert keys - english == set(), f"{locale} has extra {sorted(keys - english)}"


@pytest.mark.parametrize("locale", SUPPORTED)
def test_catalog_files_parse_without_junk(locale: str) -> None:
    for path in catalog_files(locale):
        resource = FluentResource(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if type(entry).__name__ == "Junk"]
        assert not junk, f"{path.name}: unparsable entries {[j.content[:60] for j in junk]}"


def literal_keys(pattern: str) -> set[str]:
    found: set[str] = set()
    for path in BOT.rglob("*.py"):
        found |= set(re.findall(pattern, path.read_text(encoding="utf-8")))
    return found


def test_every_literal_key_in_the_code_is_in_the_catalogs() -> None:
    keys = catalog_keys("en")
    used = literal_keys(r'RuleError\(\s*"([a-z0-9-]+)"')
    used |= literal_keys(r'\bt\(\s*\w+,\s*"([a-z0-9-]+)"')
    used |= literal_keys(r'\bText\(\s*"([a-z0-9-]+)"')
    used |= literal_keys(r'\bcmd\(\s*"[^"]*",\s*"([a-z0-9-]+)"')
    assert used, "the scan found no keys at all"
    assert sorted(used - keys) == []


@pytest.mark.parametrize("locale", SUPPORTED)
def test_command_and_option_names_are_valid_discord_names(locale: str) -> None:
    for key in sorted(catalog_keys(locale)):
        if not key.startswith(("cmd-", "opt-")):
            continue
        value = t(locale, key)
        if key.endswith("-desc"):
            assert 1 <= len(value) <= 100, f"{locale} {key}: description of {len(value)} chars"
        else:
            assert COMMAND_NAME.match(value), f"{locale} {key}: {value!r} is not a command name"
            assert value == value.lower(), f"{locale} {key}: {value!r} must be lowercase"


def test_locale_names_from_discord_map_to_ours() -> None:
    assert normalize_locale("zh-TW") == "zh-TW"
    assert normalize_locale("zh-CN") == "zh-CN"
    assert normalize_locale("en-US") == "en"
    assert normalize_locale("ja") == "en"
    assert normalize_locale(None) == "en"


def test_translation_uses_plurals_and_falls_back_to_english() -> None:
    assert "only player" in t("en", "lobby-joined", count=1)
    assert "3 players" in t("en", "lobby-joined", count=3)
    assert t("zh-TW", "lobby-button-join") == "加入"
    assert t("zh-CN", "lobby-button-leave") == "离开"


def test_strict_mode_is_on_for_the_whole_test_session() -> None:
    assert i18n.STRICT


def test_an_unknown_key_raises_in_strict_mode() -> None:
    with pytest.raises(TranslationError, match="no-such-key-anywhere"):
        t("en", "no-such-key-anywhere")
    with pytest.raises(TranslationError, match="no-such-key-anywhere"):
        text("zh-TW", Text("no-such-key-anywhere"))


def test_a_missing_variable_raises_in_strict_mode() -> None:
    with pytest.raises(TranslationError, match="count"):
        t("en", "lobby-joined")
    # also when the message is a parameter of another one
    with pytest.raises(TranslationError, match="count"):
        t("zh-CN", "game-ended-by-moderator", reason=Text("lobby-joined"))


def test_without_strict_mode_problems_render_as_text_and_log_a_warning(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(i18n, "STRICT", False)
    with caplog.at_level(logging.WARNING, logger="bot.i18n"):
        assert t("zh-TW", "no-such-key-anywhere") == "no-such-key-anywhere"
        assert "players are seated" in t("en", "lobby-joined")
    problems = [record.getMessage() for record in caplog.records]
    # the key is missing in zh-TW, then in English (the fallback); the count is missing
    assert len(problems) == 3, problems
    assert "zh-TW" in problems[0] and "no-such-key-anywhere" in problems[1]
    assert "count" in problems[2]


def variables(node: Any) -> set[str]:
    """The names of every ``$variable`` used anywhere inside a Fluent syntax node."""
    if isinstance(node, ast.VariableReference):
        return {node.id.name}
    if isinstance(node, list):
        return set().union(*(variables(item) for item in node))
    if isinstance(node, ast.BaseNode):
        return set().union(*(variables(v) for k, v in vars(node).items() if k != "span"))
    return set()


def test_every_message_uses_the_same_variables_in_every_locale() -> None:
    """A variable the English text uses and a translation leaves out is a lost word."""
    used: dict[str, dict[str, set[str]]] = {}
    for locale in SUPPORTED:
        for path in catalog_files(locale):
            for entry in FluentResource(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message):
                    used.setdefault(entry.id.name, {})[locale] = variables(entry)
    assert len(used) > 100
    differ = {
        key: per_locale
        for key, per_locale in used.items()
        if any(names != per_locale["en"] for names in per_locale.values())
    }
    assert differ == {}


@pytest.mark.parametrize("locale", SUPPORTED)
def test_no_message_is_defined_twice(locale: str) -> None:
    """Fluent keeps the first definition silently; a second one would be dead text."""
    seen: dict[str, str] = {}
    for path in catalog_files(locale):
        for entry in FluentResource(path.read_text(encoding="utf-8")).body:
            if type(entry).__name__ != "Message":
                continue
            name = entry.id.name
            assert name not in seen, f"{name} is in both {seen.get(name)} and {path.name}"
            seen[name] = path.name


def test_name_gives_the_message_of_a_content_id_and_refuses_an_unknown_one() -> None:
    """``NAME(prefix, id)`` in a catalog is the message ``<prefix>-<id>`` of the reader's
    locale (World War's events name territories this way)."""
    for locale in SUPPORTED:
        line = t(locale, "ww-err-not-yours", territory="alaska")
        assert t(locale, "ww-territory-alaska") in line
    with pytest.raises(TranslationError):
        t("en", "ww-err-not-yours", territory="atlantis")


def own_keys(root: Path) -> set[str]:
    """The message ids defined in one folder of catalogs (all locales agree; English)."""
    return {
        entry.id.name
        for path in sorted((root / "en").glob("*.ftl"))
        for entry in FluentResource(path.read_text(encoding="utf-8")).body
        if isinstance(entry, ast.Message)
    }


def game_prefixes() -> dict[str, str]:
    """Key prefix -> the registered game it belongs to, read from the registry: the game's
    command group key and its options' keys, and the first segment of its own catalog keys
    when no other game's keys start with it (``cmd``, ``opt`` are everybody's)."""
    owners: dict[str, set[str]] = {}
    prefixes: dict[str, str] = {}
    for name in games.available():
        spec = games.get(name)
        if spec.catalogs is not None:
            for key in own_keys(spec.catalogs):
                owners.setdefault(key.split("-")[0], set()).add(name)
        if spec.commands is not None:
            prefixes[spec.commands.key] = name
            prefixes[f"{spec.commands.key}-"] = name
    for segment, names in owners.items():
        if len(names) == 1:
            (name,) = names
            prefixes[f"{segment}-"] = name
            prefixes[f"opt-{segment}-"] = name
    return prefixes


def platform_code_keys() -> set[str]:
    """Every quoted key-like string in the platform's code (bot/ outside bot/games/)."""
    games_dir = BOT / "games"
    return {
        key
        for path in BOT.rglob("*.py")
        if games_dir not in path.parents
        for key in re.findall(r'"([a-z][a-z0-9-]*)"', path.read_text(encoding="utf-8"))
    }


def declared_options() -> dict[str, set[str]]:
    """Option key (and its description's) -> the games whose command declaration uses it;
    an option the platform's own commands use too (``opt-player``) is shared, left out."""
    shared = platform_code_keys()
    users: dict[str, set[str]] = {}
    for name in games.available():
        group = games.get(name).commands
        for move in group.moves if group is not None else ():
            for param in move.params:
                if param.key in shared:
                    continue
                for key in (param.key, param.description_key):
                    users.setdefault(key, set()).add(name)
    return users


def belongs_to(key: str, prefixes: dict[str, str], options: dict[str, set[str]]) -> str | None:
    """The one game a key is named after or declared by, None for a shared key."""
    for prefix, name in prefixes.items():
        if key == prefix or (prefix.endswith("-") and key.startswith(prefix)):
            return name
    users = options.get(key, set())
    return next(iter(users)) if len(users) == 1 else None


def test_the_platform_catalogs_hold_no_game_word() -> None:
    # Issue 24: a game's words live in its own folder (GameSpec.catalogs), where its glossary
    # governs them and where removing the game removes them; the platform keeps only what
    # every game shares. The prefixes come from the registry, so a new game is covered too.
    prefixes, options = game_prefixes(), declared_options()
    assert {"sw-", "cmd-sw", "suntzu-", "ww-", "tek-", "highcard-"} <= set(prefixes)
    found = sorted(
        f"{path.parent.name}/{path.name}: {key} ({game})"
        for path in sorted(i18n.LOCALES_DIR.glob("*/*.ftl"))
        for entry in FluentResource(path.read_text(encoding="utf-8")).body
        if isinstance(entry, ast.Message)
        for key in [entry.id.name]
        if (game := belongs_to(key, prefixes, options)) is not None
    )
    assert found == []
