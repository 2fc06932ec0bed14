"""What one seat (or a spectator) is sent: the one place that decides it.

Everything a client receives about the game comes from `view_for` and
`log_for`. The view is the seat's `table.frame.Frame` (`frame_for`), already
filtered for the seat (another's bonus cards and the options of another's
decision stay secret), in its encoding (`frame_data.encode`); nothing here
names the seed, a deck's order or the actions played before the game is over.
"""

from __future__ import annotations

from typing import Any

from ..engine import Action
from ..table.frame import frame_for
from ..table.local import LocalTable
from ..table.log import LogLine
from .frame_data import encode, encode_log


def view_for(table: LocalTable, seat: int | None, version: int | None = None,
             decides: bool | None = None) -> dict[str, Any]:
    """The game as `seat` may see it (None: a spectator), as plain JSON data:
    its frame at `version` (default: the table's own count), the decider's
    part only if `decides` (default: a person plays that seat)."""
    return encode(frame_for(table, seat, version=version, decides=decides, spectator=seat is None))


def log_for(table: LocalTable, seat: int | None, start: int) -> list[dict[str, Any]]:
    """The log's lines from `start` on that `seat` may read (the log is written
    for everyone at the table: a kept card is never named, so all of them),
    with whom each concerns and its kind, for the log's colours."""
    return encode_log(table.log[start:])


def line_data(line: LogLine) -> dict[str, Any]:
    """One log line on the wire: whom it concerns, its words, its kind, and
    its sentence as a message (null for none), which a seat reads in its own
    language (`frame_data.encode_log`)."""
    return encode_log((line,))[0]


def legal_for(table: LocalTable, seat: int | None, decides: bool) -> list[str]:
    """The actions `seat` may send now: only when it is that seat's decision
    and a person plays it (`decides`), else none."""
    if seat is None or not decides or table.decider != seat:
        return []
    return list(map(_TEXTS.__getitem__, table.legal()))


class _Texts(dict[Action, str]):
    """Each action's text, worked out the first time it is asked: actions
    are interned (equal actions are one object, hashed by identity), and
    the decider's dozens of them are written after every move."""

    def __missing__(self, action: Action) -> str:
        text = self[action] = str(action)
        return text


_TEXTS = _Texts()
