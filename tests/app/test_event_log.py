"""The game log scrolls to its newest line in the same redraw that writes it,
and a layout elsewhere on the screen leaves it alone."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from textual.app import App, ComposeResult
from textual.widgets import Static

from ragusa_tui.app.widgets.event_log import EventLog
from ragusa_tui.table.log import LogLine
from ragusa_tui.table.look import COLOURS


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
            lines = [LogLine(i % 2, f"Player {i % 2} builds a house on spot {i}.", "place")
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


async def wrapped(pilot: Any, log: EventLog) -> None:
    """Wait until the log's lines are wrapped to its new width: a resize, and
    then the wrapping, each wait a moment (a generous limit for busy machines)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        await pilot.pause(0.02)
        width = log.scrollable_content_region.width
        if log._wrapped_to == width and all(strip.cell_length <= width for strip in log.lines):
            break


def test_a_narrower_terminal_wraps_the_log_again_and_loses_no_word() -> None:
    """Lines are wrapped to the log's width when written; when the terminal
    narrows they are wrapped again, not cut at the new edge."""
    def words(log: EventLog) -> list[str]:
        return " ".join(strip.text for strip in log.lines).split()

    async def run() -> None:
        app = Logged()
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.pause()
            log = app.query_one(EventLog)
            lines = [LogLine(i % 2, f"Player {i % 2} builds a house on spot {i} (Stone, Wood, Grapes) "
                             f"and takes a Fish from the sea.", "place") for i in range(4)]
            log.add(lines, COLOURS)
            log.write("  ─ Since Player 1's last decision: Player 0 builds on spot 3.")
            await pilot.pause()
            wide = words(log)
            assert "Grapes)" in wide and "Since" in wide
            await pilot.resize_terminal(30, 20)
            await wrapped(pilot, log)
            assert words(log) == wide  # every word still there, in order
            assert all(strip.cell_length <= log.scrollable_content_region.width for strip in log.lines)
            assert log.scroll_y == log.max_scroll_y  # still showing the newest line
            await pilot.resize_terminal(60, 20)
            await wrapped(pilot, log)
            assert words(log) == wide and len(log.lines) < 12

    asyncio.run(run())


def test_paged_back_the_log_stays_while_lines_come_and_a_long_summary_opens_at_its_start() -> None:
    async def run() -> None:
        app = Logged()
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.pause()
            log = app.query_one(EventLog)
            lines = [LogLine(i % 2, f"Player {i % 2} builds a house on spot {i}.", "place") for i in range(30)]
            log.add(lines[:20], COLOURS)
            await pilot.pause()
            log.page(-1)
            log.page(-1)  # twice, fast
            assert log.held and log.scroll_y == log.max_scroll_y - 2 * (log.scrollable_content_region.height - 1)
            at = log.scroll_y
            log.add(lines, COLOURS)
            await pilot.pause()
            assert log.scroll_y == at  # new lines do not take the reader away
            while log.held:
                log.page(1)
            assert log.scroll_y == log.max_scroll_y  # paged to its end: it follows again
            log.add([*lines, LogLine(0, "one more", "place")], COLOURS)
            assert log.scroll_y == log.max_scroll_y
            start = len(log.lines)
            log.tell(" · ".join(f"move {i} of a long summary" for i in range(40)))
            await pilot.pause()
            assert log.held and log.scroll_y == start  # its first line in sight, PgDn for the rest
            log.follow()
            assert not log.held and log.scroll_y == log.max_scroll_y

    asyncio.run(run())
