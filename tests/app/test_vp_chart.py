"""How the game went, as a picture: the end screen and the standings (s)
show each player's VP round by round (app/widgets/vp_chart.py), from the
frame's VP at each round's end; one line a player, with their symbol at
each point, so the chart reads without colour; plotext is loaded only by
a screen that shows a chart, never at start-up."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
from typing import Any

import pytest
from support.app_table import session_at, session_until, setup
from textual_plotext import PlotextPlot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.screens.end import EndScreen
from ragusa_tui.app.screens.standing import StandingScreen
from ragusa_tui.app.widgets.vp_chart import Chart, Line, VpChart, _ticks, chart_of, marks, shown_labels
from ragusa_tui.engine.record import read_record
from ragusa_tui.engine.vp_rounds import round_ends
from ragusa_tui.net.frame_data import decode, encode
from ragusa_tui.net.encoding import to_text
from ragusa_tui.table import look
from ragusa_tui.table.local import LocalTable

SMALL = (100, 30)


def test_the_chart_of_a_finished_game_runs_from_nothing_to_the_final_totals() -> None:
    session = session_at(6, None)
    frame = session.frame(None)
    assert frame.scores is not None and frame.record is not None
    record = read_record(json.dumps(frame.record))  # the record the end screen saves
    replayed = round_ends(record.config, record.actions)
    assert frame.vp_rounds == replayed and len(replayed) == frame.rounds
    chart = chart_of(frame)
    assert chart.over
    assert chart.labels[:2] == ("0", "1") and chart.labels[-2] == str(frame.rounds) and chart.labels[-1] == "final"
    for seat, line in enumerate(chart.lines):
        assert line.points[0] == 0
        assert list(line.points[1:-1]) == [row[seat] for row in frame.vp_rounds]
        assert line.points[-1] == frame.scores.players[seat].total
        assert line.colour == frame.palette[seat] and line.name == frame.name(seat)


def test_the_chart_of_a_game_under_way_ends_with_the_vp_of_play_now() -> None:
    session = LocalTable(setup(2))
    rnd = random.Random(2)
    while session.game.round < 4 or tuple(session.game.vp) == session.frame(None).vp_rounds[-1]:
        assert not session.over
        session.apply(rnd.choice(session.legal()))  # to a round where somebody scored already
    frame = session.frame(None)
    chart = chart_of(frame)
    assert not chart.over and chart.labels[-1] == "now"
    assert len(chart.labels) == len(frame.vp_rounds) + 2 == frame.round + 1
    assert [line.points[-1] for line in chart.lines] == list(session.game.vp)


def test_a_networked_seat_gets_the_vp_of_each_round_in_its_frame() -> None:
    frame = session_until(4, lambda s: s.game.round >= 4).frame(None)
    assert frame.vp_rounds
    assert decode(json.loads(to_text(encode(frame))), [str(a) for a in frame.legal]).vp_rounds == frame.vp_rounds


@pytest.mark.parametrize("screen", ["end", "standing"])
def test_without_colour_each_players_line_has_their_symbol(monkeypatch: pytest.MonkeyPatch, screen: str) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    session = session_at(6, None) if screen == "end" else session_until(4, lambda s: s.game.round >= 7)
    app = RagusaApp(session=session)

    async def run() -> None:
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            if screen == "standing":
                await pilot.press("s")
                await pilot.pause()
            assert isinstance(app.screen, EndScreen if screen == "end" else StandingScreen)
            assert app.no_color
            chart = app.screen.query_one(VpChart)
            plot = chart.query_one(PlotextPlot)
            await pilot.pause()
            drawn = "\n".join(plot.render_line(y).text for y in range(plot.size.height))
            assert plot.size.height >= 10 and plot.size.width >= 40
            for c in session.frame(None).palette:
                assert c.symbol in drawn, c.symbol
            assert "round" in drawn and "VP" in drawn

    asyncio.run(run())


def test_starting_the_game_loads_no_chart_library() -> None:
    code = ("import sys, ragusa_tui.cli\n"
            "from ragusa_tui.app.app import RagusaApp\n"
            "from ragusa_tui.app.screens import end, standing\n"
            "print(sorted(m for m in sys.modules if 'plotext' in m))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == "[]"


def test_snapshot_end_screen_with_its_chart_at_100x30(snap_compare: Any) -> None:
    assert snap_compare(RagusaApp(session=session_at(6, None)), terminal_size=SMALL)


def test_snapshot_standings_with_their_chart_at_100x30(snap_compare: Any) -> None:
    app = RagusaApp(session=session_until(4, lambda s: s.game.round >= 7))
    assert snap_compare(app, terminal_size=SMALL, press=["s"])


def test_symbols_of_players_level_at_a_point_stand_side_by_side_if_there_is_room() -> None:
    red, blue, green = look.COLOURS[:3]
    chart = Chart(("0", "1", "2"), (Line("Ann", red, (0, 4, 9)), Line("Bo", blue, (0, 4, 2)),
                                    Line("Cy", green, (0, 0, 9))))
    at = marks(chart, 60, 8, 10)
    assert [row[0] for row in at] == [-1, 0, 1]  # all three level at the start: side by side, in seat order
    assert [row[1] for row in at] == [-1, 0, 0]  # Ann and Bo level, Cy alone
    assert [row[2] for row in at] == [-1, 0, 0]
    assert marks(chart, 8, 8, 10) == [[0.0] * 3] * 3  # no room between the points: each on its point


@pytest.mark.parametrize("width", [20, 45, 70, 110])
def test_the_words_under_the_points_never_touch_and_the_last_is_always_there(width: int) -> None:
    labels = [str(r) for r in range(15)] + ["final"]
    shown = shown_labels(labels, width)
    assert shown[0] == 0 and shown[-1] == len(labels) - 1
    gap = (width - 5) / (len(labels) - 1)
    for a, b in zip(shown, shown[1:-1]):
        assert (b - a) * gap >= len(labels[a]) + 1
    assert (shown[-1] - shown[-2]) * gap >= len("final") + 1


@pytest.mark.parametrize(("top", "rows"), [(0, 6), (6, 6), (36, 6), (104, 6), (13, 4), (250, 9)])
def test_the_vp_axis_has_whole_values_one_a_row_up_to_the_top(top: int, rows: int) -> None:
    ticks = _ticks(top, rows)
    assert ticks[0] == 0 and ticks[-1] >= top and len(ticks) <= rows
    assert len({b - a for a, b in zip(ticks, ticks[1:])}) == 1  # one step
