"""The table's log: one line per event, and what the others did since a
player's last decision, in a few lines (shown on the hand-over screen and in
the log when that player takes the keyboard).

A line keeps its words (`text`, the English shown in the log) and the same
sentence as a message (a code and its arguments, `catalogue.Message`), so
another language, or another program reading the table, words it itself.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

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


# The lines worth repeating: houses, walls, towers, ships, sales and VP.
WORTH = frozenset({"place", "powerhouse", "wall", "tower", "ship", "sell", "vp", "pass"})
MOST = 5


def since_last(log: Sequence[LogLine], start: int, player: int, taken_back: Collection[int] = (),
               most: int = MOST) -> list[Message]:
    """The others' main moves in `log[start:]` that still stand (lines in
    `taken_back` were undone since), at most `most` lines: if there are
    more, the newest, after a line saying how many earlier ones the log holds
    (the moves just before the player's turn matter most to them)."""
    moves = [line.said for i, line in enumerate(log[start:], start)
             if line.kind in WORTH and line.player is not None and line.player != player
             and i not in taken_back]
    if len(moves) <= most:
        return moves
    return [Message.of("log.earlier_moves", count=len(moves) - most + 1), *moves[-(most - 1):]]
