"""`ragusa simulate` with computer players: --policy LEVEL and --seats."""

from __future__ import annotations

import json

import pytest

from ragusa_tui.cli import main


def test_seats_play_whole_games_with_json_lines(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--seats", "medium,easy,easy", "--games", "2", "--seed", "4", "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["seed"] for line in lines] == [4, 5]
    for line in lines:
        assert line["ok"] and line["players"] == 3 and len(line["scores"]) == 3
        assert line["seats"] == ["medium", "easy", "easy"] and line["policy"] == "medium,easy,easy"


@pytest.mark.parametrize("mode", ["standard", "duel", "solo"])
def test_policy_level_plays_every_mode(mode: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--mode", mode, "--policy", "easy", "--games", "1", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "easy policy" in out and "games finished  1 of 1" in out


def test_seats_games_are_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    runs = []
    for _ in range(2):
        assert main(["simulate", "--mode", "duel", "--seats", "medium,easy", "--games", "1", "--json"]) == 0
        runs.append(json.loads(capsys.readouterr().out)["scores"])
    assert runs[0] == runs[1]


@pytest.mark.parametrize(("args", "phrase"), [
    (["--seats", "human,easy,easy"], "no human seat"),
    (["--seats", "hard,wizard,easy"], "unknown level 'wizard'"),
    (["--players", "3", "--seats", "easy,easy"], "3 player"),
    (["--mode", "duel", "--seats", "easy,easy,easy"], "duel games have 2"),
])
def test_bad_seats_are_refused_with_one_sentence(args: list[str], phrase: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", *args]) == 2
    err = capsys.readouterr().err
    assert phrase in err and err.count("\n") == 1
