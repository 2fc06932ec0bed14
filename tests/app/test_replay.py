"""The replay viewer (from a file, through the Pilot) and `ragusa replay`."""

from __future__ import annotations

import asyncio
import io
import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from support.app_table import choose_command, screen_text, session_at
from support.savegames import play, start, write_corrupt
from support.waiting import until
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.replay import ReplayScreen, SecretCards
from ragusa_tui.app.widgets.step_bar import StepBar
from ragusa_tui.cli import main
from ragusa_tui.engine.replay import Replay
from ragusa_tui.engine.scoring import bonus_title
from ragusa_tui.saves import load_record, save_game, write_atomic
from ragusa_tui.table.autosave import save_text
from ragusa_tui.table.frame import position_of
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.recording import Recording
from ragusa_tui.table.setup import GameSetup


def drive(app: RagusaApp, script: Callable[[Pilot], Awaitable[None]]) -> None:
    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(run())


@pytest.fixture
def finished_save(tmp_path: Path) -> Path:
    path = tmp_path / "finished.json"
    write_atomic(path, save_text(session_at(6, None), autosave=False))
    return path


@pytest.fixture
def unfinished_save(tmp_path: Path) -> Path:
    game = play(start("standard", 3), random.Random(3), steps=40)
    return save_game(game, tmp_path / "unfinished.json")


def plain(renderable: Any) -> str:
    """The text of a Rich renderable, on one long line per line."""
    console = Console(width=400, file=io.StringIO(), record=True)
    console.print(renderable)
    return console.export_text()


def viewer(app: RagusaApp) -> ReplayScreen:
    screen = app.screen
    assert isinstance(screen, ReplayScreen), screen
    return screen


def test_the_replays_keys_are_in_the_palette(finished_save: Path) -> None:
    recording = Recording.load(finished_save)
    app = RagusaApp(replay=recording)

    async def script(pilot: Pilot) -> None:
        screen = viewer(app)
        titles = {c.title for c in app.get_system_commands(screen)}
        assert {"Next turn", "Previous turn", "First step", "Last step", "Close replay"} <= titles
        await choose_command(pilot, "Next turn")
        assert screen.index == recording.next_turn(0) > 0
        await choose_command(pilot, "Last step")
        assert screen.index == len(recording)
        await choose_command(pilot, "Previous turn")
        assert screen.index == recording.previous_turn(len(recording))
        await choose_command(pilot, "First step")
        assert screen.index == 0

    drive(app, script)


def test_stepping_forward_and_back_matches_the_engine(finished_save: Path) -> None:
    engine = Replay(load_record(finished_save))
    n = len(engine)
    places = [i + 1 for i, a in enumerate(engine.actions) if a.kind == "place"]
    app = RagusaApp(replay=Recording.load(finished_save))
    # Each key and the step it must lead to (from the step before).
    after = places[0]
    moves = [("right", 1), ("right", 2), ("right", 3), ("left", 2), ("pagedown", after),
             ("pagedown", min(p for p in places if p > after)), ("pageup", after),
             ("end", n), ("right", n), ("pageup", places[-2] if places[-1] == n else places[-1]),
             ("home", 0), ("left", 0), ("l", 1), ("h", 0)]

    async def script(pilot: Pilot) -> None:
        screen = viewer(app)
        assert screen.index == 0
        for key, index in moves:
            await pilot.press(key)
            assert screen.index == index, key
            shown = screen.recording.state(screen.index)
            assert shown == position_of(engine.seek(index).game.snapshot(None))
            text = screen_text(app)
            assert f"Step {index} of {n} · Round {engine.seek(index).game.round} of" in text
            vps = [str(p.vp) for p in shown.mats]
            mats_vp = next(line for line in text.splitlines() if "│ VP " in line)
            assert mats_vp.split("│ VP ", 1)[1].split() == vps
            if index:
                action = engine.actions[index - 1]
                if action.kind == "place":
                    assert f"builds a house on spot {action.arg}" in text

    drive(app, script)


@pytest.mark.parametrize("mode", ["standard", "duel"])
def test_the_replay_log_is_the_games_log(tmp_path: Path, mode: str) -> None:
    names, colours = (("Ann", "Bo", "Cy"), ("Red", "Blue", "Green")) if mode == "standard" \
        else (("Ann", "Bo"), ("Red", "Green"))
    session = LocalTable(GameSetup(names, colours, seed=5, mode=mode))
    rng = random.Random(5)
    while not session.over:
        session.apply(rng.choice(session.legal()))
    path = tmp_path / "game.json"
    write_atomic(path, save_text(session, autosave=True))
    recording = Recording.load(path)
    assert recording.lines == session.log  # the same lines, messages and all
    assert recording.colours == session.colours and recording.over
    assert recording.words(len(recording)).endswith(("wins.", "win."))  # the result at the last step


def test_a_finished_game_shows_every_card_an_unfinished_one_none(
        finished_save: Path, unfinished_save: Path) -> None:
    done = Recording.load(finished_save)
    last = done.seek(-1).game
    titles = [bonus_title(last.board, c) for seat in range(last.n) for c in last.bonus[seat]]
    app = RagusaApp(replay=done, replay_step=len(done))

    async def finished(pilot: Pilot) -> None:
        text = screen_text(app)
        assert "every bonus card is shown" in text
        cards = plain(viewer(app).query_one(SecretCards).content)
        assert titles and all(t in cards for t in titles)

    drive(app, finished)

    open_game = Recording.load(unfinished_save)
    game = open_game.seek(-1).game
    hidden = {bonus_title(game.board, c) for seat in range(game.n) for c in game.bonus[seat]}
    app = RagusaApp(replay=open_game, replay_step=len(open_game))

    async def unfinished(pilot: Pilot) -> None:
        cards = plain(viewer(app).query_one(SecretCards).content)
        assert hidden and "stay secret" in cards and not any(t in cards for t in hidden)
        assert "bonus cards stay secret" in screen_text(app)

    drive(app, unfinished)


def test_the_bar_seeks_and_no_key_changes_the_game(finished_save: Path) -> None:
    recording = Recording.load(finished_save)
    app = RagusaApp(replay=recording)
    keys = ["right", "left", "pageup", "pagedown", "home", "end", "enter", "space", "tab", "up",
            "down", "f", "1", "x", "ctrl+s", "question_mark", "escape"]
    rng = random.Random(4)

    async def script(pilot: Pilot) -> None:
        screen = viewer(app)
        bar = screen.query_one(StepBar)
        await pilot.click(bar, offset=(bar.size.width // 2, 0))
        assert abs(screen.index - len(recording) // 2) <= 2
        map_widget = screen.query_one("#replay-map")
        await pilot.click(map_widget, offset=(20, 8))
        for _ in range(60):
            key = rng.choice(keys)
            if key == "escape" and isinstance(app.screen, ReplayScreen):
                continue  # Esc on the viewer itself quits: tried last
            await pilot.press(key)
        await pilot.press("escape")
        await pilot.pause()
        assert len(recording) == len(recording.replay.actions)

    drive(app, script)
    assert app.return_code in (0, None)
    assert Recording.load(finished_save).seek(-1).game.is_over


def test_replay_viewer_snapshot(snap_compare: Any, finished_save: Path) -> None:
    recording = Recording.load(finished_save)
    assert snap_compare(RagusaApp(replay=recording, replay_step=recording.turns[20]),
                        terminal_size=(120, 40))


# ------------------------------------------------------------ ragusa replay
def test_replay_command_errors_are_one_clean_line(
        tmp_path: Path, finished_save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    def error(*args: str, code: int) -> str:
        assert main(["replay", *args]) == code
        captured = capsys.readouterr()
        lines = captured.err.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in captured.err, captured.err
        return lines[0]

    assert "there is no such file" in error(str(tmp_path / "nowhere.json"), code=1)
    bad = tmp_path / "cut.json"
    phrase = write_corrupt(bad, finished_save.read_text(), "truncated")
    line = error(str(bad), code=1)
    assert line.startswith("ragusa replay: Cannot load") and phrase in line
    assert "outside this game" in error(str(finished_save), "--step", "9999", code=2)
    # A valid save, but no terminal to show it in (as under pytest).
    assert "played in a terminal" in error(str(finished_save), "--step", "-1", code=1)


def test_replay_command_finds_a_save_by_name(private_save_dir: Path, finished_save: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    private_save_dir.mkdir()
    (private_save_dir / "evening.json").write_bytes(finished_save.read_bytes())
    opened: list[tuple[Recording, int]] = []
    monkeypatch.setattr("ragusa_tui.cli.run_app", lambda r, s: opened.append((r, s)) or 0)
    assert main(["replay", "evening", "--step", "-1"]) == 0
    recording, step = opened[0]
    assert recording.title == "evening.json" and step == len(recording)


def test_replay_help_shows_keys_and_examples(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["replay", "--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert "examples:" in out and "ragusa replay" in out and "PgUp" in out


def test_the_last_step_shows_the_whole_result(tmp_path: Path) -> None:
    names = ("Annabel", "Bartholomew", "Cyrille", "Dimitrios", "Evangeline")
    session = LocalTable(GameSetup(names, ("Red", "Blue", "Green", "Yellow", "Purple"), 7, False, "standard"))
    pick = random.Random(3)
    while not session.over:
        session.apply(pick.choice(session.legal()))
    path = tmp_path / "five.json"
    write_atomic(path, save_text(session, autosave=False))
    app = RagusaApp(replay=Recording.load(path))

    async def script(pilot: Pilot) -> None:
        await pilot.press("end")
        text = " ".join(screen_text(app).split())
        winners = " and ".join(session.game.names[p] for p in session.game.final_scores().winners)
        assert f"{winners} win" in text  # the end of the line, on a second line if need be
        await pilot.resize_terminal(100, 30)
        await until(pilot, lambda: app.screen.query_one("#replay-title").size.width < 100, "the new size laid out")
        await pilot.pause()
        top = screen_text(app).splitlines()[0].rstrip()
        assert "five.json · read-only · finished" in top and top.endswith("…")  # names cut last

    drive(app, script)


@pytest.mark.parametrize("mode", ["solo", "standard"])
def test_the_deal_is_told_whole_and_its_events_are_in_the_log(tmp_path: Path, mode: str) -> None:
    names, colours = (("Ann",), ("Red",)) if mode == "solo" else (("Ann", "Bo", "Cy"),
                                                                  ("Red", "Blue", "Green"))
    session = LocalTable(GameSetup(names, colours, seed=3, handover=False, mode=mode))
    deal = list(session.log)
    for _ in range(3):
        session.apply(session.legal()[0])
    path = tmp_path / "deal.json"
    write_atomic(path, save_text(session, autosave=True))
    app = RagusaApp(replay=Recording.load(path))

    async def script(pilot: Pilot) -> None:
        text = " ".join(screen_text(app).split())
        start = next(x.text for x in session.log if x.kind == "start")
        assert f"Step 0 of 3 · Round 1 of {session.game.rounds} · The deal: {start[:-1]}" in text
        assert "are in the log)." in text  # to its end, not cut off
        assert [line.kind for line in deal[:5]] == ["harbour"] * 5  # the ships drawn,
        assert deal[-1].text[:40] in text  # and all the deal is in the log, to its last line

    drive(app, script)
