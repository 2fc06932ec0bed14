"""The engine's modules import one another without a cycle, counting the
imports made only for type hints and those inside functions: each module
can be read knowing only the ones below it."""

from __future__ import annotations

import pytest

ENGINE = "ragusa_tui.engine"


def _engine_imports() -> dict[str, list[str]]:
    grimp = pytest.importorskip("grimp")  # installed with import-linter
    graph = grimp.build_graph("ragusa_tui", include_external_packages=False)
    modules = {m for m in graph.modules if m == ENGINE or m.startswith(f"{ENGINE}.")}
    return {m: sorted(graph.find_modules_directly_imported_by(m) & modules) for m in sorted(modules)}


def _a_cycle(imports: dict[str, list[str]]) -> list[str] | None:
    """One cycle of `imports` (its modules, the first repeated at the end), or None."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(module: str) -> list[str] | None:
        path.append(module)
        on_path.add(module)
        for imported in imports[module]:
            if imported in on_path:
                return path[path.index(imported):] + [imported]
            if imported not in done:
                found = visit(imported)
                if found:
                    return found
        path.pop()
        on_path.discard(module)
        done.add(module)
        return None

    for module in imports:
        if module not in done:
            found = visit(module)
            if found:
                return found
    return None


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _a_cycle({"a": ["b"], "b": ["c"], "c": ["a"]}) == ["a", "b", "c", "a"]
    assert _a_cycle({"a": ["b", "c"], "b": ["c"], "c": []}) is None


def test_the_engine_has_no_import_cycle() -> None:
    imports = _engine_imports()
    assert f"{ENGINE}.game" in imports and f"{ENGINE}.state" in imports
    cycle = _a_cycle(imports)
    if cycle:
        print("import cycle:", " -> ".join(cycle))
    assert cycle is None, f"import cycle in the engine: {' -> '.join(cycle or [])}"
