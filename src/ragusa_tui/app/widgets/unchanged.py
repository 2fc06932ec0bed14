"""Skipping a panel's redraw when what it shows has not changed.

The side panels are rebuilt from the game's snapshot after every action,
but most actions change one or two of them. Rebuilding a Rich table and
laying the screen out again costs a frame; comparing the few values a panel
shows costs microseconds.
"""

from __future__ import annotations

from typing import Any

from textual.widget import Widget

_KEY = "_ragusa_shown"


def unchanged(widget: Widget, *shown: Any) -> bool:
    """True if `widget` already shows `shown` (the values its drawing comes
    from); otherwise remember `shown` and return False, so it is drawn."""
    if getattr(widget, _KEY, None) == shown:
        return True
    setattr(widget, _KEY, shown)
    return False
