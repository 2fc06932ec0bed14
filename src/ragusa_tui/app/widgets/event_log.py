"""The game log: every event in plain words, in the colour of its player."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import RichLog

from .. import look
from .phrases import Phrases


class EventLog(RichLog, can_focus=False):
    """Appends log lines; scrolls with the mouse wheel, keeps the map focused."""

    def __init__(self, *, id: str | None = None) -> None:
        # min_width: wrap at the log's own width (RichLog's default of 78 is
        # wider than the log at 100 or 120 columns and would crop long lines).
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True, max_lines=2000,
                         min_width=20)
        self.shown = 0

    def add(self, lines: Sequence[tuple[int | None, str, str]],
            colours: Sequence[look.PlayerColour]) -> None:
        """Write the lines not written yet (`lines` is the whole log so far)."""
        for player, text, kind in lines[self.shown:]:
            if player is None:
                line = Text(f"  {text}", "bold" if kind in ("end", "score") else "")
            else:
                colour = colours[player]
                line = Text.assemble((f"{colour.symbol} ", f"bold {colour.rgb}"), text)
                if kind in ("place", "pass"):
                    line.stylize("bold")
            self.write(Phrases(line))
        self.shown = len(lines)
