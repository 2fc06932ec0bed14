"""The new-game form remembers the last mode, seats and options across runs,
in a hidden file beside the saves; a bad file is ignored quietly."""

from __future__ import annotations

import asyncio
import json
import os

import pytest
from textual.widgets import Input, RadioButton, Select

from ragusa_tui import saves
from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.new_game import NewGameScreen
from ragusa_tui.storage.form_memory import FILE_NAME, form_path
from ragusa_tui.table.last_setup import recall, remember
from ragusa_tui.table.setup import GameSetup

DUEL_WITH_COMPUTER = GameSetup(("Ann", "Bo"), ("Green", "Purple"), 7, False, "duel",
                               computers=("", "easy"))


def open_form(app: RagusaApp, check: object) -> None:
    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("n")
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
            await check(pilot)  # type: ignore[operator]

    asyncio.run(run())


def test_a_game_started_in_one_run_fills_the_form_of_the_next() -> None:
    async def start(pilot: object) -> None:
        app = pilot.app  # type: ignore[attr-defined]
        await pilot.click("#count-4")  # type: ignore[attr-defined]
        app.screen.query_one("#name-3", Input).value = "Zoe"
        await pilot.click("#handover")  # type: ignore[attr-defined]
        await pilot.click("#start")  # type: ignore[attr-defined]
        await pilot.pause()  # type: ignore[attr-defined]
        assert any(isinstance(s, GameScreen) for s in app.screen_stack)

    open_form(RagusaApp(), start)
    assert form_path().parent == saves.save_dir() and form_path().name == FILE_NAME
    assert json.loads(form_path().read_text())["names"][3] == "Zoe"
    assert all(e.path.name != FILE_NAME for e in saves.list_saves())  # not listed as a save

    async def check(pilot: object) -> None:
        screen = pilot.app.screen  # type: ignore[attr-defined]
        assert screen.query_one("#mode-standard", RadioButton).value
        assert screen.query_one("#count-4", RadioButton).value
        assert screen.query_one("#name-3", Input).value == "Zoe"
        assert not screen.query_one("#handover").value
        assert screen.query_one("#seed", Input).value == ""  # never the seed

    open_form(RagusaApp(), check)  # a new run: a new app


def test_solo_options_are_remembered() -> None:
    solo = GameSetup(("Zoe",), ("Green",), 3, True, "solo", ("human_first",))
    remember(solo)
    assert recall() == GameSetup(("Zoe",), ("Green",), None, True, "solo", ("human_first",))


def test_seats_and_computer_levels_come_back() -> None:
    remember(DUEL_WITH_COMPUTER)
    back = recall()
    assert back is not None and back.seed is None
    assert (back.mode, back.names, back.colours, back.handover, back.computers) == (
        "duel", ("Ann", "Bo"), ("Green", "Purple"), False, ("", "easy"))

    async def check(pilot: object) -> None:
        screen = pilot.app.screen  # type: ignore[attr-defined]
        assert screen.query_one("#mode-duel", RadioButton).value
        assert screen.query_one("#name-1", Input).value == "Bo"
        assert screen.query_one("#colour-1", Select).value == "Purple"
        assert screen.query_one("#who-1", Select).value == "easy"

    open_form(RagusaApp(), check)


GOOD = {"version": 1, "mode": "standard", "names": ["A", "B", "C"], "colours": ["Red", "Blue", "Green"],
        "handover": True, "options": [], "computers": []}


@pytest.mark.parametrize("content", [
    b"", b"not json", b"\xff\xfe", b"[1, 2]", b"null", b"[" * 5000,
    json.dumps({**GOOD, "version": 2}).encode(),
    json.dumps({**GOOD, "mode": "chess"}).encode(),
    json.dumps({**GOOD, "names": ["A", "A", "C"]}).encode(),
    json.dumps({**GOOD, "names": ["[b]x", "B", "C"]}).encode(),
    json.dumps({**GOOD, "names": ["A\x1b[2J", "B", "C"]}).encode(),
    json.dumps({**GOOD, "colours": ["Red", "Blue", "Mauve"]}).encode(),
    json.dumps({**GOOD, "colours": "Red"}).encode(),
    json.dumps({**GOOD, "handover": "yes"}).encode(),
    json.dumps({**GOOD, "options": ["cheat"]}).encode(),
    json.dumps({**GOOD, "computers": ["", "", "god"]}).encode(),
    json.dumps({**GOOD, "names": ["x" * 5000, "B", "C"]}).encode(),
])
def test_a_malformed_file_is_ignored_quietly(content: bytes) -> None:
    path = form_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    assert recall() is None


def test_a_good_file_is_read_and_an_unreadable_place_never_raises() -> None:
    path = form_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(GOOD))
    assert recall() == GameSetup(("A", "B", "C"), ("Red", "Blue", "Green"), None, True, "standard")
    path.unlink()
    assert recall() is None  # no file yet
    os.mkdir(path)  # a folder where the file should be: neither read nor written
    assert recall() is None
    remember(DUEL_WITH_COMPUTER)
    assert path.is_dir()


def test_the_form_opens_with_its_defaults_after_a_malformed_file() -> None:
    path = form_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "mode": "solo", "names": [3]}')

    async def check(pilot: object) -> None:
        screen = pilot.app.screen  # type: ignore[attr-defined]
        assert screen.query_one("#mode-standard", RadioButton).value

    open_form(RagusaApp(), check)
