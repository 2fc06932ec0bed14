"""Crafted save files cannot attack the player: each one, through `ragusa
verify`, `ragusa replay`, `ragusa saves`, the Load screen and Resume, is
refused or shown with one sentence, without a traceback, without hanging,
without a control character reaching the output, and without any file
changing. The command line runs in-process here (fast); a few real
processes check the bytes on the terminal."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from rich.text import Text
from support.app_table import screen_text
from support.crafted import ESC_TITLE, catalogue, folder_state

from ragusa_tui import cli
from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.load import LoadScreen, SaveTable, detail, row
from ragusa_tui.app.screens.start import StartScreen
from ragusa_tui.saves import SaveError, list_saves
from ragusa_tui.storage.ownership import claim
from ragusa_tui.table.autosave import restore, resumable

CASES = catalogue()
CONTROL = {chr(c) for c in [*range(0x20), 0x7F, *range(0x80, 0xA0)]} - {"\n"}
SCRIPT = Path(sys.executable).with_name("ragusa")


def test_the_matrix_is_large() -> None:
    assert len(CASES) >= 60


def assert_clean(text: str) -> None:
    """No control character but newline, no escape sequence, no traceback."""
    bad = sorted({repr(c) for c in text if c in CONTROL})
    assert not bad, f"control characters {bad} in {text[:300]!r}"
    assert "Traceback" not in text


@contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    """Fail (instead of hanging the suite) if the block takes longer."""
    def expired(*_: object) -> None:
        raise TimeoutError(f"still running after {seconds} s")

    old = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with time_limit(20):
        code = cli.main(args)
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_sentence(err: str, command: str) -> None:
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"ragusa {command}: Cannot load '") and lines[0].endswith("."), err


@pytest.fixture
def crafted(request: pytest.FixtureRequest, private_save_dir: Path) -> Path:
    """The crafted file in the saves folder, claimed as an autosave (the worst
    case: it replaced a file the app had made)."""
    private_save_dir.mkdir()
    path = CASES[request.param](private_save_dir)
    claim(path)
    return path


@pytest.mark.parametrize("crafted", list(CASES), indirect=True)
def test_a_crafted_file_is_refused_or_shown_safely_everywhere(
        crafted: Path, private_save_dir: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    before = folder_state(private_save_dir)
    viewed: list[Any] = []
    monkeypatch.setattr(cli, "run_app", lambda recording, step: viewed.append(recording) or 0)

    code, out, err = run(["verify", str(crafted)], capsys)
    assert_clean(out + err)
    assert code in (0, 1)
    if code == 1:
        assert_one_sentence(err, "verify")
        assert out == ""

    code, out, err = run(["replay", str(crafted)], capsys)
    assert_clean(out + err)
    if code == 1:
        assert_one_sentence(err, "replay")
        assert not viewed
    else:
        assert code == 0 and len(viewed) == 1
        assert_clean(viewed[0].title + "".join(str(line.said) for line in viewed[0].lines))

    # The Load screen's row and box, and what Enter does.
    with time_limit(20):
        entries = list_saves()
    for entry in entries:
        cells = row(entry)
        assert_clean(" ".join(c.plain if isinstance(c, Text) else c for c in cells))
        assert_clean(detail(entry).plain)
        try:
            restored = restore(entry.path)
        except SaveError as exc:
            assert entry.record is None
            assert_clean(LoadScreen.shown_error(str(exc)).plain)
        else:
            assert entry.record is not None and restored.session.game.history
    # Resume: offered only for a game its actions show unfinished.
    offered = resumable()
    if offered is not None:
        assert offered.summary is not None and not offered.summary.over
        restore(offered.path)
    assert folder_state(private_save_dir) == before


def all_crafted(folder: Path) -> list[Path]:
    folder.mkdir(exist_ok=True)
    paths = [make(folder) for make in CASES.values()]
    for path in paths:
        claim(path)
    return paths


def test_the_load_screen_resume_and_saves_show_every_crafted_file_safely(
        private_save_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    all_crafted(private_save_dir)
    before = folder_state(private_save_dir)
    for args in (["saves"], ["saves", "--json"]):
        code, out, err = run(args, capsys)
        assert code == 0 and err == ""
        assert_clean(out)
        assert len(out.splitlines()) > 90  # every regular file (pipes, folders, loops are no saves)
    app = RagusaApp()
    seen: list[str] = []

    async def script() -> None:
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await pilot.pause()
            start = app.screen
            assert isinstance(start, StartScreen)
            await pilot.pause()
            assert_clean(screen_text(app))
            await pilot.press("l")
            await pilot.pause()
            load = app.screen
            assert isinstance(load, LoadScreen)
            assert len(load.entries) > 40
            table = load.query_one(SaveTable)
            for i, entry in enumerate(load.entries):
                if entry.record is None:  # what Enter does: the loader's sentence, nothing changed
                    load._play_on(entry)
                    assert app.screen is load
                    assert "The file is left as it is" in str(load.query_one("#load-detail").content)
                if i % 20 == 0 or "\x1b" in entry.path.name or "[/bold]" in (entry.problem or ""):
                    table.move_cursor(row=i)
                    if entry.record is None:
                        await pilot.press("enter")
                    await pilot.pause()
                    text = screen_text(app)
                    assert_clean(text)
                    seen.append(text)
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is start
            if start.resume_entry is not None:
                await pilot.press("r")
                await pilot.pause()
                assert_clean(screen_text(app))

    with time_limit(60):
        asyncio.run(script())
    assert any("evil[b]x[@click=app.quit]q" in text for text in seen)
    assert any("'place [/bold]') is not an action" in text for text in seen)
    assert folder_state(private_save_dir) == before


def test_a_crafted_action_in_an_autosave_cannot_break_resume(private_save_dir: Path) -> None:
    """`place [/bold]` once crashed the "Cannot resume" toast through its markup."""
    private_save_dir.mkdir()
    path = CASES["action 'place [/bold]'"](private_save_dir)
    claim(path)
    before = path.read_bytes()
    app = RagusaApp()

    async def script() -> None:
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await pilot.pause()
            await pilot.pause()
            start = app.screen
            assert isinstance(start, StartScreen)
            assert start.resume_entry is None  # its actions are no game: never offered
            # As if the file had been swapped after Resume was offered:
            start.resume_entry = next(iter(list_saves()))
            start.action_resume()
            text = flat = ""
            deadline = time.monotonic() + 60  # until the toast is drawn, however busy the machine
            while "is not an action" not in flat and time.monotonic() < deadline:
                await pilot.pause(0.02)
                text = screen_text(app)
                # The toast wraps the file's path where its width ends: read its lines as one.
                flat = " ".join(line.strip(" ▌") for line in text.splitlines())
            assert "Cannot resume" in text and "('place [/bold]') is not an action" in flat
            assert_clean(text)

    asyncio.run(script())
    assert path.read_bytes() == before


# ------------------------------------------------ the bytes on the terminal
def terminal_bytes(args: list[str], env: dict[str, str]) -> bytes:
    command = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "ragusa_tui"]
    done = subprocess.run([*command, *args], capture_output=True, timeout=60, env=env)
    return done.stdout + done.stderr


def test_no_control_byte_reaches_the_terminal_from_the_command_line(private_save_dir: Path) -> None:
    paths = all_crafted(private_save_dir)
    hostile = next(p for p in paths if "evil" in p.name)
    env = {**os.environ, "RAGUSA_SAVE_DIR": str(private_save_dir)}
    for args in (["verify", str(hostile)], ["replay", str(hostile)], ["saves"]):
        raw = terminal_bytes(args, env)
        text = raw.decode("utf-8")
        assert_clean(text)
        assert b"\x1b" not in raw and b"\x07" not in raw
        assert "\\x1b]0;PWNED\\x07" in text  # shown, visibly escaped


def test_a_saves_folder_named_with_markup_and_escapes_cannot_break_the_autosave_toast(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "mk["  # a file where the folder should be: every write fails
    blocker.write_text("")
    monkeypatch.setenv("RAGUSA_SAVE_DIR", str(tmp_path / f"mk[/x]{ESC_TITLE}"))
    from support.app_table import setup

    app = RagusaApp(setup=setup(3, handover=False))

    async def script() -> None:
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await pilot.pause()
            await pilot.pause()
            text = screen_text(app)
            assert "Autosave failed" in text and "mk[/x]\\x1b]0;PWNED\\x07" in text
            assert_clean(text)

    asyncio.run(script())
    assert blocker.read_text() == ""
