"""The offline demo's options (issue 23): a bad option is one line and exit 2, the demo
never deletes what it did not write, its default folder keeps different runs apart, and it
says who won and where it wrote the files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.demo import MANIFEST, default_folder
from bot.demo import main as demo_main

ROOT = Path(__file__).resolve().parents[2]


def run_demo_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``python -m bot demo ...`` as ``scripts/run-bot`` runs it (no Discord settings)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DEV_GUILD"))}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [sys.executable, "-m", "bot", "demo", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes, to prove nothing was touched."""
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


@pytest.fixture
def precious(tmp_path: Path) -> Path:
    """A folder that looks like someone's work (a checkout), which no demo may delete."""
    folder = tmp_path / "work"
    (folder / "src").mkdir(parents=True)
    (folder / "README.md").write_text("mine\n", encoding="utf-8")
    (folder / "src" / "main.py").write_text("print('mine')\n", encoding="utf-8")
    (folder / "log.txt").write_text("my own log\n", encoding="utf-8")  # a name the demo uses
    return folder


BAD_OPTIONS = {
    "negative seed": ["suntzu", "--seed", "-5"],
    "seed too big": ["suntzu", "--seed", str(2**31)],
    "seed not a number": ["suntzu", "--seed", "one"],
    "unknown game": ["chess"],
    "too many players": ["suntzu", "--players", "3"],
    "too few players": ["worldwar", "--players", "2"],
    "players not a number": ["tek", "--players", "many"],
    "unknown locale": ["suntzu", "--locale", "fr"],
    "unknown edition": ["worldwar", "--edition", "emperors"],
    "edition of a game without editions": ["suntzu", "--edition", "monarchs"],
    "unknown option": ["suntzu", "--colour", "red"],
}


@pytest.mark.parametrize("argv", BAD_OPTIONS.values(), ids=BAD_OPTIONS.keys())
def test_a_bad_option_is_one_line_and_exit_2_and_writes_nothing(
    argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    assert demo_main([*argv, "--out", str(out)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    [line] = captured.err.strip().splitlines()
    assert "error" in line and "Traceback" not in line
    assert not out.exists(), "a refused demo creates no folder"


def test_a_negative_seed_from_the_command_line_says_so_in_one_line(tmp_path: Path) -> None:
    done = run_demo_cli("suntzu", "--seed", "-5", "--out", "out", cwd=tmp_path)
    assert done.returncode == 2
    [line] = done.stderr.strip().splitlines()
    assert "--seed" in line and "0" in line and "2147483647" in line
    assert not (tmp_path / "out").exists()


def test_out_dot_in_a_checkout_is_refused_and_nothing_deleted(precious: Path) -> None:
    before = snapshot(precious)
    done = run_demo_cli("suntzu", "--out", ".", "--final-only", cwd=precious)
    assert done.returncode == 2
    [line] = done.stderr.strip().splitlines()
    assert "not empty" in line
    assert snapshot(precious) == before


def test_a_non_empty_folder_without_demo_output_is_refused(
    precious: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = snapshot(precious)
    assert demo_main(["suntzu", "--out", str(precious / "src"), "--final-only"]) == 2
    assert demo_main(["suntzu", "--out", str(precious), "--final-only"]) == 2
    assert snapshot(precious) == before
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2 and all(str(precious) in line for line in lines)


def test_an_out_that_is_a_file_is_refused(
    precious: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = snapshot(precious)
    assert demo_main(["suntzu", "--out", str(precious / "README.md")]) == 2
    assert snapshot(precious) == before
    [line] = capsys.readouterr().err.strip().splitlines()
    assert "README.md" in line and "not a folder" in line


def test_a_second_run_replaces_only_the_files_the_first_one_wrote(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    assert demo_main(["suntzu", "--seed", "1", "--out", str(out)]) == 0
    first = set(snapshot(out))
    assert {"board-final.png", "log.txt", "demo.db", MANIFEST} <= first
    assert any(name.startswith("board-0") for name in first)
    # Someone keeps their own notes beside the demo's files.
    (out / "notes.md").write_text("keep me\n", encoding="utf-8")
    assert demo_main(["suntzu", "--seed", "2", "--out", str(out), "--final-only"]) == 0
    second = set(snapshot(out))
    assert (out / "notes.md").read_text(encoding="utf-8") == "keep me\n"
    # The first run's boards along the way are gone (they were its own), not left stale.
    assert not any(name.startswith("board-0") for name in second)
    assert "seed 2" in (out / "log.txt").read_text(encoding="utf-8")
    assert second - {"notes.md"} <= first
    capsys.readouterr()


def test_an_empty_folder_is_used(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "empty"
    out.mkdir()
    assert demo_main(["suntzu", "--out", str(out), "--final-only"]) == 0
    assert (out / "board-final.png").exists()
    capsys.readouterr()


def test_the_default_folder_names_players_edition_and_locale() -> None:
    assert default_folder("suntzu", 2, None, "en", 1) == Path("demo-out/suntzu-2p-en-seed1")
    assert default_folder("worldwar", 5, "monarchs", "zh-TW", 3) == Path(
        "demo-out/worldwar-5p-monarchs-zh-TW-seed3"
    )
    names = {
        default_folder("worldwar", players, edition, locale, 1)
        for players in (4, 5)
        for edition in ("generals", "monarchs")
        for locale in ("en", "zh-TW", "zh-CN")
    }
    assert len(names) == 12, "no two of these runs share a folder"


def test_the_demo_says_who_won_and_where_it_wrote(tmp_path: Path) -> None:
    done = run_demo_cli("suntzu", "--seed", "1", "--final-only", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    folder = tmp_path / "demo-out" / "suntzu-2p-en-seed1"
    assert (folder / "board-final.png").exists()
    lines = done.stdout.strip().splitlines()
    log = (folder / "log.txt").read_text(encoding="utf-8")
    # the score lines as the channel's last post says them: the winner's marked with 🏆
    [winner] = [line for line in lines if line.startswith("🏆")]
    assert winner in log.splitlines()
    assert lines[-1] == f"Demo written to {Path('demo-out') / 'suntzu-2p-en-seed1'}"


def test_the_monarch_edition_is_played_when_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    out = tmp_path / "ww"
    argv = ["worldwar", "--edition", "monarchs", "--out", str(out), "--final-only"]
    assert demo_main(argv) == 0
    [record] = out.glob("record-*.json")
    game = json.loads(record.read_text(encoding="utf-8"))["game"]
    assert game["options"]["edition"] == "monarchs"
    capsys.readouterr()


def test_help_describes_every_option_with_its_default(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exited:
        demo_main(["--help"])
    assert exited.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    for option in ("--players", "--seed", "--out", "--locale", "--edition", "--final-only"):
        assert option in text
    assert "default: 1" in text  # the seed
    assert "default: en" in text  # the locale
    assert "default: generals" in text  # World War's edition
    assert "demo-out/<game>-<players>p" in text  # the folder
    assert "2-5" in text and "4-5" in text  # the player counts of the games
