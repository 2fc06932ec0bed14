"""Quit and resume bring the screen back as it was: the map's cursor on its
spot, the spot numbers shown or not, and the log's "Since ...'s last
decision" lines where they were written. These are the seat's screen, not
the game: they are kept beside the game in its save, with no words in them
(a save is the same in every language), an old save without them still
loads, and a value edited by hand is ignored."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from support.app_table import act_once, asking, screen_text, solo
from support.waiting import until
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.confirm import ConfirmScreen
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.start import StartScreen
from ragusa_tui.app.widgets.board_map import SPOTS, BoardMap
from ragusa_tui.app.widgets.event_log import EventLog
from ragusa_tui.table.autosave import restore
from ragusa_tui.table.seating import KEY

SPOT = 77


def drive(app: RagusaApp, script: Callable[[Pilot[Any]], Awaitable[None]]) -> None:
    async def run() -> None:
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(run())


def game_screen(app: RagusaApp) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


def since_lines(app: RagusaApp) -> list[str]:
    """Every "Since ..." line in the log, as drawn (the whole log, not only
    the part in sight)."""
    log = game_screen(app).query_one(EventLog)
    return [strip.text.strip() for strip in log.lines if "Since " in strip.text]


def only_file(folder: Path) -> Path:
    files = sorted(folder.glob("*.json"))
    assert len(files) == 1, files
    return files[0]


async def _to_a_house_to_build(app: RagusaApp, pilot: Pilot[Any]) -> None:
    """Play on (Enter) until Ann builds again after a few turns, on the map,
    with the log holding two "Since" lines at least."""
    screen = game_screen(app)
    game = screen.session.game
    while True:
        await until(pilot, lambda: not screen.bots.running, "the bots' moves shown")
        d = game.pending
        assert d is not None and len(game.history) < 80
        if d.kind == "place" and asking(app) is None and len(since_lines(app)) >= 2:
            return
        await act_once(app, pilot)


def test_quit_and_resume_keep_the_cursor_the_spot_numbers_and_the_since_lines(private_save_dir: Path) -> None:
    app = RagusaApp(setup=solo(5, 0.0))
    kept: dict[str, Any] = {}

    async def play_then_quit(pilot: Pilot[Any]) -> None:
        await _to_a_house_to_build(app, pilot)
        board_map = game_screen(app).query_one(BoardMap)
        assert board_map.mode == SPOTS
        await pilot.press(*str(SPOT))  # typed as a player does: the cursor goes to spot 77
        await pilot.press("n")  # and the free spots show their numbers
        assert board_map.cursor == SPOT and board_map.numbers
        kept.update(since=since_lines(app), history=list(game_screen(app).session.game.history))
        await pilot.press("ctrl+q")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")

    drive(app, play_then_quit)
    path = only_file(private_save_dir)
    saved = json.loads(path.read_text())
    assert saved["actions"] == [str(a) for a in kept["history"]]  # the game itself as it was
    screen = saved[KEY]["screen"]
    assert screen["cursor"] == SPOT and screen["numbers"] is True
    assert len(screen["since"]) == len(kept["since"])
    words = json.dumps(screen)
    assert "Since" not in words and "builds" not in words  # codes and arguments only: no language in it
    assert restore(path).session.screen.cursor == SPOT

    again = RagusaApp()

    async def resume(pilot: Pilot[Any]) -> None:
        assert isinstance(again.screen, StartScreen)
        await pilot.press("r")
        await until(pilot, lambda: any(isinstance(s, GameScreen) for s in again.screen_stack), "the game")
        screen = game_screen(again)
        await until(pilot, lambda: not screen.bots.running, "the bots' moves shown")
        await pilot.pause()
        board_map = screen.query_one(BoardMap)
        assert board_map.cursor == SPOT
        assert board_map.numbers
        assert since_lines(again) == kept["since"]
        assert f"Spot {SPOT}" in screen_text(again)  # the words under the map are the cursor's spot's

    drive(again, resume)


def _edited(path: Path, change: Callable[[dict[str, Any]], None]) -> None:
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))


@pytest.mark.parametrize("bad", [
    {"cursor": "77", "numbers": "yes", "since": "all"},
    {"cursor": 9999, "numbers": 1, "since": [{"at": -4, "seat": 7, "lines": [99999]}, {"at": 2, "lines": [1]}]},
    {"cursor": True, "since": [{"at": 3, "seat": 0, "lines": "x"}, {"at": 3, "seat": 0, "lines": [True]}, 5, None]},
    "not a dict",
], ids=["strings", "out-of-range", "odd-types", "no-dict"])
def test_a_hand_edited_screen_is_ignored_and_the_game_loads(private_save_dir: Path, bad: Any) -> None:
    app = RagusaApp(setup=solo(5, 0.0))

    async def play_then_quit(pilot: Pilot[Any]) -> None:
        await _to_a_house_to_build(app, pilot)
        await pilot.press("ctrl+q")
        await pilot.press("y")

    drive(app, play_then_quit)
    path = only_file(private_save_dir)

    def change(doc: dict[str, Any]) -> None:
        doc[KEY]["screen"] = bad

    _edited(path, change)
    restored = restore(path)  # loads, the bad values left out
    assert restored.session.game.history
    again = RagusaApp()

    async def resume(pilot: Pilot[Any]) -> None:
        await pilot.press("r")
        await until(pilot, lambda: any(isinstance(s, GameScreen) for s in again.screen_stack), "the game")
        screen = game_screen(again)
        await until(pilot, lambda: not screen.bots.running, "the bots' moves shown")
        await pilot.pause()
        assert screen.query_one(BoardMap).cursor is not None
        assert not again.recoveries  # nothing went wrong on the way

    drive(again, resume)
    _edited(path, lambda doc: doc[KEY].pop("screen", None))  # an old save, without them
    assert restore(path).session.game.history == restored.session.game.history
