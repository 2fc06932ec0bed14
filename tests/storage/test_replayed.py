"""What a save file says about itself is not trusted: whether its game is
over (and its ranking) comes from replaying the actions, and whether it is a
game's own autosave from the folder's ledger, not from the file alone."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path

import pytest
from support.app_table import screen_text, session_at
from support.crafted import ESC_TITLE

from ragusa_tui import replayed
from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.game import GameScreen
from ragusa_tui.app.screens.load import LoadScreen, detail
from ragusa_tui.app.screens.replay import ReplayScreen
from ragusa_tui.app.screens.start import StartScreen
from ragusa_tui.cli import main
from ragusa_tui.saves import list_saves, load_save, write_atomic
from ragusa_tui.storage.ownership import claim
from ragusa_tui.table.autosave import restore, resumable, save_text

MALLORY = [{"name": f"{ESC_TITLE}Mallory", "total": 99, "rank": 1}]


def lying_autosave(folder: Path, over: bool) -> Path:
    """An autosave of a game in progress (or finished) whose summary says the opposite."""
    folder.mkdir(exist_ok=True)
    session = session_at(5, "place", nth=4) if not over else session_at(6, None)
    doc = json.loads(save_text(session, autosave=True))
    doc["summary"].update(over=not over, ranking=None if over else MALLORY, round=9)
    path = folder / "standard-20250301-201500.json"
    write_atomic(path, json.dumps(doc))
    claim(path)
    return path


def test_a_summary_claiming_the_end_of_an_unfinished_game_is_not_believed(
        private_save_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = lying_autosave(private_save_dir, over=False)
    before = path.read_bytes()
    (entry,) = list_saves()
    assert entry.stored is not None and entry.stored.over
    assert entry.summary is not None and not entry.summary.over and entry.summary.ranking is None
    assert entry.summary_differs and "does not match its actions" in detail(entry).plain
    assert "(it says the game is over, round 9, another final ranking)" in detail(entry).plain
    assert resumable() == entry  # Resume offers it: the actions say it goes on

    assert main(["saves"]) == 0
    out = capsys.readouterr().out
    assert "in progress" in out and "the stored summary differs" in out and "Mallory" not in out

    app = RagusaApp()

    async def script() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, LoadScreen)
            text = screen_text(app)
            assert "Mallory" not in text and "* in progress" in text
            assert "does not match its actions" in text
            await pilot.press("enter")  # plays on (not a replay): the game is not over
            await pilot.pause()
            assert any(isinstance(s, GameScreen) for s in app.screen_stack)

    asyncio.run(script())
    assert path.read_bytes() == before  # nothing played yet: nothing written


def test_a_summary_hiding_the_end_of_a_finished_game_is_not_believed(private_save_dir: Path) -> None:
    lying_autosave(private_save_dir, over=True)
    (entry,) = list_saves()
    assert entry.summary is not None and entry.summary.over and entry.summary.ranking
    assert entry.summary_differs and resumable() is None


def test_replays_are_remembered_by_content_and_time(private_save_dir: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    path = lying_autosave(private_save_dir, over=False)
    calls: list[int] = []
    real = replayed.replay
    monkeypatch.setattr(replayed, "replay", lambda record: calls.append(1) or real(record))
    replayed._cache.clear()
    list_saves()
    list_saves()
    assert len(calls) == 1
    doc = json.loads(path.read_text())
    doc["actions"].pop()
    path.write_text(json.dumps(doc))  # another content: replayed again
    (entry,) = list_saves()
    assert len(calls) == 2 and entry.summary is not None and entry.summary.actions == len(doc["actions"])


def test_a_hand_copied_autosave_is_never_written_over(private_save_dir: Path, tmp_path: Path) -> None:
    own = lying_autosave(private_save_dir, over=False)
    copy = private_save_dir / "backup.json"
    shutil.copy(own, copy)
    elsewhere = tmp_path / "usb" / own.name
    elsewhere.parent.mkdir()
    shutil.copy(own, elsewhere)
    assert restore(own).own_file
    assert not restore(copy).own_file and not restore(elsewhere).own_file
    assert json.loads(copy.read_text())["app"]["autosave"] is True  # it claims to be one
    assert resumable() is not None and resumable().path == own  # type: ignore[union-attr]

    before = copy.read_bytes()
    app = RagusaApp()

    async def script() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            restored = restore(copy)
            from ragusa_tui.app.play_saved import play_saved

            play_saved(app, restored)
            await pilot.pause()
            game = next(s for s in app.screen_stack if isinstance(s, GameScreen)).session
            game.apply(game.legal()[0])

    asyncio.run(script())
    assert copy.read_bytes() == before
    newest = max(private_save_dir.glob("*.json"), key=lambda p: p.stat().st_mtime_ns)
    assert newest not in (own, copy) and len(load_save(newest).history) == len(load_save(copy).history) + 1


def test_a_finished_game_whose_summary_says_otherwise_opens_as_a_replay(private_save_dir: Path) -> None:
    lying_autosave(private_save_dir, over=True)
    app = RagusaApp()

    async def script() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, StartScreen) and app.screen.resume_entry is None
            await pilot.press("l")
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, ReplayScreen)

    asyncio.run(script())


def test_the_box_says_what_a_stored_summary_gets_wrong_and_only_that(private_save_dir: Path) -> None:
    path = lying_autosave(private_save_dir, over=False)
    doc = json.loads(path.read_text())
    replayed = list_saves()[0].summary
    assert replayed is not None
    doc["summary"].update(over=replayed.over, ranking=None, round=replayed.round,
                          players=["[blink]Mallory[/]", *replayed.players[1:]])  # only a name differs
    write_atomic(path, json.dumps(doc))
    (entry,) = list_saves()
    text = detail(entry).plain
    assert entry.summary_differs and "(it says other players); this is what the actions say." in text
    assert "Mallory" not in text
