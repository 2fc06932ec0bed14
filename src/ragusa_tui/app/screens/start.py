"""The first screen: start a new game or quit."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

TITLE_ART = r"""
 ____                                
|  _ \ __ _  __ _ _   _ ___  __ _ 
| |_) / _` |/ _` | | | / __|/ _` |
|  _ < (_| | (_| | |_| \__ \ (_| |
|_| \_\__,_|\__, |\__,_|___/\__,_|
            |___/                 
"""


class StartScreen(Screen[None]):
    """Title and the two ways on: a new game, or quit."""

    CSS_PATH = "start.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "app.new_game", "New game"),
        Binding("q", "app.request_quit", "Quit", show=False),
        Binding("down,j", "app.focus_next", "Next", show=False),
        Binding("up,k", "app.focus_previous", "Previous", show=False),
    ]
    AUTO_FOCUS = "#new"

    def compose(self) -> ComposeResult:
        with Vertical(id="start-box"):
            with Center():
                yield Static(TITLE_ART.strip("\n"), id="title-art")
            yield Static("the city of Ragusa, for 3 to 5 players at one keyboard", id="tagline")
            with Center():
                yield Button("New game", id="new", variant="primary")
            with Center():
                yield Button("Quit", id="quit")
            yield Static("a game by Fabio Lopiano · press ? for help", id="credit")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "new":
            self.app.action_new_game()  # type: ignore[attr-defined]
        else:
            self.app.action_request_quit()  # type: ignore[attr-defined]
