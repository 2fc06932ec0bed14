"""No import cycle anywhere in `ragusa_tui`, counting the imports made only
for type checking and those inside functions: every module reads knowing
only the ones below it (the engine under the table, the table under the
app, a screen never needing the app or a screen that opens it)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

def find_cycle(imports: Mapping[str, Sequence[str]]) -> list[str] | None:
    """A cycle in `imports` (each module to those it imports), as the
    modules along it with the first one repeated at the end; None if none."""
    done: set[str] = set()
    path: list[str] = []
    on_path: dict[str, int] = {}  # a module on the path: its place there

    def visit(module: str) -> list[str] | None:
        on_path[module] = len(path)
        path.append(module)
        for imported in imports.get(module, ()):
            if imported in on_path:
                return path[on_path[imported]:] + [imported]
            if imported not in done:
                cycle = visit(imported)
                if cycle is not None:
                    return cycle
        path.pop()
        del on_path[module]
        done.add(module)
        return None

    for module in sorted(imports):
        if module not in done:
            cycle = visit(module)
            if cycle is not None:
                return cycle
    return None


def test_find_cycle_finds_a_cycle_and_only_a_cycle() -> None:
    assert find_cycle({"a": ["b"], "b": ["c"], "c": []}) is None
    assert find_cycle({"a": ["b", "c"], "b": ["c"], "c": []}) is None  # two ways to c: no cycle
    assert find_cycle({"a": ["b"], "b": ["c"], "c": ["b"]}) == ["b", "c", "b"]
    assert find_cycle({"a": ["a"]}) == ["a", "a"]


def test_no_import_cycle_in_the_whole_package() -> None:
    grimp = pytest.importorskip("grimp")  # installed with import-linter
    graph = grimp.build_graph("ragusa_tui", cache_dir=None)  # TYPE_CHECKING imports count
    modules = set(graph.modules)
    assert {"ragusa_tui.app.app", "ragusa_tui.app.screens.game", "ragusa_tui.engine.game",
            "ragusa_tui.table.local", "ragusa_tui.storage.writer", "ragusa_tui.cli"} <= modules
    imports = {m: sorted(graph.find_modules_directly_imported_by(m) & modules) for m in modules}
    cycle = find_cycle(imports)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


def test_every_import_of_the_package_names_a_module_or_name_that_exists() -> None:
    """Imports made only for type checking are never run: one naming a module
    moved away would go unnoticed (and out of the cycle check) without this."""
    import ast
    import importlib
    import importlib.util
    from pathlib import Path

    src = Path(__file__).resolve().parents[1] / "src" / "ragusa_tui"
    missing = []
    for path in sorted(src.rglob("*.py")):
        package = ".".join(("ragusa_tui", *path.relative_to(src).parent.parts))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom) or (node.level == 0 and not (
                    node.module or "").startswith("ragusa_tui")):
                continue
            relative = "." * node.level + (node.module or "")
            base = importlib.util.resolve_name(relative, package) if node.level else node.module
            assert base is not None
            module = importlib.import_module(base)
            for alias in node.names:
                if not hasattr(module, alias.name) and importlib.util.find_spec(
                        f"{base}.{alias.name}") is None:
                    missing.append(f"{path.relative_to(src)}:{node.lineno} {base}.{alias.name}")
    assert not missing, missing
