"""The engine stays a pure library: no Textual, Rich or app code below it,
checked by import-linter (`.importlinter`) and by importing it alone. The
app's screens folder holds screens only, and no screen imports the app: a
screen asks the app by message (`app/messages.py`)."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"
SCREENS = SRC / "ragusa_tui" / "app" / "screens"


def test_import_contracts_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    cli = pytest.importorskip("importlinter.cli")
    monkeypatch.chdir(ROOT)
    assert cli.lint_imports(config_filename=str(ROOT / ".importlinter"), no_cache=True,
                            no_logo=True) == 0


def _loaded_after(statement: str) -> set[str]:
    code = f"import sys; {statement}; print(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_engine_alone_loads_no_user_interface() -> None:
    loaded = _loaded_after("import ragusa_tui.engine")
    assert not {m for m in loaded if m.split(".")[0] in ("textual", "rich")}
    assert not {m for m in loaded if m.startswith(("ragusa_tui.app", "ragusa_tui.cli"))}


def test_app_package_is_cheap_to_import() -> None:
    """`ragusa_tui.app` loads Textual and the engine only when the app runs."""
    loaded = _loaded_after("import ragusa_tui.app")
    assert "textual" not in loaded
    assert "ragusa_tui.engine" not in loaded


def test_start_screen_does_not_load_the_engine() -> None:
    """The first frame needs neither the rules engine nor the game screen."""
    loaded = _loaded_after("import ragusa_tui.app.app, ragusa_tui.app.screens.start")
    assert "ragusa_tui.engine" not in loaded
    assert "ragusa_tui.app.screens.game" not in loaded


def test_plain_ragusa_in_english_reads_neither_argparse_nor_gettext() -> None:
    """`ragusa` with no arguments, through `cli.main` up to the app
    starting (its terminal left out): no parser built, no gettext catalogue."""
    loaded = _loaded_after(
        "import os; os.environ['RAGUSA_LANG'] = 'en'; import ragusa_tui.app; from ragusa_tui import cli; "
        "ragusa_tui.app.run = lambda **options: (ragusa_tui.app.app_class(), 0)[1]; "
        "code = cli.main([]); assert code == 0, code")
    assert "ragusa_tui.app.app" in loaded
    assert "argparse" not in loaded and "gettext" not in loaded


def test_a_joined_seat_does_not_load_the_servers_encoder() -> None:
    """orjson, about 2 MiB, is the server's: a player's process reads its
    frames with `json` and stays under the memory goal."""
    loaded = _loaded_after("import ragusa_tui.net.remote, ragusa_tui.app.joining, ragusa_tui.net.child_host")
    assert "ragusa_tui.net.remote" in loaded and "orjson" not in loaded


def _module_name(path: Path) -> str:
    parts = path.relative_to(SRC).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _screen_modules() -> list[Path]:
    return sorted(p for p in SCREENS.rglob("*.py") if p.name != "__init__.py")


def test_every_module_in_the_screens_folder_defines_a_screen() -> None:
    from textual.screen import Screen

    assert _screen_modules()
    for path in _screen_modules():
        module = importlib.import_module(_module_name(path))
        screens = [obj for obj in vars(module).values() if isinstance(obj, type)
                   and issubclass(obj, Screen) and obj.__module__ == module.__name__]
        assert screens, f"{module.__name__} defines no Screen: it belongs in app/ or app/widgets/"


def _imported(path: Path) -> set[str]:
    """Every module and name `path` imports (in functions and under
    TYPE_CHECKING too), relative imports made absolute."""
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def test_no_screen_imports_the_app() -> None:
    for path in [*_screen_modules(), SCREENS / "__init__.py"]:
        imported = _imported(path)
        assert "ragusa_tui.app.app" not in imported, f"{path.name} imports ragusa_tui.app.app"
        assert not {name for name in imported if name.endswith(".RagusaApp")}, \
            f"{path.name} imports RagusaApp"
