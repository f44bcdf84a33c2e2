"""The World War engine's imports go one way (issue 24): no circle among its modules, no import
inside a function to dodge one, and nothing of the project but the engine contract."""

from __future__ import annotations

import ast
from pathlib import Path

import bot.games.worldwar.engine as engine_package

ROOT = Path(engine_package.__file__).parent
PACKAGE = "bot.games.worldwar.engine"
CONTRACT = "bot.engine.base"


def module_name(path: Path) -> str:
    parts = [PACKAGE, *path.relative_to(ROOT).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in ROOT.rglob("*.py")}


def imported(node: ast.Import | ast.ImportFrom) -> set[str]:
    """The modules an import statement loads (``from pkg import sub`` loads ``pkg.sub``)."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    base = node.module or ""
    assert node.level == 0, "the engine imports by absolute names"
    return {
        f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
        for alias in node.names
    }


def imports(path: Path) -> list[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import statement of a module, and whether it stands at module level."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(node) for node in tree.body}
    return [
        (node, id(node) in top)
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
    ]


def graph() -> dict[str, set[str]]:
    return {
        name: {
            target
            for node, _ in imports(path)
            for target in imported(node)
            if target in MODULES and target != name
        }
        for name, path in MODULES.items()
    }


def circles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in edges[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = {stack.pop()}
            while node not in component:
                component.add(stack.pop())
            if len(component) > 1:
                found.append(component)

    for node in edges:
        if node not in index:
            visit(node)
    return found


def test_the_scan_sees_the_engine() -> None:
    edges = graph()
    assert len(MODULES) > 20
    assert f"{PACKAGE}.state" in edges[f"{PACKAGE}.lords"]


def test_no_import_circle() -> None:
    assert circles(graph()) == []


def test_a_circle_would_be_found() -> None:
    edges = graph()
    edges[f"{PACKAGE}.skills"] = edges[f"{PACKAGE}.skills"] | {f"{PACKAGE}.lords"}
    assert any(f"{PACKAGE}.skills" in circle for circle in circles(edges))


def test_every_import_stands_at_module_level() -> None:
    inside = [
        f"{path.name}:{node.lineno}"
        for path in MODULES.values()
        for node, at_top in imports(path)
        if not at_top
    ]
    assert inside == []


def test_the_engine_imports_nothing_of_the_project_but_the_contract() -> None:
    foreign = {
        f"{name} imports {target}"
        for name, path in MODULES.items()
        for node, _ in imports(path)
        for target in imported(node)
        if target.startswith(("bot.", "tests.")) or target in ("bot", "tests")
        if target != CONTRACT and not target.startswith(PACKAGE)
    }
    assert foreign == set()
