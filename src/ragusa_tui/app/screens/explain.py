"""What is under the map's cursor (the x key): each hex of the spot and what
it does by the rules, whose houses stand round it, and what a house there
would bring now; or a wall slot's worth (worked out by `table.explain`).
Over the board; Esc or x closes it, and no other key does anything here, so
a key meant for the box never answers a decision."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...catalogue import Message, text
from ..widgets.keys_footer import KeysFooter


class ExplainScreen(ModalScreen[None]):
    """The explain box: a title, then its lines; the rules' lines plain, the
    houses round each hex dimmed under them, what a house would bring in bold."""

    DEFAULT_CSS = """
    ExplainScreen { align: center middle; }
    ExplainScreen > VerticalScroll { width: 84; max-width: 96%; height: auto;
        max-height: 80%; border: round $accent; padding: 0 1; background: $surface; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,x", "close", "key.close", key_display="Esc"),
    ]

    def __init__(self, lines: list[Message]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        title, *rest = self.lines
        with VerticalScroll(id="explain-box"):
            yield Static(Text(str(title), "bold"), id="explain-title")
            for i, line in enumerate(rest):
                style = "dim" if line.code in ("explain.round", "explain.round_none") else (
                    "bold" if i == len(rest) - 1 else "")
                yield Static(Text(str(line), style), classes="explain-line")
            yield Static(Text(text("explain.close"), "dim italic"))
        yield KeysFooter()

    def action_close(self) -> None:
        self.dismiss(None)
