"""The package type-checks with mypy and the project's configuration
(`[tool.mypy]` in `pyproject.toml`): the rules engine, the table, the
computer players, the files on disk and the saves as strictly as `--strict`
checks, the table server, the app and the command line with mypy's defaults.

mypy keeps its cache in `.mypy_cache/` at the repository's root: a run after
the first takes a few seconds.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_the_package_type_checks() -> None:
    pytest.importorskip("mypy", reason="mypy is not installed: .venv/bin/pip install -e '.[test]'")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml")],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, f"mypy reports:\n{done.stdout}{done.stderr}"
