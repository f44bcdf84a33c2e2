"""``python -m bot`` without a token, and the offline demo."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_bot(*args: str, cwd: Path, env_extra: dict[str, str] | None = None):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DEV_GUILD"))}
    env.update(env_extra or {})
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_without_a_token_the_bot_says_how_to_get_one(tmp_path: Path) -> None:
    done = run_bot(cwd=tmp_path)  # an empty folder: no .env either
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "DISCORD_TOKEN" in lines[0]
    # The suggestion must work for someone outside the venv: `python -m bot` there is a
    # ModuleNotFoundError (no discord.py), scripts/run-bot sets the venv up and uses it.
    assert "scripts/run-bot demo suntzu" in lines[0]
    assert "python -m bot demo" not in lines[0]
    run_bot_script = ROOT / "scripts" / "run-bot"
    assert os.access(run_bot_script, os.X_OK)
    assert ".venv/bin/python -m bot" in run_bot_script.read_text(encoding="utf-8")
    assert done.stdout == ""


def test_help_lists_every_command(tmp_path: Path) -> None:
    done = run_bot("--help", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    for command in ("demo", "verify", "migrate-db"):
        # each command on a line of its own, with a description after its name
        [line] = [line for line in lines if line.split()[:1] == [command]]
        assert len(line.split()) > 3, line
    # and each command's own --help answers (described, not run)
    for command in ("demo", "verify", "migrate-db"):
        own = run_bot(command, "--help", cwd=tmp_path)
        assert own.returncode == 0 and "usage:" in own.stdout, own.stderr


def test_an_unknown_command_is_named(tmp_path: Path) -> None:
    done = run_bot("demos", cwd=tmp_path)
    assert done.returncode == 2
    assert "demos" in done.stderr and "migrate-db" in done.stderr


def test_a_bad_setting_is_named(tmp_path: Path) -> None:
    done = run_bot(cwd=tmp_path, env_extra={"DISCORD_TOKEN": "x", "DEV_GUILD_ID": "abc"})
    assert done.returncode != 0
    assert "DEV_GUILD_ID" in done.stderr


def test_the_demo_plays_a_whole_sun_tzu_game_offline(tmp_path: Path) -> None:
    out = tmp_path / "demo"
    done = run_bot("demo", "suntzu", "--seed", "1", "--out", str(out), "--final-only", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (out / "board-final.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    log = (out / "log.txt").read_text(encoding="utf-8")
    assert "🏆" in log  # the winner's score line
    for seat in (0, 1):
        assert (out / f"seat-{seat}-private.txt").exists()
    # Its record checks out with `python -m bot verify` (exit 0), a changed one does not (1).
    [record] = out.glob("record-*.json")
    checked = run_bot("verify", str(record), cwd=tmp_path)
    assert checked.returncode == 0 and checked.stdout.startswith("✅"), checked.stderr
    record.write_text(record.read_text(encoding="utf-8").replace('"seed:1"', '"seed:2"'), "utf-8")
    checked = run_bot("verify", str(record), cwd=tmp_path)
    assert checked.returncode == 1 and checked.stdout.startswith("❌")
    # The same seed plays the same game.
    again = tmp_path / "again"
    run_bot("demo", "suntzu", "--seed", "1", "--out", str(again), "--final-only", cwd=tmp_path)
    assert (again / "log.txt").read_text(encoding="utf-8") == log


def test_debug_logging_keeps_discord_payloads_out_of_the_log() -> None:
    """discord.py logs whole requests (DM contents) at DEBUG; its loggers stay at INFO."""
    import logging

    from bot.__main__ import configure_logging

    root = logging.getLogger()
    saved = (root.level, list(root.handlers), logging.getLogger("discord").level)
    try:
        configure_logging("DEBUG")
        assert logging.getLogger("bot").getEffectiveLevel() == logging.DEBUG
        assert logging.getLogger("discord.http").getEffectiveLevel() == logging.INFO
        assert logging.getLogger("discord.gateway").getEffectiveLevel() == logging.INFO
        configure_logging("WARNING")
        assert logging.getLogger("discord.http").getEffectiveLevel() == logging.WARNING
    finally:
        root.setLevel(saved[0])
        root.handlers[:] = saved[1]
        logging.getLogger("discord").setLevel(saved[2])


def test_an_unknown_log_level_is_named(tmp_path: Path) -> None:
    done = run_bot(cwd=tmp_path, env_extra={"DISCORD_TOKEN": "x", "LOG_LEVEL": "chatty"})
    assert done.returncode != 0 and "LOG_LEVEL" in done.stderr
