"""Every word a user sees exists in en, zh-TW and zh-CN; command names are valid for Discord."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.runtime import FluentResource

from bot.i18n import LOCALES_DIR, SUPPORTED, catalog_keys, normalize_locale, t

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
    for path in sorted((LOCALES_DIR / locale).glob("*.ftl")):
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
    assert t("en", "no-such-key-anywhere") == "no-such-key-anywhere"


@pytest.mark.parametrize("locale", SUPPORTED)
def test_no_message_is_defined_twice(locale: str) -> None:
    """Fluent keeps the first definition silently; a second one would be dead text."""
    seen: dict[str, str] = {}
    for path in sorted((LOCALES_DIR / locale).glob("*.ftl")):
        for entry in FluentResource(path.read_text(encoding="utf-8")).body:
            if type(entry).__name__ != "Message":
                continue
            name = entry.id.name
            assert name not in seen, f"{name} is in both {seen.get(name)} and {path.name}"
            seen[name] = path.name
