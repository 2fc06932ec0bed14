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



def test_load_screen(snap_compare: Any, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The saves folder is one of a fixed name and the save's time is written
    in it, so the picture does not change from run to run."""
    import shutil
    import time
    from datetime import datetime, timezone

    folder = Path("/tmp") / f"ragusa-load-snapshot-{language}" / "saves"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    monkeypatch.setenv("RAGUSA_SAVE_DIR", str(folder))
    monkeypatch.setenv("TZ", "UTC")  # the list shows the time in the machine's zone
    time.tzset()
    at = datetime(2026, 5, 1, 18, 30, tzinfo=timezone.utc)
    write_atomic(folder / "evening.json", save_text(session_at(4, "place", nth=7), autosave=False, saved_at=at))
    write_atomic(folder / "finished.json", save_text(session_at(6, None), autosave=False, saved_at=at))
    try:
        assert snap_compare(RagusaApp(), terminal_size=SMALL, press=["l"])
    finally:
        shutil.rmtree(folder.parent, ignore_errors=True)
        monkeypatch.undo()
        time.tzset()


def test_save_as(snap_compare: Any, language: str) -> None:
    from ragusa_tui.app.screens.save_as import SaveAsScreen

    table = session_at(4, "place", nth=7)
    app = RagusaApp(session=table)

    async def open_it(pilot: Any) -> None:
        await pilot.pause()
        app.push_screen(SaveAsScreen(table))
        await pilot.pause()

    assert snap_compare(app, terminal_size=SMALL, run_before=open_it)


def test_in_use(snap_compare: Any, language: str) -> None:
    from ragusa_tui.app.screens.in_use import InUseScreen

    app = RagusaApp()

    async def open_it(pilot: Any) -> None:
        await pilot.pause()
        app.push_screen(InUseScreen("autosave-2026-05-01"))
        await pilot.pause()

    assert snap_compare(app, terminal_size=SMALL, run_before=open_it)


def test_host_options(snap_compare: Any, language: str) -> None:
    from ragusa_tui.app.screens.host_options import HostOptionsScreen
    from ragusa_tui.net.child_host import Listening

    app = RagusaApp()

    async def open_it(pilot: Any) -> None:
        await pilot.pause()
        app.push_screen(HostOptionsScreen(Listening()))
        await pilot.pause()

    assert snap_compare(app, terminal_size=SMALL, run_before=open_it)


def test_hosted_table(snap_compare: Any, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hosted table's join commands, for a table of three; its process is
    one that has already ended (the screen only shows where to join), and its
    commands start `ragusa` as found on the PATH, whatever this checkout's path."""
    import subprocess
    import sys

    from ragusa_tui.app.screens.hosted import HostedScreen
    from ragusa_tui.net.child_host import ChildTable, JoinCommand, Listening

    from ragusa_tui.net import commands

    monkeypatch.setattr(commands, "program", lambda: "ragusa")
    done = subprocess.Popen([sys.executable, "-c", "pass"])
    done.wait(timeout=60)
    seats = [JoinCommand(0, "Ann", "k-ann-0000"), JoinCommand(1, "Bo", "k-bo-1111"), JoinCommand(2, "Cy", "k-cy-2222")]
    child = ChildTable(done, "ws://192.0.2.7:8765", seats, "k-watch-3333", Path("/srv/ragusa/table"), Listening())
    app = RagusaApp()

    async def open_it(pilot: Any) -> None:
        await pilot.pause()
        app.push_screen(HostedScreen(child))
        await pilot.pause()

    assert snap_compare(app, terminal_size=SMALL, run_before=open_it)
