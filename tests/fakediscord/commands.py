"""Turn ``"game new", game="suntzu"`` into the ``data`` of an APPLICATION_COMMAND interaction.

The shape comes from the command payload the bot synced, exactly as Discord's client builds
it: a subcommand group and a subcommand become nested options of type 2 and 1, and each value
is checked against its option's type, choices and bounds, so a test cannot send what a real
user could not type, unless it says ``forge=True``: then each value goes out as given (any JSON
value, of any type or size) and required options may be left out, as in an interaction forged
by a modified client.
"""

from __future__ import annotations

from typing import Any, Protocol

from tests.fakediscord.model import FakeChannel, FakeFile, FakeRole, FakeUser

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10
ATTACHMENT = 11


class Resolver(Protocol):
    """Payloads for the ``resolved`` part of an interaction (they depend on where it is)."""

    def user(self, user: FakeUser) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """The user payload, and the member payload (without ``user``) in a guild."""
        ...

    def role(self, role: FakeRole) -> dict[str, Any]: ...

    def channel(self, channel: FakeChannel) -> dict[str, Any]: ...

    def attachment(self, upload: FakeFile | tuple[str, bytes]) -> dict[str, Any]:
        """Upload a file for an ATTACHMENT option (the bot may download it); its payload."""
        ...


class CommandNotFound(AssertionError):
    """The bot never synced the command (or option) the test tried to use."""


def find_command(commands: list[dict[str, Any]], name: str) -> dict[str, Any]:
    for command in commands:
        if command.get("name") == name and command.get("type", 1) == 1:
            return command
    synced = sorted(c.get("name", "?") for c in commands)
    raise CommandNotFound(f"/{name} was not synced; synced commands: {synced}")


def leaf_of(command: dict[str, Any], path: list[str]) -> tuple[list[dict[str, Any]], list[str]]:
    """The options that take values at the end of ``path`` (after the command's own name)."""
    options = command.get("options") or []
    walked = [command["name"]]
    for part in path:
        match = [o for o in options if o["name"] == part and o["type"] in (1, 2)]
        if not match:
            raise CommandNotFound(f"/{' '.join(walked)} has no subcommand {part!r}")
        options = match[0].get("options") or []
        walked.append(part)
    if any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in options):
        subs = sorted(o["name"] for o in options)
        raise CommandNotFound(f"/{' '.join(walked)} needs a subcommand: one of {subs}")
    return options, walked


def build_command_data(
    command: dict[str, Any],
    path: list[str],
    values: dict[str, Any],
    *,
    focused: str | None = None,
    resolver: Resolver,
    forge: bool = False,
) -> dict[str, Any]:
    """``data`` for an APPLICATION_COMMAND (or, with ``focused``, an AUTOCOMPLETE) interaction.

    Values for USER, ROLE and CHANNEL options are FakeUser, FakeRole and FakeChannel objects,
    for ATTACHMENT options a FakeFile (one the bot posted) or a ``(filename, bytes)`` upload;
    ``resolver`` gives their payloads for ``data.resolved``. With ``forge`` other values are
    sent unchecked.
    """
    leaf_options, walked = leaf_of(command, path)
    by_name = {o["name"]: o for o in leaf_options}
    resolved: dict[str, dict[str, Any]] = {}
    given: list[dict[str, Any]] = []
    for name, value in values.items():
        option = by_name.get(name)
        if option is None:
            raise CommandNotFound(
                f"/{' '.join(walked)} has no option {name!r}; has {sorted(by_name)}"
            )
        if name == focused:
            # while typing, Discord sends the raw text of the focused option
            given.append(
                {"name": name, "type": option["type"], "value": str(value), "focused": True}
            )
            continue
        given.append(
            {
                "name": name,
                "type": option["type"],
                "value": _encode(option, value, resolved, resolver, forge=forge),
            }
        )
    if focused is None:
        missing = [o["name"] for o in leaf_options if o.get("required") and o["name"] not in values]
        if missing and not forge:
            raise AssertionError(
                f"/{' '.join(walked)} requires {missing}: Discord will not send it"
            )
    elif focused not in by_name or not by_name[focused].get("autocomplete"):
        raise AssertionError(f"/{' '.join(walked)} option {focused!r} has no autocomplete")
    nested = given
    for depth in range(len(path) - 1, -1, -1):
        kind = SUB_COMMAND if depth == len(path) - 1 else SUB_COMMAND_GROUP
        nested = [{"name": path[depth], "type": kind, "options": nested}]
    data: dict[str, Any] = {
        "id": str(command["id"]),
        "name": command["name"],
        "type": 1,
        "options": nested,
    }
    if command.get("guild_id"):
        data["guild_id"] = str(command["guild_id"])
    if resolved:
        data["resolved"] = resolved
    return data


def _encode(
    option: dict[str, Any],
    value: Any,
    resolved: dict[str, dict[str, Any]],
    resolver: Resolver,
    *,
    forge: bool = False,
) -> Any:
    kind = option["type"]
    name = option["name"]
    if kind in (USER, MENTIONABLE) and isinstance(value, FakeUser):
        user_payload, member_payload = resolver.user(value)
        resolved.setdefault("users", {})[str(value.id)] = user_payload
        if member_payload is not None:
            resolved.setdefault("members", {})[str(value.id)] = member_payload
        return str(value.id)
    if kind in (ROLE, MENTIONABLE) and isinstance(value, FakeRole):
        resolved.setdefault("roles", {})[str(value.id)] = resolver.role(value)
        return str(value.id)
    if kind == CHANNEL and isinstance(value, FakeChannel):
        resolved.setdefault("channels", {})[str(value.id)] = resolver.channel(value)
        return str(value.id)
    if kind == ATTACHMENT and isinstance(value, FakeFile | tuple):
        payload = resolver.attachment(value)
        resolved.setdefault("attachments", {})[payload["id"]] = payload
        return payload["id"]
    if forge:
        return value
    if kind == ATTACHMENT:
        raise TypeError(f"option {name!r} takes a FakeFile or a (filename, bytes) upload")
    if kind in (USER, ROLE, MENTIONABLE, CHANNEL):
        raise TypeError(f"option {name!r} takes a FakeUser, FakeRole or FakeChannel as fits")
    if kind == BOOLEAN:
        if not isinstance(value, bool):
            raise TypeError(f"option {name!r} takes a bool")
        encoded: Any = value
    elif kind == INTEGER:
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"option {name!r} takes an int")
        encoded = value
    elif kind == NUMBER:
        encoded = float(value)
    elif kind == STRING:
        encoded = str(value)
        low, high = option.get("min_length", 0), option.get("max_length", 6000)
        if not low <= len(encoded) <= high:
            raise AssertionError(f"option {name!r} must be {low}-{high} characters")
    else:
        raise AssertionError(f"option {name!r} has unknown type {kind}")
    if kind in (INTEGER, NUMBER):
        low, high = option.get("min_value"), option.get("max_value")
        if (low is not None and encoded < low) or (high is not None and encoded > high):
            raise AssertionError(f"option {name!r} must be within {low}..{high}")
    choices = option.get("choices")
    if choices and encoded not in [c["value"] for c in choices]:
        allowed = [c["value"] for c in choices]
        raise AssertionError(f"option {name!r} offers only {allowed}, not {encoded!r}")
    return encoded


def walk_named(commands: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    """Every command, subcommand and option with a readable path, for localization checks."""
    found: list[tuple[str, dict[str, Any]]] = []

    def visit(item: dict[str, Any], path: str) -> None:
        found.append((path, item))
        for option in item.get("options") or []:
            visit(option, f"{path} {option['name']}")
        for choice in item.get("choices") or []:
            found.append((f"{path}={choice['value']}", choice))

    for command in commands:
        visit(command, f"/{command['name']}")
    return found
