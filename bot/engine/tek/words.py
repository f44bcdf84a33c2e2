"""Event parameters that are themselves catalog messages (see bot.i18n): a resource, an
action, a faction, a terrain or an exploration token is passed as ``{"key", "params"}`` so
that each reader gets its name in their own language."""

from __future__ import annotations

from typing import Any


def word(key: str) -> dict[str, Any]:
    return {"key": key, "params": {}}


def res_word(res: str) -> dict[str, Any]:
    return word(f"tek-res-{res}")


def action_word(kind: str) -> dict[str, Any]:
    return word(f"tek-action-{kind}")


def faction_word(fid: str) -> dict[str, Any]:
    return word(f"tek-faction-{fid}")


def token_word(kind: str) -> dict[str, Any]:
    return word(f"tek-token-{kind}")
