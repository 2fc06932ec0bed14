"""The hand-over: covers the whole board so the next player's secrets (and
the last player's) are never on screen while the keyboard changes hands."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from ...catalogue import text
from ...safe_text import markup
from ...table import look
from ..widgets.keys_footer import KeysFooter
from ..widgets.phrases import assembled
from ..once import DismissOnce


TAKE_BACK = "take back"  # the screen's answer when the previous player takes back their move


class _MouseButton(Button, can_focus=False):
    """A button for the mouse only, so Enter always means the screen's own binding."""


class HandOverScreen(DismissOnce, Screen[str | None]):
    """`Pass the keyboard to Blue — press Enter`. Returns `TAKE_BACK` if the
    previous player takes back their move instead."""

    CSS_PATH = "handover.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", "key.i_am_here_show_my_screen", key_display="Enter"),
        Binding("ctrl+z,u", "take_back", "key.take_back", key_display="u"),
    ]
    AUTO_FOCUS = None  # the buttons are for the mouse: Enter and u are the screen's own keys

    def __init__(self, name: str, colour: look.PlayerColour, why: str,
                 take_back: str | None = None) -> None:
        super().__init__()
        self.player_name = name
        self.colour = colour
        self.why = why
        self.take_back = take_back  # the previous player, offered to take back their move

    def compose(self) -> ComposeResult:
        c = self.colour
        with Vertical(id="handover-box"):
            yield Static(assembled("menu.handover.title", {"player": c.badge(self.player_name)}),
                         id="handover-title")
            yield Static(Text(self.why), id="handover-why")
            yield Static(text("menu.handover.note", player=self.player_name), id="handover-note")
            with Center():
                yield _MouseButton(text("menu.handover.ready", player=self.player_name), id="ready",
                                   variant="primary")
            if self.take_back is not None:
                with Center():
                    yield _MouseButton(text("menu.handover.take_back", player=markup(self.take_back)),
                                       id="take-back")
        yield KeysFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return action != "take_back" or self.take_back is not None

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "take-back":
            self.action_take_back()
        else:
            self.action_ready()

    def game_commands(self) -> Iterable[SystemCommand]:
        """The hand-over's keys, for the command palette."""
        yield SystemCommand(text("menu.handover.command.ready"), text("menu.handover.command.ready_help"),
                            self.action_ready)
        if self.take_back is not None:
            # (Help texts are read as markup: no player's name in them.)
            yield SystemCommand(text("menu.handover.command.take_back"),
                                text("menu.handover.command.take_back_help"), self.action_take_back)

    def action_ready(self) -> None:
        self.dismiss(None)

    def action_take_back(self) -> None:
        """The previous player takes back their move before the keyboard changes hands."""
        if self.take_back is not None:
            self.dismiss(TAKE_BACK)
