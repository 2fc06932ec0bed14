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
from ragusa_tui.app.screens.replay import ReplayMap, ReplayScreen, SecretCards
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
        if mode == "solo":  # the Patrician's first moves come next, one a step, as the game showed them
            assert deal[-1].text[:40] not in text and start[:30] in text
            for _ in range(viewer(app).recording.bot_moves(0)):
                await pilot.press("right")
            assert viewer(app).index == 0
            text = " ".join(screen_text(app).split())
        assert deal[-1].text[:40] in text  # and all the deal is in the log, to its last line

    drive(app, script)


def _solo_game(tmp_path: Path) -> tuple[LocalTable, list[list[Any]], Path]:
    """A whole solo game and, for each step, the states the game showed its
    Patrician moves in (`shown_steps`), as it was played."""
    session = LocalTable(GameSetup(("Ann",), ("Red",), seed=5, mode="solo"))
    shown = [session.shown_steps()]
    pick = random.Random(2)
    while not session.over:
        session.apply(pick.choice(session.legal()))
        shown.append(session.shown_steps())
    path = tmp_path / "solo.json"
    write_atomic(path, save_text(session, autosave=False))
    return session, shown, path


@pytest.mark.thorough  # a whole game: the thorough profile's
def test_a_solo_replay_steps_through_the_patricians_moves_as_the_game_showed_them(tmp_path: Path) -> None:
    session, shown, path = _solo_game(tmp_path)
    recording = Recording.load(path)
    n = len(recording)
    moves = [recording.bot_moves(i) for i in range(n + 1)]
    assert sum(moves) > n  # more of the Patrician's moves than the human's decisions
    for i, (events, states) in enumerate(shown):
        steps = recording.bot_steps(i)
        assert (steps is not None) == bool(moves[i])
        if steps is None:
            continue
        # Each move's state is the one the game showed it in, as the human saw it (no card named).
        first = len(events) - sum(len(s.events) for s in steps.steps)
        ends = [first + sum(len(s.events) for s in steps.steps[:j]) for j in range(1, len(steps.steps) + 1)]
        for j, end in enumerate(ends, 1):
            want = states[end - 1]
            got = recording.state_at(i, j)
            assert [x.house for x in got.spots] == [x.house for x in want.spots], (i, j)
            assert got.walls == want.walls and [m.vp for m in got.mats] == [m.vp for m in want.mats]
    app = RagusaApp(replay=recording)

    async def script(pilot: Pilot) -> None:
        screen = viewer(app)
        assert (screen.index, screen.shown) == (0, 0)
        seen: list[str] = []
        presses = 0
        while (screen.index, screen.shown) != (n, moves[n]):
            await pilot.press("right")
            presses += 1
            if screen.shown:
                step = recording.bot_steps(screen.index).steps[screen.shown - 1]  # type: ignore[union-attr]
                text = " ".join(screen_text(app).split())
                if step.events[0].player is not None:
                    assert f"the Patrician's move {screen.shown} of {moves[screen.index]}" in text
                    seen.append(step.events[0].text)
                lit = screen.query_one(ReplayMap).view
                assert lit is not None and lit.lit_spots == step.spots
        assert presses == n + sum(moves)  # every action and every move, once
        assert any("draws the Patrician card" in line for line in seen)
        await pilot.press("left", "left")  # back through the last moves, one at a time
        assert (screen.index, screen.shown) == (n, moves[n] - 2)
        await pilot.press("home")
        await pilot.press("pagedown", "pagedown")  # the Patrician's turns are turns
        assert screen.shown and recording.seat_at(screen.index, screen.shown) in (1, 2)

    drive(app, script)


def test_an_unfinished_solo_replay_names_no_card_at_the_patricians_moves(tmp_path: Path) -> None:
    session = LocalTable(GameSetup(("Ann",), ("Red",), seed=5, mode="solo"))
    for _ in range(6):
        session.apply(session.legal()[0])
    path = tmp_path / "unfinished.json"
    write_atomic(path, save_text(session, autosave=True))
    recording = Recording.load(path)
    views = [(i, j) for i in range(len(recording) + 1) for j in range(recording.bot_moves(i) + 1)]
    assert len(views) > len(recording) + 1
    for i, j in views:
        assert all(m.bonus is None for m in recording.state_at(i, j).mats), (i, j)
