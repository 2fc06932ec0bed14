"""The table's log: one line per event, and what the others did since a
player's last decision, with the table's public news (shown on the hand-over
screen and in the log when that player takes the keyboard).

A line keeps its words (`text`, the English shown in the log) and the same
sentence as a message (a code and its arguments, `catalogue.Message`), so
another language, or another program reading the table, words it itself.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import overload

from ..catalogue import Message


@dataclass(frozen=True, slots=True)
class LogLine:
    """One event for the log: who it concerns, what happened and its kind;
    `message` is `text` as a code and its arguments (None only for a line
    from a table that sent its words alone)."""

    player: int | None
    text: str
    kind: str
    message: Message | None = None

    @property
    def said(self) -> Message:
        """The line as a message: its own, else its words alone ("log.text")."""
        return log_message(self.message, self.text)


def log_message(message: Message | None, text: str) -> Message:
    """A log line's message, or its words alone ("log.text") if it came without one."""
    return message if message is not None else Message.of("log.text", text=text)


class LogSoFar(Sequence[LogLine]):
    """The log as it stood at one state: the first lines of a table's own
    list of them, held without a copy. A table's log only ever grows (a line
    taken back is marked, never removed), so those lines stay what they
    were; a frame is made after every move for every seat, and copying the
    whole log into each touched every line of it every time.

    It reads as the tuple of those lines: equal to any sequence of the same
    lines, hashed as their tuple, and a slice of it is a tuple."""

    __slots__ = ("_lines", "_count")

    def __init__(self, lines: Sequence[LogLine]) -> None:
        self._lines = lines
        self._count = len(lines)

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> LogLine: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[LogLine, ...]: ...

    def __getitem__(self, index: int | slice) -> LogLine | tuple[LogLine, ...]:
        if isinstance(index, slice):
            start, stop, step = index.indices(self._count)
            if step == 1:
                return tuple(self._lines[start:stop])
            return tuple(self._lines[i] for i in range(start, stop, step))  # (a stop of -1 is "before the first")
        count = self._count
        if not -count <= index < count:
            raise IndexError("log line out of range")
        return self._lines[index + count if index < 0 else index]

    def __iter__(self) -> Iterator[LogLine]:
        return islice(self._lines, self._count)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LogSoFar) and other._lines is self._lines:
            return other._count == self._count
        if isinstance(other, Sequence) and not isinstance(other, (str, bytes)):
            return len(other) == self._count and all(a == b for a, b in zip(self, other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"LogSoFar({tuple(self)!r})"


# The lines worth repeating: houses, walls, towers, ships, sales and VP; and
# the table's own public news: a ship entering the harbour (the market
# moved with it). The log is public (a bonus card kept is never named in
# it), so nothing told here is another player's secret.
WORTH = frozenset({"place", "powerhouse", "wall", "tower", "ship", "sell", "vp", "pass"})
PUBLIC = frozenset({"harbour"})
MOST = 5  # the lines a caller that has no room for more may ask for (`most`)


def since_last(log: Sequence[LogLine], start: int, player: int, taken_back: Collection[int] = (),
               most: int | None = None) -> list[Message]:
    """The others' main moves and the public news in `log[start:]` that
    still stand (lines in `taken_back` were undone since), all of them, in
    order; with `most`, at most that many lines: if there are more, the
    newest, after a line saying how many earlier ones the log holds."""
    moves = [line.said for i, line in enumerate(log[start:], start)
             if i not in taken_back and (
                 (line.kind in WORTH and line.player is not None and line.player != player)
                 or (line.kind in PUBLIC and line.player is None))]
    if most is None or len(moves) <= most:
        return moves
    return [Message.of("log.earlier_moves", count=len(moves) - most + 1), *moves[-(most - 1):]]
