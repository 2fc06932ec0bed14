"""The table's log: one line per event, and what the others did since a
player's last decision, in a few lines (shown on the hand-over screen and in
the log when that player takes the keyboard)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass


@dataclass(frozen=True)
class LogLine:
    """One event for the log: who it concerns and what happened."""

    player: int | None
    text: str
    kind: str


# The lines worth repeating: houses, walls, towers, ships, sales and VP.
WORTH = frozenset({"place", "powerhouse", "wall", "tower", "ship", "sell", "vp", "pass"})
MOST = 5


def since_last(log: list[LogLine], start: int, player: int, taken_back: Collection[int] = (),
               most: int = MOST) -> list[str]:
    """The others' main moves in `log[start:]` that still stand (lines in
    `taken_back` were undone since), at most `most` lines: if there are
    more, the newest, after a line saying how many earlier ones the log holds
    (the moves just before the player's turn matter most to them)."""
    moves = [line.text for i, line in enumerate(log[start:], start)
             if line.kind in WORTH and line.player is not None and line.player != player
             and i not in taken_back]
    if len(moves) <= most:
        return moves
    return [f"… {len(moves) - most + 1} earlier moves in the log, then:", *moves[-(most - 1):]]
