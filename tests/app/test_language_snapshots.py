"""Snapshots of every screen kind and every dialog kind in French and in
Polish at 100x30 (pytest-textual-snapshot): their words fit, none cut, in
languages whose words are longer than English's. After a deliberate change
of the look or the words, refresh them with `--snapshot-update`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from support.app_table import asking_position, session_at

from ragusa_tui import catalogue
from ragusa_tui.app.app import RagusaApp
from ragusa_tui.saves import write_atomic
from ragusa_tui.table.autosave import save_text
from ragusa_tui.table.recording import Recording

SMALL = (100, 30)
LANGUAGES = ("fr", "pl")


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    catalogue.set_language(request.param)
    yield request.param
    catalogue.set_language("en")


def test_start_screen(snap_compare: Any, language: str) -> None:
    assert snap_compare(RagusaApp(), terminal_size=SMALL)


def test_new_game_form(snap_compare: Any, language: str) -> None:
    assert snap_compare(RagusaApp(), terminal_size=SMALL, press=["n"])


def test_game_screen_placing(snap_compare: Any, language: str) -> None:
    assert snap_compare(RagusaApp(session=session_at(4, "place", nth=7)), terminal_size=SMALL)


def test_handover_screen(snap_compare: Any, language: str) -> None:
    assert snap_compare(RagusaApp(session=session_at(4, "place", nth=5, handover=True)), terminal_size=SMALL)


@pytest.mark.parametrize("kind", ["keep_bonus", "order", "exchange", "buy_ship", "sell", "rector",
                                  "final_exchange", "fish"])
def test_dialog(snap_compare: Any, language: str, kind: str) -> None:
    assert snap_compare(RagusaApp(session=asking_position(kind)), terminal_size=SMALL,
                        press=["f"] if kind == "fish" else [])


def test_help_screen(snap_compare: Any, language: str) -> None:
    assert snap_compare(RagusaApp(), terminal_size=SMALL, press=["question_mark"])


def test_end_screen(snap_compare: Any, language: str) -> None:
    assert snap_compare(RagusaApp(session=session_at(6, None)), terminal_size=SMALL)


def test_standings(snap_compare: Any, language: str) -> None:
    assert snap_compare(RagusaApp(session=session_at(4, "place", nth=7)), terminal_size=SMALL, press=["s"])


def test_language_chooser(snap_compare: Any, language: str) -> None:
    assert snap_compare(RagusaApp(), terminal_size=SMALL, press=["g"])


def test_join_screen(snap_compare: Any, language: str) -> None:
    assert snap_compare(RagusaApp(), terminal_size=SMALL, press=["t"])


def test_quit_question(snap_compare: Any, language: str) -> None:
    assert snap_compare(RagusaApp(session=session_at(4, "place", nth=7)), terminal_size=SMALL, press=["ctrl+q"])


def test_terminal_too_small(snap_compare: Any, language: str) -> None:
    assert snap_compare(RagusaApp(session=session_at(4, "place")), terminal_size=(80, 24))


def test_replay_viewer(snap_compare: Any, language: str, tmp_path: Path) -> None:
    path = tmp_path / "finished.json"
    write_atomic(path, save_text(session_at(6, None), autosave=False))
    assert snap_compare(RagusaApp(replay=Recording.load(path)), terminal_size=SMALL, press=["end"])

