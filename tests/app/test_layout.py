"""At 100x30, the documented minimum, in every mode: the whole market shows
(the solo Silver row too), the log at least 5 lines, and the top line and
the line under the map fit their width."""

from __future__ import annotations

import time
from typing import Any

import pytest
from support.app_table import drive, game_screen, played_to, solo_session
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.widgets.event_log import EventLog
from ragusa_tui.app.widgets.harbour import MarketPanel
from ragusa_tui.app.widgets.turn_header import TurnHeader

SESSIONS = {
    "standard": lambda: played_to("place", seed=3),
    "duel": lambda: played_to("place", seed=3, mode="duel"),
    "solo": lambda: solo_session(12),
}


@pytest.mark.parametrize("mode", SESSIONS)
def test_at_100x30_the_market_and_5_log_lines_show_and_the_top_line_fits(mode: str) -> None:
    app = RagusaApp(session=SESSIONS[mode]())

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        log, market = screen.query_one(EventLog), screen.query_one(MarketPanel)
        deadline = time.monotonic() + 30
        while not (market.region.height and log.region.height):
            assert time.monotonic() < deadline
            await pilot.pause(0.02)
        bottom = app.size.height - 1  # the Footer's row
        assert market.region.height == 4 and market.region.bottom <= bottom  # title, Wine, Oil, Silver
        assert log.content_region.height >= 5
        header = screen.query_one(TurnHeader)
        rendered = header.render()
        text = getattr(rendered, "plain", str(rendered))
        assert len(text) <= header.content_region.width, text

    drive(app, script, size=(100, 30))
