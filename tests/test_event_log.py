"""The game log scrolls to its newest line in the same redraw that writes it,
and a layout elsewhere on the screen leaves it alone."""

from __future__ import annotations

import asyncio

from textual.app import App, ComposeResult
from textual.widgets import Static

from ragusa_tui.app.look import COLOURS
from ragusa_tui.app.widgets.event_log import EventLog


class Logged(App[None]):
    CSS = "EventLog { height: 6; }"

    def compose(self) -> ComposeResult:
        yield Static("board", id="board")
        yield EventLog(id="log")


def test_the_log_is_at_its_end_as_soon_as_lines_are_added() -> None:
    async def run() -> None:
        app = Logged()
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.pause()
            log = app.query_one(EventLog)
            lines = [(i % 2, f"Player {i % 2} builds a house on spot {i}.", "place")
                     for i in range(30)]
            log.add(lines[:3], COLOURS)
            await pilot.pause()
            log.add(lines, COLOURS)
            assert log.shown == 30 and len(log.lines) == 30
            assert log.scroll_y == log.max_scroll_y > 0  # before any redraw
            await pilot.pause()
            assert log.scroll_y == log.max_scroll_y
            app.query_one("#board", Static).update("board\nwith a second line")
            await pilot.pause()
            assert log.scroll_y == log.max_scroll_y and len(log.lines) == 30

    asyncio.run(run())
