"""What a missed deadline counts and tells, kept as one durable unit with what it does
(issue 30, part 6 follow-up).

When a deadline passes, the seats it acts for are counted late and the channel is told (who
was played or reminded, who is flagged to the moderators). A stop between the stand-in's move
and those steps used to keep the move and lose the rest. Now each late seat's count is
written in the same transaction as the bot's first move for it (or, when the policy only
reminds, in the one write that starts the deadline again), together with a pending
``deadline-missed`` timer: the notice still to send, due at once. Whoever marks that timer
done, in the same write as the table-log lines (:func:`bot.table.deadline_passes.settle`),
sends the notice: the deadline's own handler right away, or the dispatcher after a restart. So
the notice goes out once, never twice.

A deadline may owe several seats a stand-in move (a sealed step waits for all of them). Each
stand-in move replaces the deadline in its own write, so a stop between two seats' moves used
to leave the next seats a fresh deadline, neither played nor counted late. Now while seats are
still owed, that move's deadline names them (``owed``) and stays due when the missed one was:
the next start fires it at once and it plays only them (:class:`StandIn`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from bot.store import Reminder, SeatDeadline, Timer

DEADLINE = "deadline"  # the move deadline's timer (bot.table.deadlines)
MISSED = "deadline-missed"
# A deadline's payload: the seats a missed deadline still owes a stand-in move, and the seats
# it counted late already.
OWED, COUNTED = "owed", "counted"


@dataclass
class Missed:
    """One missed deadline's late seats, counted as the bot moves for them (or as they are
    reminded), and the notice that says so."""

    policy: str
    flag_after: int
    rows: dict[int, dict[str, Any]]  # each seat's deadline row before it (seats with one)
    counted: list[int] = field(default_factory=list)  # seats counted late, in order
    flagged: list[int] = field(default_factory=list)  # of those, seats late flag_after times
    told: list[int] = field(default_factory=list)  # of those, seats a notice named already
    # When the missed deadline was due: a deadline that still owes seats their move stays
    # due then, before the notice a stand-in move leaves, so it fires first at a restart.
    due_at: datetime = field(default_factory=lambda: datetime.now(UTC))

    def late_row(self, seat: int) -> SeatDeadline:
        """The seat's deadline row once it is counted late (its vacation kept)."""
        row = self.rows.get(seat, {"timeouts": 0, "vacation_until": None, "vacation_days": 0})
        return SeatDeadline(seat, row["timeouts"] + 1, row["vacation_until"], row["vacation_days"])

    def payload(self, counted: list[int], flagged: list[int]) -> dict[str, Any]:
        """The notice's payload: seats only, nothing secret (none a notice named already)."""
        seats = sorted(seat for seat in counted if seat not in self.told)
        return {
            "policy": self.policy,
            "played": seats if self.policy == "autopilot" else [],
            "pinged": seats if self.policy != "autopilot" else [],
            "flagged": sorted(seat for seat in flagged if seat not in self.told),
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

    def resume(self, counted: list[int], notice: Timer | None) -> None:
        """A deadline cut short by a stop goes on (its payload names the seats it owes and
        those it counted late, never to be counted again). Its notice (``notice``: the game's
        pending one) was not sent yet: the rest of the deadline's notice replaces it, naming
        them too. It was sent already (a stop after it): the rest names only the seats it
        counts from now on."""
        self.counted = list(counted)
        if notice is not None and notice.payload["policy"] == self.policy:
            self.flagged = list(notice.payload["flagged"])
        else:
            self.told = list(counted)

    def news(self) -> list[int]:
        """The seats counted late that the channel is still to hear of, in order."""
        return [seat for seat in self.counted if seat not in self.told]


@dataclass(frozen=True)
class StandIn:
    """One stand-in move of a missed deadline: for ``seat``, while the deadline stands in for
    ``seats`` (``seat`` among them)."""

    missed: Missed
    seats: frozenset[int]
    seat: int

    def deadline(self, waiting: frozenset[int], public: bool, version: int) -> Reminder | None:
        """The deadline this move leaves when the missed one still owes seats a move after it
        (``waiting``: whom the game waits for then; ``public``: the move shows, so the seat's
        stand-in is over, bot.table.bot_play): due at once, naming them, for the game at
        ``version``. The stand-in's next move replaces it in its own write; only a stop in
        between leaves it, for the next start to finish. None when nobody is owed: the
        game's own deadline then."""
        owed = self.seats & waiting
        if public:
            owed -= {self.seat}
        if not owed:
            return None
        counted = sorted({*self.missed.counted, self.seat})  # this move counts its seat
        payload = {"version": version, OWED: sorted(owed), COUNTED: counted}
        return Reminder(self.missed.due_at, payload, DEADLINE)
