"""Sun Tzu (孫子兵法): the rules engine for two seats, 0 = Wu (blue), 1 = Chu (red).

:data:`ENGINE` is the engine: one :class:`~bot.engine.base.GameEngine` value (``name``,
``setup``, ``waiting_for``, ``legal_actions``, ``apply``, ``view``, ``result``, ``autopilot``,
``scramble_secrets``, ``check_invariants``, ``pending``: whether a waited-for seat still has
to decide) built from the modules that define them. Data (cards, provinces,
plaques, warlords, events) lives in :mod:`bot.games.suntzu.engine.data`; names for them are
catalog messages in ``suntzu_rules.ftl``: ``suntzu-province-<id>``, ``suntzu-warlord-<id>`` (and
``suntzu-warlord-<id>-text`` for its effect), ``suntzu-event-<id>`` (and ``-text``),
``suntzu-side-0`` / ``suntzu-side-1`` and ``suntzu-phase-<phase>``.

Phases (``view["phase"]``)
--------------------------
``warlord``  sealed choice of a warlord before round 1 (both seats; not in beginner games)
``place``    sealed placement of 5 cards, one per province (both seats until both locked)
``before``   after the reveal, before the first battle: seats with a usable warlord use or pass
``order``    the chooser picks the next province to fight (from round 2, when one is known)
``chariots`` the Chariots event lets a seat pick a second warlord (interrupts any phase)
``after``    after the last battle: seats with a usable warlord use or pass
``draw``     seats with a draw choice keep cards (simultaneous, private)
``over``     the game has ended

Options: ``beginner`` (21 armies each, no +2/+3 cards, no warlords) and ``open_locks`` (the
players have agreed to show whether each has locked in its placement: the public view's
``locks`` and a public narration line for every lock and unlock; see the game's rules.md).

The public view (``view(state, None)``) also holds ``events_left`` (event cards still face
down, not counting the face-up ``event``) and ``locks`` (``[wu, chu]`` lock flags while placing
in an ``open_locks`` game, else None) and ``table``: the round's public bookkeeping (the phase a
Chariots choice interrupts, whether the table is cleared, the double-six's province, cards
taken back, the Plague warlords' provinces, who played a 1, the army counts of the last
battles, who may still use a warlord in the window, the Chariots queue, how many cards each
drew), so that a seat's view holds all but secrets (the bots' ``determinize`` samples only
those). A seat's view adds ``me`` with its secrets.

Actions (compact: they travel in Discord component ids)
-------------------------------------------------------
``{"t": "choose", "w": id}``         pick a warlord (phase ``warlord``; may be changed until
                                     both have picked) or the Chariots extra warlord
``{"t": "assign", "p": 0..4, "c": card}``  put a card of the hand on province ``p`` (replaces
                                     the card there; a card whose copies are all placed moves)
``{"t": "lock"}`` / ``{"t": "unlock"}``  lock a complete placement / unlock it to change it
``{"t": "order", "p": 0..4}``        the chooser fights province ``p`` next
``{"t": "warlord", "w": id, ...}``   use a warlord; extra keys by warlord:
                                     ``march``: ``"p"`` from, ``"q"`` to;
                                     ``reinforce``, ``remove_enemy``, ``double_six``,
                                     ``plague_shield``, ``plague_fury``: ``"p"``;
                                     ``high_six``: ``"c"`` (the 7..10 card);
                                     ``minus_recycle``, ``plague_recycle``: nothing more
``{"t": "pass"}``                    do not use a warlord in this window
``{"t": "keep", "c": [cards]}``      keep these drawn cards (the rest go under the deck)
``{"t": "support", "c": card}``      special support: discard a card other than 1-6 (not one
                                     placed this round) to move an own army from the reserve to
                                     the pool; legal at any time while the game runs, even when
                                     the game is not waiting for the seat

Cards are strings ``"1"``..``"10"``, ``"+1"``, ``"+2"``, ``"+3"``, ``"-1"``, ``"P"``.
Provinces are indices 0..4 into :data:`bot.games.suntzu.engine.data.PROVINCES`.
"""

from __future__ import annotations

from bot.engine.base import GameEngine, GameOption
from bot.games.suntzu.engine.autopilot import autopilot
from bot.games.suntzu.engine.determinize import candidates, determinize, evaluate
from bot.games.suntzu.engine.hidden import scramble_secrets
from bot.games.suntzu.engine.redeal import redeal
from bot.games.suntzu.engine.rules import apply, legal_actions, setup
from bot.games.suntzu.engine.turns import pending, waiting_for
from bot.games.suntzu.engine.views import check_invariants, result, view

ENGINE = GameEngine(
    name="suntzu",
    min_players=2,
    max_players=2,
    setup=setup,
    waiting_for=waiting_for,
    legal_actions=legal_actions,
    apply=apply,
    view=view,
    result=result,
    autopilot=autopilot,
    scramble_secrets=scramble_secrets,
    # "open_locks": both players agree (by joining a game opened with it) that whether each
    # has locked in its placement is shown; by default nothing about the other's placement is.
    options=(
        GameOption("beginner", bool, False),
        GameOption("open_locks", bool, False),
    ),
    free_actions={},  # every action is listed by legal_actions
    check_invariants=check_invariants,
    pending=pending,
    sealable=frozenset({"assign", "unlock", "lock", "keep", "choose"}),  # hidden choices
    # The bot players' search (bot.ai): states sampled from a seat's view, and the chances.
    determinize=determinize,
    evaluate=evaluate,
    candidates=candidates,
    # A fork of a running game (issue 31): the face-down piles dealt again.
    redeal=redeal,
)
