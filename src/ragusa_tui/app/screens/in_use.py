"""Told when a game is open in another window: watch it, or play on in a copy."""

from __future__ import annotations

from typing import ClassVar, Literal

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ...safe_text import visible
from ...storage.game_lock import IN_USE
from ..widgets.keys_footer import KeysFooter
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
        Binding("w", "choose('replay')", "Watch the replay"),
        Binding("c", "choose('copy')", "Play on in a copy"),
        Binding("escape", "choose(None)", "Cancel"),
    ]
    AUTO_FOCUS = "#in-use-replay"

    def __init__(self, name: str) -> None:
        super().__init__()
        self.save_name = name

    def compose(self) -> ComposeResult:
        with Vertical(id="in-use-box"):
            yield Static(Text.assemble(
                (f"{IN_USE[:1].upper()}{IN_USE[1:]}", "bold"), f" ({visible(self.save_name, 60)}). "
                "Two windows playing one file would overwrite each other's moves. You can "
                "watch it as a read-only replay, or play on from here in a copy (a new "
                "autosave); the other window keeps its game."))
            with Horizontal(id="in-use-buttons"):
                yield Button("Watch the replay (w)", id="in-use-replay", variant="primary")
                yield Button("Play on in a copy (c)", id="in-use-copy")
                yield Button("Cancel (Esc)", id="in-use-cancel")
        yield KeysFooter()  # this dialog's keys, not those of the screen under it

    def on_button_pressed(self, event: Button.Pressed) -> None:
        choice = {"in-use-replay": "replay", "in-use-copy": "copy"}.get(event.button.id or "")
        self.dismiss(choice)  # type: ignore[arg-type]

    def action_choose(self, choice: Choice) -> None:
        self.dismiss(choice)
