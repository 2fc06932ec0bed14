"""The hand-over: covers the whole board so the next player's secrets (and
the last player's) are never on screen while the keyboard changes hands."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from .. import look


class HandOverScreen(Screen[None]):
    """`Pass the keyboard to Blue — press Enter`."""

    CSS_PATH = "handover.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "ready", "I am here: show my screen", key_display="Enter"),
    ]
    AUTO_FOCUS = "#ready"

    def __init__(self, name: str, colour: look.PlayerColour, why: str) -> None:
        super().__init__()
        self.player_name = name
        self.colour = colour
        self.why = why

    def compose(self) -> ComposeResult:
        c = self.colour
        with Vertical(id="handover-box"):
            yield Static(Text.assemble("Pass the keyboard to ",
                                       c.badge(self.player_name),
                                       " — press Enter"), id="handover-title")
            yield Static(Text(self.why), id="handover-why")
            yield Static("Everyone else: please look away; the next screen shows "
                         f"{self.player_name}'s secret bonus cards.", id="handover-note")
            with Center():
                yield Button(f"I am {self.player_name}: show my screen", id="ready",
                             variant="primary")
        yield Footer()

    def on_button_pressed(self) -> None:
        self.action_ready()

    def action_ready(self) -> None:
        self.dismiss(None)
