"""Message catalogs (Project Fluent) for en, zh-TW and zh-CN.

The platform's catalogs live in ``bot/i18n/locales/<locale>/<domain>.ftl``, one domain per
feature (``core``, ``story``, ``reveal``...); each game's in its own folder
(``bot/games/<game>/locales/<locale>/``), added when the game registers
(``GameSpec.catalogs``), so that each part of the bot owns its words. Every key must exist in
all three locales; a test checks it.

Use :func:`t` for text: ``t("zh-TW", "game-joined", player="Ann")``. A parameter whose value is
a :class:`Text` (or a ``{"key": ..., "params": ...}`` dict, as stored in events) is translated
first, so events can nest catalog keys (a province name inside a battle report). A catalog
names a content id it is given with the function ``NAME``: ``{ NAME("ww-territory", $to) }`` is
the message ``ww-territory-<to>``. In Chinese a space a catalog writes beside a placeable
goes when the value's edge there is Han (:mod:`bot.i18n.han_spacing`).

A message that cannot be rendered as written (an unknown key, a variable the caller did not
pass, a missing term or attribute) is a bug. In production :func:`t` still returns the best text
it can and logs a warning, so a player's move never fails over a word; in strict mode (the test
suite turns it on with :func:`set_strict`) it raises :class:`TranslationError` instead.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

from bot.i18n import han_spacing

LOCALES_DIR = Path(__file__).parent / "locales"
SUPPORTED = ("en", "zh-TW", "zh-CN")
DEFAULT = "en"

log = logging.getLogger(__name__)

STRICT = False
"""Raise :class:`TranslationError` on any formatting problem instead of logging a warning."""


_problems = 0  # how many problems were met so far: a translation that met one is not memoized


class TranslationError(LookupError):
    """A catalog message could not be rendered as written (raised in strict mode only)."""


def set_strict(strict: bool) -> None:
    """Turn strict mode on (tests, sample scripts) or off (the running bot)."""
    global STRICT
    STRICT = strict


def _problem(description: str) -> None:
    global _problems
    _problems += 1
    if STRICT:
        raise TranslationError(description)
    log.warning("translation problem: %s", description)


@dataclass(frozen=True)
class Text:
    """A catalog key with its parameters, translated late (when the reader's locale is known)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": self.params}


def normalize_locale(locale: str | None) -> str:
    """Map Discord's locale names (``en-US``, ``zh-TW``, ``zh-CN``, ``ja`` …) to ours."""
    if not locale:
        return DEFAULT
    value = str(locale).replace("_", "-")
    lowered = value.lower()
    if lowered in ("zh-tw", "zh-hk", "zh-hant", "zh-mo"):
        return "zh-TW"
    if lowered.startswith("zh"):
        return "zh-CN"
    return DEFAULT


# The platform's catalogs, then those a game package carries with it (``add_catalogs``).
_catalog_dirs: list[Path] = [LOCALES_DIR]


def add_catalogs(directory: Path) -> None:
    """Add a game package's own catalogs (``<directory>/<locale>/*.ftl``)."""
    if directory not in _catalog_dirs:
        _catalog_dirs.append(directory)
        _bundle.cache_clear()
        _memo.clear()


def catalog_files(locale: str) -> list[Path]:
    """Every catalog file of a locale: the platform's and the registered games' own."""
    return [path for root in _catalog_dirs for path in sorted((root / locale).glob("*.ftl"))]


def _name_function(locale: str) -> Any:
    """The catalogs' ``NAME(prefix, id)``: the message ``<prefix>-<id>`` of the same locale.

    Engines put content ids in their events and errors (``"to": "mexico"``); a catalog names
    the thing with ``{ NAME("ww-territory", $to) }`` instead of one selector variant per id,
    so a new territory or card needs its own name and nothing else."""

    def name(prefix: Any, ident: Any) -> str:
        return t(locale, f"{prefix}-{ident}")

    return name


@cache
def _bundle(locale: str) -> FluentBundle:
    bundle = FluentBundle([locale], functions={"NAME": _name_function(locale)}, use_isolating=False)
    for path in catalog_files(locale):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


def catalog_keys(locale: str) -> set[str]:
    """All message ids of a locale (for tests and tools)."""
    keys: set[str] = set()
    for path in catalog_files(locale):
        for entry in FluentResource(path.read_text(encoding="utf-8")).body:
            ident = getattr(getattr(entry, "id", None), "name", None)
            if ident and type(entry).__name__ == "Message":
                keys.add(ident)
    return keys


def has(key: str, locale: str = DEFAULT) -> bool:
    return _bundle(normalize_locale(locale)).has_message(key)


def list_join(locale: str, items: list[str]) -> str:
    """A list as the reader's language writes one: "a, b" in English, "甲、乙" in Chinese."""
    return ("、" if normalize_locale(locale).startswith("zh") else ", ").join(items)


# Commands named in messages. Each reader's client shows command names in its own language,
# whatever the channel's language, so messages name commands with Discord's clickable
# mentions (</game hand:ID>) once the bot knows the commands' ids (set_command_ids, after
# syncing); until then (the offline demo, tests) as the English path in code font.
MENTIONED_COMMANDS = (
    "game new",
    "game start",
    "game config",
    "game end",
    "game kick",
    "game hand",
    "game catchup",
    "game verify",
    "game status",
    "game notify",
    "game follow",
    "game replace",
    "game pause",
    "game resume",
    "game vacation",
    "game undo",
    "game rollback",
    "game replay",
)
_command_ids: dict[str, int] = {}


def set_command_ids(ids: dict[str, int]) -> None:
    """The synced top-level commands' ids, by name (``{"game": 123, ...}``)."""
    _command_ids.clear()
    _command_ids.update(ids)
    _mentions.clear()
    _mentions.update(command_mentions())
    _memo.clear()


def command_mention(path: str) -> str:
    """``"smallworld conquer"`` as a clickable mention once the commands are synced."""
    top = path.split()[0]
    return f"</{path}:{_command_ids[top]}>" if top in _command_ids else f"`/{path}`"


def command_mentions() -> dict[str, str]:
    """``cmd_game_hand`` -> ``</game hand:ID>`` (or ```/game hand```): every message may use
    these variables without the caller passing them."""
    return {"cmd_" + path.replace(" ", "_"): command_mention(path) for path in MENTIONED_COMMANDS}


def _resolve_param(locale: str, value: Any) -> Any:
    if isinstance(value, Text):
        return t(locale, value.key, **value.params)
    if isinstance(value, dict) and "key" in value and set(value) <= {"key", "params"}:
        return t(locale, value["key"], **(value.get("params") or {}))
    if isinstance(value, list | tuple):
        return list_join(locale, [str(_resolve_param(locale, item)) for item in value])
    if isinstance(value, bool):
        return str(value).lower()
    return value


# Translations kept per (locale, key, plain parameters). A board asks for about a hundred
# texts (names, counts, the key's words), nearly all those of the game's previous board, and
# formatting them through Fluent was a tenth of a board's CPU. Only parameters that are plain
# values are keyed (a nested Text is translated anew); a translation that met a problem is
# not kept, so it is reported every time. Cleared whole when full: refilled within a board.
MEMO_SIZE = 8192
_memo: dict[tuple[Any, ...], str] = {}
_PLAIN = (str, int, float)


def _memo_key(locale: str, key: str, params: dict[str, Any]) -> tuple[Any, ...] | None:
    """The memo's key, or None when a parameter is not a plain value. A value's type is part
    of it: ``True == 1``, yet the two are written differently."""
    items: list[Any] = [locale, key]
    for name, value in params.items():
        if not isinstance(value, _PLAIN):
            return None
        items += (name, type(value), value)
    return tuple(items)


def t(locale: str | None, key: str, **params: Any) -> str:
    """Translate ``key`` into ``locale``; falls back to English, then to the key itself.

    Every fallback and every formatting error is a problem (see the module's docstring).
    """
    loc = normalize_locale(locale)
    memo_key = _memo_key(loc, key, params)
    if memo_key is not None:
        found = _memo.get(memo_key)
        if found is not None:
            return found
    problems = _problems
    text = _translate(loc, key, params)
    if memo_key is not None and problems == _problems:
        if len(_memo) >= MEMO_SIZE:
            _memo.clear()
        _memo[memo_key] = text
    return text


def _translate(loc: str, key: str, params: dict[str, Any]) -> str:
    for candidate in dict.fromkeys((loc, DEFAULT)):
        bundle = _bundle(candidate)
        if not bundle.has_message(key):
            _problem(f"no message {key!r} in {candidate}")
            continue
        message = bundle.get_message(key)
        if message.value is None:
            _problem(f"message {key!r} in {candidate} has no value")
            continue
        args: dict[str, Any] = dict(_mentions)
        args.update({name: _resolve_param(candidate, value) for name, value in params.items()})
        chinese = han_spacing.is_chinese(candidate)
        if chinese:
            args = {name: han_spacing.mark_edges(value) for name, value in args.items()}
        text, errors = bundle.format_pattern(message.value, args)
        if errors:
            found = "; ".join(dict.fromkeys(str(error) for error in errors))
            _problem(f"message {key!r} in {candidate}: {found} (given: {sorted(params)})")
        return han_spacing.settle(str(text)) if chinese else str(text)
    return key


def text(locale: str | None, value: Text | dict[str, Any] | str) -> str:
    """Translate a :class:`Text`, a stored ``{"key", "params"}`` dict, or a bare key."""
    if isinstance(value, str):
        return t(locale, value)
    return str(_resolve_param(normalize_locale(locale), value))


# The mention variables every message may use, kept current by set_command_ids.
_mentions: dict[str, str] = command_mentions()
