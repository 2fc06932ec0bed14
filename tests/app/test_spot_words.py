"""The words under the map follow the cursor at once, in the same redraw as
the map's own rows, not a frame later."""

from __future__ import annotations

from typing import Any

from support.app_table import drive, game_screen, session_at
from textual.pilot import Pilot
from textual.widgets import Static

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.widgets.board_map import BoardMap


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
