"""Shown instead of a broken layout when the terminal is too small."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Static


class TooSmallScreen(Screen[None]):
    """`Enlarge the terminal to at least 100x30`, with the current size."""

    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; background: $background; }
    #too-small { width: 100%; height: auto; text-align: center; }
    """

    def __init__(self, min_width: int, min_height: int) -> None:
        super().__init__()
        self.min_width = min_width
        self.min_height = min_height

    def compose(self) -> ComposeResult:
        yield Static(self._text(), id="too-small")

    def _text(self, size: Size | None = None) -> Text:
        width, height = size or self.app.size
        return Text.assemble(("Ragusa needs a larger terminal.\n", "bold"),
                             f"Enlarge the terminal to at least {self.min_width}x{self.min_height}"
                             f" (it is {width}x{height} now).\n",
                             ("Ctrl+Q quits.", "dim"))

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#too-small", Static).update(self._text(event.size))
