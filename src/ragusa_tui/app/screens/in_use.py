"""Told when a game is open in another window: watch it, or play on in a copy."""

from __future__ import annotations

from typing import ClassVar, Literal

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ...catalogue import text
from ...safe_text import visible
from ..widgets.keys_footer import KeysFooter
from ..widgets.phrases import assembled
from ..once import DismissOnce

Choice = Literal["replay", "copy"] | None


class InUseScreen(DismissOnce, ModalScreen[Choice]):
    """Returns "replay" (read-only), "copy" (play on in a new autosave) or None."""

    DEFAULT_CSS = """
    InUseScreen { align: center middle; }
    #in-use-box { width: 72; height: auto; border: thick $warning; background: $surface;
                  padding: 1 2; }
    #in-use-buttons { height: auto; margin-top: 1; }
    #in-use-buttons Button { margin-right: 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("w", "choose('replay')", "key.watch_the_replay"),
        Binding("c", "choose('copy')", "key.play_on_in_a_copy"),
        Binding("escape", "choose(None)", "key.cancel"),
    ]
    AUTO_FOCUS = "#in-use-replay"

    def __init__(self, name: str) -> None:
        super().__init__()
        self.save_name = name

    def compose(self) -> ComposeResult:
        with Vertical(id="in-use-box"):
            yield Static(assembled("menu.in_use.text", {"title": Text(text("menu.in_use.title"), "bold")},
                                   save=visible(self.save_name, 60)))
            with Horizontal(id="in-use-buttons"):
                yield Button(text("menu.in_use.replay"), id="in-use-replay", variant="primary")
                yield Button(text("menu.in_use.copy"), id="in-use-copy")
                yield Button(text("menu.in_use.cancel"), id="in-use-cancel")
        yield KeysFooter()  # this dialog's keys, not those of the screen under it

    def on_button_pressed(self, event: Button.Pressed) -> None:
        choice = {"in-use-replay": "replay", "in-use-copy": "copy"}.get(event.button.id or "")
        self.dismiss(choice)  # type: ignore[arg-type]

    def action_choose(self, choice: Choice) -> None:
        self.dismiss(choice)
