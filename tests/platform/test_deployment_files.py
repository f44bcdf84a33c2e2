"""The deployment files agree with each other and with the code (issue 23): what Docker may
copy into an image, what docker-compose.yml needs from .env, and that every setting the bot
reads reaches its processes and is documented. No Docker engine is needed: the files are
read as text."""

from __future__ import annotations

import ast
import fnmatch
import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Settings only the end-to-end tests use (a fake Discord on the test machine's loopback); a
# deployment talks to the real Discord, so compose leaves them unset.
TEST_ONLY_SETTINGS = {"DISCORD_API_BASE", "DISCORD_GATEWAY_URL"}


def settings_read() -> set[str]:
    """Every environment variable bot/settings.py reads (``env.get("NAME")``)."""
    tree = ast.parse((ROOT / "bot" / "settings.py").read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "env"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            names.add(str(node.args[0].value))
    assert len(names) >= 10, names  # the parse found the settings, not nothing
    return names


def yaml_block(text: str) -> dict[str, Any]:
    """The block mappings of a YAML file, nested by indentation, values as their text: the
    subset docker-compose.yml is written in (no anchors, no multi-line strings). Sequence
    items ("- x") become a list of their text."""
    lines = [
        line.split(" #")[0].rstrip()
        for line in text.splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    root: dict[str, Any] = {}
    stack: list[tuple[int, Any]] = [(-1, root)]
    for number, line in enumerate(lines):
        indent = len(line) - len(line.lstrip())
        while stack[-1][0] >= indent:
            stack.pop()
        parent = stack[-1][1]
        item = line.strip()
        if item.startswith("- "):
            assert isinstance(parent, list), line
            parent.append(item[2:])
            continue
        assert isinstance(parent, dict), line
        key, _, value = item.partition(":")
        if value.strip():
            parent[key] = value.strip()
            continue
        following = lines[number + 1].strip() if number + 1 < len(lines) else ""
        child: Any = [] if following.startswith("- ") else {}
        parent[key] = child
        stack.append((indent, child))
    return root


def compose() -> dict[str, Any]:
    return yaml_block((ROOT / "docker-compose.yml").read_text(encoding="utf-8"))


def bot_services() -> dict[str, dict[str, Any]]:
    services = compose()["services"]
    bots = {name: service for name, service in services.items() if "build" in service}
    assert len(bots) >= 2, services.keys()
    return bots


def env_example() -> dict[str, str]:
    pairs = {}
    for line in (ROOT / ".env.example").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, _, value = line.partition("=")
            pairs[name.strip()] = value.strip()
    return pairs


def test_the_yaml_reader_reads_compose_as_compose_means_it() -> None:
    services = compose()["services"]
    assert services["postgres"]["image"] == "postgres:16"
    assert services["postgres"]["volumes"] == ["pgdata:/var/lib/postgresql/data"]
    assert services["bot-shard-0"]["depends_on"]["postgres"]["condition"] == "service_healthy"


def test_every_variable_compose_needs_is_in_env_example() -> None:
    text = (ROOT / "docker-compose.yml").read_text(encoding="utf-8")
    used = set(re.findall(r"\$\{([A-Z_][A-Z0-9_]*)", text))
    required = set(re.findall(r"\$\{([A-Z_][A-Z0-9_]*):\?", text))
    assert {"DISCORD_TOKEN", "POSTGRES_PASSWORD"} <= required
    example = env_example()
    assert used - example.keys() == set(), "compose reads these from .env; .env.example lacks them"


def test_every_setting_reaches_every_bot_process() -> None:
    wanted = settings_read() - TEST_ONLY_SETTINGS
    for name, service in bot_services().items():
        given = set(service["environment"])
        assert wanted - given == set(), f"{name} is not given these settings"


def test_render_workers_are_set_per_process() -> None:
    # RENDER_WORKERS counts processes per bot process (the default: the machine's cores): left
    # to its default, every bot process of a compose file would start that many, all on the
    # same machine.
    for service in bot_services().values():
        assert re.fullmatch(r'"?\d+"?', service["environment"]["RENDER_WORKERS"])


def test_every_setting_is_in_env_example_and_the_readme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Configuration", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    documented = set()
    for row in rows:
        first_cell = row.split("|")[1]
        documented |= set(re.findall(r"`([A-Z_]+)`", first_cell))
    assert "DISCORD_TOKEN" in documented
    names = settings_read()
    assert names - env_example().keys() == set()
    assert names - documented == set()


def dockerignored(path: str, patterns: list[str]) -> bool:
    """Whether Docker leaves ``path`` (relative, with /) out of the build context: the last
    matching pattern wins, ``!`` re-includes, and a pattern that matches a folder leaves out
    everything in it. Patterns are anchored at the context's root, as Docker's are."""
    parts = path.split("/")
    prefixes = ["/".join(parts[: end + 1]) for end in range(len(parts))]
    ignored = False
    for pattern in patterns:
        negated = pattern.startswith("!")
        pattern = pattern.lstrip("!").strip("/")
        if pattern.startswith("**/"):
            matches = any(
                fnmatch.fnmatchcase(prefix.split("/")[-1], pattern[3:]) for prefix in prefixes
            )
        else:
            matches = any(_match(prefix, pattern) for prefix in prefixes)
        if matches:
            ignored = not negated
    return ignored


def _match(path: str, pattern: str) -> bool:
    """Docker's (Go's) match: ``*`` and ``?`` stay within one path component."""
    names, wanted = path.split("/"), pattern.split("/")
    return len(names) == len(wanted) and all(map(fnmatch.fnmatchcase, names, wanted))


def dockerignore() -> list[str]:
    text = (ROOT / ".dockerignore").read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and line[0] != "#"]


@pytest.mark.parametrize(
    "secret",
    [
        ".venv/bin/python",
        "data/games.db",
        "data/games.db-wal",
        ".env",
        ".git/config",
        ".env.local",
        "demo-out/suntzu-2p-en-seed1/demo.db",
        "bot/__pycache__/app.cpython-311.pyc",
    ],
)
def test_the_build_context_leaves_out_secrets_and_local_state(secret: str) -> None:
    assert dockerignored(secret, dockerignore())


def test_the_build_context_keeps_what_the_dockerfile_copies() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    copied: list[str] = []
    for line in dockerfile.splitlines():
        if line.startswith("COPY "):
            copied += line.split()[1:-1]
    assert "bot" in copied and "LICENSE" in copied
    patterns = dockerignore()
    for source in copied:
        if (ROOT / source).is_file():
            files = [source]
        else:  # a folder: every file in it but the interpreter's caches
            files = [
                str(path.relative_to(ROOT))
                for path in (ROOT / source).rglob("*")
                if path.is_file() and "__pycache__" not in path.parts
            ]
        assert files, source
        kept = [name for name in files if not dockerignored(name, patterns)]
        assert kept == files, f"COPY {source} would miss what .dockerignore leaves out"
    # the fonts and their licence are package data the image must carry
    assert not dockerignored("bot/render/fonts/LICENSE-OFL.txt", patterns)


def test_the_dockerignore_reader_follows_dockers_rules() -> None:
    assert dockerignored("data/games.db", ["data"])
    assert not dockerignored("bot/data/x.json", ["data"])  # anchored at the root
    assert dockerignored("bot/__pycache__/x.pyc", ["**/__pycache__"])
    assert not dockerignored(".env.example", [".env*", "!.env.example"])
    assert not dockerignored("bot/x.egg-info", ["*.egg-info"])  # * stays in one component
