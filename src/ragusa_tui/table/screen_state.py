"""What a table's screen showed, kept in its save beside the game: the map's
cursor, whether the spots show their numbers, and the log's "Since ...'s
last decision" lines, so that quitting and resuming bring the screen back
as it was.

None of it is the game: the engine never reads it, and the record's actions
are untouched. It holds no words: a since-line is kept as the places in the
log of the lines it told, so a save is the same in every language, and the
line is worded again, from the replayed log, in the language of the screen
that resumes it. Read leniently, like the seating (`seating.read_seating`): a
save without it (from before) or a value edited by hand only means the
screen starts as a new one would; the game still loads.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..catalogue import Message
    from .log import LogLine

KEY = "screen"  # under the seating's key (`seating.KEY`)
MOST_SINCE = 500  # since-lines kept: some 12 rounds of every seat, and more
MOST_NEWS = 200  # log lines one since-line tells


@dataclass(frozen=True)
class SinceLine:
    """A "Since `seat`'s last decision" line: written after the log's first
    `at` lines, telling the log's lines `lines` (the others' moves since)."""

    at: int
    seat: int
    lines: tuple[int, ...]


@dataclass(frozen=True)
class ScreenState:
    """The map's cursor (a spot; None: wherever the map puts it), the spot
    numbers shown or not, and the since-lines written in the log."""

    cursor: int | None = None
    numbers: bool = False
    since: tuple[SinceLine, ...] = ()

    def as_json(self, gone: Collection[int] = ()) -> dict[str, Any]:
        """As a save keeps it. `gone`: the log's lines a replay of the save
        will not have (decisions taken back, and the lines saying so): the
        since-lines' places in the log are counted without them."""
        order = sorted(gone)

        def replayed(i: int) -> int:
            return i - bisect_left(order, i)

        since = []
        for line in self.since:
            told = [replayed(i) for i in line.lines if i not in gone]
            if told:
                since.append({"at": replayed(line.at), "seat": line.seat, "lines": told})
        out: dict[str, Any] = {"numbers": self.numbers, "since": since}
        if self.cursor is not None:
            out["cursor"] = self.cursor
        return out


def lines_told(log: Sequence[LogLine], start: int, taken_back: Collection[int],
               news: Sequence[Message]) -> tuple[int, ...]:
    """Where `news` (the others' moves since a seat's last decision, that
    seat's log lines from `start` on that still stand, in order) is in `log`."""
    found: list[int] = []
    i = start
    for message in news:
        while i < len(log) and (i in taken_back or log[i].said != message):
            i += 1
        if i == len(log):
            break
        found.append(i)
        i += 1
    return tuple(found)


def _whole(value: object, below: int) -> int | None:
    """`value` if it is a whole number from 0 to `below` - 1 (not a bool)."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < below:
        return value
    return None


def _since_line(data: object, seats: int, log_lines: int) -> SinceLine | None:
    if not isinstance(data, dict):
        return None
    at, seat, lines = _whole(data.get("at"), log_lines + 1), _whole(data.get("seat"), seats), data.get("lines")
    if at is None or seat is None or not isinstance(lines, list) or not 0 < len(lines) <= MOST_NEWS:
        return None
    told = [_whole(i, log_lines) for i in lines]
    if any(i is None for i in told):
        return None
    return SinceLine(at, seat, tuple(i for i in told if i is not None))


def read_screen_state(seating: object, seats: int, spots: int, log_lines: int) -> ScreenState:
    """The screen kept in a save's seating (`seating.KEY`'s value), for a
    game of `seats` seats on a map of `spots` spots whose log, replayed,
    has `log_lines` lines; each value that is missing or not as written
    falls back to a new screen's, on its own. Since-lines come in the
    order of the log; one that does not read back is left out."""
    data = seating.get(KEY) if isinstance(seating, dict) else None
    if not isinstance(data, dict):
        return ScreenState()
    numbers = data.get("numbers")
    since = data.get("since")
    kept: list[SinceLine] = []
    if isinstance(since, list):
        for raw in since[:MOST_SINCE]:
            line = _since_line(raw, seats, log_lines)
            if line is not None and (not kept or kept[-1].at <= line.at):
                kept.append(line)
    return ScreenState(_whole(data.get("cursor"), spots), numbers if isinstance(numbers, bool) else False,
                       tuple(kept))
