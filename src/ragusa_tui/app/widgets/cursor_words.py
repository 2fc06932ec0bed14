"""Words for what the cursor is on: a spot and why it can (not) be chosen,
or a wall slot and what it would score."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console
from rich.text import Text

from ...catalogue import Message, joined, text, word
from ...engine.board import KIND_KEYS
from ...table.turn import elsewhere, on_its_way
from ...table.view import TableView, decider_frame

if TYPE_CHECKING:
    from ...table.frame import Frame, Position

# Where a spot lies (`Board.spot_area`), by the code of its words.
AREA = {"countryside": "panel.spot.area.countryside", "city_limits": "panel.spot.area.city_limits",
        "city": "panel.spot.area.city"}


def spot_parts(session: TableView, spot: int, mode: str, candidates: frozenset[int],
               state: Position | None = None) -> tuple[Text, Text, Text]:
    """The words under the map about a spot: a line of its hexes and
    pieces, the same line without where the spot lies (its hexes say it
    too: for a narrow map, `fit_rows`), and whether it can be chosen now.
    `state`, if given, is the public state shown (the Patrician's moves
    revealed so far), so the pieces named are those on the map."""
    board = session.board
    now = session.frame(None)  # read once: this runs at every move of the cursor
    snap = (state or now.position).spots[spot]
    hexes = joined("list.comma", [word("hex", KIND_KEYS[board.hex_kind[h]]) for h in board.spot_hexes[spot]])
    area = AREA.get(board.spot_area[spot])
    title = (text("panel.spot.title", spot=spot), "bold")
    around = text("panel.spot.hexes", hexes=hexes)
    line = Text.assemble(title, f" · {text(area) if area is not None else ''} · {around}")
    short = Text.assemble(title, f" · {around}")
    pieces = Text()
    if board.is_tower_spot[spot]:
        pieces.append(" · " + text("panel.spot.tower_spot"))
    house = "panel.spot.powerhouse" if snap.powerhouse else "panel.spot.house"
    for owner, what in ((snap.house, house), (snap.tower, "panel.spot.tower")):
        if owner is not None:
            pieces.append(" · ")
            pieces.append_text(now.palette[owner].badge(text(what, owner=now.name(owner))))
    if snap.reserved:
        pieces.append(" · " + text("panel.spot.reserved"), "bold")
    line.append_text(pieces)
    short.append_text(pieces)
    return line, short, _spot_answer(session, now, spot, mode, candidates, snap.reserved)


def _spot_answer(session: TableView, now: Frame, spot: int, mode: str, candidates: frozenset[int],
                 reserved: bool) -> Text:
    """Whether the spot under the cursor may be chosen now, and why not
    (`now`: the frame the spot's line was read from)."""
    line = Text()
    d = now.decision
    who = now.name(d.player) if d is not None else ""
    if mode == "spots":
        if spot in candidates:
            line.append(text("panel.spot.can_build", player=who), "bold green")
        else:
            why = decider_frame(session).spot_problem_message(spot) or Message.of("panel.spot.not_legal")
            line.append(text("panel.spot.refused", why=why), "bold red")
    elif mode == "powerhouses":
        if spot in candidates:
            line.append(text("panel.spot.can_place_powerhouse", player=who), "bold green")
        else:
            problem = decider_frame(session).powerhouse_problem_message(spot) if d is not None else None
            line.append(text("panel.spot.no_powerhouse",
                             why=problem or Message.of("panel.spot.not_legal_powerhouse")), "bold red")
    elif mode == "towers":
        if spot in candidates:
            line.append(text("panel.spot.free_tower_spot", player=who), "bold green")
        else:
            line.append(text("panel.spot.not_free_tower_spot"), "bold red")
    elif mode == "watching":
        line.append(text("panel.spot.watching"), "dim")
    elif d is not None and elsewhere(session, d.player):
        # Decided at another screen or on the server: nothing to hurry here.
        if on_its_way(session, d.player):
            line.append(text("panel.spot.on_its_way"), "dim")
        elif session.setup.level(d.player):
            line.append(text("panel.spot.elsewhere_computer", player=who), "dim")
        else:
            line.append(text("panel.spot.elsewhere", player=who), "dim")
    elif d is not None and session.setup.level(d.player):
        line.append(text("panel.spot.computer", player=who), "dim")
    elif reserved:
        line.append(text("panel.spot.reserved_refused"), "bold red")
    else:
        line.append(text("panel.spot.look_around"), "dim")
    return line


def slot_text(session: TableView, slot: int) -> Text:
    """A wall slot under the cursor and what the Mason would score there."""
    d = session.frame(None).decision
    a, b = session.board.wall_slots[slot]
    line = Text.assemble((text("panel.slot.title", slot=slot), "bold"),
                         f" · {text('panel.slot.between', a=a, b=b)}\n")
    if d is not None:
        vp = decider_frame(session).wall_slot_vp(slot)
        line.append(text("panel.slot.score", vp=vp, player=session.frame(None).name(d.player)), "bold green")
    return line


def fit_rows(full: Text, short: Text, rest: Text, width: int, rows: int | None, console: Console) -> Text:
    """A first line (`full`, or else `short`) and `rest` in at most `rows`
    rows of `width` cells (None: as many as it takes): `full` if it fits
    with `rest` whole, else `short`, else `short` cut with an ellipsis, so
    that `rest` (whether the spot may be chosen, and why not) still shows
    whole."""
    if rows is None or width <= 0 or rows <= 0:
        return Text("\n").join([full, rest])
    if full.cell_len <= width and rest.cell_len <= width and "\n" not in rest.plain and rows >= 2:
        return Text("\n").join([full, rest])  # (most of the time, at every cursor move: nothing to measure)
    left = rows - len(rest.wrap(console, width))
    for way in (full, short):
        if len(way.wrap(console, width)) <= left:
            return Text("\n").join([way, rest])
    cut = short.copy()
    cut.truncate(width, overflow="ellipsis")
    return Text("\n").join([cut, rest])
