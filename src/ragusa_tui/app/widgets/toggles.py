"""Radio buttons and checkboxes whose state shows without colour.

Textual draws the same mark for on and off and tells them apart by colour
only; on a monochrome terminal (or read by a screen reader) that is lost.
"""

from __future__ import annotations

from textual.widgets import Checkbox, RadioButton


class MarkedRadioButton(RadioButton):
    """A radio button drawn ● when chosen and ○ when not."""

    def render(self):  # type: ignore[no-untyped-def]
        self.BUTTON_INNER = "●" if self.value else "○"
        return super().render()


class MarkedCheckbox(Checkbox):
    """A checkbox drawn X when ticked and blank when not."""

    def render(self):  # type: ignore[no-untyped-def]
        self.BUTTON_INNER = "X" if self.value else " "
        return super().render()
