"""The benchmark scripts still run: each ``--quick`` run exits 0 and prints its headline figures.

Nothing here judges speed (figures are for people to read, see docs/benchmarks.md); a test
only makes sure a script has not rotted as the code it measures changed. The four scripts run
at the same time, in subprocesses, so the whole file costs about as much as the slowest one.
"""

from __future__ import annotations

import math
import re
import subprocess
import sys
from pathlib import Path

import pytest

# One test process runs them all (with pytest-xdist): the quick runs are started together by a
# module fixture, which every worker would otherwise start again.
pytestmark = pytest.mark.xdist_group("benchmarks")

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 180  # seconds: far above a quick run, only so that a hang fails instead of blocking


# Each script and the headline figures its quick run must print.
def engine_headlines() -> list[str]:
    """bench_engines measures every registered game (benchmarks/benchlib.py)."""
    from bot.games import available, get

    labels = []
    for name in available():
        if name == "highcard":
            continue  # the test session's toy game is not registered in the scripts' processes
        engine = get(name).engine
        labels += [f"{name}-{n}p" for n in range(engine.min_players, engine.max_players + 1)]
        labels += [f"{name}-{o.name}" for o in engine.options if o.kind is bool and not o.default]
    return [f"{label} {figure}" for label in labels for figure in ("games/s", "apply mean")]


HEADLINES: dict[str, list[str]] = {
    "bench_engines.py": engine_headlines(),
    "bench_render.py": [
        "suntzu-board render mean",
        "suntzu-hand render mean",
        "smallworld-board-5p render mean",
    ],
    "bench_first_render.py": [
        "suntzu first render cold",
        "suntzu first render after warm-up",
        "smallworld first render cold",
        "smallworld first render after warm-up",
    ],
    "bench_store.py": [
        "suntzu act accepted actions/s",
        "suntzu act p95",
        "suntzu load mean",
        "suntzu replay mean",
        "suntzu db per game",
    ],
    "bench_service_concurrency.py": [
        "1 games throughput",
        "1 games act p95",
        "8 games throughput",
        "8 games act p95",
        "suntzu 2p 16 games commit alone actions/s",
        "suntzu 2p 16 games group commit actions/s",
        "smallworld 5p 16 games commit alone actions/s",
        "smallworld 5p 16 games group commit act p99",
    ],
    "bench_catchup.py": ["suntzu highlight mean", "suntzu highlight CPU mean"],
    "bench_end_of_game.py": [
        "suntzu sealed test mean",
        "suntzu en story chart",
        "suntzu zh-TW story chart",
    ],
    # Needs the PostgreSQL server scripts/run-tests starts (TEST_DATABASE_URL).
    "bench_backends.py": [
        f"{mode} {figure}"
        for mode in ("sqlite 1 process", "postgresql 1 process", "postgresql 2 processes")
        for figure in ("actions/s", "act p50", "act p99")
    ],
    "bench_footprint.py": ["now, default workers idle PSS"],
    "bench_board_frame.py": ["suntzu base CPU", "suntzu table frame CPU"],
    "bench_board_cost.py": [
        f"{game} {figure}"
        for game in ("suntzu", "smallworld", "tek", "worldwar")
        for figure in ("base CPU", "now CPU", "now PNG max")
    ],
    "bench_table_noise.py": [
        "after suntzu-2p new channel messages",
        "after suntzu-2p requests per action",
        "after suntzu-2p wall",
    ],
    "bench_interactions.py": [
        f"{mode} {figure} p99"
        for mode in ("one reply", "text first")
        for figure in ("ack", "text", "picture", "board")
    ],
    "bench_storage.py": [
        f"{game} now stored per game" for game in ("suntzu 2p", "smallworld 5p", "worldwar 5p")
    ],
    "bench_bot_thinking.py": [
        "ping p99 lag, search in a thread",
        "ping p99 lag, search in a process",
        "search worker RSS after strong decisions",
    ],
    "bench_search_cost.py": [
        f"{game} {side} CPU per iteration"
        for game in ("suntzu", "smallworld", "tek", "worldwar")
        for side in ("A", "B")
    ],
    "bench_replay_animation.py": [
        f"suntzu en replay {figure}" for figure in ("frames", "size", "CPU")
    ],
    "bench_click_text.py": [
        f"{game} memo {mode} text CPU per click"
        for game in ("suntzu 2p", "worldwar 5p")
        for mode in ("on", "off")
    ],
}


@pytest.fixture(scope="module")
def quick_runs() -> dict[str, subprocess.CompletedProcess[str]]:
    """Start every script's quick run at once, then collect them."""
    running = {
        script: subprocess.Popen(
            [sys.executable, str(ROOT / "benchmarks" / script), "--quick"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for script in HEADLINES
    }
    finished = {}
    try:
        for script, process in running.items():
            out, err = process.communicate(timeout=TIMEOUT)
            finished[script] = subprocess.CompletedProcess(
                process.args, process.returncode, out, err
            )
    finally:
        for process in running.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    return finished


def headline_value(output: str, name: str) -> float | None:
    match = re.search(rf"^headline {re.escape(name)}: (\S+) \S+$", output, re.MULTILINE)
    return float(match.group(1)) if match else None


@pytest.mark.parametrize("script", list(HEADLINES))
def test_quick_run_prints_its_headlines(
    script: str, quick_runs: dict[str, subprocess.CompletedProcess[str]]
) -> None:
    run = quick_runs[script]
    assert run.returncode == 0, run.stderr
    for name in HEADLINES[script]:
        value = headline_value(run.stdout, name)
        assert value is not None, f"{script} printed no headline {name!r}:\n{run.stdout}"
        # A measured time, rate or size is a positive finite number; NaN or 0 means the
        # script measured nothing.
        assert math.isfinite(value) and value > 0, (name, value)


def test_headline_parsing_reads_the_printed_figure() -> None:
    output = "| a | b |\nheadline suntzu load mean: 0.352657 ms\nheadline x: nan ms\n"
    assert headline_value(output, "suntzu load mean") == pytest.approx(0.352657)
    assert headline_value(output, "suntzu replay mean") is None
    assert math.isnan(headline_value(output, "x") or 0.0)


def test_the_group_mark_keeps_this_module_in_one_worker(request: pytest.FixtureRequest) -> None:
    """pytest-xdist groups by renaming a test's id (``…@benchmarks``); with a pytest it does not
    understand (9: pyproject.toml pins below it) the rename silently did nothing, the group was
    split between the workers, and each ran every quick run."""
    grouped = bool(getattr(request.config.option, "loadgroup", False))  # an xdist worker
    assert request.node.nodeid.endswith("@benchmarks") is grouped
