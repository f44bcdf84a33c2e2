"""What a missed deadline counts and tells, kept as one durable unit with what it does
(issue 30, part 6 follow-up).

When a deadline passes, the seats it acts for are counted late and the channel is told (who
was played or reminded, who is flagged to the moderators). A stop between the stand-in's move
and those steps used to keep the move and lose the rest. Now each late seat's count is
written in the same transaction as the bot's first move for it (or, when the policy only
reminds, in the one write that starts the deadline again), together with a pending
``deadline-missed`` timer: the notice still to send, due at once. Whoever marks that timer
done, in the same write as the table-log lines (:meth:`Deadlines.settle`), sends the notice:
the deadline's own handler right away, or the dispatcher after a restart. So the notice goes
out once, never twice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from bot.store import Reminder, SeatDeadline

MISSED = "deadline-missed"


@dataclass
class Missed:
    """One missed deadline's late seats, counted as the bot moves for them (or as they are
    reminded), and the notice that says so."""

    policy: str
    flag_after: int
    rows: dict[int, dict[str, Any]]  # each seat's deadline row before it (seats with one)
    counted: list[int] = field(default_factory=list)  # seats counted late, in order
    flagged: list[int] = field(default_factory=list)  # of those, seats late flag_after times

    def late_row(self, seat: int) -> SeatDeadline:
        """The seat's deadline row once it is counted late (its vacation kept)."""
        row = self.rows.get(seat, {"timeouts": 0, "vacation_until": None, "vacation_days": 0})
        return SeatDeadline(seat, row["timeouts"] + 1, row["vacation_until"], row["vacation_days"])

    def payload(self, counted: list[int], flagged: list[int]) -> dict[str, Any]:
        """The notice's payload: seats only, nothing secret."""
        seats = sorted(counted)
        return {
            "policy": self.policy,
            "played": seats if self.policy == "autopilot" else [],
            "pinged": seats if self.policy != "autopilot" else [],
            "flagged": sorted(flagged),
            "flag_after": self.flag_after,
        }

    def with_seat(self, seat: int) -> tuple[SeatDeadline, Reminder]:
        """What counting ``seat`` late writes: its row, and the notice naming every seat
        counted so far and it (it replaces the notice an earlier seat's move wrote)."""
        row = self.late_row(seat)
        flagged = self.flagged + ([seat] if row.timeouts == self.flag_after else [])
        return row, Reminder(
            datetime.now(UTC), self.payload([*self.counted, seat], flagged), MISSED
        )

    def count(self, seat: int) -> None:
        """``seat`` was counted late (what :meth:`with_seat` gave was written)."""
        if self.late_row(seat).timeouts == self.flag_after:
            self.flagged.append(seat)
        self.counted.append(seat)
