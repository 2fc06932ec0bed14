"""The map: every hex, spot, house, tower and wall, drawn with the line API.

Each cell carries Rich style metadata naming its spot, wall slot or hex, so a
mouse click is resolved from the very cell that was drawn under the pointer.
The widget knows nothing of the rules: the screen hands it a `MapView` (what
stands where, what may be chosen) and listens for `CursorMoved` / `Chosen`.
Each row is drawn once and kept; a new view or cursor redraws only the rows
holding a spot, wall slot or hex that looks different.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, ClassVar

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from ...catalogue import Language, language, text, word
from ...engine.board import KIND_KEYS
from ...table import look
from .map_layout import EDGE, INTERIOR, SPOT, Cell, MapLayout, build_layout, hex_label

if TYPE_CHECKING:
    from ...engine.board import Board

# The labels inside each kind of hex, by the codes of its wide label (three
# lines, separated by "|") and of its narrow one.
LABELS: dict[str, tuple[str, str]] = {
    "sea": ("panel.map.wide.sea", "panel.map.narrow.sea"),
    "wood": ("panel.map.wide.wood", "panel.map.narrow.wood"),
    "stone": ("panel.map.wide.stone", "panel.map.narrow.stone"),
    "silver_ore": ("panel.map.wide.silver_ore", "panel.map.narrow.silver_ore"),
    "grapes": ("panel.map.wide.grapes", "panel.map.narrow.grapes"),
    "olives": ("panel.map.wide.olives", "panel.map.narrow.olives"),
    "silversmith": ("panel.map.wide.silversmith", "panel.map.narrow.silversmith"),
    "architect": ("panel.map.wide.architect", "panel.map.narrow.architect"),
    "mason": ("panel.map.wide.mason", "panel.map.narrow.mason"),
    "rectors_palace": ("panel.map.wide.rectors_palace", "panel.map.narrow.rectors_palace"),
    "winery": ("panel.map.wide.winery", "panel.map.narrow.winery"),
    "oil_press": ("panel.map.wide.oil_press", "panel.map.narrow.oil_press"),
    "cathedral": ("panel.map.wide.cathedral", "panel.map.narrow.cathedral"),
    "market": ("panel.map.wide.market", "panel.map.narrow.market"),
    "wharf": ("panel.map.wide.wharf", "panel.map.narrow.wharf"),
    "fishmonger": ("panel.map.wide.fishmonger", "panel.map.narrow.fishmonger"),
}


@lru_cache(maxsize=4)
def _labels(spoken: Language) -> dict[int, tuple[tuple[str, str, str], str]]:
    """Each hex kind's wide label (its three lines) and narrow one, in the
    language `spoken`: looked up once per language, as the map draws every
    cell of a hex with them."""
    labels: dict[int, tuple[tuple[str, str, str], str]] = {}
    for code, key in KIND_KEYS.items():
        wide, narrow = LABELS[key]
        top, middle, bottom = (spoken.text(wide).split("|") + ["", "", ""])[:3]
        labels[code] = (top, middle, bottom), spoken.text(narrow)
    return labels

IDLE, SPOTS, TOWERS, WALLS = "idle", "spots", "towers", "walls"
POWERHOUSES = "powerhouses"  # like SPOTS, for a Powerhouse (duel)
WATCHING = "watching"  # like IDLE, while the Patrician's moves are shown
RECENT_WALL = look.RECENT_WALL  # a wall of the last turn: shaded, so it shows without colour too


@dataclass(frozen=True)
class MapView:
    """What the map shows; built by the screen from the game snapshot."""

    houses: Sequence[int | None]
    towers: Sequence[int | None]
    walls: Sequence[int]
    players: Sequence[look.PlayerColour]
    powerhouse: Sequence[bool] = ()
    reserved: Sequence[bool] = ()
    mode: str = IDLE
    candidates: frozenset[int] = frozenset()
    slot_vp: Mapping[int, int] = field(default_factory=dict)
    marked_hexes: frozenset[int] = frozenset()
    recent: int | None = None
    # The walls (slots) and towers (spots) built in the last turn, marked with its house.
    recent_slots: frozenset[int] = frozenset()
    recent_towers: frozenset[int] = frozenset()
    # What a move of the Patrician being shown touched: lit up on the map.
    lit_spots: frozenset[int] = frozenset()
    lit_hexes: frozenset[int] = frozenset()
    lit_slots: frozenset[int] = frozenset()


def _style(fg: str | None = None, bg: str | None = None, *, bold: bool = False,
           underline: bool = False, reverse: bool = False) -> Style:
    return Style(color=fg, bgcolor=bg or look.MAP_BG, bold=bold, underline=underline, reverse=reverse)


DIGITS = frozenset("0123456789")
TYPING_PAUSE = 1.5  # seconds between two digits of one number
# A key per city building (its hex kind, see `engine.board`): the cursor goes
# to the next spot that may be chosen around that building. Mnemonic, and
# clear of the map's h j k l and the game's f i p s u.
BUILDING_KEYS: tuple[tuple[str, int], ...] = (
    ("a", 11),  # Architect
    ("c", 16),  # Cathedral
    ("d", 18),  # Wharf (the dock)
    ("g", 19),  # Fishmonger
    ("m", 12),  # Mason
    ("o", 15),  # Oil Press
    ("r", 13),  # Rector's Palace
    ("t", 17),  # Market
    ("v", 10),  # Silversmith
    ("w", 14),  # Winery
)
BUILDING_KEYS_SHOWN = "a…w"  # the one entry the Footer gives them (help lists them all)
NUMBERS_KEY = "n"


class BoardMap(Widget, can_focus=True):
    """The hex map with a cursor over spots (or wall slots)."""

    shows_cursor: ClassVar[bool] = True

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "move(0,-1)", "key.move", key_display="←↑↓→"),
        Binding("down,j", "move(0,1)", "key.move", show=False),
        Binding("left,h", "move(-1,0)", "key.move", show=False),
        Binding("right,l", "move(1,0)", "key.move", show=False),
        Binding("tab", "jump(1)", "key.next", key_display="Tab"),
        Binding("shift+tab", "jump(-1)", "key.previous", show=False),
        Binding("enter", "choose", "key.choose", key_display="Enter"),  # never Space: it shows bot moves
        # The Footer has room for one entry of the ten building keys (the
        # first's), when it has room at all (`footer_entry`); the keys work either way.
        Binding(BUILDING_KEYS[0][0], f"building({BUILDING_KEYS[0][1]}, 1)", "key.building",
                key_display=BUILDING_KEYS_SHOWN),
        *(Binding(key, f"building({kind})", f"word.hex.{KIND_KEYS[kind]}", show=False) for key, kind in BUILDING_KEYS),
        Binding(NUMBERS_KEY, "numbers", "key.numbers", show=False),  # no room left in the Footer
    ]

    class CursorMoved(Message):
        """The cursor is now on `target` (a spot, or a wall slot in wall mode)."""

        def __init__(self, target: int | None) -> None:
            super().__init__()
            self.target = target

    class Chosen(Message):
        """The player picked `target` (Enter, or a click on the cursor)."""

        def __init__(self, target: int) -> None:
            super().__init__()
            self.target = target

    def __init__(self, board: Board, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.board = board
        self.view: MapView | None = None
        self.cursor: int | None = None
        self._lines: list[Strip] | None = None
        self._key: tuple[int, int, Language | None] = (0, 0, None)  # what the rows were drawn for
        # Told of each cursor move at once, so what it shows lands in the
        # same frame as the map's new rows (`CursorMoved` comes a frame later).
        self.cursor_listener: Callable[[int | None], None] | None = None
        self._typed, self._typed_at = "", 0.0  # a spot's or wall slot's number being typed
        self.numbers = False  # each free spot shows its number (the n key)
        self.numbers_listener: Callable[[bool], None] | None = None  # told when the n key shows or hides them
        self.cut = 0  # rows left out at the top: a short terminal drops the top hexes' outlines
        self._number_cells: dict[tuple[int, int], tuple[int, str]] = {}  # (col, row): spot, digit
        self._numbers_for: tuple[object, ...] = ()  # what `_number_cells` was worked out for

    # ------------------------------------------------------------ state
    @property
    def mode(self) -> str:
        return self.view.mode if self.view else IDLE

    def show(self, view: MapView) -> None:
        """Draw `view`; keep the cursor if it still makes sense, else move it."""
        old_mode, old_view, old_cursor = self.mode, self.view, self.cursor
        old_pos = self._pos(self.cursor) if self.cursor is not None else None
        self.view = view
        if old_mode != view.mode and WALLS in (old_mode, view.mode):
            self.cursor = None  # slot numbers and spot numbers are different things
        targets = self._targets()
        if view.candidates and self.cursor not in view.candidates:
            self.cursor = self._nearest(view.candidates, old_pos)
        elif self.cursor not in targets:
            ordered = self._ordered(targets)
            self.cursor = ordered[0] if ordered else None
        if not self.shows_cursor:
            self.cursor = None
        self._redraw(old_view, old_cursor)
        self.post_message(self.CursorMoved(self.cursor))

    def put_cursor(self, target: int) -> None:
        if target in self._targets():
            old_cursor, self.cursor = self.cursor, target
            if self.cursor_listener is not None:
                self.cursor_listener(target)
            self.post_message(self.CursorMoved(target))
            self._redraw(self.view, old_cursor)

    def _targets(self) -> frozenset[int]:
        if self.mode in (WALLS, TOWERS):
            return self.view.candidates if self.view else frozenset()
        return frozenset(range(self.board.n_spots))

    def _pos(self, target: int) -> tuple[float, float]:
        """A target's position in true proportions (hex side = 1)."""
        if self.mode == WALLS:
            a, b = self.board.wall_slots[target]
            (xa, ya), (xb, yb) = self.board.spot_xy[a], self.board.spot_xy[b]
            x, y = (xa + xb) / 2, (ya + yb) / 2
        else:
            x, y = self.board.spot_xy[target]
        return x * 0.866, y * 0.5

    def _nearest(self, pool: frozenset[int], pos: tuple[float, float] | None) -> int:
        """The target of `pool` closest to `pos` (the first one if no position)."""
        if pos is None:
            return self._ordered(pool)[0]

        def distance(t: int) -> tuple[float, int]:
            x, y = self._pos(t)
            return ((x - pos[0]) ** 2 + (y - pos[1]) ** 2, t)

        return min(pool, key=distance)

    def _reading_key(self, target: int) -> tuple[int, int]:
        if self.mode == WALLS:
            return (target, 0)
        x, y = self.board.spot_xy[target]
        return (y, x)

    def _ordered(self, targets: frozenset[int]) -> list[int]:
        return sorted(targets, key=self._reading_key)

    # ---------------------------------------------------------- actions
    def action_move(self, dx: int, dy: int) -> None:
        targets = self._targets()
        if not targets:
            return
        if self.cursor not in targets:
            self.put_cursor(self._ordered(targets)[0])
            return
        cx, cy = self._pos(self.cursor)
        best: tuple[float, int] | None = None
        for t in targets:
            x, y = self._pos(t)
            along = (x - cx) * dx + (y - cy) * dy
            if along <= 0.01:
                continue
            across = abs((x - cx) * dy - (y - cy) * dx)
            score = along + 2.2 * across
            if best is None or score < best[0]:
                best = (score, t)
        if best is not None:
            self.put_cursor(best[1])

    def action_jump(self, step: int) -> None:
        pool = self.view.candidates if self.view and self.view.candidates else self._targets()
        ordered = self._ordered(pool)
        if not ordered:
            return
        if self.cursor in ordered:
            i = (ordered.index(self.cursor) + step) % len(ordered)
        elif self.cursor is not None:
            # From a spot that cannot be chosen: the next choosable one in reading order.
            key = self._reading_key(self.cursor)
            after = [j for j, t in enumerate(ordered) if self._reading_key(t) > key]
            before = [j for j, t in enumerate(ordered) if self._reading_key(t) < key]
            i = (after[0] if after else 0) if step > 0 else (before[-1] if before else -1)
        else:
            i = 0 if step > 0 else len(ordered) - 1
        self.put_cursor(ordered[i])

    footer_entry = True  # whether the Footer shows the building keys' entry

    def show_footer_entry(self, show: bool) -> None:
        if show != self.footer_entry:
            self.footer_entry = show
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "building" and len(parameters) > 1:  # the Footer's entry, where the keys do something
            return self.footer_entry and self.mode not in (IDLE, WATCHING)
        return True

    def action_building(self, kind: int, entry: int = 0) -> None:
        """The cursor to the next spot that may be chosen around the city
        building of hex kind `kind`, in reading order, round again at the end
        (`entry`: the binding the Footer shows)."""
        building = KIND_KEYS[kind]
        view = self.view
        pool = []
        if view is not None and view.candidates and self.mode != WALLS:
            pool = self._ordered(frozenset(
                spot for spot in view.candidates
                if any(self.board.hex_kind[h] == kind for h in self.board.spot_hexes[spot])))
        if not pool:
            self.notify(text("panel.map.no_spot_near", building=building), title=word("hex", building), timeout=3)
            return
        if pool == [self.cursor]:  # the key again on the one spot there is: said, not silent
            self.notify(text("panel.map.only_spot_near", spot=pool[0], building=building), title=word("hex", building),
                        timeout=3)
            return
        if self.cursor in pool:
            target = pool[(pool.index(self.cursor) + 1) % len(pool)]
        else:
            target = pool[0]
        self.put_cursor(target)

    def action_numbers(self) -> None:
        """Show each free spot's number on the map, or hide them again."""
        self.numbers = not self.numbers
        self._invalidate()
        if self.numbers_listener is not None:
            self.numbers_listener(self.numbers)

    def action_choose(self) -> None:
        if self.cursor is not None:
            self.post_message(self.Chosen(self.cursor))

    def type_digit(self, digit: str, now: float) -> None:
        """A digit of a spot's (or wall slot's) number: the cursor goes to the
        number typed so far (digits within `TYPING_PAUSE` make one number), so
        `37` then Enter chooses spot 37, and the line under the map says why
        a spot is not allowed. A number no choice starts with starts again."""
        targets = self._targets()
        if not targets:
            return
        typed = self._typed + digit if now - self._typed_at <= TYPING_PAUSE else digit
        if not any(str(t).startswith(typed) for t in targets):
            typed = digit
        self._typed, self._typed_at = typed, now
        if int(typed) in targets:
            self.put_cursor(int(typed))
        elif not any(str(t).startswith(typed) for t in targets):
            self.app.bell()  # no spot or wall slot that may be chosen has such a number

    def on_key(self, event: events.Key) -> None:
        if event.character is not None and event.character in DIGITS and self.view is not None:
            event.stop()
            event.prevent_default()
            self.type_digit(event.character, event.time)

    def on_click(self, event: events.Click) -> None:
        meta = event.style.meta
        key = "slot" if self.mode == WALLS else "spot"
        target = meta.get(key)
        if not isinstance(target, int) or target < 0 or target not in self._targets():
            return
        event.stop()
        if target == self.cursor:
            self.post_message(self.Chosen(target))
        else:
            self.put_cursor(target)

    # ---------------------------------------------------------- drawing
    @property
    def layout_now(self) -> MapLayout:
        scale = 4 if self.size.width >= build_layout(self.board, 4).width else 3
        return build_layout(self.board, scale)

    def cell_offset(self, spot: int | None = None, slot: int | None = None) -> tuple[int, int]:
        """Where a spot (or a wall slot) is drawn, relative to the widget."""
        lay = self.layout_now
        if spot is not None:
            col, row = lay.spot_cell[spot]
        else:
            assert slot is not None
            col, row = lay.slot_cells[slot][0]
        return col + self._left(lay), row - self.cut

    def cut_top(self, rows: int) -> None:
        """Leave out the map's first `rows` rows (the first row of hexes'
        upper outlines, no spot among them): room for the log on a short terminal."""
        if rows != self.cut:
            self.cut = rows
            self._invalidate()

    def _left(self, lay: MapLayout) -> int:
        return max(0, (self.size.width - lay.width) // 2)

    def _invalidate(self) -> None:
        self._lines = None
        self.refresh()

    def on_resize(self) -> None:
        self._invalidate()

    def render_line(self, y: int) -> Strip:
        key = (self.size.width, self.size.height, language())  # the hexes' labels: in the language spoken
        if self._lines is None or key != self._key:
            self._key = key
            lay = self.layout_now
            self._lines = [self._render_row(lay, row) for row in range(lay.height)]
        y += self.cut
        if 0 <= y < len(self._lines):
            return self._lines[y]
        return Strip.blank(self.size.width, _style())

    def _redraw(self, old: MapView | None, old_cursor: int | None) -> None:
        """Draw again only the rows where `self.view` and the cursor differ
        from `old` and `old_cursor`: a cursor move or a house built touches
        a few rows, not the whole map."""
        new = self.view
        if self._lines is None or old is None or new is None or _whole_map_changed(old, new):
            self._invalidate()
            return
        lay = self.layout_now
        cursors = {c for c in (old_cursor, self.cursor) if c is not None}
        rows = _rows(lay, _changes(old, new), cursors, self.mode == WALLS)
        width = self.size.width
        for row in sorted(rows):
            if 0 <= row < len(self._lines):
                self._lines[row] = self._render_row(lay, row)
                if row >= self.cut:
                    self.refresh(Region(0, row - self.cut, width, 1))

    def _render_row(self, lay: MapLayout, row: int) -> Strip:
        left = self._left(lay)
        pad = _style()
        segments: list[Segment] = [Segment(" " * left, pad)] if left else []
        run_text, run_style = "", None
        for col in range(lay.width):
            glyph, style = self._cell(lay, col, row)
            if style is run_style:
                run_text += glyph
            else:
                if run_text:
                    segments.append(Segment(run_text, run_style))
                run_text, run_style = glyph, style
        if run_text:
            segments.append(Segment(run_text, run_style))
        return Strip(segments).adjust_cell_length(self.size.width, pad)

    def _cell(self, lay: MapLayout, col: int, row: int) -> tuple[str, Style]:
        cell = lay.cells[row][col]
        if self.numbers:
            number = self._numbers(lay).get((col, row))
            if number is not None:
                return self._number(*number)
        if cell.role == INTERIOR:
            return self._interior(lay, cell, col)
        if cell.role == SPOT:
            return self._spot(cell.spot)
        if cell.role == EDGE:
            return self._edge(lay, cell, col, row)
        return " ", _style()

    def _interior(self, lay: MapLayout, cell: Cell, col: int) -> tuple[str, Style]:
        h = cell.hex
        code = self.board.hex_kind[h]
        kind = look.KINDS[code]
        hc, _ = lay.hex_centre[h]
        wide, narrow = _labels(language())[code]
        label = hex_label(wide, narrow, lay.scale, cell.line)
        i = col - hc + len(label) // 2
        ch = label[i] if 0 <= i < len(label) else " "
        marked = self.view is not None and h in self.view.marked_hexes
        lit = self.view is not None and h in self.view.lit_hexes
        bold = marked or lit or (ch != kind.fill and ch != " ")
        bg = look.STEP_HEX_BG if lit else kind.bg
        return ch, _meta_style(h, -1, -1, kind.fg, bg, bold=bold,
                               underline=(marked or lit) and ch != " ")

    def _spot(self, spot: int) -> tuple[str, Style]:
        view = self.view
        glyph, fg, bg, bold = look.FREE_SPOT, look.EMPTY_SPOT, None, False
        last = False  # the last house built: drawn reversed, which shows without colour too
        if view is not None:
            owner = view.houses[spot]
            if owner is not None:
                colour = view.players[owner]
                powerhouse = bool(view.powerhouse) and view.powerhouse[spot]
                glyph, fg, bold = (look.POWERHOUSE if powerhouse else colour.symbol), colour.rgb, True
                if powerhouse:
                    bg = look.BLACK_PIECE_BG
            elif view.reserved and view.reserved[spot]:
                glyph, fg, bg, bold = look.RESERVED, look.RESERVED_FG, look.BLACK_PIECE_BG, True
            elif view.mode == SPOTS and spot in view.candidates:
                glyph, fg, bold = look.LEGAL_SPOT, look.LEGAL, True
            elif view.mode == POWERHOUSES and spot in view.candidates:
                # Not the Powerhouse's own sign: a spot it may go to is not one it stands on.
                glyph, fg, bg, bold = look.POWERHOUSE_SPOT, look.LEGAL, look.CANDIDATE_BG, True
            if view.mode == TOWERS and spot in view.candidates:
                bg = look.CANDIDATE_BG
                if owner is None:
                    glyph, fg, bold = look.LEGAL_SPOT, look.LEGAL, True
            if spot in view.lit_spots:
                fg, bg, bold = look.MAP_BG, look.STEP_BG, True
            elif spot == view.recent and bg is None:
                bg, last = look.RECENT_BG, True
        if spot == self.cursor and self.mode != WALLS:
            fg, bg, bold, last = look.CURSOR_FG, look.CURSOR_BG, True, False
        return glyph, _meta_style(-1, spot, -1, fg, bg, bold=bold, reverse=last)

    def _numbers(self, lay: MapLayout) -> dict[tuple[int, int], tuple[int, str]]:
        """Where each free spot's number is drawn: on the spot and the edge
        to its right (left, if a tower or wall stands there). Not while the
        cursor picks wall slots, whose numbers are another thing."""
        view = self.view
        key = (view, lay.scale)
        if len(self._numbers_for) == 2 and self._numbers_for[0] is view and self._numbers_for[1] == lay.scale:
            return self._number_cells
        cells: dict[tuple[int, int], tuple[int, str]] = {}
        if view is not None and view.mode != WALLS:
            built = {c for slot, owner in enumerate(view.walls) if owner >= 0
                     for c in lay.slot_cells.get(slot, ())}
            built |= {lay.tower_cell[s] for s, owner in enumerate(view.towers)
                      if owner is not None and s in lay.tower_cell}
            for spot, (col, row) in lay.spot_cell.items():
                if view.houses[spot] is not None or (view.reserved and view.reserved[spot]):
                    continue
                text = str(spot)
                start = col
                if len(text) > 1 and (col + 1, row) in built and (col - 1, row) not in built:
                    start = col - 1
                for i, digit in enumerate(text):
                    cells[(start + i, row)] = (spot, digit)
        self._number_cells, self._numbers_for = cells, key
        return cells

    def _number(self, spot: int, digit: str) -> tuple[str, Style]:
        """A digit of a free spot's number: bold and underlined where it may
        be chosen now (which shows without colour too), reversed under the cursor."""
        view = self.view
        chosen = view is not None and spot in view.candidates and view.mode != WALLS
        if spot == self.cursor:
            # Reversed colours drawn reversed: the cursor's look, and without colour still reversed.
            return digit, _meta_style(-1, spot, -1, look.CURSOR_BG, look.CURSOR_FG, bold=True, reverse=True,
                                      underline=chosen)
        if view is not None and spot in view.lit_spots:
            return digit, _meta_style(-1, spot, -1, look.MAP_BG, look.STEP_BG, bold=True)
        if chosen:
            return digit, _meta_style(-1, spot, -1, look.LEGAL, None, bold=True, underline=True)
        return digit, _meta_style(-1, spot, -1, look.EMPTY_SPOT, None)

    def _edge(self, lay: MapLayout, cell: Cell, col: int, row: int) -> tuple[str, Style]:
        view, slot, near = self.view, cell.slot, cell.spot
        meta = (-1, near, slot)
        if view is None:
            return cell.glyph, _meta_style(*meta, look.EDGE, None)
        if near >= 0 and near == self.cursor and self.mode != WALLS:
            spot_col, spot_row = lay.spot_cell[near]
            if row == spot_row:
                return ("[" if col < spot_col else "]"), _meta_style(*meta, look.CURSOR_BG, None, bold=True)
        if slot >= 0:
            if view.mode == WALLS and slot in view.candidates:
                vp = view.slot_vp.get(slot)
                first = lay.slot_cells[slot][0] == (col, row)
                text = str(vp) if vp is not None and first else cell.glyph
                if slot == self.cursor:
                    return text, _meta_style(*meta, look.CURSOR_FG, look.CURSOR_BG, bold=True)
                return text, _meta_style(*meta, "#ffffff", look.CANDIDATE_BG, bold=True)
            if view.walls[slot] >= 0:
                glyph = RECENT_WALL if slot in view.recent_slots else look.BUILT_WALL
                return glyph, _meta_style(*meta, look.STEP_WALL if slot in view.lit_slots else look.WALL, None)
            return cell.glyph, _meta_style(*meta, look.CITY_EDGE, None)
        if near >= 0 and lay.tower_cell.get(near) == (col, row):
            owner = view.towers[near]
            if owner is not None:
                colour = view.players[owner]
                # The owner's tower sign (their house's shape, hollow): never read as a house.
                return colour.tower, _meta_style(*meta, look.MAP_BG, colour.rgb, bold=True,
                                                  underline=near in view.recent_towers)
        return cell.glyph, _meta_style(*meta, look.EDGE, None)


_META_CACHE: dict[tuple[object, ...], Style] = {}


def _meta_style(hex_: int, spot: int, slot: int, fg: str | None, bg: str | None, *,
                bold: bool = False, underline: bool = False, reverse: bool = False) -> Style:
    """A cell style with its hit-test metadata (the hex, spot and wall slot
    under the cell, those that are >= 0), cached: few distinct values, and
    the key is a plain tuple, so a cache hit costs one lookup."""
    key = (hex_, spot, slot, fg, bg, bold, underline, reverse)
    style = _META_CACHE.get(key)
    if style is None:
        meta = {name: value for name, value in (("hex", hex_), ("slot", slot), ("spot", spot))
                if value >= 0}
        style = _style(fg, bg, bold=bold, underline=underline, reverse=reverse) + Style.from_meta(meta)
        _META_CACHE[key] = style
    return style


# ------------------------------------------------------- what changed
@dataclass(frozen=True)
class Changes:
    """The spots, hexes and wall slots whose drawing differs between two views."""

    spots: frozenset[int]
    hexes: frozenset[int]
    slots: frozenset[int]


def _whole_map_changed(old: MapView, new: MapView) -> bool:
    """Changes that touch every cell's look or meaning: redraw all."""
    return (old.mode != new.mode or list(old.players) != list(new.players)
            or len(old.powerhouse) != len(new.powerhouse) or len(old.reserved) != len(new.reserved))


def _differ(a: Sequence[object], b: Sequence[object]) -> set[int]:
    return {i for i, (x, y) in enumerate(zip(a, b)) if x != y}


def _changes(old: MapView, new: MapView) -> Changes:
    spots = _differ(old.houses, new.houses) | _differ(old.towers, new.towers)
    spots |= _differ(old.powerhouse, new.powerhouse) | _differ(old.reserved, new.reserved)
    spots |= old.lit_spots ^ new.lit_spots
    if old.recent != new.recent:
        spots |= {s for s in (old.recent, new.recent) if s is not None}
    spots |= old.recent_towers ^ new.recent_towers
    slots = _differ(old.walls, new.walls) | (old.lit_slots ^ new.lit_slots)
    slots |= old.recent_slots ^ new.recent_slots
    if new.mode == WALLS:
        slots |= old.candidates ^ new.candidates
        slots |= {i for i in set(old.slot_vp) | set(new.slot_vp) if old.slot_vp.get(i) != new.slot_vp.get(i)}
    else:
        spots |= old.candidates ^ new.candidates
    hexes = (old.marked_hexes ^ new.marked_hexes) | (old.lit_hexes ^ new.lit_hexes)
    return Changes(frozenset(spots), frozenset(hexes), frozenset(slots))


def _rows(lay: MapLayout, changes: Changes, cursors: set[int], walls: bool) -> set[int]:
    """The rows drawing anything of `changes`, and the cursor's old and new place."""
    rows: set[int] = set()
    slots = set(changes.slots) | (cursors if walls else set())
    spots = set(changes.spots) | (set() if walls else cursors)
    for spot in spots:
        col, row = lay.spot_cell[spot]
        rows.add(row)  # the spot, and the cursor's brackets beside it
        if spot in lay.tower_cell:
            rows.add(lay.tower_cell[spot][1])
    for slot in slots:
        rows.update(row for _, row in lay.slot_cells.get(slot, ()))
    for h in changes.hexes:
        _, row = lay.hex_centre[h]
        rows.update((row - 1, row, row + 1))
    return rows
