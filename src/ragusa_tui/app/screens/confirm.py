"""A yes/no question (quitting a game in progress)."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ...catalogue import text
from ...safe_text import visible
from ..widgets.keys_footer import KeysFooter
from ..once import DismissOnce


class ConfirmScreen(DismissOnce, ModalScreen[bool]):
    """Returns True for yes."""

    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    #confirm-box { width: 60; height: auto; border: thick $error; background: $surface;
                   padding: 1 2; }
    #confirm-buttons { height: auto; margin-top: 1; }
    #confirm-buttons Button { margin-right: 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "key.yes"),
        Binding("n,escape", "answer(False)", "key.no"),
    ]
    AUTO_FOCUS = "#no"

    def __init__(self, question: str, purpose: str = "") -> None:
        super().__init__()
        self.question = question
        self.purpose = purpose  # lets a repeated request (Ctrl+Q twice) answer it

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            # Plain, visible words: a reason quoted may hold a path from outside.
            yield Static(Text(visible(self.question)))
            with Horizontal(id="confirm-buttons"):
                yield Button(text("panel.confirm.yes"), id="yes", variant="error")
                yield Button(text("panel.confirm.no"), id="no", variant="primary")
        yield KeysFooter()  # this dialog's keys, not those of the screen under it

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
