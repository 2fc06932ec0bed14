"""The `ragusa` command, through the installed entry point and in-process."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from ragusa_tui import saves
from ragusa_tui.cli import main
from ragusa_tui.saves import save_game
from support.savegames import CORRUPTIONS, MODES, finished, folder_bytes, mode_available, play, start, write_corrupt

SCRIPT = Path(sys.executable).with_name("ragusa")
COMMAND = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "ragusa_tui"]


@pytest.fixture(autouse=True)
def save_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "saves"
    monkeypatch.setenv(saves.SAVE_DIR_ENV, str(folder))
    return folder


def ragusa(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the real `ragusa` command (the environment carries the test's save folder)."""
    return subprocess.run([*COMMAND, *args], capture_output=True, text=True, timeout=120, env=os.environ.copy())


def assert_clean_error(stderr: str, *phrases: str) -> None:
    assert "Traceback" not in stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    for phrase in phrases:
        assert phrase in lines[0]


# ---------------------------------------------------------------- the app
def test_plain_ragusa_without_a_terminal_says_so() -> None:
    run = ragusa()
    assert run.returncode == 1
    assert_clean_error(run.stderr, "played in a terminal")


def test_another_textual_driver_on_a_pipe_is_refused_too() -> None:
    # Only the web driver of `ragusa web` gets past the terminal check.
    env = {**os.environ, "TEXTUAL_DRIVER": "textual.drivers.headless_driver:HeadlessDriver"}
    run = subprocess.run(COMMAND, capture_output=True, text=True, timeout=120, env=env, stdin=subprocess.DEVNULL)
    assert run.returncode == 1
    assert_clean_error(run.stderr, "played in a terminal")


def test_the_web_driver_is_let_through_on_pipes() -> None:
    """Started as `ragusa web` starts it, the app opens on its pipes and
    speaks the web driver's protocol, then quits when told to."""
    from ragusa_tui.app import WEB_DRIVER

    env = {**os.environ, "TEXTUAL_DRIVER": WEB_DRIVER, "COLUMNS": "120", "ROWS": "40"}
    with subprocess.Popen(COMMAND, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          env=env) as app:
        try:
            assert app.stdout is not None and app.stdin is not None
            assert app.stdout.readline() == b"__GANGLION__\n"  # the web driver's greeting
            quit_packet = json.dumps({"type": "quit"}).encode()
            app.stdin.write(b"M" + len(quit_packet).to_bytes(4, "big") + quit_packet)
            app.stdin.flush()
            assert app.wait(timeout=60) == 0
            assert b"played in a terminal" not in app.stderr.read()  # type: ignore[union-attr]
        finally:
            app.kill()


# --------------------------------------------------------------- simulate
@pytest.mark.parametrize("mode", MODES)
def test_simulate_plays_every_available_mode(mode: str) -> None:
    run = ragusa("simulate", "--mode", mode, "--games", "3", "--seed", "5")
    if not mode_available(mode):
        assert run.returncode == 2
        assert_clean_error(run.stderr, "ragusa simulate:", mode)
        return
    assert run.returncode == 0, run.stderr
    assert run.stderr == ""
    assert f"{mode} · " in run.stdout and "3 games (seeds 5-7)" in run.stdout
    for label in ("VP average", "top score", "game length", "decisions/s", "games finished  3 of 3"):
        assert label in run.stdout


def test_simulate_json_lines_match_the_games() -> None:
    run = ragusa("simulate", "--players", "3", "--games", "2", "--seed", "9", "--json")
    assert run.returncode == 0, run.stderr
    lines = [json.loads(line) for line in run.stdout.splitlines()]
    assert [line["seed"] for line in lines] == [9, 10]
    for line in lines:
        assert line["ok"] and line["error"] is None and line["players"] == 3
        assert line["decisions"] > 0 and len(line["scores"]) == 3 and line["winners"]


def test_simulate_results_are_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    runs = []
    for _ in range(2):
        assert main(["simulate", "--games", "2", "--seed", "3", "--json"]) == 0
        runs.append([{k: v for k, v in json.loads(line).items() if k != "seconds"}
                     for line in capsys.readouterr().out.splitlines()])
    assert runs[0] == runs[1]


def test_simulate_reports_a_failing_game_and_exits_non_zero(monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    from ragusa_tui import cli

    def broken(game, rng):  # noqa: ANN001, ANN202
        if len(game.history) == 30:
            raise KeyError(5)
        return rng.choice(game.legal_actions())

    monkeypatch.setitem(cli.POLICIES, "random", broken)
    assert main(["simulate", "--games", "2"]) == 1
    out, err = capsys.readouterr()
    assert "games finished  0 of 2" in out
    assert "game 1 (seed 0) failed after 30 decisions: KeyError: 5" in err
    assert "ragusa simulate --mode standard --players 4 --games 1 --seed 0" in err


@pytest.mark.parametrize(("args", "phrase"), [
    (["--players", "2"], "standard games need 3 to 5 players, got 2"),
    (["--mode", "solo", "--players", "3"], "solo games need 1 player, got 3"),
    (["--players", "6"], "standard games need 3 to 5 players, got 6"),
    (["--mode", "duel", "--players", "6"], "duel games need 2 players, got 6"),
    (["--players", "9" * 23], f"standard games need 3 to 5 players, got {'9' * 23}"),  # no name made
    (["--policy", "hard", "--seats", "easy,easy,easy,easy"], "--policy (one level for every seat) or"),
])
def test_simulate_refuses_impossible_settings(args: list[str], phrase: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", *args]) == 2
    assert_clean_error(capsys.readouterr().err, phrase)


@pytest.mark.parametrize("args", [["--games", "0"], ["--mode", "chess"], ["--policy", "best"], ["--seed", "x"],
                                  ["--bogus"], ["--games", "2", "extra"]])
def test_simulate_rejects_bad_arguments_with_usage(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", *args])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "usage: ragusa simulate" in err  # the command's own usage, not the program's
    assert "ragusa simulate: error:" in err


@pytest.mark.parametrize("args", [["verify", "--bogus", "x.json"], ["replay", "--bogus", "x.json"],
                                  ["saves", "--bogus"]])
def test_an_unknown_option_is_told_with_its_commands_usage(args: list[str],
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    command = args[0]
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert f"usage: ragusa {command}" in err and "unrecognized arguments: --bogus" in err


# ----------------------------------------------------------------- verify
@pytest.mark.parametrize("mode", MODES)
def test_verify_prints_the_final_scoring(mode: str, save_folder: Path) -> None:
    game = finished(mode, 21)
    path = save_game(game, save_folder / "done.json")
    run = ragusa("verify", str(path))
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert report["over"] and report["stored_summary"] == "matches"
    assert report["final_scores"] == json.loads(json.dumps(game.final_scores().as_dict()))
    assert report["actions"] == len(game.history) and report["mode"] == mode


def test_verify_finds_a_save_by_name_and_accepts_a_game_in_progress(save_folder: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    game = play(start("standard", 22), random.Random(22), 15)
    save_game(game, save_folder / "evening.json")
    assert main(["verify", "evening"]) == 0
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert not report["over"] and report["final_scores"] is None and report["actions"] == 15
    assert report["vp"] == [p["vp"] for p in game.snapshot()["players"]]
    assert_clean_error(err, "the save is valid; the game is not over yet")


def test_verify_notes_a_hand_edited_summary(save_folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save_game(finished("standard", 23), save_folder / "done.json")
    doc = json.loads(path.read_text())
    doc["summary"]["vp"] = [99] * len(doc["summary"]["vp"])
    path.write_text(json.dumps(doc))
    assert main(["verify", str(path)]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["stored_summary"] == "differs"
    assert_clean_error(err, "does not match its actions")


@pytest.mark.parametrize("name", list(CORRUPTIONS))
def test_verify_refuses_each_broken_save(name: str, save_folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = save_game(finished("standard", 24), save_folder / "good.json")
    bad = save_folder / "bad.json"
    phrase = write_corrupt(bad, good.read_text(), name)
    before = folder_bytes(save_folder)
    assert main(["verify", str(bad)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert_clean_error(err, f"ragusa verify: Cannot load '{bad}'", phrase)
    assert folder_bytes(save_folder) == before


def test_verify_a_broken_save_through_the_entry_point(save_folder: Path) -> None:
    good = save_game(finished("standard", 25), save_folder / "good.json")
    bad = save_folder / "bad.json"
    bad.write_bytes(good.read_bytes()[:200])
    run = ragusa("verify", str(bad))
    assert run.returncode == 1 and run.stdout == ""
    assert_clean_error(run.stderr, "the file is cut short")
    missing = ragusa("verify", "no-such-game")
    assert missing.returncode == 1
    assert_clean_error(missing.stderr, "there is no such file")


# ------------------------------------------------------------------ saves
def test_saves_lists_every_save_with_its_summary(save_folder: Path) -> None:
    save_game(play(start("standard", 26), random.Random(26), 20), save_folder / "running.json")
    done = finished("standard", 27)
    save_game(done, save_folder / "done.json")
    (save_folder / "broken.json").write_text("")
    run = ragusa("saves")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0] == f"Saved games in {save_folder} (newest first):"
    rows = {line.split()[0]: line for line in lines[1:]}
    assert set(rows) == {"running.json", "done.json", "broken.json"}
    assert "round" in rows["running.json"] and "in progress: Ann" in rows["running.json"]
    winner = done.final_scores().players[done.final_scores().ranking[0]]
    assert f"over: 1. {winner.name} {winner.total}" in rows["done.json"]
    assert "unreadable: the file is empty" in rows["broken.json"]


def test_saves_lines_up_its_columns_on_screen_with_wide_names(save_folder: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    import re

    from rich.cells import cell_len

    for name in ("東京の夜.json", "a.json", "été.json"):
        save_game(play(start("standard", 26), random.Random(26), 5), save_folder / name)
    assert main(["saves"]) == 0
    rows = capsys.readouterr().out.splitlines()[1:]
    assert len(rows) == 3
    # Each column starts at the same column of the screen, a wide character taking two.
    starts = {cell_len(row[:re.search(r"\d{4}-\d\d-\d\d", row).start()]) for row in rows}  # type: ignore[union-attr]
    assert starts == {2 + cell_len("東京の夜.json") + 2}


def test_saves_as_json_and_an_empty_folder(save_folder: Path, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["saves"]) == 0
    assert capsys.readouterr().out == f"No saved games in {save_folder}.\n"
    other = tmp_path / "elsewhere"
    save_game(finished("standard", 28), other / "a.json")
    assert main(["saves", "--dir", str(other), "--json"]) == 0
    (entry,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert entry["file"] == str(other / "a.json") and entry["problem"] is None
    assert entry["summary"]["over"] and entry["config"]["seed"] == 28
    assert main(["saves", "--dir", str(tmp_path / "nowhere")]) == 2  # only the saves folder may be missing
    assert_clean_error(capsys.readouterr().err, f"there is no folder '{tmp_path / 'nowhere'}'")
    assert main(["saves", "--dir", str(other / "a.json")]) == 2
    assert_clean_error(capsys.readouterr().err, f"'{other / 'a.json'}' is not a folder")


# ------------------------------------------------------------------- help
@pytest.mark.parametrize("command", [[], ["simulate"], ["verify"], ["saves"]])
def test_help_has_examples(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([*command, "--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert "examples:" in out and "ragusa " + " ".join(command) in out


def test_help_through_the_module_entry_point() -> None:
    run = subprocess.run([sys.executable, "-m", "ragusa_tui", "--help"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "simulate" in run.stdout and "RAGUSA_SAVE_DIR" in run.stdout


def test_simulate_explains_a_mode_the_engine_cannot_play(monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    import ragusa_tui.engine

    def refuse(config):  # noqa: ANN001, ANN202
        raise ValueError(f"{config.mode} games are not available yet")

    monkeypatch.setattr(ragusa_tui.engine, "new_game", refuse)
    assert main(["simulate", "--mode", "duel"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert_clean_error(err, "ragusa simulate: duel games are not available yet.")


@pytest.mark.parametrize("command", ["verify", "replay"])
def test_an_empty_save_name_is_refused_as_such(command: str, save_folder: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main([command, " "])
    assert done.value.code == 2  # a usage error, like any other argument's
    err = capsys.readouterr().err
    assert "Traceback" not in err and "a save's name cannot be empty" in err.splitlines()[-1]
