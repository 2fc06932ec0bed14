"""Every test saves into its own temporary folder, never the user's.

The tests mirror the code: tests/engine, table, storage, ai, app and cli
test the package (or module) of that name, each test module named after the
module it tests; tests/support holds the helpers they share."""

from __future__ import annotations

import gc
from pathlib import Path
from collections.abc import Iterator
from typing import Any

import pytest

from ragusa_tui import catalogue, saves

# The shared helpers' asserts say what went wrong, as the tests' own do.
pytest.register_assert_rewrite("support")

# Textual builds and drops many objects per frame; the collector's default
# young-generation threshold (700) runs it hundreds of times per test.
gc.set_threshold(50_000, 20, 20)


@pytest.fixture(autouse=True)
def private_save_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point RAGUSA_SAVE_DIR at a fresh folder (the autosave writes there)."""
    folder = tmp_path / "saves"
    monkeypatch.setenv(saves.SAVE_DIR_ENV, str(folder))
    return folder


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test speaks English, whatever the machine's locale (the programs
    it starts too), and leaves English spoken: a test of another language
    sets it itself."""
    monkeypatch.setenv("RAGUSA_LANG", "en")
    yield
    catalogue.set_language("en")


@pytest.fixture(autouse=True)
def quick_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pilot presses keys far faster than a person: the moment a new screen
    ignores confirming keys is off, except in the tests that turn it on."""
    from ragusa_tui.app.app import RagusaApp

    monkeypatch.setattr(RagusaApp, "CONFIRM_PAUSE", 0.0)


@pytest.fixture(autouse=True)
def pilot_without_idle_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pilot keys and clicks are handled in full without sleeping (see support.pilot_keys)."""
    from support import pilot_keys

    pilot_keys.install(monkeypatch)


_PARSED: dict[tuple[Any, ...], Any] = {}


@pytest.fixture(autouse=True)
def styles_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every app a test starts parses the same style sheets: the rules parsed
    for one are kept for the next (Textual keeps them only per app). A sheet
    that fails to parse is never kept, so it fails in every test."""
    from textual.css.stylesheet import Stylesheet

    parse = Stylesheet._parse_rules

    def parsed_once(self: Stylesheet, css: str, read_from: Any, is_default_rules: bool = False,
                    tie_breaker: int = 0, scope: str = "") -> Any:
        key = (css, read_from, is_default_rules, tie_breaker, scope, tuple(sorted(self._variables.items())))
        if key not in _PARSED:
            _PARSED[key] = parse(self, css, read_from, is_default_rules, tie_breaker, scope)
        return _PARSED[key]

    monkeypatch.setattr(Stylesheet, "_parse_rules", parsed_once)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked `thorough` (whole games at several screens, a real browser,
    a killed server) run only in the thorough profile (RAGUSA_THOROUGH=1, a
    step of .ci/run), which keeps the quick suite quick."""
    from support.helpers import THOROUGH

    if THOROUGH:
        return
    skip = pytest.mark.skip(reason="the thorough profile's (RAGUSA_THOROUGH=1)")
    for item in items:
        if "thorough" in item.keywords:
            item.add_marker(skip)
