"""Shown instead of a broken layout when the terminal is too small."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Static

from ...catalogue import text


class TooSmallScreen(Screen[None]):
    """`Enlarge the terminal to at least 100x30`, with the current size; in
    a browser tab (`web`), the window, or a smaller font: zoom out."""

    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; background: $background; }
    #too-small { width: 100%; height: auto; text-align: center; }
    """

    def __init__(self, min_width: int, min_height: int, web: bool = False) -> None:
        super().__init__()
        self.min_width = min_width
        self.min_height = min_height
        self.web = web

    def compose(self) -> ComposeResult:
        yield Static(self._text(), id="too-small")

    def _text(self, size: Size | None = None) -> Text:
        width, height = size or self.app.size
        sizes = {"min_width": self.min_width, "min_height": self.min_height, "width": width, "height": height}
        if self.web:  # the tab's columns and rows follow the window and the font's size
            return Text.assemble((text("menu.too_small.window") + "\n", "bold"),
                                 text("menu.too_small.enlarge_window", **sizes) + "\n",
                                 (text("menu.too_small.quit"), "dim"))
        return Text.assemble((text("menu.too_small.terminal") + "\n", "bold"),
                             text("menu.too_small.enlarge_terminal", **sizes) + "\n",
                             (text("menu.too_small.quit"), "dim"))

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#too-small", Static).update(self._text(event.size))
