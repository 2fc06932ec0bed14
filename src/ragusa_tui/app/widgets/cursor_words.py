"""Words for what the cursor is on: a spot and why it can (not) be chosen,
or a wall slot and what it would score."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.text import Text

from ...table.turn import elsewhere, on_its_way
from ...table.view import TableView, decider_frame

if TYPE_CHECKING:
    from ...table.frame import Position

AREA = {"countryside": "countryside", "city_limits": "city limits", "city": "in the city"}


def spot_text(session: TableView, spot: int, mode: str, candidates: frozenset[int],
              state: Position | None = None) -> Text:
    """Two lines: the spot's hexes and pieces; then whether it can be chosen
    now. `state`, if given, is the public state shown (the Patrician's moves
    revealed so far), so the pieces named are those on the map."""
    board = session.board
    now = session.frame(None)  # read once: this runs at every move of the cursor
    snap = (state or now.position).spots[spot]
    hexes = ", ".join(board.hex_label(h) for h in board.spot_hexes[spot])
    line = Text.assemble((f"Spot {spot}", "bold"), f" · {AREA.get(board.spot_area[spot], '')}"
                         f" · hexes: {hexes}")
    if board.is_tower_spot[spot]:
        line.append(" · tower spot")
    for owner, what in ((snap.house, "Powerhouse" if snap.powerhouse else "house"), (snap.tower, "tower")):
        if owner is not None:
            line.append(" · ")
            line.append_text(now.palette[owner].badge(f"{now.name(owner)}'s {what}"))
    if snap.reserved:
        line.append(" · × reserved for the Patrician", "bold")
    line.append("\n")
    d = now.decision
    who = now.name(d.player) if d is not None else ""
    if mode == "spots":
        if spot in candidates:
            line.append(f"✓ {who} can build here: Enter, or click it again.", "bold green")
        else:
            why = decider_frame(session).spot_problem(spot) or "not a legal spot now"
            line.append(f"✗ {why[0].upper()}{why[1:]}.", "bold red")
    elif mode == "powerhouses":
        if spot in candidates:
            line.append(f"✓ {who} can place a Powerhouse here: Enter, or click it again.", "bold green")
        else:
            problem = decider_frame(session).powerhouse_problem(spot) if d is not None else None
            line.append(f"✗ No Powerhouse here: {problem or 'not a legal Powerhouse spot now'}.", "bold red")
    elif mode == "towers":
        if spot in candidates:
            line.append(f"✓ Free tower spot: Enter to raise {who}'s tower here.", "bold green")
        else:
            line.append("✗ Not a free tower spot.", "bold red")
    elif mode == "watching":
        line.append("The Patrician plays: Space next move, Esc skip", "dim")
    elif d is not None and elsewhere(session, d.player):
        # Decided at another screen or on the server: nothing to hurry here.
        if on_its_way(session, d.player):
            line.append("Your move is on its way to the table; arrow keys look around.", "dim")
        else:
            computer = " (a computer)" if session.setup.level(d.player) else ""
            line.append(f"It is {who}'s decision{computer}; arrow keys look around.", "dim")
    elif d is not None and session.setup.level(d.player):
        line.append(f"{who} is a computer player: Space now, Esc skip", "dim")
    elif snap.reserved:
        line.append("✗ Nobody but the Patrician's bots may build here.", "bold red")
    else:
        line.append("Arrow keys look around; Enter to decide.", "dim")
    return line


def slot_text(session: TableView, slot: int) -> Text:
    """A wall slot under the cursor and what the Mason would score there."""
    d = session.frame(None).decision
    a, b = session.board.wall_slots[slot]
    line = Text.assemble((f"Wall slot {slot}", "bold"), f" · between spots {a} and {b}\n")
    if d is not None:
        vp = decider_frame(session).wall_slot_vp(slot)
        line.append(f"✓ {vp} VP for {session.frame(None).name(d.player)} (1 for the wall + 1 per own house "
                    "or tower at its two ends): Enter to build.", "bold green")
    return line


def fit_rows(text: Text, width: int, rows: int, console: Console) -> Text:
    """`text` in at most `rows` rows of `width` cells: when it needs more,
    its first line (what the spot is) is cut short with an ellipsis, so that
    the lines after it (whether it may be chosen, and why not) show whole."""
    if width <= 0 or rows <= 0:
        return text
    lines = text.split("\n")
    if len(lines) <= rows and all(line.cell_len <= width for line in lines):
        return text  # (most of the time, at every cursor move: no wrapping to measure)
    needed = [len(line.wrap(console, width)) for line in lines]
    if sum(needed) <= rows or len(lines) < 2:
        return text
    first = lines[0].copy()
    first.truncate(width, overflow="ellipsis")
    return Text("\n").join([first, *lines[1:]])
