"""Without colour (NO_COLOR=1) each spot's owner is still readable: every seat
has its own symbol, drawn on its houses, and hollow on its towers."""

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
    towers_drawn = [c.tower for c in session.colours]
    assert len(set(towers_drawn + symbols)) == 2 * len(symbols)  # and one tower symbol, none a house's

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
            for spot, player in towers:  # a tower: its owner's symbol drawn hollow, never a house's
                col, row = lay.tower_cell[spot]
                assert text[row][left + col] == session.colours[player].tower, spot

    asyncio.run(run())


def test_the_last_house_built_shows_without_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    """The last house is drawn reversed, not only on a faint background, so
    it reads in a terminal without colour; no other house is."""
    monkeypatch.setenv("NO_COLOR", "1")
    session = session_until(0, lambda s: s.game.round >= 3 and s.last_spot is not None)
    app = RagusaApp(session=session)

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            board_map = app.screen.query_one(BoardMap)
            lay, left = board_map.layout_now, board_map._left(board_map.layout_now)
            assert board_map._lines is not None
            reversed_spots = []
            for spot, owner in enumerate(session.game.owner):
                if owner < 0 or spot == board_map.cursor:
                    continue
                col, row = lay.spot_cell[spot]
                cells = list(board_map._lines[row])
                x = 0
                for segment in cells:
                    if x <= left + col < x + len(segment.text):
                        if segment.style is not None and segment.style.reverse:
                            reversed_spots.append(spot)
                        break
                    x += len(segment.text)
            assert reversed_spots == [session.last_spot]

    asyncio.run(run())
