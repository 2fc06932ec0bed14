"""What one seat (or a spectator) is sent: the one place that decides it.

Everything a client receives about the game comes from `view_for` and
`events_for`. The snapshot is the engine's, already filtered for the seat
(another's bonus cards and the options of another's decision stay secret);
nothing here names the seed, a deck's order or the actions played.
"""

from __future__ import annotations

from typing import Any

from ..table.local import LocalTable


def view_for(table: LocalTable, seat: int | None) -> dict[str, Any]:
    """The game as `seat` may see it (None: a spectator), as plain JSON data.
    The integrator's client reads only this; what it needs more goes here."""
    return {
        "snapshot": table.snapshot(seat),
        "names": table.names,
        "mode": table.mode,
        "colours": [c.name for c in table.colours],
        "round": table.round,
        "rounds": table.rounds,
        "decider": table.decider,
        "over": table.over,
        # The final scoring, every bonus card named: public once the game is over.
        "scores": table.final_scores().as_dict() if table.over else None,
    }


def events_for(table: LocalTable, seat: int | None, start: int) -> list[str]:
    """The log's lines from `start` on that `seat` may read: the log is
    written for everyone at the table (a kept card is never named), so all."""
    return [line.text for line in table.log[start:]]


def legal_for(table: LocalTable, seat: int | None, decides: bool) -> list[str]:
    """The actions `seat` may send now: only when it is that seat's decision
    and a person plays it (`decides`), else none."""
    if seat is None or not decides or table.decider != seat:
        return []
    return [str(a) for a in table.legal()]
