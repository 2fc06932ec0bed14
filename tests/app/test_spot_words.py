"""The words under the map follow the cursor at once, in the same redraw as
the map's own rows, not a frame later, and fit its narrow column whole."""

from __future__ import annotations

from typing import Any

import pytest
from rich.text import Text
from support.app_table import drive, game_screen, session_at
from textual.pilot import Pilot
from textual.widgets import Static

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.widgets.board_map import BoardMap
from ragusa_tui.app.widgets.cursor_words import spot_parts
from ragusa_tui.catalogue import set_language


def test_the_words_under_the_map_change_with_the_cursor() -> None:
    app = RagusaApp(session=session_at(4, "place", nth=7))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        board_map = screen.query_one(BoardMap)
        info = screen.query_one("#spot-info", Static)
        for target in (3, 17, 40):
            board_map.put_cursor(target)
            assert str(info.content).startswith(f"Spot {target} ")  # before any message is read
            await pilot.pause()
            assert str(info.content).startswith(f"Spot {target} ")

    drive(app, script)


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_at_100_columns_the_spot_line_gives_up_where_it_lies_before_cutting_a_word(language: str) -> None:
    """Under a 100-column map the spot's line has one row: rather than cut a
    hex's name short ("Ruda srebra, D…"), it leaves out where the spot lies
    (countryside, city limits, the city: its hexes say it too). Only a line
    still too long without it is cut, and the answer below is never."""
    set_language(language)
    app = RagusaApp(session=session_at(4, "place", nth=7))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        board_map = screen.query_one(BoardMap)
        info = screen.query_one("#spot-info", Static)
        await pilot.pause()
        width = info.content_region.width
        assert width < 60  # the narrow map's column
        rows = int(info.styles.max_height.value) - info.gutter.height
        shortened = 0
        for target in range(screen.session.board.n_spots):
            board_map.put_cursor(target)
            await pilot.pause()
            full, short, answer = spot_parts(screen.session, target, board_map.mode, board_map.view.candidates)
            first, last = str(info.content).split("\n")
            assert last == answer.plain  # the answer whole, below
            left = rows - len(answer.wrap(app.console, width))
            if first == short.plain != full.plain:
                shortened += 1
                assert len(full.wrap(app.console, width)) > left  # left out only when the full line did not fit
            elif first != full.plain:  # cut only when even the line without its place does not fit
                assert first.endswith("…") and len(short.wrap(app.console, width)) > left
            assert len(Text(first).wrap(app.console, width)) <= left
        assert shortened > 0  # in every language some lines are saved from the cut ("obszary wiejskie")

    drive(app, script, size=(100, 30))
