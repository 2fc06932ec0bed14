"""Resume on the start screen: the game's own autosave is recognised by its
note without the rules engine, and the offer is always the one replaying
the files gives; autosave writes in the background, in order, and is
complete when the app ends."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from support.app_table import act_once, drive, game_screen, session_at, setup

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.start import StartScreen
from ragusa_tui.saves import list_saves, load_save
from ragusa_tui.storage import resume_notes as resume
from ragusa_tui.storage import writer as autosave
from ragusa_tui.storage.resume_notes import NOTES, ResumeOffer, resume_offer
from ragusa_tui.storage.writer import Autosaver
from ragusa_tui.table.autosave import resumable
from ragusa_tui.table.local import LocalTable


def own_autosave(folder: Path, session: LocalTable, name: str = "standard-20250301-201500.json") -> Path:
    """`session`'s game saved the way the game saves it: one more action
    played, written, claimed in the ledger and noted."""
    folder.mkdir(exist_ok=True)
    saver = Autosaver(folder / name, print, claimed=False)
    session.after_apply.append(saver)
    session.apply(session.legal()[0])
    saver.release()
    return saver.path


def as_offer(folder: Path, exclude: frozenset[Path] = frozenset()) -> ResumeOffer | None:
    """What `autosave.resumable` offers (every file replayed), as an offer."""
    entry = resumable(folder, exclude)
    if entry is None or entry.summary is None:
        return None
    s = entry.summary
    return ResumeOffer(entry.path, s.mode, tuple(s.players), s.round, entry.saved_at)


def test_the_games_own_autosave_is_offered_without_the_engine_or_pydantic(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    path = own_autosave(folder, session_at(5, "place", nth=4))
    code = ("import sys; from ragusa_tui.storage.resume_notes import resume_offer; o = resume_offer(); "
            "print(o.path.name, o.round, ','.join(o.players)); "
            "print(sorted(m for m in sys.modules if m.startswith(('pydantic', 'ragusa_tui.engine'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "RAGUSA_SAVE_DIR": str(folder)}).stdout.splitlines()
    offer = as_offer(folder)
    assert offer is not None and offer == resume_offer(folder)
    assert out == [f"{path.name} {offer.round} {','.join(offer.players)}", "[]"]


def test_the_offer_is_what_replaying_the_files_gives(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "saves"
    older = own_autosave(folder, session_at(5, "place", nth=4), "standard-20250301-201500.json")
    newer = own_autosave(folder, session_at(6, "place", nth=2), "standard-20250302-201500.json")
    os.utime(older, (time.time() - 60, time.time() - 60))
    replays: list[int] = []
    monkeypatch.setattr(resume, "_replayed",
                        lambda p, real=resume._replayed: replays.append(1) or real(p))
    assert resume_offer(folder) == as_offer(folder) and resume_offer(folder).path == newer  # type: ignore[union-attr]
    assert replays == []  # both notes match their files: nothing replayed

    # Changed by hand: the note no longer matches, so the file is replayed.
    doc = json.loads(newer.read_text())
    doc["actions"] = doc["actions"][:-1]
    doc["summary"]["round"] = 9
    newer.write_text(json.dumps(doc))
    offer = resume_offer(folder)
    assert replays == [1] and offer == as_offer(folder) and offer is not None and offer.path == newer
    assert offer.round != 9

    # A note claiming another file's bytes, or a broken notes file, is no help.
    notes = json.loads((folder / NOTES).read_text())
    notes["saves"][newer.name]["over"] = True
    (folder / NOTES).write_text(json.dumps(notes))
    assert resume_offer(folder) == as_offer(folder)
    (folder / NOTES).write_text('{"version": 1, "saves": {"x": [')
    assert resume_offer(folder) == as_offer(folder)
    offer = resume_offer(folder, exclude={newer})  # (a file that failed to resume)
    assert offer == as_offer(folder, frozenset({newer})) and offer is not None and offer.path == older


def test_a_finished_games_note_means_no_offer(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    session = session_at(6, None)
    path = folder / "standard-20250301-201500.json"
    folder.mkdir()
    Autosaver(path, print, claimed=False)(session)
    assert json.loads((folder / NOTES).read_text())["saves"][path.name]["over"] is True
    assert resume_offer(folder) is None and as_offer(folder) is None
    assert list_saves(folder)[0].summary.over  # type: ignore[union-attr]


def test_autosaves_are_written_off_the_screen_in_order_and_complete_when_the_app_ends(
        private_save_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    written: list[tuple[int, bool]] = []  # actions in each save, and whether off the event loop
    real = autosave.write_atomic

    def slow_write(path: Path, text: str) -> None:
        time.sleep(0.03)  # a slow disk: later actions come while a save is being written
        written.append((len(json.loads(text)["actions"]), threading.current_thread() is not main))
        real(path, text)

    main = threading.current_thread()
    monkeypatch.setattr(autosave, "write_atomic", slow_write)
    app = RagusaApp(setup=setup(3, handover=False))
    kept: dict[str, Any] = {}

    async def script(pilot: Any) -> None:
        session = game_screen(app).session
        for _ in range(8):
            await act_once(app, pilot)
        for _ in range(4):  # straight after one another, as a computer player moves
            session.apply(session.legal()[0])
        kept["history"] = list(session.game.history)
        app.exit()  # no flush asked for: ending the app writes the last save

    drive(app, script)
    assert [n for n, _ in written] == list(range(1, 13))  # every save, in order
    assert len(kept["history"]) == 12
    assert all(off for _, off in written)
    (path,) = private_save_dir.glob("*.json")
    assert load_save(path).history == kept["history"]
    assert resume_offer() == as_offer(private_save_dir) and resume_offer() is not None


def test_the_games_own_autosave_is_offered_in_the_first_frame(
        private_save_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = own_autosave(private_save_dir, session_at(5, "place", nth=4))
    shown: list[ResumeOffer | None] = []
    real = StartScreen._show_resume

    def show(self: StartScreen, entry: ResumeOffer | None, *more: Any) -> None:
        shown.append(entry)
        real(self, entry, *more)

    monkeypatch.setattr(StartScreen, "_show_resume", show)
    app = RagusaApp()

    async def script() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()

    asyncio.run(script())
    # The first time the screen is filled in (as it is mounted) already offers it.
    assert shown[0] is not None and shown[0].path == path and shown[0] == as_offer(private_save_dir)


def test_an_unreadable_newest_autosave_is_told_on_the_start_screen(private_save_dir: Path) -> None:
    """The game played last cannot be offered if its autosave was damaged:
    the start screen says so, instead of offering nothing (or an older game)
    without a word, and leaves the file as it is."""
    older = own_autosave(private_save_dir, session_at(5, "place", nth=4), "standard-20250301-201500.json")
    newer = own_autosave(private_save_dir, session_at(6, "place", nth=4), "standard-20250302-201500.json")
    damaged = newer.read_bytes()[:600]
    newer.write_bytes(damaged)
    os.utime(older, (time.time() - 60, time.time() - 60))  # the damaged file is the newest
    app = RagusaApp()

    async def script() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, StartScreen)
            screen.look_for_resume()
            await pilot.pause()
            info = str(screen.query_one("#resume-info").render())
            assert f"The newest autosave, {newer.name}, cannot be read: the file is cut short" in info
            assert screen.resume_entry is not None and screen.resume_entry.path == older
            # What the file holds is quoted as plain, visible text, never as markup.
            newer.write_text(marked)
            screen.look_for_resume()
            await pilot.pause()
            info = str(screen.query_one("#resume-info").render())
            assert "cannot be read:" in info and "[bold red]x" in info and "\x1b" not in info

    record = json.loads(older.read_text())
    record["actions"][1] = "[bold red]x\x1b[2J"
    marked = json.dumps(record)
    asyncio.run(script())
    assert newer.read_text() == marked  # looked at, never changed


@pytest.mark.parametrize("noted", [True, False])
def test_an_unreadable_autosave_older_than_a_finished_game_is_not_called_the_newest(
        tmp_path: Path, noted: bool) -> None:
    """Only unreadable files newer than every readable one are told: behind a
    finished game (read from its note, or replayed) an old damaged file is not
    the game played last."""
    folder = tmp_path / "saves"
    damaged = own_autosave(folder, session_at(5, "place", nth=4), "standard-20250301-201500.json")
    damaged.write_bytes(damaged.read_bytes()[:600])
    os.utime(damaged, (time.time() - 3600, time.time() - 3600))
    finished = folder / "standard-20250401-201500.json"
    Autosaver(finished, print, claimed=False)(session_at(6, None))
    if not noted:
        (folder / NOTES).unlink()  # the finished game is replayed instead
    unreadable: list[tuple[Path, str]] = []
    assert resume_offer(folder, unreadable=unreadable) is None
    assert unreadable == []
    os.utime(finished, (time.time() - 7200, time.time() - 7200))  # now the damaged file is the newest
    assert resume_offer(folder, unreadable=unreadable) is None
    assert [path for path, _ in unreadable] == [damaged]
