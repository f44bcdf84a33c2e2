"""A bot move that fails logs no secret (issue 30's leftovers; bot.table.failures): an engine's
RuleError or a bug's exception raised while a search thinks or while a bot's move is stored may
quote the move (a sealed choice, a card of the hand) in its message, its parameters or the
exceptions it was raised from. The log names the game, the seat, the level, the exception's
type and where it was raised, and nothing of the move: checked on every record, traceback
included, for a bot moving by itself (bot.table.bot_runner), a search worker's error reply
(bot.table.thinkworker) and a bot moving inline (a deadline's stand-in, the demo)."""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from typing import Any

import pytest

import bot.table.bot_runner as bot_runner
import bot.table.thinkworker as thinkworker
from bot.engine.base import Action, RuleError, action_key
from bot.table import Outcome, Table, TableService
from bot.table.failures import BotMoveFailed, SafeFailure, described
from bot.table.session import Session
from tests.platform.test_bot_runner import HUMAN, bot_game, searching
from tests.platform.test_service import CHANNEL, GUILD, MOD

SECRET = "HAND-7-SEALED-PLAY"  # stands for a hand or a sealed choice quoted by an error


def rule_error(action: Action) -> Exception:
    return RuleError("error-bad-action", action=f"{action_key(action)} {SECRET}")


def bug(action: Action) -> Exception:
    return ValueError(f"cannot play {action!r} from {SECRET}")


def chained(action: Action) -> Exception:
    """A bug raised while handling another that quoted the move."""
    try:
        raise KeyError(f"{action_key(action)} {SECRET}")
    except KeyError as inner:
        try:
            raise LookupError(f"in the hand {SECRET}") from inner
        except LookupError as error:
            return error


FAILURES: list[Callable[[Action], Exception]] = [rule_error, bug, chained]


def logged(caplog: pytest.LogCaptureFixture) -> list[str]:
    """Every record as a handler would write it: message, arguments and traceback."""
    formatter = logging.Formatter()
    return [formatter.format(record) + repr(record.args) for record in caplog.records]


def assert_no_secret(texts: list[str], action: Action) -> None:
    for text in texts:
        assert SECRET not in text, text
        assert action_key(action) not in text and repr(action) not in text, text


def failing_apply(make: Callable[[Action], Exception], seen: list[Action]) -> Any:
    """Session.apply for a bot's move (no user) raises ``make(action)``; a member's moves go
    through as always."""
    real = Session.apply

    async def apply(self: Session, table: Table, seat: int, action: Action, **kw: Any) -> Any:
        if kw.get("user_id") is None:
            seen.append(action)
            raise make(action)
        return await real(self, table, seat, action, **kw)

    return apply


@pytest.mark.parametrize("make", FAILURES)
async def test_a_bot_move_failing_as_it_lands_logs_no_secret(
    highcard,
    service: TableService,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    make: Callable[[Action], Exception],
) -> None:
    caplog.set_level(logging.DEBUG)
    tried: list[Action] = []
    monkeypatch.setattr(Session, "apply", failing_apply(make, tried))
    published: list[Outcome] = []
    table = await bot_game(service, published)
    robot = 1 - table.seat_of(HUMAN)  # type: ignore[operator]
    service.bots.wake(table.id)
    await service.bots.settle()
    assert tried and published == [], "the move failed and was not stored"
    [line] = [record.getMessage() for record in caplog.records if record.levelno >= logging.ERROR]
    kind = type(make(tried[0])).__name__
    assert f"game {table.id}: seat {robot}'s bot (strong) move failed: {kind}" in line, line
    assert "tests/platform/test_bot_failure_logs.py:" in line, "where it was raised"
    assert_no_secret(logged(caplog), tried[0])


class FailingPool:
    """Stands in for the think pool: each search fails quoting the seat's best card."""

    def __init__(self, make: Callable[[Action], Exception]) -> None:
        self.make = make
        self.actions: list[Action] = []

    async def decide(self, name: str, view: Any, seat: int, level: str, seed: int) -> Action:
        action = {"t": "play", "c": max(view["me"]["hand"])}
        self.actions.append(action)
        raise self.make(action)


@pytest.mark.parametrize("make", FAILURES)
async def test_a_search_failing_logs_no_secret(
    highcard,
    service: TableService,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    make: Callable[[Action], Exception],
) -> None:
    caplog.set_level(logging.DEBUG)
    monkeypatch.setattr(bot_runner, "question", searching)
    pool = FailingPool(make)
    service.bots.pool = pool  # type: ignore[assignment]
    table = await bot_game(service, [])
    robot = 1 - table.seat_of(HUMAN)  # type: ignore[operator]
    service.bots.wake(table.id)
    await service.bots.settle()
    [line] = [record.getMessage() for record in caplog.records if record.levelno >= logging.ERROR]
    kind = type(make(pool.actions[0])).__name__
    assert f"game {table.id}: seat {robot}'s bot (strong) move failed: {kind}" in line, line
    assert_no_secret(logged(caplog), pool.actions[0])


@pytest.mark.parametrize("make", FAILURES)
def test_a_search_workers_error_reply_carries_no_secret(
    monkeypatch: pytest.MonkeyPatch, make: Callable[[Action], Exception]
) -> None:
    action = {"t": "play", "c": 7}

    def failing(*question: Any) -> Action:
        raise make(action)

    monkeypatch.setattr(thinkworker, "decide", failing)
    status, error = thinkworker.answer(("decide", "highcard", {}, 0, "strong", 1, None))
    assert status == "error" and isinstance(error, SafeFailure)
    text = "".join(traceback.format_exception(error)) + repr(error.args)
    assert type(make(action)).__name__ in text and "test_bot_failure_logs.py" in text
    assert_no_secret([text], action)


@pytest.mark.parametrize("make", FAILURES)
async def test_a_bot_moving_inline_fails_with_no_secret_in_what_is_logged(
    highcard,
    service: TableService,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    make: Callable[[Action], Exception],
) -> None:
    # Bots inline (a deadline's stand-in, the demo): the failure reaches whoever logs it (the
    # timers' dispatcher logs it with its traceback) as BotMoveFailed.
    caplog.set_level(logging.DEBUG)
    tried: list[Action] = []
    monkeypatch.setattr(Session, "apply", failing_apply(make, tried))
    await service.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        kind="highcard",
        user_id=MOD,
        moderator=True,
        seed=5,
        bots=1,
        level="normal",
    )
    await service.join(CHANNEL, HUMAN, "P1", "en")
    try:
        await service.start(CHANNEL, MOD, moderator=True)
    except BotMoveFailed as failed:
        # as bot/cogs/reminders.py's dispatcher logs it: with its traceback
        logging.getLogger("tests.dispatcher").exception("the reminder dispatcher failed")
        error = failed
    else:
        pytest.fail("the bot's failing move was not reported")
    table = await service.require(CHANNEL)
    robot = 1 - table.seat_of(HUMAN)  # type: ignore[operator]
    assert (error.game_id, error.seat, error.level) == (table.id, robot, "normal")
    assert error.kind == type(make(tried[0])).__name__
    [record] = [record for record in caplog.records if record.name == "tests.dispatcher"]
    assert record.exc_info is not None and record.exc_info[1] is error
    assert_no_secret(logged(caplog), tried[0])


def test_described_names_types_codes_and_frames_never_messages() -> None:
    action = {"t": "play", "c": 3}
    text = described(chained(action))
    assert text.startswith("LookupError at tests/platform/test_bot_failure_logs.py:")
    assert "raised from KeyError at tests/platform/test_bot_failure_logs.py:" in text
    assert described(rule_error(action)) == "RuleError(error-bad-action)"
    assert_no_secret([text], action)
