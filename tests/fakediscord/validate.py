"""Discord's documented limits on what a bot sends; the fake answers 400 / 50035 when broken.

Each function returns a list of problems (empty when the payload is acceptable), phrased so that
a failing test says what Discord would have refused.
"""

from __future__ import annotations

import re
from typing import Any

from tests.fakediscord.model import (
    ARCHIVE_DURATIONS,
    SENDABLE_FLAGS,
    THREAD_TYPES,
    flatten_components,
)

COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$")
SUPPORTED_LOCALES = {
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
    "th", "zh-CN", "ja", "zh-TW", "ko",
}  # fmt: skip


def message_problems(data: dict[str, Any], *, files: int, editing: bool = False) -> list[str]:
    problems: list[str] = []
    content = data.get("content") or ""
    embeds = data.get("embeds") or []
    components = data.get("components") or []
    attachments = data.get("attachments") or []
    if len(content) > 2000:
        problems.append(f"content is {len(content)} characters (limit 2000)")
    if not editing and not (content or embeds or components or files or attachments):
        problems.append("cannot send an empty message (code 50006)")
    if len(embeds) > 10:
        problems.append(f"{len(embeds)} embeds (limit 10)")
    problems.extend(p for embed in embeds for p in _embed_problems(embed))
    problems.extend(_component_problems(components))
    if files > 10:
        problems.append(f"{files} files (limit 10)")
    flags = data.get("flags")
    if not editing and flags is not None and int(flags) & ~SENDABLE_FLAGS:
        problems.append(f"flags {int(flags)} set bits a new message cannot have")
    return problems


def _embed_problems(embed: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    limits = {"title": 256, "description": 4096}
    total = 0
    for key, limit in limits.items():
        value = str(embed.get(key) or "")
        total += len(value)
        if len(value) > limit:
            problems.append(f"embed {key} is {len(value)} characters (limit {limit})")
    fields = embed.get("fields") or []
    if len(fields) > 25:
        problems.append(f"embed has {len(fields)} fields (limit 25)")
    for field_ in fields:
        name, value = str(field_.get("name") or ""), str(field_.get("value") or "")
        total += len(name) + len(value)
        if not name or not value:
            problems.append("embed field with an empty name or value")
        if len(name) > 256 or len(value) > 1024:
            problems.append("embed field over 256 (name) / 1024 (value) characters")
    footer = str((embed.get("footer") or {}).get("text") or "")
    total += len(footer)
    if len(footer) > 2048:
        problems.append("embed footer over 2048 characters")
    if total > 6000:
        problems.append(f"embed holds {total} characters (limit 6000)")
    return problems


def _component_problems(rows: list[dict[str, Any]]) -> list[str]:
    problems: list[str] = []
    if len(rows) > 5 and all(row.get("type") == 1 for row in rows):
        problems.append(f"{len(rows)} action rows (limit 5)")
    custom_ids: list[str] = []
    for row in rows:
        children = row.get("components") or []
        kinds = {child.get("type") for child in children}
        if row.get("type") == 1 and (len(children) > 5 or (len(children) > 1 and kinds - {2})):
            problems.append("an action row holds up to 5 buttons or exactly one select")
    for component in flatten_components(rows):
        custom_id = component.get("custom_id")
        if custom_id is not None:
            custom_ids.append(custom_id)
            if not 1 <= len(custom_id) <= 100:
                problems.append(f"custom_id {custom_id!r} is not 1-100 characters")
        if component.get("type") == 2:
            problems.extend(_button_problems(component))
        if component.get("type") == 3:
            problems.extend(_select_problems(component))
    duplicates = {cid for cid in custom_ids if custom_ids.count(cid) > 1}
    if duplicates:
        problems.append(f"duplicate custom_ids in one message: {sorted(duplicates)}")
    return problems


def _button_problems(button: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    if len(str(button.get("label") or "")) > 80:
        problems.append(f"button label over 80 characters: {button.get('label')!r}")
    is_link = button.get("style") == 5
    if is_link != ("url" in button) or (not is_link and "custom_id" not in button):
        problems.append("a link button needs a url; any other button a custom_id")
    return problems


def _select_problems(select: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    options = select.get("options") or []
    if not 1 <= len(options) <= 25:
        problems.append(f"select {select.get('custom_id')!r} has {len(options)} options (1-25)")
    if len(str(select.get("placeholder") or "")) > 150:
        problems.append("select placeholder over 150 characters")
    values = [option.get("value") for option in options]
    if len(set(values)) != len(values):
        problems.append(f"select {select.get('custom_id')!r} repeats an option value")
    for option in options:
        for key, limit in (("label", 100), ("value", 100), ("description", 100)):
            text = str(option.get(key) or "")
            if len(text) > limit or (key != "description" and not text):
                problems.append(f"select option {key} {text!r} is not 1-{limit} characters")
    max_values = int(select.get("max_values", 1))
    if max_values > len(options) or int(select.get("min_values", 1)) > max_values:
        problems.append("select min_values/max_values do not fit its options")
    return problems


CHAT_INPUT_MAX = 100  # CHAT_INPUT commands per scope (global, or one guild)
CHILDREN_MAX = 25  # options of a command, a subcommand or a group, subcommands and groups counted
# Combined, the name, description and value of a command, its groups, subcommands, options and
# choices; a field with localizations counts its longest text (the default included). Discord
# raised it from 4,000 to 8,000 in February 2024 (discord-api-docs pull request 6668).
COMBINED_MAX = 8000
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
NESTED = (SUB_COMMAND, SUB_COMMAND_GROUP)


def command_problems(commands: list[dict[str, Any]]) -> list[str]:
    problems: list[str] = []
    names = [(c.get("name"), c.get("type", 1)) for c in commands]
    if len(set(names)) != len(names):
        problems.append("two commands share a name and type")
    chat_input = sum(1 for _, kind in names if kind == 1)
    if chat_input > CHAT_INPUT_MAX:
        problems.append(f"{chat_input} CHAT_INPUT commands (limit {CHAT_INPUT_MAX})")
    for command in commands:
        problems.extend(_named_problems(command, f"/{command.get('name')}", command.get("type", 1)))
        problems.extend(_options_problems(command.get("options") or [], f"/{command.get('name')}"))
        size = command_size(command)
        if size > COMBINED_MAX:
            problems.append(
                f"/{command.get('name')} counts {size} characters (limit {COMBINED_MAX})"
            )
    return problems


def _longest(item: dict[str, Any], key: str) -> int:
    """A field's size as Discord counts it: its longest text among the default and the
    localizations."""
    texts = [str(item.get(key) or ""), *map(str, (item.get(f"{key}_localizations") or {}).values())]
    return max(len(text) for text in texts)


def command_size(item: dict[str, Any]) -> int:
    """The characters a command (or one of its options or choices) counts towards Discord's
    combined limit: names, descriptions and choice values, each at its longest localization."""
    size = _longest(item, "name") + _longest(item, "description")
    if "value" in item:
        size += len(str(item["value"]))
    for child in [*(item.get("options") or []), *(item.get("choices") or [])]:
        size += command_size(child)
    return size


def _options_problems(
    options: list[dict[str, Any]], where: str, inside: int | None = None
) -> list[str]:
    """The options of a command (``inside`` None), a subcommand group or a subcommand. Discord
    nests at most command > group > subcommand: a group holds only subcommands, a subcommand
    neither, and subcommands or groups stand alone (no other option beside them)."""
    problems: list[str] = []
    nested = [option for option in options if option.get("type") in NESTED]
    if len(options) > CHILDREN_MAX:
        kind = "subcommands and groups" if nested else "options"
        problems.append(f"{where} has {len(options)} {kind} (limit {CHILDREN_MAX})")
    if nested and len(nested) != len(options):
        problems.append(f"{where}: subcommands and groups cannot stand beside other options")
    if inside == SUB_COMMAND_GROUP and any(o.get("type") != SUB_COMMAND for o in options):
        problems.append(f"{where}: a subcommand group holds only subcommands")
    if inside == SUB_COMMAND and nested:
        problems.append(f"{where}: a subcommand cannot hold subcommands or groups")
    seen_optional = False
    for option in options:
        path = f"{where} {option.get('name')}"
        problems.extend(_named_problems(option, path, 1))
        if option.get("type") in NESTED:
            problems.extend(_options_problems(option.get("options") or [], path, option["type"]))
            continue
        if option.get("required") and seen_optional:
            problems.append(f"{path}: a required option follows an optional one")
        seen_optional = seen_optional or not option.get("required")
        choices = option.get("choices") or []
        if len(choices) > 25:
            problems.append(f"{path} has {len(choices)} choices (limit 25)")
        if choices and option.get("autocomplete"):
            problems.append(f"{path} has both choices and autocomplete")
    return problems


def _named_problems(item: dict[str, Any], where: str, kind: int) -> list[str]:
    problems: list[str] = []
    name = str(item.get("name") or "")
    if kind == 1 and (not COMMAND_NAME.match(name) or name != name.lower()):
        problems.append(f"{where}: invalid name {name!r}")
    description = str(item.get("description") or "")
    if kind == 1 and not 1 <= len(description) <= 100:
        problems.append(f"{where}: description must be 1-100 characters")
    for key, limit in (("name_localizations", 32), ("description_localizations", 100)):
        for locale, text in (item.get(key) or {}).items():
            if locale not in SUPPORTED_LOCALES:
                problems.append(f"{where}: {key} uses unknown locale {locale!r}")
            if not 1 <= len(str(text)) <= limit:
                problems.append(f"{where}: {key}[{locale}] must be 1-{limit} characters")
            if key == "name_localizations" and kind == 1 and str(text) != str(text).lower():
                problems.append(f"{where}: localized name {text!r} must be lower case")
    return problems


def autocomplete_problems(choices: list[dict[str, Any]]) -> list[str]:
    problems: list[str] = []
    if len(choices) > 25:
        problems.append(f"{len(choices)} autocomplete choices (limit 25)")
    for choice in choices:
        if not 1 <= len(str(choice.get("name") or "")) <= 100:
            problems.append(f"autocomplete choice name {choice.get('name')!r} not 1-100 chars")
        value = choice.get("value")
        if isinstance(value, str) and len(value) > 100:
            problems.append(f"autocomplete choice value {value!r} over 100 characters")
    return problems


def thread_problems(data: dict[str, Any]) -> list[str]:
    """Start Thread without Message: a name of 1-100 characters, a thread type, an archive
    duration Discord offers, a slow mode of 0-21600 seconds (each optional but the name)."""
    problems = _known_keys(
        data, {"name", "type", "auto_archive_duration", "invitable", "rate_limit_per_user"}
    )
    name = data.get("name")
    if not isinstance(name, str) or not 1 <= len(name) <= 100:
        problems.append("thread name must be 1-100 characters")
    if "type" in data and data["type"] not in THREAD_TYPES:
        problems.append(f"thread type {data['type']!r} is no thread type")
    minutes = data.get("auto_archive_duration")
    if minutes is not None and minutes not in ARCHIVE_DURATIONS:
        problems.append(f"auto_archive_duration {minutes!r} is not one of {ARCHIVE_DURATIONS}")
    slow = data.get("rate_limit_per_user")
    if slow is not None and (not isinstance(slow, int) or not 0 <= slow <= 21600):
        problems.append("rate_limit_per_user must be 0-21600")
    if "invitable" in data and not isinstance(data["invitable"], bool):
        problems.append("invitable must be a boolean")
    return problems


def channel_problems(data: dict[str, Any]) -> list[str]:
    """Create Guild Channel, as the fake supports it: a text channel (type 0) named with 1-100
    characters, optionally under a category, with no overwrites of its own."""
    problems = _known_keys(
        data, {"name", "type", "parent_id", "permission_overwrites", "topic", "position"}
    )
    name = data.get("name")
    if not isinstance(name, str) or not 1 <= len(name) <= 100:
        problems.append("channel name must be 1-100 characters")
    if data.get("type", 0) != 0:
        problems.append(f"the fake makes text channels only, not type {data.get('type')!r}")
    if data.get("permission_overwrites"):
        problems.append("the fake makes channels without overwrites")
    return problems


def _known_keys(data: dict[str, Any], known: set[str]) -> list[str]:
    return [f"unknown field {key!r}" for key in data if key not in known]
