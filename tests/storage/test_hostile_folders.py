"""Folders that fight back: pipes, devices, links and folders where the game
keeps its lock and ledger, saves folders that cannot be read or named, forged
resume notes and names with nothing visible in them. Each is told in one
sentence, nothing hangs, nothing is lost."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from support.app_table import drive, screen_text, session_at

from ragusa_tui import saves
from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.load import LoadScreen
from ragusa_tui.engine import GameConfig
from ragusa_tui.saves import SaveError, write_atomic
from ragusa_tui.storage import resume_notes as resume
from ragusa_tui.storage.form_memory import FILE_NAME
from ragusa_tui.storage.game_lock import GameLock, lock_path
from ragusa_tui.storage.ownership import LEDGER, claim, own_names
from ragusa_tui.storage.resume_notes import NOTES, resume_offer
from ragusa_tui.storage.writer import Autosaver
from ragusa_tui.table.autosave import attach, save_text
from ragusa_tui.table.last_setup import recall
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup

INVISIBLE_NAMES = ("\u3164", "\u2800\u2800", "\u115f\u1160", "\u200b \u200d", "\ufe0f")


def own_autosave(folder: Path, name: str = "standard-20250301-201500.json") -> Path:
    """A game's own autosave in `folder`, as the game writes it: claimed and noted."""
    folder.mkdir(parents=True, exist_ok=True)
    saver = Autosaver(folder / name, print, claimed=False)
    session = session_at(5, "place", nth=4)
    session.after_apply.append(saver)
    session.apply(session.legal()[0])
    saver.release()
    return saver.path


def until(pilot: Any, done: Callable[[], bool], limit: float = 30.0) -> Any:
    """Let the app run until `done()` holds (a generous limit, never a fixed wait)."""
    async def wait() -> None:
        deadline = time.monotonic() + limit
        while not done():
            assert time.monotonic() < deadline, f"the app did not get there: {pilot.app.screen!r}"
            await pilot.pause(0.05)
    return wait()


def in_the_lock_place(kind: str, path: Path) -> None:
    """Put a `kind` of thing where the game's lock file goes."""
    where = lock_path(path)
    if kind == "pipe":
        os.mkfifo(where)
    elif kind == "folder":
        where.mkdir()
    elif kind == "symlink":
        where.symlink_to(path.parent / "elsewhere.lock")
    elif kind == "socket":
        sock = socket.socket(socket.AF_UNIX)
        here = os.getcwd()
        os.chdir(where.parent)  # a socket's path must be short: bind it by its name alone
        try:
            sock.bind(where.name)
        finally:
            os.chdir(here)
            sock.close()
    elif kind == "device":
        where.symlink_to("/dev/null")  # (making a device node needs more than a test may do)


@pytest.mark.parametrize("kind", ["pipe", "folder", "symlink", "socket", "device"])
def test_something_else_where_the_lock_goes_leaves_the_game_playable_and_says_so(
        private_save_dir: Path, kind: str) -> None:
    path = own_autosave(private_save_dir)
    in_the_lock_place(kind, path)
    lock = GameLock.acquire(path)
    try:
        assert lock.problem is not None and "is not locked" in lock.problem
        assert lock.problem.startswith(f"The lock file '{lock_path(path).name}' is ")
    finally:
        lock.release()
    assert lock_path(path).exists() or lock_path(path).is_symlink()  # left as it was


@pytest.mark.parametrize("how", ["resume", "load"])
def test_a_pipe_in_the_lock_place_opens_the_game_with_a_warning(private_save_dir: Path, how: str) -> None:
    path = own_autosave(private_save_dir)
    in_the_lock_place("pipe", path)
    before = path.read_bytes()
    app = RagusaApp()

    async def script(pilot: Any) -> None:
        await until(pilot, lambda: "Resume" in screen_text(app))
        await pilot.press("r" if how == "resume" else "l")
        if how == "load":
            await until(pilot, lambda: isinstance(app.screen, LoadScreen))
            await pilot.press("enter")
        await until(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack))
        await until(pilot, lambda: "Game not locked" in screen_text(app))
        assert "pipe (FIFO)" in screen_text(app)

    drive(app, script)
    assert path.read_bytes() == before  # nothing played, nothing lost
    assert lock_path(path).exists()


def test_a_pipe_as_the_ledger_never_holds_up_a_new_game(private_save_dir: Path) -> None:
    private_save_dir.mkdir()
    os.mkfifo(private_save_dir / LEDGER)
    finished = threading.Event()

    def start() -> None:
        session = LocalTable(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Green", "Blue"), 3))
        attach(session, None, print).release()
        finished.set()

    threading.Thread(target=start, daemon=True).start()
    assert finished.wait(60), "starting a game waited on the pipe"
    assert own_names(private_save_dir) == set()
    claim(private_save_dir / "x.json")  # (nor does a later claim)


def ragusa(*args: str, env: dict[str, str] | None = None, user: int | None = None) -> subprocess.CompletedProcess[str]:
    code = "import sys; from ragusa_tui.cli import main; sys.exit(main(sys.argv[1:]))"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=120, env={**os.environ, **(env or {})}, user=user)


def one_sentence(out: subprocess.CompletedProcess[str]) -> str:
    assert out.returncode != 0 and "Traceback" not in out.stderr, out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    return lines[0]


def test_a_saves_folder_of_no_user_is_one_sentence(tmp_path: Path) -> None:
    env = {saves.SAVE_DIR_ENV: "~nosuchuser-ragusa/x"}
    for command in (["verify", "foo"], ["replay", "foo"]):
        assert "no such file" in one_sentence(ragusa(*command, env=env))
    said = one_sentence(ragusa("saves", env=env))
    assert "there is no user 'nosuchuser-ragusa'" in said


def test_a_saves_folder_path_too_long_is_one_sentence(tmp_path: Path) -> None:
    env = {saves.SAVE_DIR_ENV: "/" + "a" * 5000}
    for command in (["verify", "foo"], ["replay", "foo"], ["saves"]):
        said = one_sentence(ragusa(*command, env=env))
        assert len(said) < 400 or "too long" in said


def deny_inside(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the system refuse every look inside `folder`, as it does for a
    user who may not read it (the tests may run as root, whom it never refuses)."""
    inside = str(folder)

    def refusing(real: Callable[..., Any]) -> Callable[..., Any]:
        def call(path: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(path, (str, os.PathLike)) and os.fspath(path).startswith(inside):
                raise PermissionError(13, "Permission denied", os.fspath(path))
            return real(path, *args, **kwargs)
        return call

    for name in ("stat", "lstat", "open", "listdir", "scandir"):
        monkeypatch.setattr(os, name, refusing(getattr(os, name)))


def test_a_save_in_a_folder_that_may_not_be_read_is_one_sentence(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from ragusa_tui.cli import main

    folder = tmp_path / "locked"
    save = own_autosave(folder)
    monkeypatch.setenv(saves.SAVE_DIR_ENV, str(folder))
    deny_inside(folder, monkeypatch)
    for command in (["verify", str(save)], ["replay", str(save)], ["verify", save.name], ["saves"]):
        assert main(command) != 0
        said = capsys.readouterr().err.strip().splitlines()
        assert len(said) == 1 and "ermission denied" in said[0], said


def test_the_load_screen_says_a_saves_folder_cannot_be_read(private_save_dir: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    private_save_dir.mkdir()

    def denied(folder: Any) -> list[str]:
        raise PermissionError(13, "Permission denied", str(folder))

    monkeypatch.setattr(saves.os, "listdir", denied)
    with pytest.raises(SaveError, match="Cannot read the saves folder .*: permission denied"):
        saves.list_saves()
    app = RagusaApp()

    async def script(pilot: Any) -> None:
        await until(pilot, lambda: "Load game" in screen_text(app))
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, LoadScreen)
                    and "Cannot read the saves folder" in screen_text(app))
        assert "No saved games" not in screen_text(app)

    drive(app, script)


def test_a_saves_folder_that_may_be_listed_but_not_entered_says_so(
        private_save_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    own_autosave(private_save_dir)
    real_stat = os.stat

    def stat(path: Any, *args: Any, **kwargs: Any) -> Any:  # as for a folder of mode 744
        if os.fspath(path).startswith(str(private_save_dir) + os.sep):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat)
    with pytest.raises(SaveError, match="Cannot read the saves folder .*: permission denied"):
        saves.list_saves()


def forged(folder: Path, **lies: Any) -> None:
    notes = json.loads((folder / NOTES).read_text())
    for note in notes["saves"].values():
        note.update(lies)
    (folder / NOTES).write_text(json.dumps(notes))


@pytest.mark.parametrize("lies", [{"over": True}, {"players": [f"P{i}" for i in range(100_000)]},
                                  {"round": -5}, {"round": 7}, {"mode": "solo"}])
def test_a_forged_resume_note_shows_what_the_save_holds(private_save_dir: Path, lies: dict[str, Any]) -> None:
    path = own_autosave(private_save_dir)
    truth = resume_offer(private_save_dir)
    assert truth is not None and truth.path == path
    forged(private_save_dir, **lies)
    assert resume_offer(private_save_dir) == truth  # read from the save, the note not taken
    assert resume_offer(private_save_dir, replay=False) is None  # (not known without the engine)
    assert resume.resume_offer(private_save_dir) == truth


def test_a_true_note_is_still_taken_without_replaying(private_save_dir: Path) -> None:
    own_autosave(private_save_dir)
    assert resume_offer(private_save_dir, replay=False) is not None


@pytest.mark.parametrize("name", INVISIBLE_NAMES)
def test_a_name_with_nothing_visible_is_refused(private_save_dir: Path, name: str) -> None:
    with pytest.raises(ValueError, match="visible character"):
        GameConfig(players=[name, "Bo", "Cy"])
    setup = GameSetup((name, "Bo", "Cy"), ("Red", "Green", "Blue"), 3)
    assert setup.problem() == "A name must show at least one visible character."
    # The form's memory holding such a name starts from the defaults instead.
    private_save_dir.mkdir()
    (private_save_dir / FILE_NAME).write_text(json.dumps(
        {"version": 1, "mode": "standard", "names": [name, "Bo", "Cy"], "colours": ["Red", "Green", "Blue"],
         "handover": True, "options": [], "computers": []}))
    assert recall() is None
    # A save naming such a player is refused in one sentence.
    good = save_text(session_at(5, "place"), autosave=False)
    doc = json.loads(good)
    doc["config"]["players"][0] = name
    path = private_save_dir / "invisible.json"
    write_atomic(path, json.dumps(doc))
    with pytest.raises(SaveError, match="visible character"):
        saves.load_save(path)


def test_names_that_show_something_are_kept() -> None:
    for name in ("Ann", "김", "Zoë", "🎲", "ㅤx", "\u2800a"):
        GameConfig(players=[name, "Bo", "Cy"])
