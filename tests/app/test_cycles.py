"""No import cycle among the app's screens, widgets and the modules that
open them, counting the imports made only for type checking: a screen
never needs the app or a screen that opens it, so each reads on its own."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

# The parts of the app checked; each name covers its submodules.
CHECKED = (
    "ragusa_tui.app.screens",
    "ragusa_tui.app.app",
    "ragusa_tui.app.play_saved",
    "ragusa_tui.app.widgets",
    "ragusa_tui.app.messages",
    "ragusa_tui.app.once",
    "ragusa_tui.app.recover",
    "ragusa_tui.app.bot_turns",
    "ragusa_tui.app.placing",
    "ragusa_tui.app.take_back",
)


def checked(module: str) -> bool:
    return any(module == part or module.startswith(part + ".") for part in CHECKED)


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


def test_no_import_cycle_among_the_app_modules() -> None:
    grimp = pytest.importorskip("grimp")  # installed with import-linter
    graph = grimp.build_graph("ragusa_tui", cache_dir=None)  # TYPE_CHECKING imports count
    modules = {m for m in graph.modules if checked(m)}
    assert "ragusa_tui.app.app" in modules and "ragusa_tui.app.screens.game" in modules
    imports = {m: sorted(graph.find_modules_directly_imported_by(m) & modules) for m in modules}
    cycle = find_cycle(imports)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())
