"""No process a benchmark starts outlives it (issue 30/31 loose end: a quick run killed on the
test's timeout left ``bench_table_noise.py --child`` running).

Each script's children get ``benchlib.ends_with_me`` (the kernel kills them with their parent);
a multiprocessing worker calls ``workerlife.end_with_parent`` as the bot's own workers do. The
static test holds every benchmark to that; the others SIGKILL a real parent mid-run and look
for what is left.
"""

from __future__ import annotations

import ast
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = ROOT / "benchmarks"
SEEN_WITHIN = 60.0  # seconds for the parent to start its child (imports on a busy machine)
GONE_WITHIN = 5.0  # seconds for the child to end after its parent: the kernel does it at once

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

# The calls that start a process, by (module, function).
STARTERS = {("subprocess", "run"), ("subprocess", "Popen"), ("asyncio", "create_subprocess_exec")}


def started_children(tree: ast.AST) -> list[ast.Call]:
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
        and (node.func.value.id, node.func.attr) in STARTERS
    ]


def ends_with_parent(call: ast.Call) -> bool:
    """The call passes ``preexec_fn=ends_with_me()``."""
    for keyword in call.keywords:
        if keyword.arg == "preexec_fn":
            value = keyword.value
            return (
                isinstance(value, ast.Call)
                and isinstance(value.func, ast.Name)
                and value.func.id == "ends_with_me"
            )
    return False


def process_targets(tree: ast.AST) -> list[str]:
    """The functions given as ``target=`` to a multiprocessing ``Process``."""
    return [
        keyword.value.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "Process"
        for keyword in node.keywords
        if keyword.arg == "target" and isinstance(keyword.value, ast.Name)
    ]


def calls_end_with_parent(tree: ast.AST, name: str) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == name:
            first = node.body[1] if ast.get_docstring(node) else node.body[0]
            return (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Call)
                and isinstance(first.value.func, ast.Name)
                and first.value.func.id == "end_with_parent"
            )
    return False


def test_every_child_a_benchmark_starts_ends_with_it() -> None:
    starting: set[str] = set()
    for script in sorted(BENCHMARKS.glob("*.py")):
        tree = ast.parse(script.read_text(encoding="utf-8"))
        for call in started_children(tree):
            starting.add(script.name)
            assert ends_with_parent(call), (
                f"{script.name}:{call.lineno} starts a child that can outlive it"
            )
        for target in process_targets(tree):
            starting.add(script.name)
            assert calls_end_with_parent(tree, target), (
                f"{script.name}: the worker {target}() does not call end_with_parent() first"
            )
    # The scripts known to start children were seen: a parser that saw none would pass anything.
    assert {"bench_table_noise.py", "bench_footprint.py", "bench_backends.py"} <= starting


# ----- a real parent, killed -----------------------------------------------------------------


def parent_of(pid: int) -> int | None:
    """The parent of a live process (None: gone, or a zombie, which has ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2 :].split()  # after "pid (command) "
    return None if fields[0] in ("Z", "X") else int(fields[1])


def descendants(root: int) -> set[int]:
    """Every live process below ``root``."""
    parents = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (parent := parent_of(int(entry.name))) is not None:
            parents[int(entry.name)] = parent
    found: set[int] = set()
    frontier = {root}
    while frontier:
        frontier = {pid for pid, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def kill_and_look(command: list[str], child_marker: str) -> tuple[set[int], set[int]]:
    """Start ``command``, wait for a descendant whose command line holds ``child_marker``,
    SIGKILL the parent: the descendants seen then, and those still alive GONE_WITHIN after."""
    parent = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        deadline = time.monotonic() + SEEN_WITHIN
        while time.monotonic() < deadline:
            below = descendants(parent.pid)
            if any(child_marker in command_line(pid) for pid in below):
                break
            assert parent.poll() is None, "the parent ended before starting its child"
            time.sleep(0.05)
        else:
            pytest.fail(f"no child {child_marker!r} within {SEEN_WITHIN} s")
        # A child's own workers may still be starting: count them too.
        below = descendants(parent.pid)
        parent.send_signal(signal.SIGKILL)
        parent.wait()
        deadline = time.monotonic() + GONE_WITHIN
        left = below
        while left and time.monotonic() < deadline:
            time.sleep(0.05)
            left = {pid for pid in left if parent_of(pid) is not None}
        return below, left
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
        for pid in descendants(parent.pid):  # never leave one behind, even when failing
            os.kill(pid, signal.SIGKILL)


def test_the_table_noise_child_ends_when_its_parent_is_killed() -> None:
    """The case seen: ``bench_table_noise.py --quick``'s measuring child, a whole game long."""
    script = str(BENCHMARKS / "bench_table_noise.py")
    seen, left = kill_and_look([sys.executable, script, "--quick"], "--child")
    assert seen
    left_lines = {pid: command_line(pid) for pid in left}
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert not left, f"still running after their parent was killed: {left_lines}"


def test_a_child_that_is_not_python_ends_with_its_parent_too() -> None:
    """A command that knows nothing of its parent (git, tar, an old bot): the kernel ends it."""
    parent_code = (
        "import subprocess, sys; sys.path.insert(0, sys.argv[1]);"
        "from benchlib import ends_with_me;"
        "subprocess.run(['sleep', '47.5'], preexec_fn=ends_with_me())"
    )
    seen, left = kill_and_look([sys.executable, "-c", parent_code, str(BENCHMARKS)], "47.5")
    assert seen
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert not left
