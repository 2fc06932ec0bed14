"""Once the screen settles, every side panel is as tall as its text and the
log shows its last line, whatever order the panels were filled and laid
out in (a panel filled while a layout was pending once kept its old height,
and the log lost its last line when the panels above it grew)."""

from __future__ import annotations

import asyncio
from typing import Any

from support.app_table import game_screen, session_at, solo_session
from textual.widgets import Static

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.widgets.cards import CardsPanel
from ragusa_tui.app.widgets.event_log import EventLog
from ragusa_tui.app.widgets.harbour import HarbourPanel
from ragusa_tui.app.widgets.player_mats import PlayerMats
from ragusa_tui.table.local import LocalTable


def _settled(session: LocalTable, size: tuple[int, int]) -> dict[str, Any]:
    async def run() -> dict[str, Any]:
        app = RagusaApp(session=session)
        async with app.run_test(size=size) as pilot:
            for _ in range(4):
                await pilot.pause()
            screen = game_screen(app)
            out: dict[str, Any] = {}
            for kind in (CardsPanel, PlayerMats, HarbourPanel):
                panel: Static = screen.query_one(kind)
                needed = panel.get_content_height(panel.size, screen.size, panel.content_region.width)
                out[kind.__name__] = (panel.size.height - panel.gutter.height, needed)
            log = screen.query_one(EventLog)
            out["log"] = (round(log.scroll_y), log.max_scroll_y)
            return out

    return asyncio.run(run())


def test_the_panels_fit_their_text_at_100x30() -> None:
    shown = _settled(solo_session(12), (100, 30))
    for name in ("CardsPanel", "PlayerMats", "HarbourPanel"):
        height, needed = shown[name]
        assert height == needed, name
    scroll, end = shown["log"]
    assert scroll == end


def test_the_log_shows_its_last_line_when_a_wall_is_asked() -> None:
    shown = _settled(session_at(4, "wall"), (120, 40))
    scroll, end = shown["log"]
    assert scroll == end > 0
