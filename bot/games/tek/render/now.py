"""What a seat may do now, in words, for its private picture (issue 26 part 6): "Your move:
follow Quest or collect", "Your move: bid for the war in region 31", or whom the game waits
for. Read from the seat's own view: the phase, the seats waited for, the war and the flight
(all public), and the seat's own sealed choice (which only says that it has chosen)."""

from __future__ import annotations

from bot.engine.base import View
from bot.games.tek.render.panel import is_draw
from bot.games.tek.render.words import action_name, player_name, rid_text
from bot.i18n import list_join, t


def now_line(view: View, locale: str, seat: int) -> tuple[str, bool]:
    """The line, and whether it is this seat's move."""
    phase = str(view.get("phase") or "")
    if view.get("result") or phase == "over":
        return t(locale, "tek-board-phase-draw" if is_draw(view) else "tek-board-phase-over"), False
    waiting = [int(s) for s in view.get("waiting") or []]
    if seat in waiting:
        return t(locale, "tek-private-now", step=_step(view, locale, seat, phase)), True
    if not waiting:
        return "", False
    names = [player_name(locale, view, other) for other in waiting]
    return t(locale, "tek-private-waiting", seats=list_join(locale, names)), False


def _step(view: View, locale: str, seat: int, phase: str) -> str:
    """This seat's step: the public step words, with the action, region or cost it is about."""
    if phase == "follow" and view.get("redo") == seat:
        return t(locale, "tek-step-redo")
    if phase == "follow" and view.get("action"):
        return t(locale, "tek-private-follow", action=action_name(locale, str(view["action"])))
    war = view.get("war") or {}
    if phase == "war" and war:
        return t(locale, "tek-private-war", region=rid_text(war.get("region")))
    flee = view.get("flee") or {}
    if phase == "flee" and flee:
        region, cost = rid_text(flee.get("region")), int(flee.get("cost") or 0)
        return t(locale, "tek-private-flee", region=region, cost=cost)
    if phase == "setup":
        return _setup_step(view, locale, seat)
    if phase in ("faction", "act"):
        return t(locale, f"tek-step-{phase}")
    return t(locale, "step-default")


def _setup_step(view: View, locale: str, seat: int) -> str:
    """The setup steps this seat has still to do (side, stock, home), as one line."""
    seats = view.get("seats") or []
    ready = (seats[seat].get("ready") if seat < len(seats) else None) or {}
    left = [
        t(locale, f"tek-private-setup-{step}")
        for step in ("side", "stock", "home")
        if not ready.get(step)
    ]
    if not left:
        return t(locale, "tek-step-setup")
    return t(locale, "tek-private-setup", steps=list_join(locale, left))
