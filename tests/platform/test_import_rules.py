"""The house rules of the tree (issue 24), read from every import statement of ``bot/``:

* a game's engine imports nothing of the project but the engine contract and its own modules,
  and imports only at module level (World War's engine once hid a circle of nine modules
  behind imports inside functions);
* no game imports another game;
* the platform (everything outside ``bot/games/<game>/``) imports no game;
* the cogs reach no store: they import its row types at most, and never touch ``.store``;
* no two modules import each other, directly or round a circle (issue 24 found three).

Imports inside functions and under ``TYPE_CHECKING`` count like any other: they are arrows
all the same, and dodging a circle with one only hides it.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import bot.store.rows as rows

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot"
GAMES = sorted(path.parent.name for path in (BOT / "games").glob("*/__init__.py"))
CONTRACT = "bot.engine.base"
# What a cog may take from the store: the plain rows it reads (``ActionRow``, ``Timer`` ...).
ROW_TYPES = {name for name in vars(rows) if not name.startswith("_")}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    return {module_name(path): path for path in BOT.rglob("*.py")}


def imported(module: str) -> Iterator[tuple[str, str]]:
    """(module imported, name taken from it or "") for every import statement of ``module``;
    ``from package import submodule`` is an import of the submodule."""
    path = modules()[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, ""
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - (node.level - 1)]
                base = ".".join([*parts, base] if base else parts)
            for alias in node.names:
                whole = f"{base}.{alias.name}"
                yield (whole, "") if whole in modules() else (base, alias.name)


def arrows(module: str) -> set[str]:
    """The project's modules that ``module`` imports."""
    return {target for target, _ in imported(module) if target in modules() and target != module}


def game_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[:2] == ["bot", "games"] and len(parts) > 2 and parts[2] in GAMES:
        return parts[2]
    return None


def test_the_games_are_found() -> None:
    assert {"suntzu", "smallworld", "tek", "worldwar"} <= set(GAMES)


def test_a_games_engine_imports_only_the_contract_and_itself() -> None:
    found = []
    for module in modules():
        game = game_of(module)
        if game is None or not module.startswith(f"bot.games.{game}.engine"):
            continue
        own = f"bot.games.{game}.engine"
        for target in arrows(module):
            if target != CONTRACT and target != own and not target.startswith(own + "."):
                found.append(f"{module} imports {target}")
    assert found == []


def test_a_games_engine_imports_at_module_level_only() -> None:
    found = []
    for module, path in modules().items():
        if game_of(module) is None or ".engine" not in module:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {id(node) for node in tree.body}
        found += [
            f"{module}:{node.lineno}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in top
        ]
    assert found == []


def test_no_game_imports_another() -> None:
    found = [
        f"{module} imports {target}"
        for module in modules()
        if (game := game_of(module)) is not None
        for target in arrows(module)
        if game_of(target) not in (None, game)
    ]
    assert found == []


def test_the_platform_imports_no_game() -> None:
    found = [
        f"{module} imports {target}"
        for module in modules()
        if game_of(module) is None
        for target in arrows(module)
        if game_of(target) is not None
    ]
    assert found == []


def test_the_cogs_reach_no_store() -> None:
    found = []
    for module, path in modules().items():
        if not module.startswith("bot.cogs."):
            continue
        for target, name in imported(module):
            if target.startswith("bot.store") and not (
                name in ROW_TYPES or target.endswith(".rows")
            ):
                found.append(f"{module} imports {target} {name}".rstrip())
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [
            f"{module}:{node.lineno} uses .store"
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr == "store"
        ]
    assert found == []


def circles_of(graph: dict[str, set[str]]) -> list[list[str]]:
    """The graph's strongly connected components of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for target in graph[module]:
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in on_stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10 * len(graph)))
    try:
        for module in graph:
            if module not in index:
                visit(module)
    finally:
        sys.setrecursionlimit(limit)
    return sorted(found)


def circles() -> list[list[str]]:
    return circles_of({module: arrows(module) for module in modules()})


def test_no_import_circle() -> None:
    assert circles() == []


def test_the_walker_finds_circles_and_only_circles() -> None:
    """The checks above can fail: a circle of two, one of three beside a chain, none in a tree."""
    assert circles_of({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
    chain = {"x": {"y"}, "y": {"z"}, "z": {"x"}, "w": {"x"}, "v": set()}
    assert circles_of(chain) == [["x", "y", "z"]]
    assert (
        circles_of({"root": {"left", "right"}, "left": {"leaf"}, "right": {"leaf"}, "leaf": set()})
        == []
    )
    # and the import walk sees an import inside a function: the bot's process entry point
    # imports the app only when it runs
    assert "bot.app" in arrows("bot.running") | arrows("bot.__main__")
