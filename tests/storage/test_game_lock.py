"""Two running copies of the game never lose a game: new autosaves claim
their names exclusively, a game being played is locked (a second window is
told so and may watch it or play on in a copy), stale locks of dead programs
are taken over, and dead writers' temporary files are swept away."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support.crafted import ESC_CLEAR, ESC_TITLE, HOSTILE, catalogue
from support.terminal import CTRL_Q, DOWN, ESCAPE, Terminal
from support.crafted import folder_state
from support.app_table import screen_text, session_at

from ragusa_tui import saves
from ragusa_tui.app.app import RagusaApp
from ragusa_tui.table.autosave import save_text
from ragusa_tui.storage.ownership import claim
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.in_use import InUseScreen
from ragusa_tui.app.screens.replay import ReplayScreen
from ragusa_tui.app.screens.start import StartScreen
from ragusa_tui.engine import GameConfig, new_game
from ragusa_tui.storage.game_lock import GameInUse, GameLock, lock_path
from ragusa_tui.saves import create_new, load_save, sweep_temp_files, write_atomic

HOLD = """
import sys
from pathlib import Path
from ragusa_tui.storage.game_lock import GameLock
lock = GameLock.acquire(Path(sys.argv[1]))
print("locked", flush=True)
sys.stdin.read()
"""


def holder(path: Path) -> subprocess.Popen[str]:
    """Another program holding the lock on `path` until its stdin closes."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(path)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
    return proc


def test_a_lock_held_elsewhere_refuses_and_a_dead_holders_lock_is_taken_over(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    save.write_text("{}")
    other = holder(save)
    try:
        with pytest.raises(GameInUse) as caught:
            GameLock.acquire(save)
        assert str(caught.value) == "Cannot open 'game.json': this game is open in another window."
    finally:
        other.kill()  # dies without letting go: its lock file stays behind
        other.wait()
    assert lock_path(save).exists()
    lock = GameLock.acquire(save)
    again = GameLock.acquire(save)  # one program is one window: shared
    assert again is lock and lock.held
    again.release()
    assert lock.held
    lock.release()
    assert not lock.held and not lock_path(save).exists()
    assert save.read_text() == "{}"


def test_a_leftover_lock_file_with_a_dead_process_id_is_stale(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    lock_path(save).write_text("999999999\n")
    lock = GameLock.acquire(save)
    assert lock_path(save).read_text() == f"{os.getpid()}\n"
    lock.release()


def test_dead_writers_temporary_files_are_swept(tmp_path: Path) -> None:
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    files = {
        "dead": tmp_path / f".game.json.{dead}.abc123.tmp",
        "alive": tmp_path / f".game.json.{os.getpid()}.def456.tmp",
        "old unnamed": tmp_path / ".game.json.xyz_ab12.tmp",
        "new unnamed": tmp_path / ".other.json.q1w2e3r4.tmp",
        "a save": tmp_path / "game.json",
        "not ours": tmp_path / ".notes.tmp",
    }
    for path in files.values():
        path.write_text("{")
    week_ago = time.time() - 7 * 24 * 3600
    os.utime(files["old unnamed"], (week_ago, week_ago))
    removed = set(sweep_temp_files(tmp_path))
    assert removed == {files["dead"], files["old unnamed"]}
    assert all(p.exists() for name, p in files.items() if name not in ("dead", "old unnamed"))


def test_new_files_never_share_a_name_even_without_hard_links(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(GameConfig(players=["Ann", "Bo", "Cy"], seed=1))
    first = create_new(game, "one", tmp_path)
    monkeypatch.setattr(os, "link", lambda *a: (_ for _ in ()).throw(PermissionError("no links")))
    second = create_new(game, "two", tmp_path)
    assert first != second and first.read_text() == "one" and second.read_text() == "two"
    assert not list(tmp_path.glob(".*.tmp"))


NEW_GAME = """
import sys, time
from ragusa_tui.table.autosave import attach
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.setup import GameSetup
session = LocalTable(GameSetup(("Ann", "Bo", "Cy"), ("Red", "Blue", "Green"), 3, False))
print("ready", flush=True)
sys.stdin.readline()  # the go, given to both programs at once
print(attach(session, None, print).path, flush=True)
"""


def test_two_programs_starting_a_game_at_the_same_instant_get_two_files(private_save_dir: Path) -> None:
    procs = [subprocess.Popen([sys.executable, "-c", NEW_GAME], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, env=os.environ.copy()) for _ in range(2)]
    for proc in procs:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.flush()
    paths = {Path(p.communicate(timeout=60)[0].strip()) for p in procs}
    assert len(paths) == 2  # (within the same second both want the same name)
    files = sorted(private_save_dir.glob("*.json"))
    assert set(files) == paths
    for path in files:
        assert json.loads(path.read_text())["app"]["autosave"] is True
        assert load_save(path).history == []
    assert sorted((private_save_dir / ".autosaves").read_text().split()) == [p.name for p in files]


def test_a_second_window_on_the_same_game_is_refused_and_nothing_is_lost(private_save_dir: Path) -> None:
    """One real `ragusa` shows the Load screen full of crafted files (no byte
    of their escapes reaches its terminal), then plays a resumed game; a
    second instance is told the game is open in another window, may watch
    it, and plays on in a copy."""
    pytest.importorskip("pty")
    private_save_dir.mkdir()
    for name, make in catalogue().items():
        if name in ("hostile file name", "hostile name on a good save", "lying summary with escapes",
                    "hostile summary player", "hostile last action", "action 'place [/bold]'"):
            make(private_save_dir)
    crafted = folder_state(private_save_dir)
    session = session_at(5, "place", nth=4)
    path = private_save_dir / "standard-20250301-201500.json"
    write_atomic(path, save_text(session, autosave=True))
    claim(path)
    before = path.read_bytes()

    first = Terminal({**os.environ, saves.SAVE_DIR_ENV: str(private_save_dir)})
    try:
        assert first.wait_for(b"Resume")
        first.send(b"l", *[DOWN] * 5)
        assert first.wait_for(b"Saved games")
        first.send(ESCAPE, settle=0.5)  # (alone: an Escape run into the next key is Alt+key)
        first.send(b"r")
        deadline = time.monotonic() + 30
        while not lock_path(path).exists() and time.monotonic() < deadline:
            first.read_for(0.1)
        assert lock_path(path).exists(), bytes(first.output[-2000:])

        second = RagusaApp()

        async def script() -> None:
            async with second.run_test(size=(120, 40)) as pilot:
                await pilot.pause()
                await pilot.pause()
                assert isinstance(second.screen, StartScreen)
                await pilot.press("r")
                await pilot.pause()
                assert isinstance(second.screen, InUseScreen)
                assert "This game is open in another window" in screen_text(second)
                await pilot.press("w")  # watch: a read-only replay
                await pilot.pause()
                assert isinstance(second.screen, ReplayScreen)
                await pilot.press("escape")
                await pilot.pause()
                await pilot.press("r")
                await pilot.pause()
                assert isinstance(second.screen, InUseScreen)
                await pilot.press("c")  # play on in a copy
                await pilot.pause()
                game = next(s for s in second.screen_stack if isinstance(s, GameScreen)).session
                game.apply(game.legal()[0])

        asyncio.run(script())
        assert path.read_bytes() == before  # the first window's file is untouched
        copies = [p for p in private_save_dir.glob("standard-*.json") if p != path]
        assert len(copies) == 1
        assert load_save(copies[0]).history == session.game.history + [load_save(copies[0]).history[-1]]
        first.send(CTRL_Q, b"y")
    finally:
        first.close()
    assert load_save(path).history == session.game.history
    assert not lock_path(path).exists()  # the first window let go as it quit
    output = bytes(first.output)
    for payload in (ESC_TITLE, ESC_CLEAR + "fine", "\x1b[31m.json", HOSTILE[:12]):
        assert payload.encode() not in output
    assert {k: v for k, v in folder_state(private_save_dir).items() if k in crafted} == crafted
