"""The engine stays a pure library: no Textual, Rich or app code below it,
checked by import-linter (`.importlinter`) and by importing it alone."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


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
