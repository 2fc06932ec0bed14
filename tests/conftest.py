"""Every test saves into its own temporary folder, never the user's."""

from __future__ import annotations

from pathlib import Path

import pytest

from ragusa_tui import saves


@pytest.fixture(autouse=True)
def private_save_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point RAGUSA_SAVE_DIR at a fresh folder (the autosave writes there)."""
    folder = tmp_path / "saves"
    monkeypatch.setenv(saves.SAVE_DIR_ENV, str(folder))
    return folder


@pytest.fixture(autouse=True)
def pilot_without_idle_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pilot keys and clicks are handled in full without sleeping (see pilot_keys)."""
    import pilot_keys

    pilot_keys.install(monkeypatch)
