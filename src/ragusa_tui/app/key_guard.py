"""A short deafness to confirming keys right after something new appears.

A key pressed twice, or once too often, must not confirm a screen its
player has not seen yet: a new screen (map after a dialog, dialog after a
hand-over, hand-over after a move) or a new decision on the same map ignores
Enter, Space and the take-back keys for a moment (u pressed twice would take
back a second decision). Digits pass: they only move a dialog's cursor, and
one dropped there would leave the cursor where the next Enter chooses what
the player had meant to leave. A space or a u typed into a text field (a
name, the command palette's search) passes too: there it is a letter. The
app holds the guard whenever its screen changes; the game screen also holds
it after every action and every take-back. A key counts from when it was
typed, not from when the app got to it: on a busy machine, a key typed with
the one that acted may wait in the queue past the pause, and it is still
one press too many.
"""

from __future__ import annotations

import sys
import time

# Textual stamps each key with this clock when it is typed (perf_counter on
# Windows, monotonic elsewhere); holds are measured on the same one, so the
# two compare on every system.
clock = time.perf_counter if sys.platform == "win32" else time.monotonic

CONFIRM_KEYS = frozenset({"enter", "space", "u", "ctrl+z"})
LETTERS = frozenset({"space", "u"})  # confirming keys that are text in a text field


class KeyGuard:
    """Whether a confirming key is to be ignored now."""

    def __init__(self, pause: float) -> None:
        self.pause = pause  # seconds; 0 turns the guard off
        self.until = 0.0

    def hold(self) -> None:
        """Start (or restart) the moment of deafness."""
        if self.pause > 0:
            self.until = clock() + self.pause

    def release(self) -> None:
        self.until = 0.0

    def blocks(self, key: str, typed_at: float | None = None, into_text: bool = False) -> bool:
        """Whether `key`, typed at `typed_at` (an event's `time`; now if not
        given) and into a text field if `into_text`, comes too soon after
        the last hold."""
        if key not in CONFIRM_KEYS or (into_text and key in LETTERS):
            return False
        return (clock() if typed_at is None else typed_at) < self.until
