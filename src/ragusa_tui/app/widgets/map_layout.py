"""Where every hex, edge and spot of the board falls on a character grid.

Pure geometry, computed once per scale. The board's spot coordinates are in
half-hex-width (x) and half-side (y) units with y growing south; a hex centre
is at (2*col + (row & 1), 3*row). One y unit is one terminal row and one x
unit is `scale` (3 or 4) columns, so a hex is drawn as

        ╱●╲          its top corner (a spot) with two edges,
      ╲●     ●╱      its upper corners: every corner where 3 hexes meet is a spot,
      │ Winery │     the centre row, between two vertical edges,
      ╱●     ●╲
        ╲●╱

and neighbouring hexes share their edges and corners; an edge on the city
loop (a wall slot) is drawn dotted (`⋰ ⋮ ⋱`). The bottom sea row is
cut at its centre line: nothing can be built there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from ...table.look import SLOT_EDGE

if TYPE_CHECKING:
    from ...engine.board import Board

BLANK, INTERIOR, EDGE, SPOT, CORNER = range(5)
X_MIN, Y_MIN = -1, -2


@dataclass(slots=True)
class Cell:
    """One character cell of the map and what it belongs to."""

    role: int = BLANK
    glyph: str = " "
    hex: int = -1
    spot: int = -1  # SPOT cells: the spot; EDGE cells: the spot right beside it
    slot: int = -1  # EDGE cells on the city loop: the wall slot
    line: int = -1  # INTERIOR cells: which label line (0-2) of the hex, or -1


@dataclass
class MapLayout:
    """The grid for one scale; `spot_cell[s]` is (col, row) of spot s."""

    scale: int
    width: int
    height: int
    cells: list[list[Cell]]
    spot_cell: dict[int, tuple[int, int]] = field(default_factory=dict)
    slot_cells: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    hex_centre: dict[int, tuple[int, int]] = field(default_factory=dict)
    tower_cell: dict[int, tuple[int, int]] = field(default_factory=dict)

    def at(self, col: int, row: int) -> Cell | None:
        if 0 <= row < self.height and 0 <= col < self.width:
            return self.cells[row][col]
        return None


def corners(cx: int, cy: int) -> list[tuple[int, int]]:
    """The six corners of a hex, clockwise from north, in board units."""
    return [(cx, cy - 2), (cx + 1, cy - 1), (cx + 1, cy + 1), (cx, cy + 2), (cx - 1, cy + 1),
            (cx - 1, cy - 1)]


@lru_cache(maxsize=4)
def build_layout(board: Board, scale: int) -> MapLayout:
    """Lay the board out at `scale` columns per x unit (3 or 4)."""
    centres = {h: (2 * c + (r & 1), 3 * r) for h, (r, c) in enumerate(board.hex_pos)}
    y_max = max(cy for _, cy in centres.values())  # the last row is cut at its centre
    max_x = max(cx for cx, _ in centres.values()) + 1
    width = (max_x - X_MIN) * scale + 1
    height = y_max - Y_MIN + 1
    cells = [[Cell() for _ in range(width)] for _ in range(height)]
    layout = MapLayout(scale, width, height, cells)

    def col_row(x: int, y: int) -> tuple[int, int]:
        return (x - X_MIN) * scale, y - Y_MIN

    def put(col: int, row: int, **values: object) -> Cell | None:
        if 0 <= row < height and 0 <= col < width:
            cell = cells[row][col]
            for k, v in values.items():
                setattr(cell, k, v)
            return cell
        return None

    spot_at = {xy: s for s, xy in enumerate(board.spot_xy)}
    slot_of = {frozenset(pair): i for i, pair in enumerate(board.wall_slots)}
    s = scale
    for h, (cx, cy) in centres.items():
        c, r = col_row(cx, cy)
        layout.hex_centre[h] = (c, r)
        for dr, half in ((-1, s - 2), (0, s - 1), (1, s - 2)):
            for dc in range(-half, half + 1):
                put(c + dc, r + dr, role=INTERIOR, hex=h, line=dr + 1)
        pts = corners(cx, cy)
        # Edge cells between corner i and corner i+1, in board order.
        edge_cells = [
            [(c + 1, r - 2), (c + s - 1, r - 1)],
            [(c + s, r)],
            [(c + s - 1, r + 1), (c + 1, r + 2)],
            [(c - 1, r + 2), (c - s + 1, r + 1)],
            [(c - s, r)],
            [(c - s + 1, r - 1), (c - 1, r - 2)],
        ]
        glyphs = "╲│╱╲│╱"
        for i in range(6):
            a, b = spot_at.get(pts[i]), spot_at.get(pts[(i + 1) % 6])
            slot = slot_of.get(frozenset((a, b)), -1) if a is not None and b is not None else -1
            # A wall slot's edge is dotted: it reads as one without colour.
            glyph = SLOT_EDGE[glyphs[i]] if slot >= 0 else glyphs[i]
            for col, row in edge_cells[i]:
                put(col, row, role=EDGE, glyph=glyph, slot=slot)
                if slot >= 0:
                    layout.slot_cells.setdefault(slot, [])
                    if (col, row) not in layout.slot_cells[slot]:
                        layout.slot_cells[slot].append((col, row))
        for x, y in pts:
            col, row = col_row(x, y)
            spot = spot_at.get((x, y))
            if spot is None:
                cell = layout.at(col, row)
                if cell is not None and cell.role != SPOT:
                    put(col, row, role=CORNER, glyph="·")
            else:
                put(col, row, role=SPOT, glyph="·", spot=spot)
                layout.spot_cell[spot] = (col, row)
    # Edge cells right beside a spot also select it: a wider mouse target.
    for spot, (col, row) in layout.spot_cell.items():
        for dc in (-1, 1):
            cell = layout.at(col + dc, row)
            if cell is not None and cell.role == EDGE:
                cell.spot = spot
    for slot in layout.slot_cells:
        layout.slot_cells[slot].sort()
    # A tower is drawn on the one edge at its spot that is not a wall slot,
    # so it never hides a wall.
    for spot in board.tower_spots:
        col, row = layout.spot_cell[spot]
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            cell = layout.at(col + dc, row + dr)
            if cell is not None and cell.role == EDGE and cell.slot < 0:
                cell.spot = spot
                layout.tower_cell[spot] = (col + dc, row + dr)
                break
    return layout


def hex_label(lines: tuple[str, str, str], narrow: str, scale: int, line: int) -> str:
    """The text of one label line of a hex, centred in its interior width."""
    if scale >= 4:
        text = lines[line]
        width = 2 * scale - 1 if line == 1 else 2 * scale - 3
    else:
        text = narrow if line == 1 else ""
        width = 2 * scale - 1 if line == 1 else 2 * scale - 3
    return text[:width].center(width)
