"""The real ``python -m bot`` as an operator runs it, against the fake Discord, and the
processes it starts (read from /proc: its render workers, multiprocessing's resource tracker)."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Awaitable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from tests.fakediscord import FakeDiscord

T = TypeVar("T")
START_TIMEOUT = 60.0  # a cold interpreter imports discord.py and parses every catalog


def bot_env(fake: FakeDiscord, database: Path, **extra: str) -> dict[str, str]:
    """The environment the README configures the bot with, aimed at ``fake``."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("DISCORD_")}
    env.update(
        DISCORD_TOKEN=fake.token,
        DATABASE_URL=f"sqlite:///{database}",
        DEFAULT_LOCALE="en",
        LOG_LEVEL="INFO",
        DEV_GUILD_ID=str(fake.guild.id),
        DISCORD_API_BASE=fake.api_base,
        DISCORD_GATEWAY_URL=fake.gateway_url,
        PYTHONUNBUFFERED="1",
    )
    env.update(extra)
    return env


@dataclass
class RunningBot:
    process: asyncio.subprocess.Process
    log: Path

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    async def unless_exited(self, waiting: Awaitable[T]) -> T:
        """Await ``waiting``, failing at once with the bot's output if the process exits."""
        waiter = asyncio.ensure_future(waiting)
        exited = asyncio.ensure_future(self.process.wait())
        done, _ = await asyncio.wait({waiter, exited}, return_when=asyncio.FIRST_COMPLETED)
        if waiter in done:
            exited.cancel()
            return waiter.result()
        waiter.cancel()
        raise AssertionError(
            f"python -m bot exited with {self.process.returncode}:\n{self.output()}"
        )

    async def ended(self, limit: float) -> int:
        """The exit code, killing the process if it is still running after ``limit`` s."""
        try:
            return await asyncio.wait_for(self.process.wait(), limit)
        except TimeoutError:
            self.process.kill()
            await self.process.wait()
            raise AssertionError(
                f"the bot did not exit within {limit:.0f} s:\n{self.output()}"
            ) from None


async def start_bot(env: dict[str, str], folder: Path) -> RunningBot:
    """``python -m bot`` in ``folder`` (no .env from the developer's checkout)."""
    log = folder / "bot.log"
    with log.open("ab") as output:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            cwd=folder,
            env=env,
            stdout=output,
            stderr=asyncio.subprocess.STDOUT,
        )
    return RunningBot(process, log)


# A process is its pid and its start time (field 22 of /proc/PID/stat): a pid reused by
# another process after ours ended is not taken for ours.
Proc = tuple[int, int]


def _stat(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    # the command name (field 2) is in parentheses and may hold spaces
    return text[text.rindex(")") + 2 :].split()


def descendants(pid: int) -> set[Proc]:
    """Every living process below ``pid`` (children, their children ...)."""
    parents: dict[int, list[Proc]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        fields = _stat(int(entry.name))
        if fields is None or fields[0] == "Z":
            continue
        # fields[0] is the state (field 3), [1] the parent (4), [19] the start time (22)
        parents.setdefault(int(fields[1]), []).append((int(entry.name), int(fields[19])))
    found: set[Proc] = set()
    todo = [pid]
    while todo:
        for child in parents.get(todo.pop(), []):
            found.add(child)
            todo.append(child[0])
    return found


def alive(proc: Proc) -> bool:
    fields = _stat(proc[0])
    return fields is not None and fields[0] != "Z" and int(fields[19]) == proc[1]


async def all_gone(procs: set[Proc], within: float) -> set[Proc]:
    """Wait up to ``within`` seconds for ``procs`` to end; those still alive then."""
    deadline = asyncio.get_running_loop().time() + within
    while True:
        left = {proc for proc in procs if alive(proc)}
        if not left or asyncio.get_running_loop().time() > deadline:
            return left
        await asyncio.sleep(0.2)


def command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return "?"
