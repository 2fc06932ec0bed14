"""Autosave, resume, the load screen and Save as, driven through the Pilot.

Every test saves into its own folder (tests/conftest.py)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import time
from collections.abc import Awaitable, Callable, Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
from support.app_table import act_once, asking, run_command, screen_text, session_at, setup
from support.savegames import folder_bytes, write_corrupt
from support.waiting import until
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Static

from ragusa_tui import saves
from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.confirm import ConfirmScreen
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.load import LoadScreen, detail
from ragusa_tui.app.screens.replay import ReplayScreen
from ragusa_tui.app.screens.save_as import SaveAsScreen
from ragusa_tui.app.screens.start import StartScreen
from ragusa_tui.engine import Game
from ragusa_tui.engine.record import to_json
from ragusa_tui.saves import load_save, write_atomic
from ragusa_tui.storage.ownership import claim
from ragusa_tui.table.autosave import name_problem, restore, resumable, save_text
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.recording import Recording

STAMP = datetime(2025, 3, 1, 20, 15, tzinfo=timezone.utc)


def drive(app: RagusaApp, script: Callable[[Pilot], Awaitable[None]],
          size: tuple[int, int] = (120, 40)) -> None:
    async def run() -> None:
        async with app.run_test(size=size, notifications=True) as pilot:
            await pilot.pause()
            await pilot.pause()
            await script(pilot)

    asyncio.run(run())


def game_screen(app: RagusaApp) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


def static_text(screen: Screen[Any], selector: str) -> str:
    """The words a Static shows (whole, however it wraps on screen)."""
    return str(screen.query_one(selector, Static).content)


def only_file(folder: Path) -> Path:
    files = sorted(folder.glob("*.json"))
    assert len(files) == 1, files
    return files[0]


def write_save(path: Path, session: LocalTable, autosave: bool, when: datetime = STAMP) -> None:
    """A save as the app writes it, with a fixed date (for stable snapshots);
    an autosave is also noted in its folder's ledger, as the app does."""
    write_atomic(path, save_text(session, autosave, when))
    if autosave:
        claim(path)


# ------------------------------------------------------------ autosave & resume
def test_quit_mid_game_and_resume_to_the_identical_state(private_save_dir: Path) -> None:
    app = RagusaApp(setup=setup(3, handover=False))
    kept: dict[str, Any] = {}

    async def play_then_quit(pilot: Pilot) -> None:
        session = game_screen(app).session
        path = only_file(private_save_dir)  # written as the game starts
        assert load_save(path).history == []
        while len(session.game.history) < 12 or asking(app) is None:
            await act_once(app, pilot)
            app.flush_autosave()
            assert load_save(path).history == session.game.history  # saved after every action
            assert len(session.game.history) < 60
        kept.update(game=session.game.copy(), log=list(session.log), path=path,
                    title=asking(app).prompt.title, colours=session.colours)
        await pilot.press("ctrl+q")
        assert isinstance(app.screen, ConfirmScreen)
        assert "The game is saved" in screen_text(app)
        await pilot.press("y")

    drive(app, play_then_quit)
    assert only_file(private_save_dir) == kept["path"]

    again = RagusaApp()

    async def resume(pilot: Pilot) -> None:
        assert isinstance(again.screen, StartScreen)
        assert "Resume" in screen_text(again) and "Ann, Bo, Cy" in screen_text(again)
        assert "Resume" in [c.title for c in again.get_system_commands(again.screen)]
        await pilot.press("r")
        await pilot.pause()
        session = game_screen(again).session
        game: Game = kept["game"]
        assert session.game == game and session.game.history == game.history
        assert session.game.snapshot(None) == game.snapshot(None)
        assert session.log == kept["log"] and session.colours == kept["colours"]
        assert asking(again) is not None
        assert asking(again).prompt.title == kept["title"]  # the decision in progress, again
        await act_once(again, pilot)
        again.flush_autosave()
        assert load_save(kept["path"]).history == session.game.history  # the same file goes on

    drive(again, resume)
    assert only_file(private_save_dir) == kept["path"]


def test_resume_offers_the_newest_unfinished_autosave_only(private_save_dir: Path) -> None:
    private_save_dir.mkdir()
    done = session_at(6, None)
    older, newer = session_at(4, "place", nth=4), session_at(5, "place", nth=6)
    write_save(private_save_dir / "older.json", older, autosave=True)
    write_save(private_save_dir / "newer.json", newer, autosave=True)
    write_save(private_save_dir / "copy.json", newer, autosave=False)
    write_save(private_save_dir / "done.json", done, autosave=True)
    for age, name in enumerate(("done", "copy", "newer", "older")):
        os.utime(private_save_dir / f"{name}.json", (time.time() - age, time.time() - age))
    (private_save_dir / "broken.json").write_text("{")
    entry = resumable()
    assert entry is not None and entry.path.name == "newer.json"

    restored = restore(private_save_dir / "copy.json")
    assert restored.session.game == newer.game and not restored.own_file
    assert restore(entry.path).own_file


def test_a_named_save_plays_on_in_a_new_autosave(private_save_dir: Path) -> None:
    private_save_dir.mkdir()
    named = private_save_dir / "friday.json"
    write_save(named, session_at(4, "place", nth=4), autosave=False)
    before = named.read_bytes()
    app = RagusaApp()

    async def script(pilot: Pilot) -> None:
        assert "Resume" not in screen_text(app)  # a copy is loaded, not resumed
        await pilot.press("l")
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("enter")
        await pilot.pause()
        session = game_screen(app).session
        await act_once(app, pilot)
        app.flush_autosave()
        files = sorted(p.name for p in private_save_dir.glob("*.json"))
        assert len(files) == 2 and "friday.json" in files
        new = next(p for p in private_save_dir.glob("*.json") if p.name != "friday.json")
        assert load_save(new).history == session.game.history

    drive(app, script)
    assert named.read_bytes() == before


def test_a_failing_autosave_is_reported_and_the_game_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the saves folder should be")
    monkeypatch.setenv(saves.SAVE_DIR_ENV, str(blocker / "saves"))
    app = RagusaApp(setup=setup(3, handover=False))

    async def script(pilot: Pilot) -> None:
        await until(pilot, lambda: "Autosave failed" in screen_text(app), "the autosave's notice")
        for _ in range(4):
            await act_once(app, pilot)
        assert len(game_screen(app).session.game.history) == 4

    drive(app, script)


def words(app: RagusaApp) -> str:
    """The words on screen, however they wrap (notices' edges left out)."""
    return " ".join(screen_text(app).replace("▌", " ").replace("┃", " ").split())


def test_a_failing_autosave_is_told_at_every_hand_over_and_quitting_says_what_is_lost(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ragusa_tui.app.screens.handover import HandOverScreen

    blocker = tmp_path / "saves"
    blocker.write_text("a file where the saves folder should be")
    monkeypatch.setenv(saves.SAVE_DIR_ENV, str(blocker))
    app = RagusaApp(setup=setup(3, handover=True))
    why = "a file has the name its folder should have"

    async def script(pilot: Pilot) -> None:
        await until(pilot, lambda: "Autosave failed" in words(app), "the autosave's notice")
        for _ in range(2):  # each player is told, not only the first
            assert isinstance(app.screen, HandOverScreen)
            text = words(app)
            assert text.count("Autosave failed") == 1 and why in text
            await pilot.press("enter")
            await act_once(app, pilot)
            while not isinstance(app.screen, HandOverScreen):
                await act_once(app, pilot)
        await pilot.press("enter")
        await pilot.press("ctrl+q")
        assert isinstance(app.screen, ConfirmScreen) and "Quit Ragusa?" in screen_text(app)
        question = app.screen.question
        assert question.startswith("Quit Ragusa? The game could not be saved: Cannot save to")
        assert why in question and question.endswith("Quitting now loses what was not saved.")

    drive(app, script)


# ------------------------------------------------------------------ save as
@pytest.mark.parametrize("over", [False, True])
def test_save_as_tells_what_happens_to_the_game_itself(over: bool, private_save_dir: Path) -> None:
    app = RagusaApp(session=session_at(6, None if over else "place"))

    async def script(pilot: Pilot) -> None:
        app.action_save_as()
        await pilot.pause()
        assert isinstance(app.screen, SaveAsScreen)
        text = str(app.screen.query_one(".hint", Static).render())
        assert ("this finished game stays saved as it is" in text) == over
        assert ("this game keeps saving itself as before" in text) != over

    drive(app, script)


def test_save_as_writes_a_named_copy_and_never_replaces_a_file(private_save_dir: Path) -> None:
    app = RagusaApp(setup=setup(3, handover=False))

    async def script(pilot: Pilot) -> None:
        for _ in range(5):
            await act_once(app, pilot)
        session = game_screen(app).session
        await run_command(pilot, "save as")
        assert isinstance(app.screen, SaveAsScreen)
        await pilot.press(*"a/b", "enter")
        assert "cannot start with a dot or hold /" in static_text(app.screen, "#save-as-error")
        app.screen.query_one("#save-as-name").value = ""  # type: ignore[attr-defined]
        await pilot.press(*"friday", "enter")
        await pilot.pause()
        copy = private_save_dir / "friday.json"
        assert load_save(copy) == session.game
        assert not isinstance(app.screen, SaveAsScreen)
        first = copy.read_bytes()
        await act_once(app, pilot)  # the autosave goes on; the copy stays as it was
        assert copy.read_bytes() == first
        app.action_save_as()
        await pilot.pause()
        await pilot.press(*"friday.json", "enter")
        assert "exists already" in static_text(app.screen, "#save-as-error")
        await pilot.press("escape")
        assert copy.read_bytes() == first

    drive(app, script)
    assert name_problem("") and name_problem(".hidden") and name_problem("x" * 41)
    assert name_problem("Friday evening (2)") is None


# -------------------------------------------------------------- load screen
def test_a_corrupt_save_shows_the_loaders_error_and_is_left_untouched(
        private_save_dir: Path) -> None:
    private_save_dir.mkdir()
    good = session_at(4, "place", nth=4)
    write_save(private_save_dir / "good.json", good, autosave=True)
    text = to_json(good.game)
    phrases = {name: write_corrupt(private_save_dir / f"{name}.json", text, corruption)
               for name, corruption in (("cut", "truncated"), ("edited", "illegal action"))}
    os.utime(private_save_dir / "good.json", (time.time() - 60, time.time() - 60))
    before = folder_bytes(private_save_dir)
    app = RagusaApp()

    async def script(pilot: Pilot) -> None:
        await pilot.press("l")
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        assert "unreadable: the file is…" in screen_text(app)
        for name in ("cut", "edited"):
            row = next(i for i, e in enumerate(screen.entries) if e.path.stem == name)
            screen.query_one("#saves").move_cursor(row=row)  # type: ignore[attr-defined]
            await pilot.pause()
            for key in ("enter", "r"):
                await pilot.press(key)
                await pilot.pause()
                assert app.screen is screen
                shown = static_text(screen, "#load-detail")
                assert "Cannot load" in shown and f"{name}.json" in shown
                assert phrases[name] in shown and "The file is left as it is." in shown, shown
        table = screen.query_one("#saves")
        for key, row in (("home", 0), ("end", len(screen.entries) - 1)):  # the first, the last save
            await pilot.press(key)
            assert table.cursor_row == row  # type: ignore[attr-defined]
            assert static_text(screen, "#load-detail") == detail(screen.entries[row]).plain
        good_row = next(i for i, e in enumerate(screen.entries) if e.path.stem == "good")
        screen.query_one("#saves").move_cursor(row=good_row)  # type: ignore[attr-defined]
        await pilot.press("enter")
        await pilot.pause()
        assert game_screen(app).session.game == good.game

    drive(app, script)
    assert folder_bytes(private_save_dir) == before


def test_a_finished_game_opens_in_the_replay_viewer(private_save_dir: Path) -> None:
    private_save_dir.mkdir()
    write_save(private_save_dir / "done.json", session_at(6, None), autosave=True)
    app = RagusaApp()

    async def script(pilot: Pilot) -> None:
        assert "Resume" not in screen_text(app)
        await pilot.press("l", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, StartScreen)

    drive(app, script)


@pytest.fixture
def fixed_clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """UTC, so dates on screen do not depend on the machine's time zone."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_load_screen_snapshot(snap_compare: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                              fixed_clock: None) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(saves.SAVE_DIR_ENV, "saves")  # a short, stable folder name on screen
    folder = tmp_path / "saves"
    folder.mkdir()
    write_save(folder / "standard-20250301-201500.json", session_at(4, "place", nth=7), True)
    write_save(folder / "friday.json", session_at(6, None), False,
               datetime(2025, 2, 28, 22, 40, tzinfo=timezone.utc))
    (folder / "cut-short.json").write_text('{"format": "ragusa-game", "vers')
    stamp = datetime(2025, 2, 27, 9, 5, tzinfo=timezone.utc).timestamp()
    os.utime(folder / "cut-short.json", (stamp, stamp))
    os.utime(folder / "friday.json", (stamp + 60, stamp + 60))
    os.utime(folder / "standard-20250301-201500.json", (stamp + 120, stamp + 120))

    async def open_load(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()

    assert snap_compare(RagusaApp(), terminal_size=(120, 40), run_before=open_load)


def test_no_key_crashes_the_load_screen_or_save_as_and_no_save_changes(
        private_save_dir: Path) -> None:
    private_save_dir.mkdir()
    write_save(private_save_dir / "named.json", session_at(4, "place", nth=4), autosave=False)
    write_save(private_save_dir / "done.json", session_at(6, None), autosave=False)
    (private_save_dir / "bad.json").write_text("not a save")
    before = folder_bytes(private_save_dir)
    keys = ["l", "r", "enter", "escape", "up", "down", "tab", "space", "home", "end", "left",
            "right", "pageup", "pagedown", "1", "x", "question_mark", "escape"]
    rng = random.Random(12)
    app = RagusaApp()

    async def script(pilot: Pilot) -> None:
        for i in range(45):
            if i % 20 == 10:
                app.action_save_as()  # also from inside a game, when one is open
            await pilot.press(rng.choice(keys))
        assert app.is_running

    drive(app, script)
    after = folder_bytes(private_save_dir)
    assert {name: after[name] for name in before} == before


@pytest.mark.parametrize("entry", ["garbage", {"colours": ["Red", "Red", "Pink"], "handover": 3},
                                   {"colours": "Red"}, None])
def test_a_hand_edited_app_entry_falls_back_to_defaults(private_save_dir: Path, entry: Any) -> None:
    session = session_at(4, "place", nth=3)
    doc = json.loads(save_text(session, autosave=True))
    doc["app"] = entry
    path = private_save_dir / "edited.json"
    write_atomic(path, json.dumps(doc))
    restored = restore(path)
    assert restored.session.game == session.game and not restored.own_file
    assert [c.name for c in restored.session.colours] == ["Red", "Blue", "Green"]
    assert restored.session.setup.handover
    assert Recording.load(path).colours == restored.session.colours


@pytest.mark.parametrize(("seed", "won"), [(1, False), (3, True)])
def test_a_finished_solo_game_is_listed_as_the_humans_win_or_loss(tmp_path: Path, seed: int,
                                                                   won: bool) -> None:
    from ragusa_tui.ai import make_agent
    from ragusa_tui.app.screens.load import row
    from ragusa_tui.table.setup import GameSetup

    session = LocalTable(GameSetup(("Ann",), ("Red",), seed, False, "solo"))
    agent = make_agent("medium", seed)
    while not session.over:
        session.apply(agent.choose(session.game))
    assert all(session.game.final_scores().beats.values()) == won
    path = tmp_path / "solo.json"
    path.write_text(save_text(session, autosave=False))
    entry = saves.read_entry(path)
    status = str(row(entry)[2])
    assert status == ("finished: Ann won" if won else "finished: Ann lost")
    assert not entry.summary_differs
    # A file written before summaries said who won a solo game still matches its actions.
    doc = json.loads(path.read_text())
    del doc["summary"]["human_won"]
    path.write_text(json.dumps(doc))
    assert not saves.read_entry(path).summary_differs
