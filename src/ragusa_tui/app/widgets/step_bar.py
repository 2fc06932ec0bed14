"""The replay's slider: `0 ━━━━━●────── 187`, to click anywhere on."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget


class StepBar(Widget):
    """A one-line slider over the steps of a replay; a click asks to go there."""

    DEFAULT_CSS = """
    StepBar { height: 1; }
    """

    class Seek(Message):
        """The player clicked the bar at step `index`."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, total: int, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.total = total
        self.index = 0

    def show(self, index: int) -> None:
        self.index = index
        self.refresh()

    def _ends(self) -> tuple[str, str]:
        return " 0 ", f" {self.total} "

    def _track(self) -> int:
        """Cells between the two end labels (the knob included)."""
        left, right = self._ends()
        return max(1, self.size.width - len(left) - len(right))

    def render(self) -> Text:
        left, right = self._ends()
        track = self._track()
        at = round((track - 1) * self.index / self.total) if self.total else track - 1
        return Text.assemble((left, "dim"), ("━" * at, "bold #5fa8ff"), ("●", "bold #f2f2f2"),
                             ("─" * (track - 1 - at), "#59606e"), (right, "dim"))

    def on_click(self, event: events.Click) -> None:
        x = event.x - len(self._ends()[0])
        track = self._track()
        if self.total and 0 <= x < track:
            event.stop()
            self.post_message(self.Seek(round(x * self.total / max(1, track - 1))))
