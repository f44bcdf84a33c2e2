"""Event parameters that are themselves catalog messages (see bot.i18n): a resource, an
action, a faction, a terrain or an exploration token is passed as ``{"key", "params"}`` so
that each reader gets its name in their own language."""

from __future__ import annotations

from typing import Any

from bot.games.tek.engine.content import RESOURCES


def word(key: str, **params: Any) -> dict[str, Any]:
    return {"key": key, "params": params}


def res_word(res: str) -> dict[str, Any]:
    return word(f"tek-res-{res}")


def action_word(kind: str) -> dict[str, Any]:
    return word(f"tek-action-{kind}")


def faction_word(fid: str) -> dict[str, Any]:
    return word(f"tek-faction-{fid}")


def token_word(kind: str) -> dict[str, Any]:
    return word(f"tek-token-{kind}")


def amount_words(res: dict[str, Any]) -> list[dict[str, Any]]:
    """Amounts of resources as a list of words ("2 mana", "1 ore") in the tracks' order,
    leaving out the zeros; the reader's language joins the list (``bot.i18n.list_join``)."""
    return [
        word("tek-amount", n=int(res.get(r) or 0), res=res_word(r))
        for r in RESOURCES
        if int(res.get(r) or 0)
    ]


def amount_params(res: dict[str, int]) -> dict[str, Any]:
    """An event's resource parameters: the numbers ``f``, ``m``, ``o``, their ``total`` and
    the non-zero ``amounts`` as words, so that a catalog says "2 mana, 1 ore" (or, selecting
    on ``total``, "nothing")."""
    numbers = {r: int(res.get(r) or 0) for r in RESOURCES}
    return {**numbers, "total": sum(numbers.values()), "amounts": amount_words(numbers)}
