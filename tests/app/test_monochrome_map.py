"""Without colour (NO_COLOR=1) every kind of thing on the map has its own
sign: a house, a tower (its owner's symbol, hollow), a Powerhouse and a spot
where one may go, a spot where a house may go, a reserved spot, a free
spot, a wall slot (dotted), a built wall and any other hex edge. Read from
the map's own drawn rows as plain text, at both map sizes."""

from __future__ import annotations

import asyncio

import pytest
from support.app_table import session_until

from ragusa_tui.app.app import RagusaApp
from ragusa_tui.app.widgets.board_map import POWERHOUSES, SPOTS, BoardMap, MapView
from ragusa_tui.app.widgets.map_layout import EDGE
from ragusa_tui.table import look


def cells_text(board_map: BoardMap) -> list[str]:
    assert board_map._lines is not None
    return [strip.text for strip in board_map._lines]


@pytest.mark.parametrize("size", [(100, 30), (120, 40)])
def test_every_kind_of_thing_on_the_map_has_its_own_sign_without_colour(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    session = session_until(0, lambda s: s.game.round >= 2)
    app = RagusaApp(session=session)
    board = session.board
    players = list(look.COLOURS[:3])

    async def run() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            assert app.no_color
            board_map = app.screen.query_one(BoardMap)
            board_map.shows_cursor = False  # the cursor's brackets are a sign of their own
            n = board.n_spots
            towers_at = list(board.tower_spots[:3])
            others = [s for s in range(n) if s not in towers_at]
            houses_at, (power_at, reserved_at), candidates = others[:3], others[3:5], others[5:9]
            houses: list[int | None] = [None] * n
            for seat, spot in enumerate(houses_at):
                houses[spot] = seat
            houses[power_at] = 1
            towers: list[int | None] = [None] * n
            for seat, spot in enumerate(towers_at):
                towers[spot] = seat
            walls = [-1] * len(board.wall_slots)
            walls[0], walls[5] = 0, 1
            powerhouse = [s == power_at for s in range(n)]
            reserved = [s == reserved_at for s in range(n)]

            def view(mode: str) -> MapView:
                return MapView(houses, towers, walls, players, powerhouse, reserved, mode=mode,
                               candidates=frozenset(candidates), recent_slots=frozenset({5}))

            signs: dict[str, set[str]] = {}
            for mode in (POWERHOUSES, SPOTS):
                board_map.show(view(mode))
                await pilot.pause()
                board_map.render_line(0)
                lay = board_map.layout_now
                left = board_map._left(lay)
                rows = cells_text(board_map)

                def at(cell: tuple[int, int]) -> str:
                    col, row = cell
                    return rows[row][left + col]

                marker = "powerhouse_spot" if mode == POWERHOUSES else "legal_spot"
                signs.setdefault(marker, set()).update(at(lay.spot_cell[s]) for s in candidates)
                signs.setdefault("house", set()).update(at(lay.spot_cell[s]) for s in houses_at)
                signs.setdefault("tower", set()).update(at(lay.tower_cell[s]) for s in towers_at)
                signs.setdefault("powerhouse", set()).add(at(lay.spot_cell[power_at]))
                signs.setdefault("reserved", set()).add(at(lay.spot_cell[reserved_at]))
                used = {*houses_at, *towers_at, power_at, reserved_at, *candidates}
                signs.setdefault("free_spot", set()).update(
                    at(cell) for s, cell in lay.spot_cell.items() if s not in used)
                signs.setdefault("wall", set()).update(
                    at(c) for slot in (0, 5) for c in lay.slot_cells[slot])
                signs.setdefault("wall_slot", set()).update(
                    at(c) for slot, cells in lay.slot_cells.items() if walls[slot] < 0 for c in cells)
                tower_cells = set(lay.tower_cell.values())
                signs.setdefault("edge", set()).update(
                    at((col, row)) for row, line in enumerate(lay.cells) for col, cell in enumerate(line)
                    if cell.role == EDGE and cell.slot < 0 and (col, row) not in tower_cells)
            # Each player's house and tower signs: one each, never the same.
            assert signs["house"] == {c.symbol for c in players}
            assert signs["tower"] == {c.tower for c in players}
            assert signs["wall"] == {look.BUILT_WALL, look.RECENT_WALL}
            kinds = sorted(signs)
            for i, a in enumerate(kinds):
                for b in kinds[i + 1:]:
                    assert not signs[a] & signs[b], (a, b, signs[a] & signs[b])

    asyncio.run(run())
