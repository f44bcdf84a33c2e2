"""Translations are kept per (locale, key, plain parameters) (issue 29 part 4): a kept text is
the text Fluent writes, a value's type counts, a problem is reported on every call, and
synced command ids or a game's catalogs added later are seen at once."""

from __future__ import annotations

import logging

import pytest

from bot import i18n
from bot.i18n import Text, TranslationError, t


@pytest.fixture(autouse=True)
def empty_memo(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_memo", {})


@pytest.mark.parametrize("locale", ["en", "zh-TW", "zh-CN"])
@pytest.mark.parametrize("count", [1, 3, 12])
def test_a_kept_text_is_the_text_fluent_writes(locale: str, count: int) -> None:
    fresh = i18n._translate(locale, "lobby-joined", {"count": count})
    assert t(locale, "lobby-joined", count=count) == fresh
    assert t(locale, "lobby-joined", count=count) == fresh  # from the memo
    assert len(i18n._memo) == 1


def test_values_equal_in_python_but_written_apart_are_kept_apart() -> None:
    # True == 1 and hash(True) == hash(1), yet Fluent is given "true" for one and 1 for the other
    assert i18n._memo_key("en", "k", {"n": True}) != i18n._memo_key("en", "k", {"n": 1})
    assert i18n._memo_key("en", "k", {"n": 1.0}) != i18n._memo_key("en", "k", {"n": 1})
    assert i18n._memo_key("en", "k", {"n": 1}) != i18n._memo_key("zh-TW", "k", {"n": 1})
    assert i18n._memo_key("en", "k", {"n": 1}) != i18n._memo_key("en", "k", {"m": 1})


def test_a_nested_text_is_translated_anew_and_not_kept() -> None:
    nested = {"reason": Text("lobby-joined", {"count": 2})}
    assert i18n._memo_key("en", "game-ended-by-moderator", nested) is None
    first = t("en", "game-ended-by-moderator", **nested)
    assert "2 players" in first
    assert t("en", "game-ended-by-moderator", **nested) == first
    assert not any(key[1] == "game-ended-by-moderator" for key in i18n._memo)


def test_a_problem_raises_every_time_in_strict_mode() -> None:
    for _ in range(2):
        with pytest.raises(TranslationError, match="count"):
            t("en", "lobby-joined")
        with pytest.raises(TranslationError, match="no-such-key-anywhere"):
            t("en", "no-such-key-anywhere", count=1)
    assert i18n._memo == {}


def test_a_problem_is_logged_every_time_without_strict_mode(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(i18n, "STRICT", False)
    with caplog.at_level(logging.WARNING, logger="bot.i18n"):
        for _ in range(3):
            assert "players are seated" in t("en", "lobby-joined")
    assert len(caplog.records) == 3
    assert i18n._memo == {}


def test_synced_command_ids_are_seen_by_a_kept_text(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_command_ids", {})
    monkeypatch.setattr(i18n, "_mentions", i18n.command_mentions())
    before = t("en", "error-bad-action")
    assert "`/game hand`" in before
    i18n.set_command_ids({"game": 42})
    assert "</game hand:42>" in t("en", "error-bad-action")
    i18n.set_command_ids({})
    assert t("en", "error-bad-action") == before


def test_the_memo_is_emptied_when_full(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "MEMO_SIZE", 3)
    for count in range(5):
        fresh = i18n._translate("en", "lobby-joined", {"count": count})
        assert t("en", "lobby-joined", count=count) == fresh
        assert len(i18n._memo) <= 3
    assert len(i18n._memo) == 2  # emptied at the fourth, then the fourth and fifth kept
