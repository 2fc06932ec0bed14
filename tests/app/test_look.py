"""Without colour (NO_COLOR=1) each spot's owner is still readable: every seat
has its own symbol, drawn on its houses and towers."""

from __future__ import annotations

import asyncio

import pytest
from support.app_table import session_until

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.widgets.board_map import BoardMap


def test_every_house_and_tower_shows_its_owners_symbol_without_colour(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    session = session_until(0, lambda s: s.game.round >= 8)
    app = RagusaApp(session=session)
    symbols = [c.symbol for c in session.colours]
    assert len(set(symbols)) == len(symbols)  # one symbol per seat

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert app.no_color
            board_map = app.screen.query_one(BoardMap)
            lay = board_map.layout_now
            left = board_map._left(lay)
            assert board_map._lines is not None
            text = [strip.text for strip in board_map._lines]
            game = session.game
            owned = [(s, p) for s, p in enumerate(game.owner) if p >= 0]
            towers = [(s, p) for s, p in enumerate(game.tower) if p >= 0]
            assert len(owned) > 6 and towers
            cursor = board_map.cursor
            for spot, player in owned:
                col, row = lay.spot_cell[spot]
                if spot != cursor:
                    assert text[row][left + col] == symbols[player], spot
            for spot, player in towers:
                col, row = lay.tower_cell[spot]
                assert text[row][left + col] == symbols[player], spot

    asyncio.run(run())
