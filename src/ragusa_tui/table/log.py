"""The table's log: one line per event, and what the others did since a
player's last decision, with the table's public news (shown on the hand-over
screen and in the log when that player takes the keyboard).

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
