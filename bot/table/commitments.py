"""Salted SHA-256 commitments: what the bot promises in the channel before it may reveal it.

A commitment is ``sha256(salt ":" value)`` in hex. The salt is 128 random bits drawn for each
commitment alone (never derived from the game's secret, which a moderator's fixed seed makes
guessable) and kept in the store until the game is over: without it nobody can test guesses
of a small value (a card on a province, a bid of 0..9) against the posted digest, and with it,
at the end, everybody can check that the value revealed is the value promised.

Two things are committed to: the game's secret (its seed), when the game starts, and every
sealed move (:mod:`bot.table.sealing`), bound to its number and seat so that a move cannot be
moved to another place in the record.
"""

from __future__ import annotations

import hashlib
import secrets

from bot.engine.base import Action, action_key

SALT_BYTES = 16  # 128 random bits per commitment
# Hex characters of a commitment shown in the channel: 128 bits, so that even the bot cannot
# prepare two values whose shown commitments agree (a birthday search needs 2^64 hashes).
SHOWN = 32


def new_salt() -> str:
    return secrets.token_hex(SALT_BYTES)


def commit(value: str, salt: str) -> str:
    """The commitment to ``value`` with ``salt``: 64 hex characters."""
    return hashlib.sha256(f"{salt}:{value}".encode()).hexdigest()


def move_value(number: int, seat: int, action: Action) -> str:
    """The text a sealed move's commitment is made over: the move with its number and seat."""
    return action_key({"action": action, "number": number, "seat": seat})


def commit_move(number: int, seat: int, action: Action, salt: str) -> str:
    return commit(move_value(number, seat, action), salt)


def shown(commitment: str) -> str:
    """The part of a commitment the channel shows."""
    return commitment[:SHOWN]
