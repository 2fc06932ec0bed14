"""The last move is marked on the map: the last house, and the walls and
towers built in that same turn; a new house clears the marks of the turn before."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from test_app_support import session_until

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.session import Session
from ragusa_tui.app.widgets.board_map import RECENT_WALL, BoardMap


def at_next_turn(built: Callable[[Session], frozenset[int]]) -> Session:
    """The first moment a turn that built something has ended and a house is to be placed."""
    s = session_until(0, lambda s: bool(built(s)) and s.game.pending is not None
                      and s.game.pending.kind == "place")
    assert not s.over
    return s


def drawn(session: Session, cell: Callable[[BoardMap], tuple[int, int]]) -> tuple[str, object]:
    app = RagusaApp(session=session)
    out: list[tuple[str, object]] = []

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            board_map = app.screen.query_one(BoardMap)
            col, row = cell(board_map)
            col += board_map._left(board_map.layout_now)  # the map is centred in its widget
            assert board_map._lines is not None
            x = 0
            for seg in board_map._lines[row]:
                if x <= col < x + len(seg.text):
                    out.append((seg.text[col - x], seg.style))
                    break
                x += len(seg.text)

    asyncio.run(run())
    return out[0]


def test_a_wall_of_the_last_turn_is_drawn_shaded_and_the_next_house_clears_it() -> None:
    s = at_next_turn(lambda s: s.recent_slots)
    slot = next(iter(s.recent_slots))
    assert s.game.walls[slot] >= 0
    glyph, _ = drawn(s, lambda m: m.layout_now.slot_cells[slot][0])
    assert glyph == RECENT_WALL
    s.apply(s.game.legal_actions()[0])  # the next player places a house
    assert not s.recent_slots
    glyph, _ = drawn(s, lambda m: m.layout_now.slot_cells[slot][0])
    assert glyph == "█"


def test_a_tower_of_the_last_turn_is_underlined_and_taking_back_restores_the_mark() -> None:
    s = at_next_turn(lambda s: s.recent_towers)
    spot = next(iter(s.recent_towers))
    _, style = drawn(s, lambda m: m.layout_now.tower_cell[spot])
    assert style.underline  # type: ignore[attr-defined]
    s.apply(s.game.legal_actions()[0])
    assert not s.recent_towers
    s.undo()
    assert s.recent_towers == frozenset({spot})
