"""At 100x30, the documented minimum, in every mode: the whole market shows
(the solo Silver row too), the log at least 5 lines, and the top line fits.
A dialog leaves what it asks about in sight, and needs no scrolling at 120x40."""

from __future__ import annotations

import time
from typing import Any

import pytest
from support.app_table import asking_position, drive, game_screen, played_to, solo_session
from textual.pilot import Pilot

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.widgets.board_map import BoardMap
from ragusa_tui.app.widgets.decision_panel import ChoiceList
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


@pytest.mark.parametrize(("kind", "size"), [("order", (120, 40)), ("buy_ship", (120, 40)),
                                            ("keep_bonus", (100, 30)), ("sell", (100, 30))],
                         ids=["order-120x40", "buy_ship-120x40", "keep_bonus-100x30", "sell-100x30"])
def test_a_dialog_needs_no_scrolling_and_leaves_what_it_asks_about_in_sight(
        kind: str, size: tuple[int, int]) -> None:
    """The hex order's longest options fit at 120x40 without a scrollbar,
    beside the spot; a dialog about the cards, the harbour or the market
    stands over the map's column, the side panels beside it."""
    app = RagusaApp(session=asking_position(kind))

    async def script(pilot: Pilot[Any]) -> None:
        screen = game_screen(app)
        panel = screen.panel
        choices = panel.query_one(ChoiceList)
        deadline = time.monotonic() + 30
        while not (panel.asking and choices.region.height):
            assert time.monotonic() < deadline
            await pilot.pause(0.02)
        await pilot.pause()
        if size == (120, 40):
            assert not choices.show_vertical_scrollbar
        side = screen.query_one("#side").region
        if kind == "order":
            board_map = screen.query_one(BoardMap)
            spot = screen.session.last_spot  # the new house whose hexes act
            assert spot is not None
            x, y = board_map.cell_offset(spot=spot)
            assert not panel.region.contains(board_map.region.x + x, board_map.region.y + y)
        else:
            assert not panel.region.overlaps(side)

    drive(app, script, size=size)


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_new_game_form_needs_no_scrolling_at_100x30_in_any_mode(language: str) -> None:
    """Five seats one under another, the solo options one row each: every
    mode and every count of seats shows whole at the smallest size."""
    from textual.containers import VerticalScroll
    from textual.widgets import RadioButton

    from ragusa_tui.app.screens.new_game import NewGameScreen
    from ragusa_tui.catalogue import set_language

    set_language(language)
    app = RagusaApp()

    async def script(pilot: Pilot[Any]) -> None:
        app.push_screen(NewGameScreen())
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        form = screen.query_one("#form", VerticalScroll)
        for mode, counts in (("standard", (3, 4, 5)), ("duel", (None,)), ("solo", (None,))):
            screen.query_one(f"#mode-{mode}", RadioButton).value = True
            for count in counts:
                if count is not None:
                    screen.query_one(f"#count-{count}", RadioButton).value = True
                deadline = time.monotonic() + 30
                await pilot.pause()
                while not form.virtual_size.height:
                    assert time.monotonic() < deadline
                    await pilot.pause(0.02)
                await pilot.pause()
                assert form.max_scroll_y == 0, (mode, count, form.virtual_size.height, form.size.height)
                buttons = screen.query_one("#buttons")
                assert buttons.region.bottom <= form.region.bottom  # Start shows whole

    drive(app, script, size=(100, 30))
