"""What a renderer reports while a test listens: the seat marks it placed, the text it drew.

A :class:`Recorder` keeps a list in a ContextVar only inside ``recording()``; outside it,
``active`` is None and a renderer skips building the record, so drawing costs nothing more.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Generic, TypeVar

T = TypeVar("T")


class Recorder(Generic[T]):
    def __init__(self, name: str) -> None:
        self._records: ContextVar[list[T] | None] = ContextVar(name, default=None)

    @property
    def active(self) -> list[T] | None:
        """The list being filled, or None when nobody records."""
        return self._records.get()

    @contextmanager
    def recording(self) -> Iterator[list[T]]:
        """Collect every record made inside the block."""
        records: list[T] = []
        token = self._records.set(records)
        try:
            yield records
        finally:
            self._records.reset(token)
