"""Record what the process logs during a test, so leak scans can read every log line."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager


class Recorder(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


@contextmanager
def recorded_logs() -> Iterator[list[str]]:
    """Every line logged at INFO and above (the bot's default LOG_LEVEL) while inside."""
    recorder = Recorder()
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(recorder)
    root.setLevel(logging.INFO)
    try:
        yield recorder.lines
    finally:
        root.removeHandler(recorder)
        root.setLevel(old_level)
