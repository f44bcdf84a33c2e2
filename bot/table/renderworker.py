"""The render worker process: what runs on the far side of :class:`bot.table.renderpool.RenderPool`.

A worker is spawned with one end of a pipe. It says it is ready, then answers one request at
a time until the pipe closes:

* ``("draw", name, kind, view, locale, frame)``: the picture's PNG bytes (``("ok", bytes)``), or
  ``("unknown", name)`` for a game its registry lacks, or ``("error", exception)``.
* ``("warm", name, players, locale)``: draw that game's opening pictures once, so its fonts
  and static layers are cached before a player's first board (``("ok", None)``).
* ``("frames", name, specs, locale, look)``: frames of an animated replay (issue 31:
  ``bot.render.animation.draw_frames``), ``("ok", (pngs, look))``.
* ``("gif", frames)``: those frames written as one GIF (``("ok", bytes)``).

It must never outlive the bot, however the bot ends (SIGKILL, the OOM killer, a supervisor
that stops only the main process): a thread waits on the parent's sentinel, a pipe only the
parent holds open, which the kernel closes when the parent dies, and ends the process then,
even in the middle of a drawing. A closed request pipe (the bot closed the pool) ends it too.
"""

from __future__ import annotations

from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

from bot.engine.base import RandomSource
from bot.games import available, get
from bot.render.board_frame import BoardFrame
from bot.table.warmup import warm_frame
from bot.table.workerlife import answer_requests, end_with_parent, yield_cpu_to_the_loop

if TYPE_CHECKING:
    # Not at run time: bot.render.animation loads Pillow, which a fresh worker does without
    # until its first drawing (~4 MiB of each idle worker; the boards import it themselves).
    from bot.render.animation import FrameSpec, Look

Request = tuple[Any, ...]
Reply = tuple[str, Any]


class UnknownGame(LookupError):
    """The worker's registry has no game of that name (it was registered in the bot only)."""


def draw(
    name: str, kind: str, view: Any, locale: str, frame: BoardFrame | None = None
) -> bytes | None:
    """The picture itself: runs in a worker, or in a thread on the fallback path. ``frame``:
    what the table adds to a channel board (a private picture has none)."""
    if name not in available():
        raise UnknownGame(name)
    spec = get(name)
    if kind == "board":
        return spec.render_board(view, locale, frame)
    return spec.render_private(view, locale)


def frames(
    name: str, specs: list[FrameSpec], locale: str, look: Look | None
) -> tuple[list[bytes], Look]:
    """Frames of an animated replay, each board drawn by the game (see ``draw_frames``)."""
    from bot.render.animation import draw_frames

    if name not in available():
        raise UnknownGame(name)
    return draw_frames(get(name).render_board, specs, locale, look)


def warm(name: str, players: int, locale: str) -> None:
    """Draw ``name``'s opening board and first seat's private picture at ``players`` in
    ``locale``: what a game about to start needs cached (its font face, its map's static
    layers for that player count, its hand's card faces)."""
    if name not in available():
        return
    spec = get(name)
    engine = spec.engine
    if not engine.min_players <= players <= engine.max_players:
        return
    state = engine.setup(players, {}, RandomSource("warm-up").setup())
    spec.render_board(engine.view(state, None), locale, warm_frame(players))
    spec.render_private(engine.view(state, 0), locale)


def answer(request: Request) -> Reply:
    """One request's reply; the worker survives any error a renderer raises."""
    try:
        if request[0] == "draw":
            return "ok", draw(*request[1:])
        if request[0] == "warm":
            warm(*request[1:])
            return "ok", None
        if request[0] == "frames":
            return "ok", frames(*request[1:])
        if request[0] == "gif":
            from bot.render.animation import encode_gif

            return "ok", encode_gif(request[1])
        return "error", ValueError(f"unknown request {request[0]!r}")
    except UnknownGame as exc:
        return "unknown", str(exc)
    except Exception as exc:  # a renderer's bug: the bot logs it with the game
        return "error", exc


def serve(conn: Connection) -> None:
    """The worker's main loop (the ``Process`` target)."""
    end_with_parent()
    yield_cpu_to_the_loop()
    answer_requests(conn, answer)
