"""Screens ask the app by message: the start screen's buttons, Resume, the
Load screen's Enter and the end screen's New game reach the app, each at
most once, and a request from a screen no longer on top asks nothing."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from support.app_table import drive, session_at
from textual import events
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.messages import NewGameAsked
from ragusa_tui.app.screens.end import EndScreen
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.in_use import InUseScreen
from ragusa_tui.app.screens.load import LoadScreen
from ragusa_tui.app.screens.new_game import NewGameScreen
from ragusa_tui.app.screens.start import StartScreen
from ragusa_tui.storage.writer import Autosaver
from ragusa_tui.table.local import LocalTable


def unfinished_autosave(folder: Path) -> Path:
    """An unfinished game saved the way the game saves it, so Resume offers it."""
    folder.mkdir(parents=True, exist_ok=True)
    session = session_at(5, "place", nth=4)
    saver = Autosaver(folder / "standard-20250301-201500.json", print, claimed=False)
    session.after_apply.append(saver)
    session.apply(session.legal()[0])
    saver.release()
    return saver.path


def busy(app: RagusaApp) -> bool:
    """Whether the app or any screen or widget still has keys or messages queued."""
    pumps = [app, *(node for screen in app.screen_stack for node in screen.walk_children(with_self=True))]
    return any(pump._message_queue.qsize() for pump in pumps)


async def settle(app: RagusaApp, pilot: Pilot[Any]) -> None:
    while busy(app):
        await asyncio.sleep(0.05)
    await pilot.pause()
    await pilot.pause()


def test_the_start_screens_buttons_ask_the_app() -> None:
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        start = app.screen
        assert isinstance(start, StartScreen)
        await pilot.click("#load")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is start
        await pilot.click("#new")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is start
        await pilot.click("#quit")
        await pilot.pause()
        assert not app.is_running  # no game in progress: it quits at once

    drive(app, script)


def opened_games(app: RagusaApp, monkeypatch: pytest.MonkeyPatch) -> list[Path | None]:
    """The files of the games `app` opens, one entry a game opened."""
    opened: list[Path | None] = []

    def open_game(session: LocalTable, save_path: Path | None = None, lock: Any = None) -> None:
        opened.append(save_path)
        real(session, save_path, lock)

    real = app.open_game
    monkeypatch.setattr(app, "open_game", open_game)
    return opened


def test_resume_pressed_twice_plays_the_game_once(private_save_dir: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = unfinished_autosave(private_save_dir)
    app = RagusaApp()
    opened = opened_games(app, monkeypatch)

    async def script(pilot: Pilot[Any]) -> None:
        start = app.screen
        assert isinstance(start, StartScreen) and start.resume_entry is not None
        for _ in range(2):  # both queued before the first has acted
            app.post_message(events.Key("r", "r"))
        await settle(app, pilot)
        assert isinstance(app.screen, GameScreen)
        assert [type(s) for s in app.screen_stack[1:]] == [StartScreen, GameScreen]
        assert not any(isinstance(s, InUseScreen) for s in app.screen_stack)
        assert opened == [path]

    drive(app, script)


def test_enter_twice_on_the_load_screen_plays_the_game_once(private_save_dir: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    path = unfinished_autosave(private_save_dir)
    app = RagusaApp()
    opened = opened_games(app, monkeypatch)

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        for _ in range(2):
            app.post_message(events.Key("enter", "\r"))
        await settle(app, pilot)
        assert [type(s) for s in app.screen_stack[1:]] == [StartScreen, GameScreen]
        assert opened == [path]

    drive(app, script)


def test_the_end_screens_new_game_button_sets_up_a_new_game() -> None:
    app = RagusaApp(session=session_at(6, None))

    async def script(pilot: Pilot[Any]) -> None:
        assert isinstance(app.screen, EndScreen)
        await pilot.click("#new")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert [type(s) for s in app.screen_stack[1:]] == [StartScreen, NewGameScreen]

    drive(app, script)


def test_a_request_from_a_screen_no_longer_on_top_asks_nothing() -> None:
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        start = app.screen
        assert isinstance(start, StartScreen)
        app.action_load_game()
        await pilot.pause()
        load = app.screen
        assert isinstance(load, LoadScreen)
        start.post_message(NewGameAsked(start))  # a click that arrives late
        await pilot.pause()
        assert app.screen is load
        load.post_message(NewGameAsked(load))  # the screen on top: carried out
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)

    drive(app, script)
