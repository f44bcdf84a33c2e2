"""Typed moves are bounded before they are parsed: a refusal that says what is allowed, never
a crash, whatever the size or the characters of the text."""

from __future__ import annotations

import pytest

from bot.cogs.checks import option_choice, option_flag, option_int, option_text
from bot.cogs.moves import ACTION_MAX, read_choice, read_layout
from bot.engine.base import RuleError
from bot.i18n import Text


def refused(call, *args: object) -> RuleError:
    with pytest.raises(RuleError) as caught:
        call(*args)
    return caught.value


def test_a_layout_reads_pairs_with_ascii_or_full_width_punctuation() -> None:
    assert read_layout("5:3 9:1") == {"5": 3, "9": 1}
    assert read_layout("5=3, 09:1") == {"5": 3, "9": 1}
    assert read_layout("５：３，９：１") == {"5": 3, "9": 1}  # as a Chinese keyboard types it


@pytest.mark.parametrize(
    ("layout", "code"),
    [
        ("", "error-bad-layout"),
        ("5:", "error-bad-layout"),
        ("5:-1", "error-bad-layout"),
        ("5:٣", "error-bad-layout"),  # a digit, but not one a region count is written with
        ("5:" + "9" * 300, "error-layout-number"),
        ("1000:1", "error-layout-number"),
        (" ".join(["1:1"] * 61), "error-layout-too-long"),
        ("5:" + "9" * 5000, "error-option-text"),  # thousands of digits: not even looked at
        (["5:3"], "error-option-text"),  # not text at all
    ],
)
def test_a_layout_is_refused_with_a_reason(layout: object, code: str) -> None:
    assert refused(read_layout, layout).code == code


def test_superscript_digits_no_longer_crash_the_layout_reader() -> None:
    # "²".isdigit() is true but int("²") raises: the old reader failed with a ValueError
    assert read_layout("5:²") == {"5": 2}


def test_a_typed_number_is_small_and_ascii_after_folding() -> None:
    assert read_choice("17", "conquer") == {"t": "conquer", "r": 17}
    assert read_choice(" １７ ", "conquer") == {"t": "conquer", "r": 17}
    for value in ("1000", "-1", "1e3", "9" * 399, "٣"):
        error = refused(read_choice, value, "conquer")
        assert error.code == "error-bad-number" and error.params["max"] == 999
        assert len(error.params["value"]) <= 40
    assert refused(read_choice, "9" * (ACTION_MAX + 1), "conquer").code == "error-option-text"


def test_an_action_key_is_bounded_before_it_is_parsed() -> None:
    assert read_choice('{"r":5,"t":"conquer"}', "conquer") == {"t": "conquer", "r": 5}
    assert refused(read_choice, '{"r":5,"t":"abandon"}', "conquer").code == "error-bad-action"
    assert refused(read_choice, "{" + "[" * 390, "conquer").code == "error-bad-action"
    error = refused(read_choice, "{" + "[" * 100_000, "conquer", "r", "opt-sw-action")
    assert error.code == "error-option-text"
    assert error.params == {"option": Text("opt-sw-action"), "max": ACTION_MAX}


def test_option_values_must_have_the_synced_type_and_bounds() -> None:
    assert option_int(25, "opt-count", 1, 25) == 25
    for value in (0, 26, -5, "5", True, 2.0, None):
        error = refused(option_int, value, "opt-count", 1, 25)
        assert error.code == "error-option-range"
        assert error.params == {"option": Text("opt-count"), "min": 1, "max": 25}
    assert option_text("rain", "opt-reason", 200) == "rain"
    for value in ("x" * 201, 7, ["rain"]):
        assert refused(option_text, value, "opt-reason", 200).code == "error-option-text"
    assert option_flag(False, "opt-beginner") is False
    assert refused(option_flag, "yes", "opt-beginner").code == "error-option-choice"
    languages = {"en": Text("language-en")}
    assert option_choice("en", "opt-language", languages) == "en"
    for value in ("xx", 1, None):
        assert (
            refused(option_choice, value, "opt-language", languages).code == "error-option-choice"
        )
