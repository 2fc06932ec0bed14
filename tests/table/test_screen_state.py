"""The screen a save keeps beside the game (`table.screen_state`): read back
as written, each bad value on its own falling back to a new screen's, and
the since-lines' places counted in the log a replay of the save makes (a
decision taken back leaves lines in the live log that a replay never has)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from support.app_table import setup

from ragusa_tui.saves import write_atomic
from ragusa_tui.table.autosave import restore, save_text
from ragusa_tui.table.local import LocalTable
from ragusa_tui.table.screen_state import KEY, ScreenState, SinceLine, lines_told, read_screen_state
from ragusa_tui.table.seating import KEY as SEATING_KEY


def test_a_screen_reads_back_as_written() -> None:
    kept = ScreenState(77, True, (SinceLine(5, 0, (5, 6, 9)), SinceLine(12, 1, (12,))))
    assert read_screen_state({KEY: kept.as_json()}, 2, 80, 20) == kept


def test_each_bad_value_falls_back_on_its_own() -> None:
    good = {"at": 4, "seat": 0, "lines": [4, 5]}
    data = {"cursor": 80, "numbers": True, "since": [good, {"at": 9, "seat": 2, "lines": [9]},
                                                      {"at": 2, "seat": 0, "lines": [2]}, {"at": 6, "lines": [6]}]}
    # Spot 80 is off an 80-spot map, seat 2 of 2 seats; a line before the one kept is out of order.
    assert read_screen_state({KEY: data}, 2, 80, 10) == ScreenState(None, True, (SinceLine(4, 0, (4, 5)),))
    assert read_screen_state({KEY: {"numbers": "yes", "cursor": 3}}, 2, 80, 10) == ScreenState(3)
    assert read_screen_state(None, 2, 80, 10) == read_screen_state({}, 2, 80, 10) == ScreenState()


def test_places_are_counted_without_the_lines_a_replay_will_not_have() -> None:
    kept = ScreenState(since=(SinceLine(7, 0, (3, 4, 6)),))
    assert kept.as_json(gone={4, 5}) == {"numbers": False, "since": [{"at": 5, "seat": 0, "lines": [3, 4]}]}


def test_a_since_line_after_a_decision_taken_back_tells_the_same_moves_once_resumed(tmp_path: Path) -> None:
    table = LocalTable(setup(3, handover=False))
    pick = random.Random(3)
    while len(table.game.history) < 12 or table.undo_problem_message() is not None:
        table.apply(str(pick.choice(table.game.legal_actions())))
    table.undo()  # the live log keeps its lines, marked, and says so
    while True:
        table.apply(str(pick.choice(table.game.legal_actions())))
        news = table.frame(0).news
        if news and table.decider == 0:
            break
    told = lines_told(table.log, table.seen_at.get(0, 0), table.taken_back, news)
    assert [table.log[i].said for i in told] == list(news)
    table.screen = ScreenState(since=(SinceLine(len(table.log), 0, told),))
    path = tmp_path / "game.json"
    write_atomic(path, save_text(table, autosave=False))
    assert "since" in json.loads(path.read_text())[SEATING_KEY][KEY]
    resumed = restore(path).session
    assert len(resumed.log) < len(table.log)  # no lines of the decision taken back
    (line,) = resumed.screen.since
    assert [resumed.log[i].said for i in line.lines] == list(news)
    assert line.at == len(resumed.log)
